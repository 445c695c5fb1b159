import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { childAccessPl } from '../../../i18n/child-access.ts';
import { api } from '../../../lib/api.ts';
import { CHILD_HOME } from '../../../lib/guards.ts';
import { refreshSession, useStatus } from '../../../lib/session.ts';
import { Button, buttonClass, Spinner } from '../../../ui/button.tsx';
import { Alert, Card, Container } from '../../../ui/card.tsx';
import { useLogout } from '../../auth/hooks/use-logout.ts';
import { tokenFromHash } from '../lib/child-access.ts';
import { childDevice } from '../../../lib/storage.ts';

const t = childAccessPl.link;

/** /child/link#token: the parent's one-time link opened on the child's device. */
export default function ChildLinkPage() {
  const navigate = useNavigate();
  const { data: status } = useStatus();
  const logout = useLogout();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const token = typeof window === 'undefined' ? null : tokenFromHash(window.location.hash);
  const parentHere = status?.signedIn === true;

  useEffect(() => {
    if (!token || !status || parentHere || started.current) return;
    started.current = true;
    api
      .post('/api/child-auth/link', { token })
      .then(async () => {
        // The token is used up: it does not stay in the address bar or the history.
        window.history.replaceState(null, '', '/child/link');
        childDevice.set();
        await refreshSession();
        await navigate(CHILD_HOME, { replace: true });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : pl.errors.generic));
  }, [token, status, parentHere, navigate]);

  return (
    <Container size="sm" className="py-10 sm:py-14">
      <Card className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t.title}</h1>
        {parentHere ? (
          <div className="mt-6 space-y-4">
            <Alert tone="info" title={childAccessPl.signIn.parentSignedIn} />
            <Button
              variant="secondary"
              className="w-full"
              onClick={() => void logout(`/child/link${window.location.hash}`)}
            >
              {childAccessPl.signIn.signOutParent}
            </Button>
          </div>
        ) : !token || error ? (
          <div className="mt-6 space-y-4">
            <Alert tone="error">{error ?? t.noToken}</Alert>
            <Link to="/child/sign-in" className={buttonClass('primary', 'md', 'w-full')}>
              {t.withPin}
            </Link>
          </div>
        ) : (
          <p className="mt-6 flex items-center gap-3 text-slate-700" role="status">
            <Spinner className="size-5 text-indigo-600" />
            {t.working}
          </p>
        )}
      </Card>
    </Container>
  );
}
