import { useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { ButtonLink, Spinner } from '../../../ui/button.tsx';
import { Card, Container, RetryAlert } from '../../../ui/card.tsx';
import { ArrowRight, SparkIcon, TargetIcon } from '../../../ui/icons.tsx';
import { diagnosticApi, type Bucket, type DiagnosticResult } from '../lib/api.ts';

const t = diagnosticPl.result;
const BUCKETS: readonly Bucket[] = ['know', 'in_progress', 'to_learn', 'open'];

/** Colour plus a symbol per bucket, so the map does not rely on colour alone. */
export const bucketStyle: Record<Bucket, { tile: string; swatch: string; chip: string; bar: string; symbol: string }> =
  {
    know: {
      tile: 'border-emerald-300 bg-emerald-50 text-emerald-950',
      swatch: 'bg-emerald-500',
      chip: 'bg-emerald-100 text-emerald-900',
      bar: 'bg-emerald-500',
      symbol: '✓',
    },
    in_progress: {
      tile: 'border-amber-300 bg-amber-50 text-amber-950',
      swatch: 'bg-amber-400',
      chip: 'bg-amber-100 text-amber-900',
      bar: 'bg-amber-400',
      symbol: '◐',
    },
    to_learn: {
      tile: 'border-rose-300 bg-rose-50 text-rose-950',
      swatch: 'bg-rose-500',
      chip: 'bg-rose-100 text-rose-900',
      bar: 'bg-rose-500',
      symbol: '○',
    },
    open: {
      tile: 'border-dashed border-slate-300 bg-white text-slate-900',
      swatch: 'border-2 border-dashed border-slate-400 bg-white',
      chip: 'bg-slate-100 text-slate-800',
      bar: 'bg-slate-300',
      symbol: '?',
    },
  };

export default function DiagnosticResultPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['diagnostic', 'result', id],
    queryFn: () => diagnosticApi.result(id),
  });
  const notFound = query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (!notFound) return;
    toast.error(pl.common.error, { description: diagnosticPl.errors.resultNotFound });
    void navigate('/', { replace: true });
  }, [notFound, navigate]);

  if (query.isError && !notFound) {
    return (
      <Container size="sm" className="py-12">
        <RetryAlert
          title={diagnosticPl.errors.resultFailed}
          retry={diagnosticPl.errors.retry}
          onRetry={() => void query.refetch()}
        />
      </Container>
    );
  }
  if (!query.data) {
    return (
      <div className="grid min-h-[50vh] place-items-center" role="status" aria-label={t.loading}>
        <Spinner className="size-8 text-indigo-600" />
      </div>
    );
  }
  return <ResultView result={query.data.result} />;
}

function ResultView({ result: r }: { result: DiagnosticResult }) {
  const topics = r.topicBreakdown;
  const recommendations = r.recommendations.slice(0, 4);
  const recommendationsId = useId();
  return (
    <Container size="lg" className="py-8 sm:py-10">
      <header className="mb-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-4 py-1.5 text-sm font-semibold text-indigo-800 ring-1 ring-indigo-100">
          <TargetIcon className="size-4" />
          {t.subtitle(r.nickname, pl.grades[r.grade] ?? r.grade, formatDate(r.completedAt) ?? '')}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t.title}</h1>
      </header>

      <div className="grid gap-4 lg:grid-cols-[1.4fr_1fr]">
        <Card className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
          {/* What the child did leads; the model's percentage follows, labelled as the estimate it is. */}
          <ScoreRing correct={r.correctCount} total={r.questionCount} />
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t.level}</p>
            <p className="text-2xl font-extrabold text-indigo-700" data-testid="diagnostic-level">
              {r.levelName}
            </p>
            <p className="mt-2 leading-relaxed text-slate-700">{r.levelMessage}</p>
            <p className="mt-3 text-sm font-medium text-slate-700">
              {t.estimate}:{' '}
              <span className="font-bold text-slate-900 tabular-nums" data-testid="diagnostic-score">
                {formatPercent(Math.min(100, Math.max(0, r.score)))}
              </span>
            </p>
            <p className="mt-1 text-sm text-slate-600" data-testid="diagnostic-score-explained">
              {t.scoreExplained(r.questionCount)}
            </p>
          </div>
        </Card>

        <section aria-labelledby="buckets-title" className="self-center">
          <h2 id="buckets-title" className="sr-only">
            {t.bucketsTitle}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-1">
            {BUCKETS.map((b) => (
              <li
                key={b}
                className={cn(
                  'flex flex-col items-center justify-center gap-1 rounded-2xl border-2 px-2 py-4 text-center sm:px-3 lg:flex-row lg:justify-between lg:px-5 lg:py-3 lg:text-left',
                  bucketStyle[b].tile,
                )}
                aria-label={t.countLabel(b, r.counts[b])}
              >
                <span className="order-2 text-3xl font-extrabold tabular-nums lg:order-2" aria-hidden="true">
                  {r.counts[b]}
                </span>
                <span className="order-1 text-sm leading-tight font-semibold sm:text-base" aria-hidden="true">
                  {/* Above the label in a narrow tile, so "W trakcie" never breaks after the symbol. */}
                  <span className="block lg:mr-1.5 lg:inline">{bucketStyle[b].symbol}</span>
                  {t.buckets[b]}
                </span>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="map-title" className="mt-10">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 id="map-title" className="text-2xl font-bold text-slate-900">
              {t.mapTitle}
            </h2>
            <p className="mt-1 text-slate-600">{t.mapText}</p>
          </div>
          <Legend />
        </div>
        {topics.length === 0 ? (
          <p className="mt-4 text-slate-600">{t.noTopics}</p>
        ) : (
          <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-3">
            {topics.map((topic) => (
              <li
                key={topic.topicId}
                data-bucket={topic.bucket}
                className={cn(
                  'flex min-h-28 flex-col justify-between rounded-2xl border-2 p-4',
                  bucketStyle[topic.bucket].tile,
                )}
              >
                <span className="font-semibold leading-snug">{topic.name}</span>
                {topic.bucket === 'open' && <span className="mt-1 text-sm text-slate-700">{t.openTopic}</span>}
                <span className="mt-3 flex flex-wrap items-end justify-between gap-x-2 gap-y-1">
                  {/* An open topic's estimate is mostly the prior: no percentage, only the answers. */}
                  <span className="text-2xl font-extrabold tabular-nums">
                    {topic.bucket === 'open'
                      ? t.answersShort(topic.correct, topic.total)
                      : formatPercent(topic.percentage)}
                  </span>
                  <span
                    className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', bucketStyle[topic.bucket].chip)}
                  >
                    <span aria-hidden="true">{bucketStyle[topic.bucket].symbol} </span>
                    {t.buckets[topic.bucket]}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="mt-10 grid gap-6 lg:grid-cols-[1.3fr_1fr]">
        <Card padding="none" className="overflow-hidden">
          <h2 className="px-6 pt-5 text-xl font-bold text-slate-900">{t.detailsTitle}</h2>
          <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100">
            {topics.map((topic) => (
              <li key={topic.topicId} className="px-6 py-4">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-semibold text-slate-900">{topic.name}</span>
                  {topic.bucket !== 'open' && (
                    <span className="shrink-0 font-bold text-slate-900 tabular-nums">
                      <span className="sr-only">{t.detailMastery}: </span>
                      {formatPercent(topic.percentage)}
                    </span>
                  )}
                </div>
                <div className="mt-2 flex items-center gap-3">
                  {topic.bucket === 'open' ? (
                    <span className="flex-1 text-sm text-slate-700">{t.openTopic}</span>
                  ) : (
                    <div className="h-2.5 flex-1 overflow-hidden rounded-full bg-slate-100">
                      <div
                        className={cn('h-full rounded-full', bucketStyle[topic.bucket].bar)}
                        style={{ width: `${Math.min(100, Math.max(0, Math.round(topic.percentage)))}%` }}
                      />
                    </div>
                  )}
                  <span
                    className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', bucketStyle[topic.bucket].chip)}
                  >
                    {t.buckets[topic.bucket]}
                  </span>
                </div>
                {/* Separate from the percentage, which is the model's estimate and not a share of correct answers. */}
                <p className="mt-1.5 text-sm text-slate-600">{t.detailCorrect(topic.correct, topic.total)}</p>
              </li>
            ))}
          </ul>
        </Card>

        <Card>
          <h2 id={recommendationsId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <SparkIcon className="size-5 text-amber-600" />
            {t.recommendationsTitle}
          </h2>
          <ol aria-labelledby={recommendationsId} className="mt-4 space-y-3">
            {recommendations.map((rec, i) => (
              <li key={i} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-indigo-100 text-sm font-bold text-indigo-800">
                  {i + 1}
                </span>
                <span className="leading-relaxed text-slate-800">{rec}</span>
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <div className="mt-10 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink to="/parent/dashboard" variant="secondary" size="lg">
          {t.toParent}
        </ButtonLink>
        <ButtonLink to={`/student/${encodeURIComponent(r.studentId)}/session/start`} size="lg">
          {t.startLearning}
          <ArrowRight className="size-5" />
        </ButtonLink>
      </div>
    </Container>
  );
}

function Legend() {
  return (
    <div>
      <h3 className="sr-only">{t.legend}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700" aria-label={t.legend}>
        {BUCKETS.map((b) => (
          <li key={b} className="flex items-center gap-2">
            <span className={cn('size-3.5 rounded-sm', bucketStyle[b].swatch)} aria-hidden="true" />
            {t.legendItems[b]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Correct answers of all as a ring (SVG arc), with "0 z 14" in text for everyone. */
function ScoreRing({ correct, total }: { correct: number; total: number }) {
  const p = total > 0 ? Math.min(100, Math.max(0, (correct / total) * 100)) : 0;
  const r = 52;
  const c = 2 * Math.PI * r;
  return (
    <div className="relative grid size-36 shrink-0 place-items-center">
      <svg viewBox="0 0 120 120" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r={r} fill="none" strokeWidth="12" className="stroke-indigo-100" />
        <circle
          cx="60"
          cy="60"
          r={r}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          className="stroke-indigo-600"
          strokeDasharray={`${(p / 100) * c} ${c}`}
        />
      </svg>
      <div className="text-center">
        <p className="text-3xl font-extrabold tabular-nums text-slate-900" data-testid="diagnostic-correct">
          {t.correctShort(correct, total)}
        </p>
        <p className="px-2 text-xs font-semibold text-slate-600">{t.correctLabel}</p>
      </div>
    </div>
  );
}
