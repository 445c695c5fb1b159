import { z } from 'zod';
import { DAILY_LIMIT_MAX, DAILY_LIMIT_MIN, PIN_PATTERN } from '#core/family/child-access.ts';

export const pinBody = z.object({
  pin: z.string({ error: 'Podaj PIN' }).regex(PIN_PATTERN, { error: 'PIN to dokładnie 4 cyfry' }),
});

export const practiceLimitsBody = z.object({
  dailyLimitMinutes: z
    .number({ error: 'Podaj liczbę minut' })
    .int({ error: 'Podaj pełne minuty' })
    .min(DAILY_LIMIT_MIN, { error: `Limit to co najmniej ${DAILY_LIMIT_MIN} minut` })
    .max(DAILY_LIMIT_MAX, { error: `Limit to najwyżej ${DAILY_LIMIT_MAX} minut` })
    .nullable(),
  quietHoursApply: z.boolean({ error: 'Wybierz, czy cisza nocna obowiązuje' }),
});

const familyCode = z.string({ error: 'Podaj kod rodziny' }).trim().min(1, { error: 'Podaj kod rodziny' }).max(20);

export const familyBody = z.object({ familyCode });

export const childSignInBody = z.object({
  familyCode,
  studentId: z.string({ error: 'Wybierz swoje imię' }).min(1).max(100),
  pin: z.string({ error: 'Podaj PIN' }).max(20),
});

export const linkBody = z.object({ token: z.string({ error: 'Brak linku' }).min(1).max(200) });
