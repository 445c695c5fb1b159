import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordProblems } from '#core/accounts/password.ts';
import { USER_NAME_MAX, USER_NAME_MIN } from '#core/accounts/user-name.ts';
import { pl } from '../../../i18n/pl.ts';

const a = pl.auth;

/** Spec 5 "Login". */
export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email(a.login.invalidEmail)),
  password: z.string().min(6, a.login.passwordMin),
});
export type LoginValues = z.infer<typeof loginSchema>;

/**
 * The newer signup password rules (core's, which the server applies too); also used by the older
 * register form and the password reset, so no form accepts a password the server refuses.
 */
export const strongPassword = z.string().superRefine((password, ctx) => {
  for (const problem of passwordProblems(password))
    ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] });
});

/** Spec 5 "Register (older)". */
export const registerSchema = z
  .object({
    name: z.string().trim().min(USER_NAME_MIN, a.register.nameMin).max(USER_NAME_MAX, a.register.nameMax),
    email: z.string().trim().pipe(z.email(a.login.invalidEmail)),
    password: strongPassword,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, a.register.terms),
  })
  .refine((v) => v.password === v.confirmPassword, { message: a.register.mismatch, path: ['confirmPassword'] });
export type RegisterValues = z.infer<typeof registerSchema>;

/** Spec 5 "Signup (newer)". */
export const signupSchema = z
  .object({
    email: z.string().trim().pipe(z.email(a.signup.invalidEmail)),
    password: strongPassword,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, a.signup.terms),
    acceptPrivacy: z.boolean().refine((v) => v, a.signup.privacy),
  })
  .refine((v) => v.password === v.confirmPassword, { message: a.signup.mismatch, path: ['confirmPassword'] });
export type SignupValues = z.infer<typeof signupSchema>;

export const resetSchema = z
  .object({ password: strongPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: a.signup.mismatch, path: ['confirmPassword'] });
export type ResetValues = z.infer<typeof resetSchema>;

/** Spec 5 "Magic link: email required and valid". */
export const emailOnlySchema = z.object({
  email: z.string().trim().min(1, a.magic.emailRequired).pipe(z.email(a.magic.invalidEmail)),
});
export type EmailOnlyValues = z.infer<typeof emailOnlySchema>;

/**
 * Spec 5 strength meter: one point each for length ≥ 8, an uppercase letter, a lowercase letter,
 * a digit and a special character (0–5).
 */
export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= 8) score++;
  if (/[A-ZĄĆĘŁŃÓŚŹŻ]/.test(password)) score++;
  if (/[a-ząćęłńóśźż]/.test(password)) score++;
  if (/[0-9]/.test(password)) score++;
  if (/[^A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż]/.test(password)) score++;
  return score;
}

/** Five labels for scores 0–5: 0–1 Bardzo słabe, 2 Słabe, 3 Średnie, 4 Silne, 5 Bardzo silne. */
export function strengthLabel(score: number): string {
  const labels = a.register.strengthLabels;
  const index = Math.min(labels.length - 1, Math.max(0, score - 1));
  return labels[index] ?? labels[0];
}

/** A failed auth call: Better Auth's code (e.g. EMAIL_NOT_VERIFIED), the status and our Polish message. */
export interface AuthFailure {
  code?: string | undefined;
  status?: number | undefined;
  message?: string | undefined;
}

/**
 * Better Auth's client spreads the response body into its `error`; our server answers every
 * error as `{ error: { code, message, requestId } }` with `auth.<better auth code, lower-cased>`.
 * This gives the forms Better Auth's code back (other codes, e.g. request.rate_limited, as sent).
 */
export function authFailure(raw: { status?: number; error?: unknown } | null | undefined): AuthFailure | undefined {
  if (!raw) return undefined;
  const body = typeof raw.error === 'object' && raw.error !== null ? (raw.error as Record<string, unknown>) : {};
  const code = typeof body.code === 'string' ? body.code : undefined;
  return {
    status: raw.status,
    code: code?.startsWith('auth.') ? code.slice('auth.'.length).toUpperCase() : code,
    message: typeof body.message === 'string' ? body.message : undefined,
  };
}

/** Failures every auth form explains the same way: too many tries, or the service is down. */
export function commonAuthFailure(error: AuthFailure | null | undefined): string | undefined {
  if (error?.status === 429) return pl.errors.rateLimited;
  if (error?.status === 503) return pl.errors.unavailable;
  return undefined;
}

/** Spec 8: a sign-up message containing "already" becomes the Polish "already registered". */
export function signupErrorMessage(error: AuthFailure | null | undefined): string {
  const text = `${error?.code ?? ''} ${error?.message ?? ''}`;
  if (/already/i.test(text)) return a.signup.alreadyRegistered;
  return commonAuthFailure(error) ?? (error ? a.signup.errorFallback : a.signup.errorUnexpected);
}

/** Spec 8: toast 'Błąd logowania' with the server's reason (in Polish) or the generic hint. */
export function loginErrorMessage(error: AuthFailure): string {
  const code = error.code?.toUpperCase() ?? '';
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND')
    return a.login.invalidCredentials;
  if (code === 'EMAIL_NOT_VERIFIED') return a.login.notVerified;
  return commonAuthFailure(error) ?? a.login.errorFallback;
}
