import { defineError } from '../../errors.ts';

/** A child's own sign-in and the parent's limits (docs/decisions/0019-child-sessions.md). */
export const ChildAccessErrors = {
  /** One answer for a wrong family code, child or PIN, or a child without a PIN: nothing is revealed. */
  signInRefused: defineError('child_auth.sign_in_refused', 401, 'Nieprawidłowy kod rodziny lub PIN'),
  pinLocked: defineError(
    'child_auth.pin_locked',
    423,
    'Za dużo błędnych prób. Logowanie PIN-em jest zablokowane na 15 minut — poproś rodzica o pomoc.',
  ),
  familyNotFound: defineError('child_auth.family_not_found', 404, 'Nie ma rodziny o takim kodzie'),
  linkInvalid: defineError(
    'child_auth.link_invalid',
    410,
    'Ten link do logowania wygasł albo został już użyty. Poproś rodzica o nowy.',
  ),
  parentSignedIn: defineError(
    'child_auth.parent_signed_in',
    409,
    'Na tym urządzeniu jest zalogowany rodzic. Wyloguj się z konta rodzica, aby zalogować dziecko.',
  ),
  deviceNotFound: defineError('child_auth.device_not_found', 404, 'Nie znaleziono urządzenia'),
  /** What a child reads instead of any plan or trial message: never a price, plan name or upsell. */
  askParent: defineError('child.ask_parent', 402, 'Poproś rodzica o przedłużenie dostępu'),
  dailyLimit: defineError(
    'practice_time.daily_limit',
    403,
    'Na dziś wystarczy — dzienny limit czasu nauki został wykorzystany. Do jutra!',
  ),
  quietHours: defineError('practice_time.quiet_hours', 403, 'Teraz jest czas odpoczynku. Wróć do nauki później!'),
} as const;
