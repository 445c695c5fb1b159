import { useEffect, type RefObject } from 'react';
import { toast } from '../../../ui/toast-later.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import { ApiError } from '../../../lib/api.ts';
import type { HeartbeatResponse } from '../lib/api.ts';
import { AUTOSAVE_MS, HEARTBEAT_MS, refreshLocalLock, releaseLocalLock } from '../lib/draft.ts';
import { isTimeUp, type RunnerAction, type RunnerPhase, type RunnerState } from '../lib/runner-state.ts';

const t = diagnosticPl;
const FINISH_RETRY_MS = 5_000;

/** The request never reached the server (offline). */
export const isNetwork = (e: unknown) => e instanceof ApiError && e.status === 0;

interface RunnerLoops {
  attemptId: string;
  tabId: string;
  latest: RefObject<RunnerState>;
  act: (action: RunnerAction) => void;
  phase: RunnerPhase;
  finish: () => Promise<void>;
  save: () => Promise<void>;
  reload: () => Promise<void>;
  sendHeartbeat: () => Promise<HeartbeatResponse>;
}

/**
 * What the diagnostic runner does by itself: the countdown every second (ending the test at
 * zero), the heartbeat and tab lock every 3 s, autosave every 10 s and when back online, retries
 * of a pending finish, and freeing the lock when the tab closes.
 */
export function useRunnerLoops({
  attemptId,
  tabId,
  latest,
  act,
  phase,
  finish,
  save,
  reload,
  sendHeartbeat,
}: RunnerLoops) {
  // Countdown: the deadline is wall-clock based, so a sleeping laptop or a throttled tab still ends on time.
  useEffect(() => {
    const tick = () => {
      act({ type: 'ticked', now: Date.now() });
      if (isTimeUp(latest.current)) {
        toast.error(t.runner.timeUp, { description: t.runner.timeUpText });
        void finish();
      }
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [act, finish, latest]);

  // Heartbeat + tab lock every 3 s.
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      const wasActive = latest.current.active;
      const localOk = refreshLocalLock(attemptId, tabId, Date.now());
      try {
        const res = await sendHeartbeat();
        if (stopped) return;
        act({ type: 'serverRemaining', remaining: res.remainingSeconds, now: Date.now() });
        if (res.status === 'finished' && !latest.current.finishing) {
          // Finished in another tab (or by the time limit there): show the result.
          await reload();
          return;
        }
        if (res.active && !wasActive) await reload();
        else if (res.active !== wasActive) act({ type: 'activeChanged', active: res.active });
        if (res.active && !localOk) refreshLocalLock(attemptId, tabId, 0);
      } catch (e) {
        if (stopped) return;
        if (isNetwork(e)) act({ type: 'offline' });
      }
    };
    void beat();
    const id = window.setInterval(() => void beat(), HEARTBEAT_MS);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [act, attemptId, tabId, latest, reload, sendHeartbeat]);

  // Autosave every 10 s, and right away when local answers newer than the server's were merged in.
  useEffect(() => {
    const first = window.setTimeout(() => void save(), 0);
    const id = window.setInterval(() => void save(), AUTOSAVE_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [save]);

  // A finish that was pending when the page (re)loaded, and retries of a pending finish.
  useEffect(() => {
    if (phase === 'finishing' && !latest.current.finishing) void finish();
    if (phase !== 'finishPending') return;
    const retry = () => void finish();
    const id = window.setInterval(retry, FINISH_RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      window.clearInterval(id);
      window.removeEventListener('online', retry);
    };
  }, [phase, finish, latest]);

  useEffect(() => {
    const onOnline = () => void save();
    window.addEventListener('online', onOnline);
    // Best effort on tab close: the draft is already in localStorage, this only frees the lock sooner.
    const onHide = () => releaseLocalLock(attemptId, tabId);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('pagehide', onHide);
    };
  }, [attemptId, tabId, save]);
}
