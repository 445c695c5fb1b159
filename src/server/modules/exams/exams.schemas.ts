import { z } from 'zod';

const id = (message: string) => z.string({ error: message }).min(1, { error: message }).max(100);
const examId = id('Brak identyfikatora egzaminu');
const tabId = z.string().min(1).max(100);

export const MAX_ANSWERS_PER_SAVE = 40;

/**
 * One autosaved answer. raw: a closed task's answer (a choice's index, P/F letters), an open
 * task's parts as JSON ({"a":"12","b":"1"}); null when cleared. clientUpdatedAt: epoch ms of the
 * pupil's last edit.
 */
export const examAnswerEntry = z.object({
  raw: z
    .union([z.string().max(2000, { error: 'Odpowiedź jest zbyt długa' }), z.number().finite(), z.null()])
    .optional()
    .default(null),
  clientUpdatedAt: z.number().int().min(0),
  timeMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional(),
});
export type ExamAnswerEntry = z.infer<typeof examAnswerEntry>;

const answers = z
  .record(z.string().max(100), examAnswerEntry)
  .refine((r) => Object.keys(r).length <= MAX_ANSWERS_PER_SAVE, { error: 'Zbyt wiele odpowiedzi naraz' });

export const startExamBody = z.object({ studentId: id('Brak identyfikatora ucznia') });
export const heartbeatBody = z.object({ examId, tabId });
export const saveBody = z.object({ examId, tabId: tabId.optional(), answers });
export const finishBody = z.object({ examId, tabId: tabId.optional(), answers: answers.optional() });
export const historyQuery = z.object({ studentId: id('Brak identyfikatora ucznia') });
