import { z } from 'zod';
import { pl } from '../../../i18n/pl.ts';

const a = pl.auth;

/** Spec 5 "Login". */
export const loginSchema = z.object({
  email: z.string().trim().pipe(z.email(a.login.invalidEmail)),
  password: z.string().min(6, a.login.passwordMin),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** Spec 5 "Register (older)". */
export const registerSchema = z
  .object({
    name: z.string().trim().min(2, a.register.nameMin),
    email: z.string().trim().pipe(z.email(a.login.invalidEmail)),
    password: z.string().min(8, a.register.passwordMin),
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((v) => v, a.register.terms),
  })
  .refine((v) => v.password === v.confirmPassword, { message: a.register.mismatch, path: ['confirmPassword'] });
export type RegisterValues = z.infer<typeof registerSchema>;

/** The newer signup password rules; also used for the password reset. */
export const strongPassword = z
  .string()
  .min(8, a.signup.passwordMin)
  .regex(/[a-z]/, a.signup.lower)
  .regex(/[A-Z]/, a.signup.upper)
  .regex(/[0-9]/, a.signup.digit);

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

/** Spec 8: a sign-up message containing "already" becomes the Polish "already registered". */
export function signupErrorMessage(
  error: { message?: string | undefined; code?: string | undefined } | null | undefined,
): string {
  const text = `${error?.code ?? ''} ${error?.message ?? ''}`;
  if (/already/i.test(text)) return a.signup.alreadyRegistered;
  if (error?.message && /[ąćęłńóśźż]|\b(nie|jest|hasło|adres)\b/i.test(error.message)) return error.message;
  return error?.message ? a.signup.errorFallback : a.signup.errorUnexpected;
}

/** Spec 8: toast 'Błąd logowania' with the server's reason (in Polish) or the generic hint. */
export function loginErrorMessage(error: {
  code?: string | undefined;
  status?: number;
  message?: string | undefined;
}): string {
  const code = error.code?.toUpperCase() ?? '';
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'INVALID_PASSWORD' || code === 'USER_NOT_FOUND')
    return a.login.invalidCredentials;
  if (code === 'EMAIL_NOT_VERIFIED') return a.login.notVerified;
  if (error.status === 429) return 'Zbyt wiele prób. Spróbuj ponownie za chwilę.';
  return a.login.errorFallback;
}
