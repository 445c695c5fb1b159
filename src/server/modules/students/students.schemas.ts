import { z } from 'zod';
import {
  DIFFICULTIES,
  GOALS,
  GRADES,
  MAX_DIFFICULTIES,
  NICKNAME_MAX,
  NICKNAME_MIN,
} from '#core/curriculum/student-profile.ts';
import { visibleText } from '#core/text/visible-text.ts';

export const createStudentBody = z.object({
  nickname: z
    .string({ error: 'Podaj pseudonim' })
    // Measured as seen: zero-width characters alone are not a nickname.
    .overwrite(visibleText)
    .min(NICKNAME_MIN, { error: 'Pseudonim musi mieć co najmniej 2 znaki' })
    .max(NICKNAME_MAX, { error: 'Pseudonim może mieć maksymalnie 32 znaki' }),
  grade: z.enum(GRADES, { error: 'Wybierz klasę' }),
  goal: z.enum(GOALS, { error: 'Wybierz cel nauki' }),
  difficulties: z
    .array(z.enum(DIFFICULTIES, { error: 'Nieznany obszar trudności' }), {
      error: 'Nieprawidłowa lista obszarów trudności',
    })
    .max(MAX_DIFFICULTIES, { error: 'Maksymalnie 5 obszarów trudności' })
    .refine((list) => new Set(list).size === list.length, { error: 'Obszary trudności nie mogą się powtarzać' })
    .default([]),
});
export type CreateStudentBody = z.infer<typeof createStudentBody>;
