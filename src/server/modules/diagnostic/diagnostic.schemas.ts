import { z } from 'zod';
import { answerTimeMs, answersOfOneSave, requiredId, tabId } from '../../http/autosave-input.ts';

export const attemptId = requiredId('Brak identyfikatora testu');

export const startDiagnosticBody = z.object({ studentId: requiredId('Brak identyfikatora ucznia') });

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
  timeMs: answerTimeMs,
});
export type AnswerEntry = z.infer<typeof answerEntry>;

const answers = answersOfOneSave(answerEntry);

export const heartbeatBody = z.object({ attemptId, tabId });
export const saveBody = z.object({ attemptId, tabId: tabId.optional(), answers });
export const nextBody = z.object({ attemptId, tabId: tabId.optional(), answers: answers.optional() });
export const finishBody = nextBody;
export const latestQuery = z.object({ studentId: requiredId('Brak identyfikatora ucznia') });
