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
  /** A child's session asked for something only a parent may do (docs/decisions/0019-child-sessions.md). */
  childNotAllowed: defineError('auth.child_not_allowed', 403, 'Tę stronę może otworzyć tylko rodzic'),
  /** A parent's session asked for a child's own route. */
  childOnly: defineError('auth.child_only', 403, 'Ta strona jest dla zalogowanego dziecka'),
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
