import { useCallback, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { sendEvenOffline } from '../../../lib/query-client.ts';
import { diagnosticApi, type AttemptView } from '../lib/api.ts';
import { unsyncedAnswers, type DraftAnswers } from '../lib/draft.ts';
import { useAutosavedRunner } from './use-autosaved-runner.ts';
import { isNetwork } from './use-runner-loops.ts';

const t = diagnosticPl;

export type { RunnerPhase, RunnerState, SyncState } from '../lib/runner-state.ts';

export const resultPath = (diagnosticId: string) => `/onboarding/diagnostic/result/${encodeURIComponent(diagnosticId)}`;

/** The runner's requests; the page passes the diagnostic API. */
export type DiagnosticCalls = Pick<typeof diagnosticApi, 'attempt' | 'heartbeat' | 'save' | 'next' | 'finish'>;

/**
 * The diagnostic runner: one served question at a time (the next comes from the server), local
 * Back/Next among served ones, on the shared autosaved runner (autosave, draft, heartbeat and
 * tab lock, countdown, a finish that survives reloads).
 */
export function useDiagnosticRunner(view: AttemptView, tabId: string, calls: DiagnosticCalls = diagnosticApi) {
  const runnerCalls = useMemo(
    () => ({
      attempt: calls.attempt,
      heartbeat: calls.heartbeat,
      save: calls.save,
      finish: calls.finish,
      resultPath: (res: { diagnosticId: string }) => resultPath(res.diagnosticId),
      finishedPath: (v: AttemptView) => (v.status === 'finished' && v.diagnosticId ? resultPath(v.diagnosticId) : null),
      finishFailedText: t.runner.finishFailed,
    }),
    [calls],
  );
  const { state, latest, act, setAnswer, goTo, finish } = useAutosavedRunner(view, tabId, runnerCalls);
  const { mutateAsync: sendNext } = useMutation({
    ...sendEvenOffline,
    mutationFn: (answers: DraftAnswers) => calls.next(view.attemptId, tabId, answers),
  });

  /** Next on the newest served question asks the server for the next one (adaptive). */
  const advance = useCallback(async () => {
    const s = latest.current;
    if (!s.active || s.phase !== 'running') return;
    if (s.current < s.questions.length - 1) {
      goTo(s.current + 1);
      return;
    }
    if (s.questions.length >= s.questionCount) {
      void finish();
      return;
    }
    act({ type: 'advanceStarted' });
    const sentAt = Date.now();
    try {
      const res = await sendNext(unsyncedAnswers(s.answers, s.lastSyncAt));
      act({ type: 'advanced', sentAt, response: res, now: Date.now() });
      if (res.active && !('answerIssue' in res) && (res.done || !res.question)) void finish();
    } catch (e) {
      act({ type: 'advanceFailed', network: isNetwork(e) });
      toast.error(pl.common.error, { description: isNetwork(e) ? pl.errors.network : t.runner.nextFailed });
    }
  }, [act, goTo, finish, sendNext, latest]);

  return {
    state,
    announcement: state.announcement,
    setAnswer,
    back: () => goTo(latest.current.current - 1),
    advance,
    dontKnow: (questionId: string) => {
      if (setAnswer(questionId, { raw: null, dontKnow: true })) void advance();
    },
    finish,
    retryFinish: () => void finish(),
  };
}
