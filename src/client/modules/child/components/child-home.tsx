import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pl } from '../../../i18n/pl.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Alert, Card, Container, PageHeader } from '../../../ui/card.tsx';
import { childMeQuery } from '../lib/child-access.ts';

const t = pl.childAccess.home;

/**
 * What a signed-in child sees at /student: their way into today's practice and the diagnostic,
 * or why they cannot practise now (never a price, a plan or an upsell). The full home (goal,
 * streak, points, badges, topics) is the student-home module's.
 */
export function ChildHome() {
  const { data: me } = useQuery(childMeQuery);
  if (!me) {
    return (
      <Container className="py-10">
        <div className="h-48 animate-pulse rounded-2xl bg-slate-200" role="status" aria-label={pl.common.loading} />
      </Container>
    );
  }
  const id = encodeURIComponent(me.student.id);
  const refusal =
    me.reason === 'ask_parent'
      ? t.askParent
      : me.reason === 'daily_limit'
        ? t.dailyLimit
        : me.reason === 'quiet_hours'
          ? t.quietHours
          : null;
  return (
    <Container size="md" className="py-8 sm:py-10">
      <PageHeader title={t.greeting(me.student.nickname)} subtitle={me.canPractise ? t.subtitle : undefined} />
      <Card className="space-y-4">
        {refusal ? (
          <Alert tone="info" title={refusal} />
        ) : (
          <>
            {me.dailyLimitMinutes !== null && me.secondsLeftToday !== null && (
              <p className="text-slate-700" data-testid="time-left">
                {t.timeLeft(Math.floor(me.secondsLeftToday / 60))}
              </p>
            )}
            <Link to={`/student/${id}/session/start`} className={buttonClass('primary', 'lg', 'w-full')}>
              {t.start}
            </Link>
          </>
        )}
        <div id="postepy">
          <Link to={`/student/${id}/diagnostic/start`} className={buttonClass('secondary', 'md', 'w-full')}>
            {t.diagnostic}
          </Link>
        </div>
      </Card>
    </Container>
  );
}
