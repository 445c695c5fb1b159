import { plansPl } from '../../../i18n/plans.ts';
import { Card } from '../../../ui/card.tsx';
import { AccessCodeForm } from './access-code-form.tsx';

const t = plansPl.accessCard;

/** Settings: redeem an access code (spec 8: the server's message or 'Nieprawidłowy kod lub kod wygasł'). */
export function AccessCodeCard() {
  return (
    <Card role="region" aria-labelledby="access-code-title">
      <h2 id="access-code-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 mb-4 text-slate-600">{t.text}</p>
      <AccessCodeForm fallback={plansPl.code.invalidSettings} />
    </Card>
  );
}
