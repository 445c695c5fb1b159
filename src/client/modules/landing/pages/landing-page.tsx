import { Link } from 'react-router';
import { PLANS } from '#core/plans/catalogue.ts';
import { pl } from '../../../i18n/pl.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { formatZloty } from '../../plans/lib/money.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Container } from '../../../ui/card.tsx';
import { ArrowRight, BrainIcon, ChartIcon, CheckIcon, FlameIcon, SparkIcon } from '../../../ui/icons.tsx';

const featureIcons = [BrainIcon, ChartIcon, SparkIcon];
const featureTones = [
  'bg-indigo-100 text-indigo-700',
  'bg-emerald-100 text-emerald-700',
  'bg-amber-100 text-amber-800',
];

export default function LandingPage() {
  const t = pl.landing;
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-slate-50">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -right-32 -top-32 size-[28rem] rounded-full bg-violet-200/50 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -left-40 top-40 size-[24rem] rounded-full bg-indigo-200/40 blur-3xl"
        />
        <Container className="relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_0.9fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-indigo-800 shadow-sm ring-1 ring-indigo-100">
              <SparkIcon className="size-4" />
              {t.heroBadge}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-slate-900 sm:text-5xl lg:text-[3.4rem]">
              {t.heroTitle}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700 sm:text-xl">{t.heroText}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to="/auth/signup" className={buttonClass('primary', 'lg', 'sm:whitespace-nowrap')}>
                {t.heroCta}
                <ArrowRight className="size-5" />
              </Link>
              <a href="#features" className={buttonClass('secondary', 'lg', 'whitespace-nowrap')}>
                {t.learnMore}
              </a>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-slate-700">
              {t.heroPoints.map((p) => (
                <li key={p} className="flex items-center gap-2 font-medium">
                  <CheckIcon className="size-5 text-emerald-600" />
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <HeroIllustration />
        </Container>
      </section>

      <section id="features" aria-labelledby="features-title" className="scroll-mt-20 py-16 sm:py-24">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t.featuresTitle}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t.featuresText}</p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {t.features.map((f, i) => {
              const Icon = featureIcons[i] ?? SparkIcon;
              return (
                <li
                  key={f.title}
                  className="rounded-3xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-md"
                >
                  <div className={`grid size-14 place-items-center rounded-2xl ${featureTones[i] ?? ''}`}>
                    <Icon className="size-7" />
                  </div>
                  <h3 className="mt-5 text-xl font-bold text-slate-900">{f.title}</h3>
                  <p className="mt-3 leading-relaxed text-slate-600">{f.text}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <TryWithoutSignup />

      <section aria-labelledby="pricing-title" className="pb-16 sm:pb-24">
        <Container>
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
            <h2 id="pricing-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {t.pricingTitle}
            </h2>
            <p className="text-lg text-slate-700">{t.pricingText(formatZloty(PLANS.standard.monthlyPrice))}</p>
            <Link to="/pricing" className={buttonClass('secondary', 'lg')}>
              {t.pricingCta}
              <ArrowRight className="size-5" />
            </Link>
          </div>
        </Container>
      </section>

      <section aria-labelledby="closing-title" className="pb-8">
        <Container>
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 to-violet-700 px-6 py-14 text-center shadow-xl sm:px-12">
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -bottom-24 -right-24 size-72 rounded-full bg-white/10"
            />
            <h2 id="closing-title" className="relative text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {t.closingTitle}
            </h2>
            <p className="relative mx-auto mt-4 max-w-2xl text-lg text-indigo-50">{t.closingText}</p>
            <Link to="/auth/signup" className={buttonClass('light', 'lg', 'relative mt-8')}>
              {t.closingCta}
              <ArrowRight className="size-5" />
            </Link>
          </div>
        </Container>
      </section>
    </>
  );
}

/** A decorative preview of a practice task (aria-hidden: the text above says it all). */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="rotate-2 rounded-3xl bg-white p-6 shadow-2xl shadow-indigo-900/10 ring-1 ring-slate-200">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-indigo-100 px-3 py-1 text-xs font-semibold text-indigo-800">
            Ułamki · klasa 6
          </span>
          <span className="text-sm font-semibold text-slate-600">12:40</span>
        </div>
        <p className="mt-5 text-lg font-semibold text-slate-900">Oblicz: ¾ + ⅙</p>
        <div className="mt-4 grid grid-cols-2 gap-3">
          {['⅚', '11/12', '4/10', '1'].map((o, i) => (
            <div
              key={o}
              className={`rounded-xl border-2 px-4 py-3 text-center text-lg font-semibold ${i === 1 ? 'border-emerald-500 bg-emerald-50 text-emerald-800' : 'border-slate-200 text-slate-700'}`}
            >
              {o}
            </div>
          ))}
        </div>
        <div className="mt-5 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          Wskazówka: sprowadź ułamki do wspólnego mianownika 12.
        </div>
        <div className="mt-5 h-2 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-indigo-500 to-violet-500" />
        </div>
      </div>
      <div className="absolute -bottom-6 -left-4 -rotate-3 rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-200">
        <p className="text-xs font-medium text-slate-600">Seria</p>
        <p className="flex items-center gap-1 text-lg font-bold text-slate-900">
          <FlameIcon className="size-5 text-orange-500" />5 dni
        </p>
      </div>
    </div>
  );
}

/** Spec decisions: the /diagnostic and /session demos, open to signed-out visitors. */
function TryWithoutSignup() {
  const d = diagnosticPl.demo;
  const items = [
    { to: '/diagnostic', title: d.tryDiagnostic, Icon: BrainIcon },
    { to: '/session', title: d.trySession, Icon: SparkIcon },
  ];
  return (
    <section aria-labelledby="try-title" className="pb-16 sm:pb-20">
      <Container>
        <div className="rounded-3xl border border-amber-200 bg-amber-50/70 px-4 py-8 sm:px-10 sm:py-10">
          <div className="text-center">
            <h2 id="try-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {d.tryTitle}
            </h2>
            <p className="mt-2 text-lg text-slate-700">{d.tryText}</p>
          </div>
          <ul className="mx-auto mt-8 grid max-w-3xl gap-4 sm:grid-cols-2">
            {items.map(({ to, title, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-h-20 items-center gap-3 rounded-2xl bg-white p-4 font-semibold sm:gap-4 sm:p-5 text-slate-900 shadow-sm ring-1 ring-amber-200 transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-indigo-500"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-indigo-100 text-indigo-700">
                    <Icon className="size-6" />
                  </span>
                  <span className="flex-1 text-lg">{title}</span>
                  <ArrowRight className="size-5 text-indigo-600" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
