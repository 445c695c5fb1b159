import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../ui/toast-later.ts';
import type { TopicId } from '#core/adaptive/diagnostic.ts';
import { pl } from '../../../i18n/pl.ts';
import { studentHomePl } from '../../../i18n/student-home.ts';
import { isTrialExpired } from '../../plans/lib/plan-refusal.ts';
import { practiceApi } from '../../practice/lib/api.ts';
import { rememberSessionStart } from '../../practice/lib/session.ts';
import { studentHomeQuery } from '../lib/api.ts';
import { childRefusal } from '../../child/lib/child-access.ts';

const t = studentHomePl.today;

/** The run page of a session. */
export const sessionRunPath = (studentId: string, sessionId: string) =>
  `/student/${encodeURIComponent(studentId)}/session/run?sessionId=${encodeURIComponent(sessionId)}`;

/**
 * Starts today's session (or one focused on a topic) straight from the home and opens it. When
 * the access ended meanwhile, the home is read again and says so in its own words (no plan named).
 */
export function useStartPractice(studentId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (focusTopic?: TopicId) => practiceApi.start(studentId, focusTopic),
    onSuccess: async (res) => {
      rememberSessionStart(res.sessionId, res.startedAt);
      await navigate(sessionRunPath(studentId, res.sessionId));
    },
    onError: (e) => {
      if (isTrialExpired(e)) void queryClient.invalidateQueries(studentHomeQuery(studentId));
      else toast.error(pl.common.error, { description: childRefusal(e) ?? t.startFailed });
    },
  });
}
