import { defineError } from '../../errors.ts';

export const DiagnosticErrors = {
  startFailed: defineError('diagnostic.start_failed', 409, 'Nie udało się rozpocząć testu'),
  attemptNotFound: defineError('diagnostic.attempt_not_found', 404, 'Nie znaleziono testu diagnostycznego'),
  resultNotFound: defineError('diagnostic.result_not_found', 404, 'Nie znaleziono wyników testu diagnostycznego'),
} as const;
