import { z } from 'zod';
import { HOUR_MAX, HOUR_MIN, WEEKDAY_MAX, WEEKDAY_MIN } from '#core/notifications/settings.ts';
import { TIME_ZONES } from '#core/time/zones.ts';

const hour = (what: string) =>
  z
    .number({ error: `Wybierz godzinę ${what}` })
    .int({ error: `Wybierz godzinę ${what}` })
    .min(HOUR_MIN, { error: 'Godzina musi być z zakresu 00:00–23:00' })
    .max(HOUR_MAX, { error: 'Godzina musi być z zakresu 00:00–23:00' });

/** POST /api/parent/settings: the full settings object (spec section 7). */
export const settingsBody = z
  .object({
    timezone: z.enum(TIME_ZONES, { error: 'Wybierz strefę czasową z listy' }),
    daily_reminder_enabled: z.boolean({ error: 'Nieprawidłowa wartość przypomnień' }),
    daily_reminder_hour: hour('przypomnienia'),
    weekly_report_enabled: z.boolean({ error: 'Nieprawidłowa wartość raportów tygodniowych' }),
    weekly_report_weekday: z
      .number({ error: 'Wybierz dzień tygodnia' })
      .int({ error: 'Wybierz dzień tygodnia' })
      .min(WEEKDAY_MIN, { error: 'Dzień tygodnia musi być od poniedziałku (1) do niedzieli (7)' })
      .max(WEEKDAY_MAX, { error: 'Dzień tygodnia musi być od poniedziałku (1) do niedzieli (7)' }),
    weekly_report_hour: hour('raportu'),
    quiet_hours_start: hour('początku ciszy').nullable(),
    quiet_hours_end: hour('końca ciszy').nullable(),
    light_mode_enabled: z.boolean({ error: 'Nieprawidłowa wartość trybu lekkiego' }),
  })
  .check((ctx) => {
    const { quiet_hours_start: start, quiet_hours_end: end } = ctx.value;
    if ((start === null) !== (end === null)) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: [start === null ? 'quiet_hours_start' : 'quiet_hours_end'],
        message: 'Podaj początek i koniec godzin ciszy albo wyłącz godziny ciszy',
      });
    } else if (start !== null && start === end) {
      ctx.issues.push({
        code: 'custom',
        input: ctx.value,
        path: ['quiet_hours_end'],
        message: 'Godziny ciszy muszą kończyć się o innej godzinie, niż się zaczynają',
      });
    }
  });
export type SettingsBody = z.infer<typeof settingsBody>;
