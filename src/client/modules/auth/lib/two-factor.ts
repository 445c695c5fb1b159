import { z } from 'zod';
import { twoFactorPl } from '../../../i18n/two-factor.ts';

const t = twoFactorPl.step;

/** A 6-digit TOTP code; spaces (apps show "123 456") are dropped. */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, t.codeInvalidFormat)),
});

/**
 * A backup code as Better Auth prints it (XXXXX-XXXXX, letters are case-sensitive); a missing
 * hyphen or stray spaces are forgiven.
 */
export const backupCodeSchema = z.object({
  code: z
    .string()
    .transform((s) => s.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, t.backupInvalidFormat))
    .transform((s) => (s.includes('-') ? s : `${s.slice(0, 5)}-${s.slice(5)}`)),
});

export type CodeValues = z.input<typeof totpCodeSchema>;
