import { useNavigate } from 'react-router';
import { clearSessionData } from '../../../lib/session.ts';
import { pl } from '../../../i18n/pl.ts';
import { toastLater } from '../../../ui/toast-later.ts';

/** Signs out and goes to `to` (/ from the menu, /auth/magic-login from /me as the spec says). */
export function useLogout() {
  const navigate = useNavigate();
  return async (to: string) => {
    // Loaded on demand so the auth library stays out of the first page load.
    const { authClient } = await import('../../../lib/auth-client.ts');
    const { error } = await authClient.signOut();
    // Spec 8: sign-out ignores 401, 403 and 404 — the session is gone either way.
    if (error && ![401, 403, 404].includes(error.status)) {
      toastLater.error(pl.common.error, { description: pl.auth.logout.failed });
      return;
    }
    clearSessionData();
    await navigate(to, { replace: true });
    toastLater.success(pl.auth.logout.success);
  };
}
