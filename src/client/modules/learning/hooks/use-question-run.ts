import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { sendEvenOffline } from '../../../lib/query-client.ts';
import type { RawAnswer } from '../lib/answer.ts';
import {
  initialQuestionRun,
  questionRunReducer,
  type CheckedAnswer,
  type QuestionRunState,
  type RunCounts,
} from '../lib/question-run.ts';

/** Where the questions come from and where answers are checked: the practice API or the demo's. */
export interface QuestionRunCalls<Item, Check extends CheckedAnswer> {
  /** The next question (with the counts so far, if the server keeps them), or null when there is none. */
  next: (request: { skip: boolean; served: number }) => Promise<{ item: Item; counts?: RunCounts } | null>;
  /** `resent`: the same answer again after its request failed on the way (it may have arrived). */
  check: (item: Item, answer: RawAnswer, timeSpentMs: number, resent: boolean) => Promise<Check>;
}

export interface QuestionRunOptions<Item, Check extends CheckedAnswer> {
  /** The first question when it is known already (the demos); otherwise it is asked for at once. */
  first?: Item;
  /** How long a checked answer stays before the next question; null waits for the child. */
  advanceAfter: (check: Check) => number | null;
  /** There is no next question (called with the final state). */
  onComplete: (state: QuestionRunState<Item, Check>) => void;
  /** The next question could not be fetched; returns whether the page shows a retry. */
  onNextError: (error: unknown) => boolean;
  onCheckError: (error: unknown) => void;
}

/**
 * A run of questions: asks for the next one (a mutation), checks answers (a mutation), counts,
 * and moves on by itself after a check when `advanceAfter` says so. `beginEnd` stops it.
 */
export function useQuestionRun<Item, Check extends CheckedAnswer>(
  calls: QuestionRunCalls<Item, Check>,
  options: QuestionRunOptions<Item, Check>,
) {
  const [state, dispatch] = useReducer(
    questionRunReducer<Item, Check>,
    options.first ?? null,
    initialQuestionRun<Item, Check>,
  );
  // Callbacks (timers, finished requests) read the latest state and options.
  const latest = useRef({ state, options });
  useLayoutEffect(() => {
    latest.current = { state, options };
  });
  const ending = useRef(false);
  const shownAt = useRef(0);

  const nextMutation = useMutation({
    ...sendEvenOffline,
    mutationFn: (request: { skip: boolean; served: number }) => calls.next(request),
    onSuccess: (res) => {
      if (ending.current) return;
      if (res === null) return dispatch({ type: 'ranOut' });
      shownAt.current = Date.now();
      dispatch({ type: 'loaded', item: res.item, counts: res.counts });
    },
    onError: (e) => dispatch({ type: 'loadFailed', showError: latest.current.options.onNextError(e) }),
  });
  const { mutateAsync: requestNext } = nextMutation;

  const next = useCallback(
    async (skip = false) => {
      if (ending.current) return;
      dispatch({ type: 'loadStarted', skip });
      const served = latest.current.state.served;
      await requestNext({ skip, served }).catch(() => undefined);
    },
    [requestNext],
  );

  const sending = useRef<object | null>(null);
  const checkMutation = useMutation({
    // An answer is never lost to a dropped connection (issue 26): it waits while the browser is
    // offline and is sent again until it arrives. The server keeps one answer per question — a
    // resend of one it already stored returns that result — so it is never counted twice.
    networkMode: 'online',
    retry: (_failures, error) => isConnectionFailure(error),
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 15_000),
    mutationFn: (sent: { item: Item; answer: RawAnswer; timeSpentMs: number }) => {
      const resent = sending.current === sent;
      sending.current = sent;
      return calls.check(sent.item, sent.answer, sent.timeSpentMs, resent);
    },
    onSuccess: (check) => {
      dispatch({ type: 'checked', check });
      if (latest.current.options.advanceAfter(check) === 0) void next();
    },
    onError: (e) => latest.current.options.onCheckError(e),
  });

  // The first question, unless it came with the run.
  const hasFirst = options.first !== undefined;
  useEffect(() => {
    if (hasFirst) shownAt.current = Date.now();
    else void next();
  }, [hasFirst, next]);

  // After a check: the next question once the feedback has been shown for a while.
  const { check } = state;
  useEffect(() => {
    if (!check) return;
    const delay = latest.current.options.advanceAfter(check);
    if (delay === null || delay === 0) return;
    const id = window.setTimeout(() => void next(), delay);
    return () => window.clearTimeout(id);
  }, [check, next]);

  useEffect(() => {
    if (state.complete) latest.current.options.onComplete(state);
  }, [state]);

  return {
    state,
    checking: checkMutation.isPending,
    /** The answer waits for the connection to come back (it is sent then). */
    waitingForConnection: checkMutation.isPending && (checkMutation.isPaused || checkMutation.failureCount > 0),
    next,
    submit: (answer: RawAnswer) => {
      if (!state.item || checkMutation.isPending) return;
      checkMutation.mutate({ item: state.item, answer, timeSpentMs: Date.now() - shownAt.current });
    },
    /** Stops the run (no more questions); false when it was stopping already. */
    beginEnd: () => {
      if (ending.current) return false;
      ending.current = true;
      dispatch({ type: 'endStarted' });
      return true;
    },
    /** The end failed and the child may try again. */
    endFailed: () => {
      ending.current = false;
      dispatch({ type: 'endFailed' });
    },
    latest: () => latest.current.state,
  };
}

/** The request did not get through (no connection, or it broke before the answer came back). */
function isConnectionFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'network';
}
