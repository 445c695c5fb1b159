import { z } from 'zod';
import { NOTIFICATION_KINDS } from '#core/notifications/settings.ts';

/** POST /api/notifications/test {type: weekly_report or daily_reminder} (spec section 7). */
export const testNotificationBody = z.object({
  type: z.enum(NOTIFICATION_KINDS, { error: 'Wybierz rodzaj wiadomości: raport tygodniowy lub przypomnienie' }),
});

/** POST /api/notifications/weekly-report {weekStart?}: the week on screen (a Monday), else the running week. */
export const weeklyReportBody = z.object({
  weekStart: z
    .string({ error: 'Podaj początek tygodnia (RRRR-MM-DD)' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Podaj początek tygodnia (RRRR-MM-DD)' })
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: 'Podaj początek tygodnia (RRRR-MM-DD)' })
    .optional(),
});
