import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { rawAnswer, slotLabels, type AnswerDraft } from '../../learning/index.ts';
import { isHintLimit, isStepsIncomplete, tutorApi, type TutorState } from '../lib/api.ts';
import { planRefusal } from '../../plans/lib/plan-refusal.ts';
import { notePlanRefusal, noteTaskAnswered } from '../../plans/lib/api.ts';
import { canTakeHint, finalLocked, initialTutorFlow, tutorFlowReducer } from '../lib/tutor-flow.ts';
import { sendEvenOffline } from '../../../lib/query-client.ts';

const t = learningPl.tutor;
/** Spec 4: a correct step moves on after 1.5 s. */
const NEXT_STEP_DELAY_MS = 1500;

/** The calls the tutor makes; the page passes the real API, tests may pass another. */
export type TutorCalls = Pick<typeof tutorApi, 'step' | 'hint' | 'final'>;

/**
 * The step tutor's state (a reducer) and its three requests (mutations): check a step, take a
 * hint, send the final answer. Also moves focus to the next step (or the final answer) after
 * moving on.
 */
export function useTutor(initial: TutorState, studentId: string, calls: TutorCalls = tutorApi) {
  const [state, dispatch] = useReducer(tutorFlowReducer, initial, initialTutorFlow);
  const queryClient = useQueryClient();
  const attemptId = initial.attemptId;
  const stepInputs = useRef<Record<number, HTMLInputElement | null>>({});
  const finalHeading = useRef<HTMLHeadingElement>(null);
  const advance = useRef<number | null>(null);
  const focusAfterAdvance = useRef(false);

  // After moving on, focus the next step's box (or the final answer) once it is rendered.
  useEffect(() => {
    if (!focusAfterAdvance.current) return;
    focusAfterAdvance.current = false;
    if (state.active !== null) stepInputs.current[state.active]?.focus();
    else finalHeading.current?.focus();
  }, [state.active]);

  useEffect(
    () => () => {
      if (advance.current !== null) window.clearTimeout(advance.current);
    },
    [],
  );

  const step = useMutation({
    ...sendEvenOffline,
    mutationFn: ({ index, input }: { index: number; input: string }) => calls.step(attemptId, studentId, index, input),
    onSuccess: (res, { index, input }) => {
      dispatch({
        type: 'stepChecked',
        index,
        input,
        status: res.status,
        errorCode: res.errorCode,
        feedback: res.feedback,
      });
      if (res.status !== 'correct') return;
      advance.current = window.setTimeout(() => {
        focusAfterAdvance.current = true;
        dispatch({ type: 'stepAdvanced', index });
      }, NEXT_STEP_DELAY_MS);
    },
    onError: () => toast.error(pl.common.error, { description: t.checkFailed }),
  });

  const hint = useMutation({
    ...sendEvenOffline,
    mutationFn: ({ index, errorCode }: { index: number; errorCode: string | null | undefined }) =>
      calls.hint(attemptId, studentId, index, errorCode),
    onSuccess: (res, { index }) =>
      dispatch({
        type: 'hintShown',
        index,
        level: res.hint_level,
        text: res.next_prompt,
        remaining: res.remaining_hints,
      }),
    onError: (e) => {
      if (isHintLimit(e)) {
        // The page shows the limit once, in place of repeating it in a toast.
        dispatch({ type: 'hintLimitReached' });
      } else {
        toast.error(pl.common.error, { description: t.hintFailed });
      }
    },
  });

  const final = useMutation({
    ...sendEvenOffline,
    mutationFn: (answer: NonNullable<ReturnType<typeof rawAnswer>>) => calls.final(attemptId, studentId, answer),
    onSuccess: (res) => {
      if (res.counted) noteTaskAnswered(queryClient);
      dispatch({
        type: 'finalChecked',
        final: {
          result: res.result,
          feedback: res.feedback,
          solution: res.solution,
          correctAnswer: res.correctAnswer,
          ...(res.marking ? { marking: res.marking } : {}),
          counted: res.counted,
        },
      });
    },
    onError: (e) => {
      notePlanRefusal(queryClient, e);
      toast.error(pl.common.error, {
        description: isStepsIncomplete(e) ? t.stepsIncomplete : (planRefusal(e) ?? t.finalFailed),
      });
    },
  });

  const q = initial.question;
  const checkStep = (index: number) => {
    const input = (state.inputs[index] ?? '').trim();
    if (input === '' || step.isPending) return;
    step.mutate({ index, input });
  };
  const takeHint = (index: number) => {
    if (hint.isPending || !canTakeHint(state, index)) return;
    hint.mutate({ index, errorCode: state.steps.find((s) => s.index === index)?.errorCode });
  };
  const sendFinal = () => {
    const answer = rawAnswer(state.draft, q.inputKind, slotLabels(q));
    if (answer === null || final.isPending) return;
    final.mutate(answer);
  };

  return {
    state,
    checking: step.isPending,
    hintLoading: hint.isPending,
    finalSending: final.isPending,
    finalLocked: finalLocked(state),
    setInput: useCallback((index: number, value: string) => dispatch({ type: 'inputChanged', index, value }), []),
    setDraft: useCallback((draft: AnswerDraft) => dispatch({ type: 'draftChanged', draft }), []),
    checkStep,
    takeHint,
    sendFinal,
    stepInputs,
    finalHeading,
  };
}
