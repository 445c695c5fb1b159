import { useNavigate } from 'react-router';
import { api, ApiError } from '../../../lib/api.ts';
import { clearSessionData } from '../../../lib/session.ts';
import { pl } from '../../../i18n/pl.ts';
import { toast } from '../../../ui/toast-later.ts';

/** Spec 8: sign-out ignores 401, 403 and 404 — the session is gone either way. */
const GONE_ALREADY = [401, 403, 404];

/** Signs out and goes to `to` (/ from the menu, /auth/magic-login from /me as the spec says). */
export function useLogout() {
  const navigate = useNavigate();
  return async (to: string) => {
    // Better Auth's endpoint called directly: its client library (12 kB) would be counted on
    // every page only for this one request.
    try {
      await api.post('/api/auth/sign-out', {});
    } catch (e) {
      if (!(e instanceof ApiError && GONE_ALREADY.includes(e.status))) {
        toast.error(pl.common.error, { description: pl.auth.logout.failed });
        return;
      }
    }
    clearSessionData();
    await navigate(to, { replace: true });
    toast.success(pl.auth.logout.success);
  };
}
