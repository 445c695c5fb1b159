import { OPERATOR } from '../../../lib/operator.ts';
import { Link } from 'react-router';
import { Card, Container } from '../../../ui/card.tsx';
import { BugIcon, MailIcon, ShieldIcon } from '../../../ui/icons.tsx';
import { BackHomeLink } from '../components/legal-page.tsx';

export default function ContactPage() {
  return (
    <Container size="lg" className="py-10 sm:py-14">
      <BackHomeLink />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Kontakt</h1>
      <p className="mt-4 text-lg text-slate-700">Masz pytanie, pomysł albo coś nie działa? Chętnie pomożemy.</p>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <Card>
          <MailIcon className="size-7 text-indigo-700" />
          <h2 className="mt-3 text-lg font-bold text-slate-900">Napisz e-mail</h2>
          <p className="mt-2 text-slate-600">
            <a href="mailto:kontakt@celujacy.pl" className="font-medium text-indigo-700 underline">
              kontakt@celujacy.pl
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-600">Odpowiadamy w dni robocze, zwykle w ciągu 24 godzin.</p>
        </Card>
        <Card>
          <BugIcon className="size-7 text-indigo-700" />
          <h2 className="mt-3 text-lg font-bold text-slate-900">Zgłoś błąd</h2>
          <p className="mt-2 text-slate-600">
            Użyj przycisku „Zgłoś błąd” w stopce strony — zgłoszenie trafi prosto do naszego zespołu.
          </p>
        </Card>
        <Card>
          <ShieldIcon className="size-7 text-indigo-700" />
          <h2 className="mt-3 text-lg font-bold text-slate-900">Dane osobowe</h2>
          <p className="mt-2 text-slate-600">
            Sprawy dotyczące danych opisujemy w{' '}
            <Link to="/privacy" className="font-medium text-indigo-700 underline">
              Polityce prywatności
            </Link>
            .
          </p>
        </Card>
      </div>
      <Card className="mt-5">
        <h2 className="text-lg font-bold text-slate-900">Dane firmy</h2>
        <p className="mt-2 text-slate-700">
          {OPERATOR.name}
          <br />
          {OPERATOR.address}
          <br />
          tel. {OPERATOR.phone}
        </p>
      </Card>
    </Container>
  );
}
