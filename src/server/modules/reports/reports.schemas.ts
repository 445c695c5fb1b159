import { z } from 'zod';

/** Most reports one call returns (spec section 9: fetch limit 20). */
export const REPORTS_FETCH_LIMIT = 20;

export const listReportsQuery = z.object({
  studentId: z.uuid({ error: 'Nieprawidłowy identyfikator ucznia' }).optional(),
  limit: z.coerce
    .number({ error: 'Nieprawidłowy limit' })
    .int({ error: 'Nieprawidłowy limit' })
    .min(1, { error: 'Limit musi wynosić co najmniej 1' })
    .max(REPORTS_FETCH_LIMIT, { error: 'Limit może wynosić najwyżej 20' })
    .default(REPORTS_FETCH_LIMIT),
});

export const markViewedBody = z.object({
  reportId: z.uuid({ error: 'Nieprawidłowy identyfikator raportu' }),
});
