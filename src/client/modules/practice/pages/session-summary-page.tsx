import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pluralForm } from '#core/text/plural.ts';
import { pl, plural } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { learningNouns } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPercent } from '../../../lib/format.ts';
import { Button, ButtonLink, Spinner } from '../../../ui/button.tsx';
import { Alert, Container } from '../../../ui/card.tsx';
import { Celebration, MathText, ReportIssueDialog } from '../../learning/index.ts';
import { FlagIcon } from '../../learning/components/icons.tsx';
import { practiceApi } from '../lib/api.ts';
import { LearningBlocked } from '../../plans/components/plan-gate.tsx';
import { useLearningBlocked } from '../../plans/lib/gate.ts';
import { lastQuestion, scoreBand, scoreTone } from '../lib/session.ts';
import { StairsIcon, TargetIcon } from '../../learning/components/icons.tsx';

const t = learningPl.summary;
const s = learningPl.session;

export default function SessionSummaryPage() {
  const { studentId = '' } = useParams();
  const [params] = useSearchParams();
  const sessionId = params.get('sessionId') ?? '';
  const [reportOpen, setReportOpen] = useState(false);
  const blocked = useLearningBlocked();
  const [reportQuestionId] = useState(() => (sessionId ? lastQuestion(sessionId) : null));
  const query = useQuery({
    queryKey: ['session-summary', sessionId],
    queryFn: () => practiceApi.summary(sessionId),
    enabled: sessionId !== '',
  });

  const failed = query.isError;
  useEffect(() => {
    if (!sessionId) toast.error(pl.common.error, { description: s.noSessionId });
    else if (failed) toast.error(pl.common.error, { description: s.summaryFailed });
  }, [sessionId, failed]);

  const startPath = `/student/${encodeURIComponent(studentId)}/session/start`;

  if (!sessionId || failed) {
    return (
      <Container size="md" className="py-10">
        <Alert tone="error" title={sessionId ? s.summaryFailed : s.noSessionId}>
          <div className="mt-2 flex flex-wrap gap-2">
            {sessionId && (
              <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
                {s.retry}
              </Button>
            )}
            <ButtonLink to="/parent/dashboard" variant="secondary" size="sm">
              {t.toParent}
            </ButtonLink>
          </div>
        </Alert>
      </Container>
    );
  }
  if (query.isPending) {
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={pl.common.loading}>
        <Spinner className="size-8 text-indigo-600" />
      </div>
    );
  }

  const { summary } = query.data;
  const total = summary.totalAnswered;
  const correct = summary.correctCount;
  const accuracy = summary.accuracy ?? (total > 0 ? Math.round((correct / total) * 100) : null);
  const band = scoreBand(correct, total);
  const tone = scoreTone(accuracy ?? 0);
  const message = total === 0 ? { title: t.messages.keepGoing.title, text: t.noAnswers } : t.messages[band];
  const weak = summary.incorrectTopics.slice(0, 3);
  const insights = summary.stepInsights.slice(0, 3);

  // Deep enough shades that the white text keeps at least 4.5:1 contrast across the whole gradient.
  const toneClass = {
    high: 'from-emerald-700 to-teal-700',
    mid: 'from-amber-700 to-orange-700',
    low: 'from-indigo-600 to-violet-700',
  }[tone];

  return (
    <Container size="md" className="py-8 sm:py-12">
      {params.get('end') === 'trial' && (
        <div role="status" className="mb-6 rounded-2xl bg-sky-50 px-5 py-4 text-sky-950 ring-1 ring-sky-200">
          <p className="font-bold">{plansPl.gate.sessionEndedTitle}</p>
          <p className="mt-0.5">{plansPl.gate.sessionEndedText}</p>
        </div>
      )}
      <div
        className={cn(
          'relative overflow-hidden rounded-3xl bg-gradient-to-br p-6 text-white shadow-lg sm:p-10',
          toneClass,
        )}
      >
        {band === 'perfect' && total > 0 && <Celebration />}
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{t.title}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{message.title}</h1>
        <p className="mt-3 max-w-xl text-lg">{message.text}</p>
        <div className="mt-6 flex items-end gap-3">
          <p className="text-6xl font-black tabular-nums" aria-describedby="score-label">
            {t.score(correct, total)}
          </p>
          <p id="score-label" className="pb-2 text-lg font-semibold">
            {pluralForm(correct, learningNouns.correctAnswer)}
          </p>
        </div>
      </div>

      {/* One compact list on a phone (label left, value right); three cards from the sm breakpoint up. */}
      <dl className="mt-6 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm sm:grid sm:grid-cols-3 sm:gap-4 sm:divide-y-0 sm:border-0 sm:bg-transparent sm:shadow-none">
        <Stat label={t.answered} value={plural(total, learningNouns.task)} />
        <Stat label={t.time} value={plural(summary.spentMinutes, learningNouns.minute)} />
        <Stat
          label={t.accuracy}
          value={accuracy === null ? '—' : formatPercent(accuracy)}
          valueClass={
            accuracy === null
              ? undefined
              : tone === 'high'
                ? 'text-emerald-700'
                : tone === 'mid'
                  ? 'text-amber-700'
                  : 'text-indigo-700'
          }
        />
      </dl>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="weak-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="weak-title" className="text-lg font-bold text-slate-900">
            <TargetIcon className="mr-2 inline size-5 align-[-3px] text-amber-600" />
            {t.weakTitle}
          </h2>
          {weak.length === 0 ? (
            <p className="mt-2 text-slate-700">{t.weakEmpty}</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {weak.map((topic) => (
                <li key={topic} className="rounded-xl bg-amber-50 px-3 py-2 font-medium text-amber-950">
                  {topic}
                </li>
              ))}
            </ul>
          )}
        </section>
        {insights.length > 0 && (
          <section
            aria-labelledby="insights-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="insights-title" className="text-lg font-bold text-slate-900">
              <StairsIcon className="mr-2 inline size-5 align-[-3px] text-indigo-600" />
              {t.insightsTitle}
            </h2>
            <ul className="mt-3 space-y-3">
              {insights.map((i) => (
                <li key={i.topic} className="rounded-xl bg-indigo-50 px-3 py-2 text-indigo-950">
                  <p className="font-semibold">{i.topic}</p>
                  {i.stepsAttempted > 0 && (
                    <p className="text-sm">{t.insightSteps(plural(i.stepsAttempted, learningNouns.step))}</p>
                  )}
                  {i.commonError && <MathText text={t.insightError(i.commonError)} className="text-sm" />}
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>

      {blocked && <LearningBlocked className="mt-8" />}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/parent/dashboard" variant="secondary" size="lg">
          {t.toParent}
        </ButtonLink>
        <ButtonLink to={`/student?child=${encodeURIComponent(studentId)}`} variant="secondary" size="lg">
          {t.toHome}
        </ButtonLink>
        {!blocked && (
          <ButtonLink to={startPath} size="lg">
            {t.next} →
          </ButtonLink>
        )}
      </div>
      {reportQuestionId && (
        <div className="mt-6 text-right">
          <button
            type="button"
            onClick={() => setReportOpen(true)}
            className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <FlagIcon className="mr-1.5 size-4" />
            {t.reportLast}
          </button>
          <ReportIssueDialog
            open={reportOpen}
            onClose={() => setReportOpen(false)}
            questionId={reportQuestionId}
            attemptId={reportQuestionId}
            context={{ session_id: sessionId }}
          />
        </div>
      )}
    </Container>
  );
}

function Stat({ label, value, valueClass }: { label: string; value: string; valueClass?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 px-5 py-3 sm:block sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-5 sm:shadow-sm">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className={cn('text-xl font-bold text-slate-900 sm:mt-1 sm:text-2xl', valueClass)}>{value}</dd>
    </div>
  );
}
