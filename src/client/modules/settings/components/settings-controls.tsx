import { useId, type ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';

const selectClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:bg-slate-100 disabled:text-slate-500';

/** One titled block of the settings form. */
export function SettingsSection({ title, badge, children }: { title: string; badge?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <h3 id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          {title}
          {badge && (
            <span className="rounded-full bg-violet-100 px-2 py-0.5 text-xs font-bold text-violet-900 uppercase">
              {badge}
            </span>
          )}
        </h3>
        <div className="mt-3 space-y-4">{children}</div>
      </Card>
    </section>
  );
}

export function SelectField<V extends string | number>({
  label,
  hint,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  hint?: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={String(value)}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
        className={selectClass}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Whole hours 00:00–23:00, as the settings store them. */
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, h) => ({
  value: h,
  label: `${String(h).padStart(2, '0')}:00`,
}));
