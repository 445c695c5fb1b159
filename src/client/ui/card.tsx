import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './button.tsx';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** 'none' for cards whose content (tables, dividers) runs to the edge. */
  padding?: 'none' | 'sm' | 'md';
}

export function Card({ className, padding = 'md', ...rest }: CardProps) {
  const pad = { none: '', sm: 'p-5', md: 'p-6' }[padding];
  return <div className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', pad, className)} {...rest} />;
}

export function StatCard({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    // Two to a row on a phone: the icon sits above the label there, so long labels keep the full width.
    <Card padding="sm" className="flex flex-col items-start gap-3 p-4 sm:flex-row sm:gap-4 sm:p-5">
      {icon && (
        <div className="grid size-10 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-700 sm:size-11">
          {icon}
        </div>
      )}
      <div className="min-w-0">
        <p className="text-sm leading-snug font-medium text-slate-600">{label}</p>
        <p className="mt-0.5 text-2xl font-bold tracking-tight text-slate-900">{value}</p>
        {detail && <p className="mt-0.5 text-sm text-slate-600">{detail}</p>}
      </div>
    </Card>
  );
}

export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'error' | 'success';
  title?: ReactNode;
  children?: ReactNode;
}) {
  const tones = {
    info: 'border-indigo-200 bg-indigo-50 text-indigo-900',
    error: 'border-rose-200 bg-rose-50 text-rose-900',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  };
  return (
    <div className={cn('rounded-xl border px-4 py-3', tones[tone])} role={tone === 'error' ? 'alert' : 'status'}>
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={cn('text-sm', title ? 'mt-1' : undefined)}>{children}</div>}
    </div>
  );
}

/** A read that failed: what failed, and a button that tries it again. */
export function RetryAlert({ title, retry, onRetry }: { title: ReactNode; retry: ReactNode; onRetry: () => void }) {
  return (
    <Alert tone="error" title={title}>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
        {retry}
      </Button>
    </Alert>
  );
}

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {subtitle && <p className="mt-2 text-lg text-slate-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}

const widths = { sm: 'max-w-2xl', md: 'max-w-3xl', lg: 'max-w-4xl', xl: 'max-w-6xl' } as const;

export function Container({
  className,
  size = 'xl',
  ...rest
}: HTMLAttributes<HTMLDivElement> & { size?: keyof typeof widths }) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6', widths[size], className)} {...rest} />;
}
