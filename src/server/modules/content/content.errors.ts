import { defineError } from '../../errors.ts';

export const ContentErrors = {
  templateNotFound: defineError('content.template_not_found', 404, 'Nie znaleziono szablonu zadania'),
  attemptNotFound: defineError('content.attempt_not_found', 404, 'Nie znaleziono zadania'),
  generationFailed: defineError('content.generation_failed', 500, 'Nie udało się wygenerować zadania'),
} as const;
