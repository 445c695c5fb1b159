import { z } from 'zod';
import { ISSUE_KINDS, ISSUE_STATUSES } from '../../db/schema/index.ts';

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

/** The admins' list of reported problems. */
export const reportsQuery = z.object({
  status: z.enum([...ISSUE_STATUSES, 'all'], { error: 'Nieznany status zgłoszenia' }).default('open'),
  kind: z.enum([...ISSUE_KINDS, 'all'], { error: 'Nieznany rodzaj zgłoszenia' }).default('all'),
  limit: z.coerce.number().int().min(1, { error: 'Limit 1–200' }).max(200, { error: 'Limit 1–200' }).default(50),
  /** Pages go by offset: the list is read by a few admins, never deep enough for offsets to cost. */
  offset: z.coerce
    .number()
    .int()
    .min(0, { error: 'Przesunięcie 0–100 000' })
    .max(100_000, { error: 'Przesunięcie 0–100 000' })
    .default(0),
});

/** An admin's decision on a report. */
export const reportStatusBody = z.object({
  status: z.enum(ISSUE_STATUSES, { error: 'Nieznany status zgłoszenia' }),
});
