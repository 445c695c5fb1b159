import { z } from 'zod';

const attemptId = z.string({ error: 'Brak identyfikatora pytania' }).min(1).max(100);
const studentId = z.string().min(1).max(100).optional();
const stepIndex = z
  .number({ error: 'Nie ma takiego kroku rozwiązania' })
  .int({ error: 'Nie ma takiego kroku rozwiązania' });

export const stepBody = z.object({
  attemptId,
  studentId,
  stepIndex,
  input: z.string().max(200, { error: 'Odpowiedź może mieć maksymalnie 200 znaków' }),
});
export const hintBody = z.object({ attemptId, studentId, stepIndex, errorCode: z.string().max(100).optional() });
export const finalBody = z.object({
  attemptId,
  studentId,
  answer: z.union([z.string().max(500), z.number().finite()]),
});
export const tutorQuery = z.object({ studentId });
