import { Link } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { useStatus } from '../../../lib/session.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/card.tsx';
import { SparkIcon } from '../../../ui/icons.tsx';

/** One shared page for routes whose feature lands in a later issue. */
export function ComingSoonPage({ title, text }: { title: string; text?: string }) {
  const { data: status } = useStatus();
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-3xl border border-indigo-100 bg-gradient-to-br from-white to-indigo-50 p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto grid size-16 place-items-center rounded-2xl bg-indigo-600 text-white shadow-lg shadow-indigo-600/30">
          <SparkIcon className="size-8" />
        </div>
        <p className="mt-6 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
          {pl.comingSoon.badge}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900">{pl.comingSoon.title(title)}</h1>
        <p className="mt-3 text-lg text-slate-600">{text ?? pl.comingSoon.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {status?.signedIn ? (
            <Link to="/parent/dashboard" className={buttonClass('primary', 'lg')}>
              {pl.comingSoon.toDashboard}
            </Link>
          ) : (
            <Link to="/" className={buttonClass('primary', 'lg')}>
              {pl.comingSoon.toHome}
            </Link>
          )}
        </div>
      </div>
    </Container>
  );
}
