import { z } from 'zod';

const id = (message: string) => z.string({ error: message }).min(1, { error: message }).max(100);
export const attemptId = id('Brak identyfikatora testu');
const tabId = z.string().min(1).max(100);

export const startDiagnosticBody = z.object({ studentId: id('Brak identyfikatora ucznia') });

export const MAX_ANSWERS_PER_SAVE = 40;

/** One autosaved answer. clientUpdatedAt: epoch ms (or ISO date) of the pupil's last edit. */
export const answerEntry = z.object({
  raw: z
    .union([
      z.string().max(500, { error: 'Odpowiedź może mieć maksymalnie 500 znaków' }),
      z.number().finite(),
      z.null(),
    ])
    .optional()
    .default(null),
  dontKnow: z.boolean().optional().default(false),
  clientUpdatedAt: z.union([z.number().int().min(0), z.iso.datetime({ offset: true }).transform((s) => Date.parse(s))]),
  timeMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional(),
});
export type AnswerEntry = z.infer<typeof answerEntry>;

const answers = z
  .record(z.string().max(100), answerEntry)
  .refine((r) => Object.keys(r).length <= MAX_ANSWERS_PER_SAVE, { error: 'Zbyt wiele odpowiedzi naraz' });

export const heartbeatBody = z.object({ attemptId, tabId });
export const saveBody = z.object({ attemptId, tabId: tabId.optional(), answers });
export const nextBody = z.object({ attemptId, tabId: tabId.optional(), answers: answers.optional() });
export const finishBody = nextBody;
export const latestQuery = z.object({ studentId: id('Brak identyfikatora ucznia') });
