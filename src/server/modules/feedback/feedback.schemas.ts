import { z } from 'zod';

export const BUG_DESCRIPTION_MAX = 2000;

export const bugReportBody = z.object({
  description: z
    .string({ error: 'Opisz problem' })
    .trim()
    .min(1, { error: 'Opisz problem' })
    .max(BUG_DESCRIPTION_MAX, { error: 'Opis może mieć maksymalnie 2000 znaków' }),
  // The client route the dialog was opened on, e.g. "/parent/dashboard?tab=1".
  page: z.string().trim().max(500, { error: 'Adres strony jest zbyt długi' }).optional(),
});
export type BugReportBody = z.infer<typeof bugReportBody>;
