import { api } from '../../../lib/api.ts';
import type {
  AnswerResponse,
  NextQuestionResponse,
  SessionEndResponse,
  SessionStartResponse,
  SessionSummaryResponse,
} from '#server/contract.ts';
import type { RawAnswer } from '../../learning/index.ts';
import type { TopicId } from '#core/adaptive/diagnostic.ts';

export type { AnswerResponse, NextQuestionResponse, SessionStartResponse };
export type SummaryResponse = SessionSummaryResponse;
export type SessionSummary = SessionEndResponse['summary'];

export const practiceApi = {
  /** `focusTopic`: "Ćwicz ten temat" — the session stays in the topic and its prerequisites. */
  start: (studentId: string, focusTopic?: TopicId) =>
    api.post<SessionStartResponse>('/api/session/start', focusTopic ? { studentId, focusTopic } : { studentId }),
  next: (sessionId: string, skip = false) =>
    api.post<NextQuestionResponse>('/api/session/next', skip ? { sessionId, skip: true } : { sessionId }),
  answer: (sessionId: string, questionId: string, answer: RawAnswer, timeSpentMs: number) =>
    api.post<AnswerResponse>('/api/session/answer', { sessionId, questionId, answer, timeSpentMs }),
  end: (sessionId: string) => api.post<SessionEndResponse>('/api/session/end', { sessionId }),
  summary: (sessionId: string) => api.get<SummaryResponse>(`/api/session/${encodeURIComponent(sessionId)}/summary`),
};
