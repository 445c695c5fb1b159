import { z } from 'zod';
import { TOPICS, type TopicId } from '#core/adaptive/index.ts';

export const startSessionBody = z.object({
  studentId: z.string({ error: 'Brak identyfikatora ucznia' }).min(1, { error: 'Brak identyfikatora ucznia' }).max(100),
  /** "Ćwicz ten temat": the session's questions come from this topic and its prerequisites. */
  focusTopic: z.enum(TOPICS as [TopicId, ...TopicId[]], { error: 'Nieznany temat' }).optional(),
});

const sessionId = z
  .string({ error: 'Brak identyfikatora sesji' })
  .min(1, { error: 'Brak identyfikatora sesji' })
  .max(100);

export const sessionIdBody = z.object({ sessionId });

export const nextQuestionBody = z.object({ sessionId, skip: z.boolean().optional().default(false) });

export const MAX_ANSWER_LENGTH = 500;

export const answerBody = z.object({
  sessionId,
  questionId: z.string({ error: 'Brak identyfikatora pytania' }).min(1).max(100),
  answer: z.union([
    z
      .string({ error: 'Podaj odpowiedź' })
      .max(MAX_ANSWER_LENGTH, { error: 'Odpowiedź może mieć maksymalnie 500 znaków' }),
    z.number().finite(),
  ]),
  timeSpentMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional(),
});
export type AnswerBody = z.infer<typeof answerBody>;
