import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { Container } from '../../../ui/card.tsx';
import { ArrowLeft } from '../../../ui/icons.tsx';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

export function BackHomeLink() {
  return (
    <Link
      to="/"
      className="inline-flex min-h-11 items-center gap-2 rounded-lg font-medium text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
    >
      <ArrowLeft className="size-5" />
      {pl.legal.backHome}
    </Link>
  );
}

/** Shared frame of /privacy and /terms: back link, date, lawyer-review note, numbered sections. */
export function LegalPage({
  title,
  sections,
  footer,
}: {
  title: string;
  sections: LegalSection[];
  footer?: ReactNode;
}) {
  return (
    <Container size="md" className="py-10 sm:py-14">
      <BackHomeLink />
      <article className="mt-6 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-slate-600">{pl.legal.lastUpdated}</p>
        <div role="note" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950">
          {pl.legal.lawyerNote}
        </div>
        <nav aria-label="Spis treści" className="mt-8">
          <ol className="grid gap-1 text-[15px] sm:grid-cols-2">
            {sections.map((s, i) => (
              <li key={s.title}>
                <a href={`#sekcja-${i + 1}`} className="text-indigo-700 hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="mt-8 space-y-8">
          {sections.map((s, i) => (
            <section
              key={s.title}
              id={`sekcja-${i + 1}`}
              aria-labelledby={`sekcja-${i + 1}-t`}
              className="scroll-mt-24"
            >
              <h2 id={`sekcja-${i + 1}-t`} className="text-xl font-bold text-slate-900">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
                {s.body}
              </div>
            </section>
          ))}
        </div>
        {footer && <div className="mt-10 border-t border-slate-200 pt-6">{footer}</div>}
      </article>
    </Container>
  );
}
