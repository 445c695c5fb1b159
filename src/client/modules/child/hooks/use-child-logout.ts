import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { clearSessionData } from '../../../lib/session.ts';
import { pl } from '../../../i18n/pl.ts';
import { toast } from '../../../ui/toast-later.ts';

/** Signs this device's child out (the server forgets the session) and shows the child's sign-in. */
export function useChildLogout() {
  const navigate = useNavigate();
  return async () => {
    try {
      await api.post('/api/child-auth/sign-out', {});
    } catch {
      // Signed out already, or the server is unreachable: the cookie goes with the next answer.
    }
    clearSessionData();
    await navigate('/child/sign-in', { replace: true });
    toast.success(pl.auth.logout.success);
  };
}
