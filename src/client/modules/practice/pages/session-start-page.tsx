import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { ApiError } from '../../../lib/api.ts';
import { childRefusal } from '../../child/lib/child-access.ts';
import { isTrialExpired, planRefusal } from '../../plans/lib/plan-refusal.ts';
import { notePlanRefusal } from '../../plans/lib/api.ts';
import { TrialBanner } from '../../plans/components/trial-banner.tsx';
import { LearningBlocked } from '../../plans/components/plan-gate.tsx';
import { useLearningBlocked } from '../../plans/lib/gate.ts';
import { Button, ButtonLink, Spinner } from '../../../ui/button.tsx';
import { Container, RetryAlert } from '../../../ui/card.tsx';
import { practiceApi } from '../lib/api.ts';
import { rememberSessionStart } from '../lib/session.ts';
import { BulbIcon, ClockIcon, PuzzleIcon, StairsIcon, TrophyIcon } from '../../learning/components/icons.tsx';
import { studentQuery } from '../../../lib/student-query.ts';

const t = learningPl.session;

const planIcons = [ClockIcon, PuzzleIcon, StairsIcon, TrophyIcon];

export default function SessionStartPage() {
  const { studentId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const blocked = useLearningBlocked();
  const student = useQuery(studentQuery(studentId));

  const notFound = student.error instanceof ApiError && student.error.status === 404;
  useEffect(() => {
    if (!notFound) return;
    // Spec 8: 'Nie znaleziono ucznia lub brak dostępu', then /onboarding/add-child.
    toast.error(pl.common.error, { description: t.studentNotFound });
    void navigate('/onboarding/add-child', { replace: true });
  }, [notFound, navigate]);

  async function start() {
    setStarting(true);
    try {
      const res = await practiceApi.start(studentId);
      rememberSessionStart(res.sessionId, res.startedAt);
      await navigate(
        `/student/${encodeURIComponent(studentId)}/session/run?sessionId=${encodeURIComponent(res.sessionId)}`,
      );
    } catch (e) {
      // An expired trial is shown by the red banner above (fetched again now), not a passing toast.
      notePlanRefusal(queryClient, e);
      if (isTrialExpired(e)) window.scrollTo({ top: 0, behavior: 'smooth' });
      else toast.error(pl.common.error, { description: planRefusal(e) ?? childRefusal(e) ?? t.startFailed });
      setStarting(false);
    }
  }

  if (student.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={pl.common.loading}>
        <Spinner className="size-8 text-indigo-600" />
      </div>
    );
  }
  if (student.isError) {
    return (
      <Container size="md" className="py-10">
        <RetryAlert
          title={notFound ? t.studentNotFound : pl.errors.loadData}
          retry={t.retry}
          onRetry={() => void student.refetch()}
        />
      </Container>
    );
  }

  const name = student.data.student.nickname;
  return (
    <Container size="md" className="py-8 sm:py-12">
      {!blocked && <TrialBanner className="mb-6" />}
      <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-violet-600 to-fuchsia-500 p-6 text-white shadow-lg sm:p-10">
        <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">{t.durationBadge}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t.startTitle(name)}</h1>
        <p className="mt-3 text-lg text-indigo-50">{t.startSubtitle}</p>
        {blocked ? (
          <LearningBlocked tone="onDark" className="mt-6" />
        ) : (
          <Button
            variant="light"
            size="lg"
            className="mt-6 w-full text-xl sm:w-auto"
            loading={starting}
            onClick={() => void start()}
          >
            {starting ? t.starting : t.start}
          </Button>
        )}
      </div>

      <section aria-labelledby="plan-title" className="mt-8">
        <h2 id="plan-title" className="text-2xl font-bold text-slate-900">
          {t.planTitle}
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {t.plan.map((item, i) => (
            <li key={item.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-indigo-50 text-indigo-700">
                <PlanIcon index={i} />
              </span>
              <div>
                <p className="text-lg font-bold text-slate-900">{item.title}</p>
                <p className="mt-1 text-slate-700">{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 rounded-2xl bg-amber-50 px-5 py-4 text-amber-950 ring-1 ring-amber-200">
          <BulbIcon className="mr-1 inline size-5 align-[-4px] text-amber-600" />
          {t.tips}
        </p>
      </section>

      <div className="mt-8">
        <ButtonLink to="/parent/dashboard" variant="ghost">
          ← {t.back}
        </ButtonLink>
      </div>
    </Container>
  );
}

function PlanIcon({ index }: { index: number }) {
  const Icon = planIcons[index] ?? ClockIcon;
  return <Icon className="size-6" />;
}
