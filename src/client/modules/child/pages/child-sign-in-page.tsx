import { useState } from 'react';
import { Link } from 'react-router';
import { childAccessPl } from '../../../i18n/child-access.ts';
import { useStatus } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert, Card, Container } from '../../../ui/card.tsx';
import { TextField } from '../../../ui/field.tsx';
import { useLogout } from '../../auth/hooks/use-logout.ts';
import { useChildSignIn } from '../hooks/use-child-sign-in.ts';
import { formatFamilyCode } from '../lib/child-access.ts';

const t = childAccessPl.signIn;

/** /child/sign-in: a child signs in without an e-mail — family code, their name, their PIN. */
export default function ChildSignInPage() {
  const { data: status } = useStatus();
  const { state, findFamily, pick, back, signIn } = useChildSignIn();
  const [code, setCode] = useState('');
  const [pin, setPin] = useState('');
  const logout = useLogout();

  return (
    <Container size="sm" className="py-10 sm:py-14">
      <Card className="mx-auto max-w-md">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 text-slate-600">{t.subtitle}</p>

        {status?.signedIn ? (
          <div className="mt-6 space-y-4">
            <Alert tone="info" title={t.parentSignedIn} />
            <Button variant="secondary" className="w-full" onClick={() => void logout('/child/sign-in')}>
              {t.signOutParent}
            </Button>
          </div>
        ) : state.step === 'code' ? (
          <form
            className="mt-6 space-y-5"
            onSubmit={(e) => {
              e.preventDefault();
              void findFamily(code);
            }}
          >
            <TextField
              label={t.familyCode}
              hint={t.familyCodeHint}
              value={code}
              onChange={(e) => setCode(formatFamilyCode(e.target.value))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono text-lg tracking-widest uppercase"
              error={state.error ?? undefined}
              required
            />
            <Button type="submit" size="lg" className="w-full" loading={state.busy}>
              {t.next}
            </Button>
          </form>
        ) : state.step === 'pick' ? (
          <div className="mt-6">
            <h2 className="text-lg font-semibold text-slate-900">{t.whoAreYou}</h2>
            {state.children.length === 0 ? (
              <p className="mt-3 text-slate-700">{t.noChildren}</p>
            ) : (
              <ul className="mt-3 grid gap-3">
                {state.children.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      onClick={() => {
                        setPin('');
                        pick(c);
                      }}
                      className="flex min-h-14 w-full items-center gap-3 rounded-2xl border border-slate-200 px-4 text-left text-lg font-semibold text-slate-900 hover:border-indigo-400 hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500"
                    >
                      <span
                        className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-bold text-white"
                        aria-hidden="true"
                      >
                        {c.nickname.slice(0, 1).toUpperCase()}
                      </span>
                      {c.nickname}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <Button variant="ghost" className="mt-4" onClick={back}>
              {t.changeFamily}
            </Button>
          </div>
        ) : (
          <form
            className="mt-6 space-y-5"
            onSubmit={(e) => {
              e.preventDefault();
              void signIn(pin);
            }}
          >
            <p className="text-lg font-semibold text-slate-900">{state.child.nickname}</p>
            <TextField
              label={t.pin}
              hint={t.pinHint}
              value={pin}
              onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="off"
              type="password"
              maxLength={4}
              className="font-mono text-2xl tracking-[0.5em]"
              error={state.error ?? undefined}
              required
            />
            <Button type="submit" size="lg" className="w-full" loading={state.busy} disabled={pin.length !== 4}>
              {t.submit}
            </Button>
            <Button variant="ghost" onClick={back}>
              {t.notMe}
            </Button>
          </form>
        )}
        <p className="mt-8 border-t border-slate-100 pt-4 text-sm text-slate-600">
          <Link to="/auth/login" className="font-medium text-indigo-700 hover:underline">
            {t.parentLink}
          </Link>
        </p>
      </Card>
    </Container>
  );
}
