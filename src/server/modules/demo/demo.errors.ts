import { defineError } from '../../errors.ts';

export const DemoErrors = {
  invalidToken: defineError('demo.invalid_token', 400, 'Demo wygasło. Odśwież stronę, aby zacząć od nowa.'),
  questionNotFound: defineError('demo.question_not_found', 404, 'Nie znaleziono pytania'),
} as const;
