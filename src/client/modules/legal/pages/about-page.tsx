import { Link } from 'react-router';
import { PRODUCT_NAME } from '#core/brand.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/card.tsx';
import { BrainIcon, ChartIcon, ShieldIcon } from '../../../ui/icons.tsx';
import { BackHomeLink } from '../components/legal-page.tsx';

const values = [
  {
    icon: BrainIcon,
    title: 'Uczymy, a nie tylko sprawdzamy',
    text: 'Każde zadanie ma podpowiedzi krok po kroku — od delikatnej wskazówki po rozwiązany krok — żeby dziecko zrozumiało, a nie zgadywało.',
  },
  {
    icon: ChartIcon,
    title: 'Dopasowanie do poziomu',
    text: 'Test diagnostyczny i model wiedzy ucznia dobierają zadania tak, by były wyzwaniem, ale nie frustrowały.',
  },
  {
    icon: ShieldIcon,
    title: 'Bezpieczeństwo dzieci',
    text: 'Zbieramy minimum danych: pseudonim zamiast nazwiska, zgoda rodzica przed dodaniem dziecka, żadnych zewnętrznych narzędzi śledzących.',
  },
];

export default function AboutPage() {
  return (
    <Container size="lg" className="py-10 sm:py-14">
      <BackHomeLink />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">O nas</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        {PRODUCT_NAME} to platforma do nauki matematyki dla uczniów klas 5–8 i pierwszej klasy liceum. Nazwa pochodzi od
        najwyższej szkolnej oceny — bo wierzymy, że każde dziecko może polubić matematykę i radzić sobie z nią na
        szóstkę, jeśli uczy się w swoim tempie, regularnie i z dobrym wsparciem.
      </p>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        Rodzice widzą postępy w panelu i w cotygodniowym raporcie, a dzieci ćwiczą w krótkich, 20-minutowych sesjach
        zgodnych z podstawą programową.
      </p>
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="grid size-12 place-items-center rounded-xl bg-indigo-50 text-indigo-700">
              <Icon />
            </div>
            <h2 className="mt-4 text-lg font-bold text-slate-900">{title}</h2>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link to="/auth/signup" className={buttonClass('primary', 'lg')}>
          Wypróbuj 7 dni za darmo
        </Link>
        <Link to="/contact" className={buttonClass('secondary', 'lg')}>
          Napisz do nas
        </Link>
      </div>
    </Container>
  );
}
