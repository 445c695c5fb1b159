import { useMemo } from 'react';
import { examPl } from '../../../i18n/exam.ts';
import { useAutosavedRunner } from '../../diagnostic/hooks/use-autosaved-runner.ts';
import { isAnswered } from '../../diagnostic/lib/draft.ts';
import { answeredCount } from '../../diagnostic/lib/runner-state.ts';
import { examApi, examResultPath, type ExamView } from '../lib/api.ts';

/**
 * The mock exam's runner: the whole paper at once, free navigation between tasks, no feedback
 * until the end, on the shared autosaved runner (draft, autosave, heartbeat and tab lock, the
 * countdown by the server's deadline, a finish that survives reloads).
 */
export function useExamRunner(view: ExamView, tabId: string) {
  const studentId = view.studentId;
  const calls = useMemo(
    () => ({
      attempt: examApi.exam,
      heartbeat: examApi.heartbeat,
      save: examApi.save,
      finish: examApi.finish,
      resultPath: (res: { examId: string }) => examResultPath(studentId, res.examId),
      finishedPath: (v: ExamView) => (v.status === 'finished' ? examResultPath(studentId, v.examId) : null),
      finishFailedText: examPl.runner.finishFailed,
    }),
    [studentId],
  );
  const { state, setAnswer, goTo, finish } = useAutosavedRunner(view, tabId, calls);
  const unanswered = state.questions.filter((q) => !isAnswered(state.answers[q.id])).length;
  return {
    state,
    answered: answeredCount(state),
    unanswered,
    isAnswered: (taskId: string) => isAnswered(state.answers[taskId]),
    setAnswer: (taskId: string, raw: string | number | null) => setAnswer(taskId, { raw, dontKnow: false }),
    goTo,
    finish: () => void finish(),
  };
}
