import { defineError } from '../../errors.ts';

export const PracticeErrors = {
  notFound: defineError('session.not_found', 404, 'Nie znaleziono sesji'),
  // The spec's client ends the session on a 400 whose error contains 'expired'.
  expired: defineError('session.expired', 400, 'Czas sesji minął (session expired)'),
  ended: defineError('session.ended', 409, 'Sesja została już zakończona'),
  noQuestions: defineError('session.no_questions', 404, 'Brak dostępnych pytań'),
  questionNotFound: defineError('session.question_not_found', 404, 'Nie znaleziono pytania'),
  questionSkipped: defineError('session.question_skipped', 409, 'To pytanie zostało pominięte'),
} as const;
