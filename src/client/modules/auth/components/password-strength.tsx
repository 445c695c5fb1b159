import { pl } from '../../../i18n/pl.ts';
import { cn } from '../../../lib/cn.ts';
import { passwordStrength, strengthLabel } from '../lib/auth-failure.ts';

const colors = ['bg-rose-500', 'bg-rose-500', 'bg-orange-500', 'bg-amber-500', 'bg-lime-600', 'bg-emerald-600'];

/** Spec 5: 0–5 meter with the five Polish labels. */
export function PasswordStrength({ password }: { password: string }) {
  const score = passwordStrength(password);
  const label = strengthLabel(score);
  return (
    <div className="space-y-1.5" data-testid="password-strength">
      <div
        role="meter"
        aria-label={pl.auth.register.strength}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid grid-cols-5 gap-1.5"
      >
        {[1, 2, 3, 4, 5].map((i) => (
          <span key={i} className={cn('h-2 rounded-full', i <= score ? colors[score] : 'bg-slate-200')} />
        ))}
      </div>
      <p className="flex justify-between text-sm text-slate-600">
        <span>
          {pl.auth.register.strength}: <strong className="text-slate-800">{password ? label : '—'}</strong>
        </span>
        <span className="tabular-nums">{score}/5</span>
      </p>
    </div>
  );
}
