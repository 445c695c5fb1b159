import { defineError } from '../../errors.ts';

/** The spec's tutor messages are kept verbatim (section 6 and 8); the codes are ours. */
export const TutorErrors = {
  attemptNotFound: defineError('tutor.attempt_not_found', 404, 'Attempt not found'),
  studentNotFound: defineError('tutor.student_not_found', 404, 'Student not found or access denied'),
  accessDenied: defineError('tutor.access_denied', 403, 'Access denied'),
  invalidStep: defineError('tutor.invalid_step', 400, 'Invalid step index'),
  // Spec 8's 'Wykorzystałeś limit…' in a neutral form: children of every gender read it (spec-decisions).
  hintLimit: defineError('tutor.hint_limit', 403, 'Limit wskazówek dla tego pytania został wykorzystany.'),
  stepsIncomplete: defineError(
    'tutor.steps_incomplete',
    409,
    'All steps must be completed correctly before accessing final answer',
  ),
} as const;
