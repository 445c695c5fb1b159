import { api } from '../../../lib/api.ts';
import type {
  AnswerResponse,
  NextQuestionResponse,
  SessionEndResponse,
  SessionStartResponse,
  SessionSummaryResponse,
  StudentResponse,
} from '#server/contract.ts';
import type { RawAnswer } from '../../learning/index.ts';

export type { AnswerResponse, NextQuestionResponse, SessionStartResponse, StudentResponse };
export type SummaryResponse = SessionSummaryResponse;
export type SessionSummary = SessionEndResponse['summary'];

export const practiceApi = {
  student: (studentId: string) => api.get<StudentResponse>(`/api/students/${encodeURIComponent(studentId)}`),
  start: (studentId: string) => api.post<SessionStartResponse>('/api/session/start', { studentId }),
  next: (sessionId: string, skip = false) =>
    api.post<NextQuestionResponse>('/api/session/next', skip ? { sessionId, skip: true } : { sessionId }),
  answer: (sessionId: string, questionId: string, answer: RawAnswer, timeSpentMs: number) =>
    api.post<AnswerResponse>('/api/session/answer', { sessionId, questionId, answer, timeSpentMs }),
  end: (sessionId: string) => api.post<SessionEndResponse>('/api/session/end', { sessionId }),
  summary: (sessionId: string) => api.get<SummaryResponse>(`/api/session/${encodeURIComponent(sessionId)}/summary`),
};
