import { defineError } from '../../errors.ts';

export const QuestionReportErrors = {
  attemptNotFound: defineError('question_report.attempt_not_found', 404, 'Nie znaleziono pytania'),
  reportNotFound: defineError('question_report.not_found', 404, 'Nie znaleziono zgłoszenia'),
} as const;
