import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { sendEvenOffline } from '../../../lib/query-client.ts';
import type { HeartbeatResponse } from '../lib/api.ts';
import {
  draftStore,
  refreshLocalLock,
  releaseLocalLock,
  unsyncedAnswers,
  type DraftAnswer,
  type DraftAnswers,
} from '../lib/draft.ts';
import {
  draftOf,
  initialRunner,
  runnerReducer,
  type RunnerAction,
  type RunnerState,
  type RunnerView,
} from '../lib/runner-state.ts';
import { isNetwork, useRunnerLoops } from './use-runner-loops.ts';

/** The requests a timed, autosaved runner makes (the diagnostic's and the mock exam's APIs). */
export interface AutosavedRunnerCalls<View extends RunnerView, Finished> {
  attempt: (attemptId: string) => Promise<View>;
  heartbeat: (attemptId: string, tabId: string) => Promise<HeartbeatResponse>;
  save: (
    attemptId: string,
    tabId: string,
    answers: DraftAnswers,
  ) => Promise<{ active: boolean; remainingSeconds: number }>;
  finish: (attemptId: string, tabId: string, answers: DraftAnswers) => Promise<Finished>;
  /** Where the result is, from the finish response or from a view finished elsewhere (null: not finished). */
  resultPath: (finished: Finished) => string;
  finishedPath: (view: View) => string | null;
  finishFailedText: string;
}

/**
 * A timed test with autosave (the diagnostic and the mock exam): a local draft per attempt,
 * autosave every 10 s, heartbeat and tab lock every 3 s, the countdown by the server's remaining
 * time, and a finish that survives reloads and lost connections (pendingFinish). The state is
 * `runnerReducer`'s; the requests are mutations.
 */
export function useAutosavedRunner<View extends RunnerView, Finished>(
  view: View,
  tabId: string,
  calls: AutosavedRunnerCalls<View, Finished>,
) {
  const navigate = useNavigate();
  const attemptId = view.attemptId;
  const [state, dispatch] = useReducer(runnerReducer, null, () =>
    initialRunner({
      view,
      local: draftStore.load(attemptId),
      active: refreshLocalLock(attemptId, tabId, Date.now()),
      now: Date.now(),
    }),
  );
  // Timers and finished requests read the newest state; `act` updates it at once, so a request
  // sent right after an edit carries that edit.
  const latest = useRef<RunnerState>(state);
  const act = useCallback((action: RunnerAction) => {
    latest.current = runnerReducer(latest.current, action);
    dispatch(action);
  }, []);

  /** Writes the local draft; an inactive tab never overwrites the active tab's copy. */
  const persist = useCallback(
    (s: RunnerState) => {
      if (s.active) draftStore.save(attemptId, draftOf(s));
    },
    [attemptId],
  );
  useEffect(() => {
    persist(state);
  }, [state, persist]);

  const { mutateAsync: sendFinish } = useMutation({
    ...sendEvenOffline,
    mutationFn: (answers: DraftAnswers) => calls.finish(attemptId, tabId, answers),
  });
  const { mutateAsync: sendSave } = useMutation({
    ...sendEvenOffline,
    mutationFn: (answers: DraftAnswers) => calls.save(attemptId, tabId, answers),
  });
  const { mutateAsync: sendHeartbeat } = useMutation({
    ...sendEvenOffline,
    mutationFn: () => calls.heartbeat(attemptId, tabId),
  });

  const finish = useCallback(
    async (answers?: DraftAnswers) => {
      if (latest.current.finishing) return;
      act({ type: 'finishStarted', answers });
      persist(latest.current);
      try {
        const res = await sendFinish(latest.current.answers);
        draftStore.clear(attemptId);
        releaseLocalLock(attemptId, tabId);
        void navigate(calls.resultPath(res), { replace: true });
      } catch (e) {
        act({ type: 'finishFailed', network: isNetwork(e) });
        if (!isNetwork(e)) toast.error(pl.common.error, { description: calls.finishFailedText });
      }
    },
    [act, attemptId, tabId, navigate, persist, sendFinish, calls],
  );

  /** Autosave: sends what changed since the last successful save. */
  const save = useCallback(async () => {
    const s = latest.current;
    if (s.saving || !s.active || s.phase === 'finishing' || s.phase === 'finishPending') return;
    const changes = unsyncedAnswers(s.answers, s.lastSyncAt);
    if (Object.keys(changes).length === 0) return;
    const sentAt = Date.now();
    act({ type: 'saveStarted' });
    try {
      const res = await sendSave(changes);
      act({ type: 'saved', sentAt, active: res.active, remaining: res.remainingSeconds, now: Date.now() });
    } catch (e) {
      act({ type: 'saveFailed', network: isNetwork(e) });
    }
  }, [act, sendSave]);

  /** Re-reads the attempt (after this tab takes the lock back): the other tab may have moved on. */
  const reload = useCallback(async () => {
    try {
      const fresh = await calls.attempt(attemptId);
      const done = calls.finishedPath(fresh);
      if (done) {
        draftStore.clear(attemptId);
        void navigate(done, { replace: true });
        return;
      }
      act({ type: 'reloaded', view: fresh, local: draftStore.load(attemptId), now: Date.now() });
    } catch {
      // The next heartbeat tries again.
    }
  }, [act, attemptId, calls, navigate]);

  useRunnerLoops({ attemptId, tabId, latest, act, phase: state.phase, finish, save, reload, sendHeartbeat });

  /** Records an edit; returns the stored entry so a following request can carry it. */
  const setAnswer = useCallback(
    (questionId: string, entry: Omit<DraftAnswer, 'clientUpdatedAt' | 'timeMs'>): DraftAnswer | null => {
      if (!latest.current.active) return null;
      act({ type: 'answered', questionId, entry, now: Date.now() });
      return latest.current.answers[questionId] ?? null;
    },
    [act],
  );

  const goTo = useCallback((index: number) => act({ type: 'moved', index, now: Date.now() }), [act]);

  return { state, latest, act, setAnswer, goTo, finish };
}
