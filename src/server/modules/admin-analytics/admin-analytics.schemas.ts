import { z } from 'zod';

/** The chart's windows: two weeks or a month of days. */
export const ANALYTICS_WINDOWS = [14, 30] as const;

export const analyticsQuery = z.object({
  days: z.coerce
    .number()
    .refine((n): n is (typeof ANALYTICS_WINDOWS)[number] => (ANALYTICS_WINDOWS as readonly number[]).includes(n), {
      error: 'Zakres: 14 lub 30 dni',
    })
    .default(14),
});
