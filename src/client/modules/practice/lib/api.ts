import { api } from '../../../lib/api.ts';
import type { AnswerResult, QuestionView, RawAnswer } from '../../learning/index.ts';

export interface SessionStartResponse {
  sessionId: string;
  studentId: string;
  startedAt: string;
  endsAt: string;
  durationSeconds: number;
}

export interface NextQuestionResponse {
  question: QuestionView;
  kind: 'new' | 'review';
  index: number;
  sessionStartTime: string;
  endsAt: string;
  remainingSeconds: number;
  answeredCount: number;
  correctCount: number;
}

export interface AnswerResponse {
  correct: boolean;
  result: AnswerResult;
  feedback: string;
  errorKey?: string;
  solution?: string;
  correctAnswer?: string;
  duplicate: boolean;
  tutorAvailable: boolean;
}

export interface SessionSummary {
  spentMinutes: number;
  totalAnswered: number;
  correctCount: number;
  accuracy: number | null;
  incorrectTopics: string[];
  stepInsights: { topic: string; stepsAttempted: number; commonError: string | null }[];
}

export interface SummaryResponse {
  summary: SessionSummary;
  session: {
    id: string;
    studentId: string;
    startedAt: string;
    endedAt: string | null;
    endsAt: string;
    status: 'active' | 'ended';
  };
}

export interface StudentResponse {
  student: { id: string; nickname: string; grade: string; goal: string };
}

export const practiceApi = {
  student: (studentId: string) => api.get<StudentResponse>(`/api/students/${encodeURIComponent(studentId)}`),
  start: (studentId: string) => api.post<SessionStartResponse>('/api/session/start', { studentId }),
  next: (sessionId: string, skip = false) =>
    api.post<NextQuestionResponse>('/api/session/next', skip ? { sessionId, skip: true } : { sessionId }),
  answer: (sessionId: string, questionId: string, answer: RawAnswer, timeSpentMs: number) =>
    api.post<AnswerResponse>('/api/session/answer', { sessionId, questionId, answer, timeSpentMs }),
  end: (sessionId: string) => api.post<{ summary: SessionSummary }>('/api/session/end', { sessionId }),
  summary: (sessionId: string) => api.get<SummaryResponse>(`/api/session/${encodeURIComponent(sessionId)}/summary`),
};
