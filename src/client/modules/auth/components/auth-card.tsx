import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { BrandMark } from '../../../ui/icons.tsx';

export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  icon,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-indigo-50 to-slate-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-24 -top-24 size-96 rounded-full bg-violet-200/40 blur-3xl"
      />
      <div className="relative mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <div className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-900/5 sm:p-8">
          <div className="mb-6 text-center">
            <div className="mx-auto mb-4 w-fit">{icon ?? <BrandMark className="size-12" />}</div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-slate-700">{footer}</div>}
      </div>
    </div>
  );
}

export function TextLink(props: LinkProps) {
  return (
    <Link
      className="rounded font-semibold text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
      {...props}
    />
  );
}

/** A footer line: a question or remark, then the link that answers it ("Nie masz konta? Załóż konto"). */
export function FooterLink({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <p>
      {text} <TextLink to={to}>{link}</TextLink>
    </p>
  );
}
