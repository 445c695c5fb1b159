import { z } from 'zod';
import { answerTimeMs, answersOfOneSave, requiredId, tabId } from '../../http/autosave-input.ts';

const examId = requiredId('Brak identyfikatora egzaminu');

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
  timeMs: answerTimeMs,
});
export type ExamAnswerEntry = z.infer<typeof examAnswerEntry>;

const answers = answersOfOneSave(examAnswerEntry);

export const startExamBody = z.object({ studentId: requiredId('Brak identyfikatora ucznia') });
export const heartbeatBody = z.object({ examId, tabId });
export const saveBody = z.object({ examId, tabId: tabId.optional(), answers });
export const finishBody = z.object({ examId, tabId: tabId.optional(), answers: answers.optional() });
export const historyQuery = z.object({ studentId: requiredId('Brak identyfikatora ucznia') });
