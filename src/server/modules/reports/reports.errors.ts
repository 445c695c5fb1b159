import { defineError } from '../../errors.ts';

export const ReportErrors = {
  // Same answer for "does not exist" and "another family's report": existence is never revealed.
  notFound: defineError('report.not_found', 404, 'Nie znaleziono raportu'),
} as const;
