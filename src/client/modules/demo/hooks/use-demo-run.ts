import { toast } from '../../../ui/toast-later.ts';
import { pl } from '../../../i18n/pl.ts';
import type { QuestionRunState } from '../../learning/lib/question-run.ts';
import { useQuestionRun } from '../../learning/hooks/use-question-run.ts';
import type { QuestionView } from '../../learning/index.ts';
import { type DemoCheck, demoCheckError, demoRunCalls } from '../lib/api.ts';

/**
 * A demo's run through the questions it loaded at once: no next question to fetch (so no fetch
 * error to show), checks through the demo API with a toast when one fails.
 */
export function useDemoRun<Q extends QuestionView>(
  data: { token: string; questions: readonly Q[] },
  options: {
    advanceAfter: (check: DemoCheck) => number | null;
    onComplete: (state: QuestionRunState<Q, DemoCheck>) => void;
  },
) {
  return useQuestionRun<Q, DemoCheck>(demoRunCalls(data.token, data.questions), {
    first: data.questions[0],
    ...options,
    onNextError: () => false,
    onCheckError: (e) => toast.error(pl.common.error, { description: demoCheckError(e) }),
  });
}
