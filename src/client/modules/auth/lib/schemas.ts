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
