import { defineError } from '../../errors.ts';

export const ExamErrors = {
  // Same answer for "does not exist" and "another family's mock": existence is never revealed.
  notFound: defineError('exam.not_found', 404, 'Nie znaleziono egzaminu próbnego'),
  notFinished: defineError('exam.not_finished', 409, 'Egzamin próbny jeszcze trwa — wynik będzie po jego zakończeniu'),
  startFailed: defineError('exam.start_failed', 409, 'Nie udało się ułożyć arkusza egzaminu'),
  wrongGrade: defineError(
    'exam.wrong_grade',
    409,
    'Egzamin próbny ósmoklasisty jest dla uczniów klas 7 i 8. Zmień klasę dziecka w jego profilu, jeśli się zmieniła.',
  ),
} as const;
