import { z } from 'zod';

export const ISSUE_TYPES = ['wrong_answer', 'unclear_question', 'technical_issue', 'other'] as const;
export const REPORT_REQUIRED = 'Wybierz typ problemu i opisz go';
export const DESCRIPTION_MAX = 1000;

export const questionReportBody = z.object({
  questionId: z.string({ error: 'Brak identyfikatora pytania' }).trim().min(1).max(200),
  attemptId: z.string().max(100).nullish(),
  issueType: z.enum(ISSUE_TYPES, { error: REPORT_REQUIRED }),
  description: z
    .string({ error: REPORT_REQUIRED })
    .trim()
    .min(1, { error: REPORT_REQUIRED })
    .max(DESCRIPTION_MAX, { error: 'Opis może mieć maksymalnie 1000 znaków' }),
  context: z
    .object({
      session_id: z.string().max(100).nullish(),
      current_step: z.number().int().min(0).max(100).nullish(),
      steps_completed: z.number().int().min(0).max(100).nullish(),
    })
    .optional()
    .default({}),
});
export type QuestionReportBody = z.infer<typeof questionReportBody>;
