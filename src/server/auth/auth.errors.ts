import { defineError } from '../errors.ts';

/** Errors of our own auth rules (Better Auth's own answer as `auth.<its code>`, see auth-http.ts). */
export const AuthErrors = {
  /** An enrolled admin whose session has not passed the TOTP step (docs/decisions/0007). */
  secondFactorRequired: defineError(
    'auth.second_factor_required',
    403,
    'Potwierdź logowanie kodem z aplikacji uwierzytelniającej',
  ),
  /** Two-factor enrolment is offered to admin accounts only. */
  twoFactorAdminsOnly: defineError(
    'auth.two_factor_admins_only',
    403,
    'Weryfikacja dwuetapowa jest dostępna tylko dla administratorów',
  ),
  /** A TOTP code of a time step already used (or older): each code signs in once. */
  totpCodeReused: defineError(
    'auth.totp_code_reused',
    401,
    'Ten kod został już użyty. Poczekaj, aż aplikacja pokaże nowy kod, i wpisz go.',
  ),
  /** An admin who has not enrolled TOTP may only enrol (docs/decisions/0007). */
  twoFactorEnrolmentRequired: defineError(
    'auth.two_factor_enrolment_required',
    403,
    'Włącz weryfikację dwuetapową, aby korzystać z panelu administratora',
  ),
} as const;
