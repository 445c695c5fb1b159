import { z } from 'zod';
import {
  CODE_MAX_LENGTH,
  CODE_PREFIX_MAX,
  DEFAULT_CODE_MAX_USES,
  DEFAULT_CODE_PREFIX,
  DEFAULT_CODE_VALID_DAYS,
  DEFAULT_PLAN_DAYS,
  normalizeCode,
  normalizePrefix,
} from '#core/plans/access-codes.ts';
import { PAID_PLAN_IDS, PLAN_IDS } from '#core/plans/catalogue.ts';
import { isDeliverableEmail } from '#core/text/email.ts';

const days = (what: string) =>
  z.coerce
    .number({ error: `${what}: podaj liczbę dni` })
    .int({ error: `${what}: podaj całą liczbę dni` })
    .min(1, { error: `${what}: co najmniej 1 dzień` })
    .max(3660, { error: `${what}: najwyżej 3660 dni` });

export const redeemCodeBody = z.object({
  code: z
    .string({ error: 'Wprowadź kod dostępu' })
    .transform(normalizeCode)
    .pipe(
      z
        .string()
        .min(1, { error: 'Wprowadź kod dostępu' })
        .max(CODE_MAX_LENGTH, { error: 'Kod może mieć maksymalnie 20 znaków' }),
    ),
});

export const planQuery = z.object({ studentId: z.string({ error: 'Podaj ucznia' }).min(1).max(100) });

export const grantPlanBody = z.object({
  email: z
    .string({ error: 'Wprowadź adres e-mail' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Wprowadź adres e-mail' })
    .max(320, { error: 'Wprowadź adres e-mail' }),
  plan: z.enum(PLAN_IDS, { error: 'Wybierz plan' }),
  durationDays: days('Czas trwania').default(DEFAULT_PLAN_DAYS),
  note: z.string().trim().max(500, { error: 'Notatka może mieć maksymalnie 500 znaków' }).optional(),
});
export type GrantPlanBody = z.infer<typeof grantPlanBody>;

export const createCodeBody = z.object({
  plan: z.enum(PAID_PLAN_IDS, { error: 'Wybierz plan' }),
  prefix: z
    .string()
    .transform(normalizePrefix)
    .pipe(
      z
        .string()
        .max(CODE_PREFIX_MAX, { error: 'Prefiks może mieć maksymalnie 6 znaków' })
        .regex(/^[A-Z0-9]*$/, { error: 'Prefiks może zawierać tylko litery A–Z i cyfry' }),
    )
    .default(DEFAULT_CODE_PREFIX),
  maxUses: z.coerce
    .number({ error: 'Podaj liczbę użyć' })
    .int({ error: 'Podaj całą liczbę użyć' })
    .min(1, { error: 'Kod musi mieć co najmniej 1 użycie' })
    .max(100_000, { error: 'Najwyżej 100 000 użyć' })
    .default(DEFAULT_CODE_MAX_USES),
  validDays: days('Ważność kodu').default(DEFAULT_CODE_VALID_DAYS),
  durationDays: days('Czas trwania planu').default(DEFAULT_PLAN_DAYS),
});
export type CreateCodeBody = z.infer<typeof createCodeBody>;

/**
 * Spec 5 says non-empty and containing '@' ('Wprowadź prawidłowy adres e-mail'); we also require
 * something before the '@' and a dotted domain after it, so a reply can reach the address ("a@" is
 * refused). The client checks the same rule (accessRequestEmailValid).
 */
export const accessRequestBody = z.object({
  email: z
    .string({ error: 'Wprowadź prawidłowy adres e-mail' })
    .trim()
    .max(254, { error: 'Wprowadź prawidłowy adres e-mail' })
    .refine(isDeliverableEmail, { error: 'Wprowadź prawidłowy adres e-mail' }),
  message: z.string().trim().max(1000, { error: 'Wiadomość może mieć maksymalnie 1000 znaków' }).optional(),
  plan: z.enum(PAID_PLAN_IDS, { error: 'Wybierz plan' }).optional(),
});
export type AccessRequestBody = z.infer<typeof accessRequestBody>;

export const usersQuery = z.object({
  query: z.string().trim().max(100, { error: 'Wyszukiwana fraza może mieć maksymalnie 100 znaków' }).default(''),
  limit: z.coerce.number().int().min(1, { error: 'Limit 1–200' }).max(200, { error: 'Limit 1–200' }).default(50),
});

export const listQuery = z.object({
  limit: z.coerce.number().int().min(1, { error: 'Limit 1–200' }).max(200, { error: 'Limit 1–200' }).default(100),
});

export const sendAccessCodeBody = z.object({
  plan: z.enum(PAID_PLAN_IDS, { error: 'Wybierz plan' }).optional(),
});
export type SendAccessCodeBody = z.infer<typeof sendAccessCodeBody>;
