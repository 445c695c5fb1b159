import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendEvenOffline } from '../../../lib/query-client.ts';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { plansPl } from '../../../i18n/plans.ts';
import { useQuestionRun } from '../../learning/hooks/use-question-run.ts';
import type { CheckedAnswer } from '../../learning/lib/question-run.ts';
import { practiceApi, type NextQuestionResponse } from '../lib/api.ts';
import { isTrialExpired } from '../../plans/lib/plan-refusal.ts';
import { notePlanRefusal, noteTaskAnswered } from '../../plans/lib/api.ts';
import {
  forgetSessionStart,
  isEnded,
  isExpired,
  isNoQuestions,
  NEXT_DELAY_MS,
  remainingFromStart,
  rememberLastQuestion,
  rememberSessionStart,
  storedSessionStart,
} from '../lib/session.ts';

const t = learningPl.session;
const g = plansPl.gate;

export type EndReason = 'user' | 'timeUp' | 'noQuestions' | 'ended' | 'trialEnded';

/** A served question and the local-clock deadline that came with it. */
export type PracticeItem = NextQuestionResponse & { deadlineMs: number };
export type PracticeCheck = CheckedAnswer & { tutorAvailable: boolean };

/** The session's requests; the run page passes the practice API. */
export type PracticeCalls = Pick<typeof practiceApi, 'next' | 'answer' | 'end'>;

/**
 * A practice session: questions from the server, answers checked there, the next question 1.5 s
 * after a correct answer (after "Dalej" otherwise), and the end — by the child, by the clock, or
 * because the server says the session is over — which leads to the summary.
 */
export function usePracticeRun(studentId: string, sessionId: string, calls: PracticeCalls = practiceApi) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [endOpen, setEndOpen] = useState(false);
  const [storedDeadline] = useState<number | null>(() => {
    const start = storedSessionStart(sessionId);
    return start ? Date.now() + remainingFromStart(start, Date.now()) * 1000 : null;
  });
  const end = useMutation({
    ...sendEvenOffline,
    mutationFn: () => calls.end(sessionId),
  });
  const { mutateAsync: endSession } = end;

  const run = useQuestionRun<PracticeItem, PracticeCheck>(
    {
      next: async ({ skip }) => {
        const res = await calls.next(sessionId, skip);
        return {
          item: { ...res, deadlineMs: Date.now() + res.remainingSeconds * 1000 },
          counts: { answered: res.answeredCount, correct: res.correctCount },
        };
      },
      check: async (item, answer, timeSpentMs, resent) => {
        const res = await calls.answer(sessionId, item.question.id, answer, timeSpentMs);
        // A resent answer the server already had is this answer, whose first reply was lost.
        const counted = !res.duplicate || resent;
        if (counted) noteTaskAnswered(queryClient);
        return {
          result: res.result,
          feedback: res.feedback,
          solution: res.solution,
          correctAnswer: res.correctAnswer,
          ...(res.marking ? { marking: res.marking } : {}),
          correct: res.correct,
          counted,
          tutorAvailable: res.tutorAvailable,
        };
      },
    },
    {
      advanceAfter: (check) => (check.result === 'correct' ? NEXT_DELAY_MS : null),
      onComplete: () => undefined,
      onNextError: (e) => {
        const reason = isExpired(e) ? 'timeUp' : isNoQuestions(e) ? 'noQuestions' : isEnded(e) ? 'ended' : null;
        if (reason) {
          void finish(reason);
          return false;
        }
        if (isTrialExpired(e)) {
          notePlanRefusal(queryClient, e);
          void finish('trialEnded');
          return false;
        }
        toast.error(pl.common.error, { description: t.fetchFailed });
        return true;
      },
      onCheckError: (e) => {
        if (isExpired(e)) return void finish('timeUp');
        if (isTrialExpired(e)) {
          notePlanRefusal(queryClient, e);
          return void finish('trialEnded');
        }
        if (isEnded(e)) return void finish('ended');
        toast.error(pl.common.error, { description: t.answerFailed });
      },
    },
  );
  const { beginEnd, endFailed } = run;

  const finish = useCallback(
    async (reason: EndReason) => {
      if (!beginEnd()) return;
      setEndOpen(false);
      if (reason === 'timeUp') toast.error(t.timeUpTitle, { description: t.timeUpText });
      if (reason === 'noQuestions') toast.info(t.noQuestions);
      // The trial's last task was used: not an error, the session simply ends (its answers are kept).
      if (reason === 'trialEnded') toast.info(g.sessionEndedTitle, { description: g.sessionEndedText });
      try {
        await endSession();
      } catch {
        toast.error(pl.common.error, { description: t.endFailed });
        if (reason === 'user') {
          // The child can try again; automatic endings still show the (live) summary.
          endFailed();
          return;
        }
      }
      forgetSessionStart(sessionId);
      void queryClient.invalidateQueries({ queryKey: ['parent', 'dashboard'] });
      const trialEnded = reason === 'trialEnded' ? '&end=trial' : '';
      await navigate(
        `/student/${encodeURIComponent(studentId)}/session/summary?sessionId=${encodeURIComponent(sessionId)}${trialEnded}`,
        {
          replace: true,
        },
      );
    },
    [beginEnd, endFailed, endSession, navigate, queryClient, sessionId, studentId],
  );

  // What the summary and a reload need: the session's start and the last question shown.
  const { item } = run.state;
  useEffect(() => {
    if (!item) return;
    rememberSessionStart(sessionId, item.sessionStartTime);
    rememberLastQuestion(sessionId, item.question.id);
  }, [item, sessionId]);

  return {
    ...run,
    deadlineMs: item?.deadlineMs ?? storedDeadline,
    endOpen,
    setEndOpen,
    finish,
  };
}
