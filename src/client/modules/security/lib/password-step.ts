import { z } from 'zod';
import { twoFactorPl } from '../../../i18n/two-factor.ts';

/** The password confirmation of /admin/security's steps: required when the account has a password. */
export const passwordSchema = z.object({ password: z.string().min(1, twoFactorPl.security.passwordRequired) });
export const noPasswordSchema = z.object({ password: z.string() });
