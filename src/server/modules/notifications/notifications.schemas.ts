import { z } from 'zod';
import { NOTIFICATION_KINDS } from '#core/notifications/settings.ts';

/** POST /api/notifications/test {type: weekly_report or daily_reminder} (spec section 7). */
export const testNotificationBody = z.object({
  type: z.enum(NOTIFICATION_KINDS, { error: 'Wybierz rodzaj wiadomości: raport tygodniowy lub przypomnienie' }),
});
