import { useQuery } from '@tanstack/react-query';
import { childAccessPl } from '../../../i18n/child-access.ts';
import { useStatus } from '../../../lib/session.ts';
import { Alert } from '../../../ui/card.tsx';
import { childMeQuery, childPracticeRefusal } from '../../../lib/child-status.ts';

const t = childAccessPl.home;

/**
 * On a signed-in child's home: the practice time left today under the parent's limit, or why
 * practice is not possible now (never a price, a plan or an upsell). Nothing for a parent.
 */
export function ChildPracticeNotice() {
  const { data: status } = useStatus();
  const { data: me } = useQuery({ ...childMeQuery, enabled: status?.child != null });
  if (!status?.child || !me) return null;
  const refusal = childPracticeRefusal(me);
  if (refusal) return <Alert tone="info" title={refusal} />;
  if (me.dailyLimitMinutes === null || me.secondsLeftToday === null) return null;
  return (
    <p className="text-slate-700" data-testid="time-left">
      {t.timeLeft(Math.floor(me.secondsLeftToday / 60))}
    </p>
  );
}
