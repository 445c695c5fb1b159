import { defineError } from '../../errors.ts';

export const StudentErrors = {
  // Same answer for "does not exist" and "another family's child": existence is never revealed.
  notFound: defineError('student.not_found', 404, 'Nie znaleziono ucznia lub brak dostępu'),
} as const;
