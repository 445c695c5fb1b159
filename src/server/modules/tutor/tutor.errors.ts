import { defineError } from '../../errors.ts';

/**
 * The spec's tutor errors (section 6 and 8), with our codes; the spec lists its thrown messages in
 * English, and every message a person can see is Polish (spec decisions), so they are said in Polish.
 */
export const TutorErrors = {
  attemptNotFound: defineError('tutor.attempt_not_found', 404, 'Nie znaleziono zadania'),
  studentNotFound: defineError('tutor.student_not_found', 404, 'Nie znaleziono ucznia albo brak do niego dostępu'),
  accessDenied: defineError('tutor.access_denied', 403, 'Brak dostępu'),
  invalidStep: defineError('tutor.invalid_step', 400, 'Nie ma takiego kroku rozwiązania'),
  // Spec 8's 'Wykorzystałeś limit…' in a neutral form: children of every gender read it (spec-decisions).
  hintLimit: defineError('tutor.hint_limit', 403, 'Limit wskazówek dla tego pytania został wykorzystany.'),
  stepsIncomplete: defineError(
    'tutor.steps_incomplete',
    409,
    'Najpierw rozwiąż poprawnie wszystkie kroki, a potem podaj wynik końcowy',
  ),
} as const;
