import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { authClient } from '../../../lib/auth-client.ts';
import { pendingEmail } from '../../../lib/storage.ts';
import { authFailure, signupErrorMessage } from './auth-failure.ts';

/** Where the verification link lands once the e-mail is confirmed (spec 4). */
/** After verification: /onboarding/next sends a parent to the consent form and an admin to /admin. */
export const VERIFIED_CALLBACK = '/onboarding/next';

/** Shared by /auth/register and /auth/signup: returns true when the account was created. */
export async function signUp(input: { name: string; email: string; password: string }): Promise<boolean> {
  const t = pl.auth.signup;
  try {
    const { error } = await (await authClient()).signUp.email({ ...input, callbackURL: VERIFIED_CALLBACK });
    if (error) {
      toast.error(t.errorTitle, { description: signupErrorMessage(authFailure(error)) });
      return false;
    }
    pendingEmail.set(input.email);
    toast.success(t.successTitle, { description: t.successText });
    return true;
  } catch {
    toast.error(t.errorTitle, { description: t.errorUnexpected });
    return false;
  }
}
