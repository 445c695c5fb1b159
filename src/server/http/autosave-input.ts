/**
 * Request pieces shared by the timed attempts whose answers the app autosaves while the pupil
 * works (the diagnostic test, the mock exam): ids, the tab that holds the attempt, the answers of
 * one save.
 */
import { z } from 'zod';

/** A required id with the Polish message shown when it is missing. */
export const requiredId = (message: string) => z.string({ error: message }).min(1, { error: message }).max(100);

/** The browser tab that holds the attempt (one tab answers at a time). */
export const tabId = z.string().min(1).max(100);

export const MAX_ANSWERS_PER_SAVE = 40;

/** Time spent on one item, in ms: at most a day. */
export const answerTimeMs = z
  .number()
  .int()
  .min(0)
  .max(24 * 3600 * 1000)
  .optional();

/** The answers of one save, keyed by item id, at most MAX_ANSWERS_PER_SAVE of them. */
export function answersOfOneSave<Entry extends z.ZodType>(entry: Entry) {
  return z
    .record(z.string().max(100), entry)
    .refine((r) => Object.keys(r).length <= MAX_ANSWERS_PER_SAVE, { error: 'Zbyt wiele odpowiedzi naraz' });
}
