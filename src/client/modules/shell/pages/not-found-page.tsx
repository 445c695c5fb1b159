import { Link } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/card.tsx';

export function NotFoundPage() {
  return (
    <Container className="py-20 text-center">
      <p className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-7xl font-extrabold text-transparent">
        {pl.notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{pl.notFound.title}</h1>
      <p className="mx-auto mt-3 max-w-md text-lg text-slate-600">{pl.notFound.text}</p>
      <Link to="/" className={buttonClass('primary', 'lg', 'mt-8')}>
        {pl.notFound.home}
      </Link>
    </Container>
  );
}
