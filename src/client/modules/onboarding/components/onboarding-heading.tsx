import type { ReactNode } from 'react';

/** Icon, title and lead text of an onboarding card; on a phone the icon sits above so the text keeps the full width. */
export function OnboardingHeading({ icon, title, subtitle }: { icon: ReactNode; title: string; subtitle: string }) {
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:gap-4">
      <div className="grid size-12 shrink-0 place-items-center rounded-xl bg-indigo-100 text-indigo-700">{icon}</div>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-2 text-slate-600">{subtitle}</p>
      </div>
    </div>
  );
}
