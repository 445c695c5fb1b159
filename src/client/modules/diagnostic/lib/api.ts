import type { PublicQuestion } from '#core/questions/public.ts';
import { api } from '../../../lib/api.ts';
import type { Grade } from '../../../i18n/pl.ts';
import type { DraftAnswer, ServerAnswer } from './draft.ts';

/** Shapes of the diagnostic API (notes/contract.md, "Learning API"). */
export type DiagnosticQuestion = PublicQuestion & { index: number; skillName?: string };

export interface AttemptView {
  sessionId: string;
  attemptId: string;
  studentId: string;
  nickname: string;
  status: 'in_progress' | 'finished';
  questionCount: number;
  timeLimit: number;
  remainingSeconds: number;
  startedAt: string;
  questions: DiagnosticQuestion[];
  answers: Record<string, ServerAnswer>;
  resumed?: boolean;
  timeUp?: boolean;
  diagnosticId?: string | null;
}

export interface NextResponse {
  question: DiagnosticQuestion | null;
  index: number;
  questionCount: number;
  remainingSeconds: number;
  done: boolean;
  answerIssue?: { questionId: string; reason: string };
  active: boolean;
}

export interface SaveResponse {
  saved: string[];
  ignored: string[];
  active: boolean;
  remainingSeconds: number;
  status: 'in_progress' | 'finished';
}

export interface HeartbeatResponse {
  active: boolean;
  remainingSeconds: number;
  status: 'in_progress' | 'finished';
}

export type Bucket = 'know' | 'in_progress' | 'to_learn';

export interface DiagnosticResult {
  id: string;
  studentId: string;
  nickname: string;
  grade: Grade;
  score: number;
  rawPercent: number;
  level: 'zaawansowany' | 'sredni' | 'podstawowy';
  levelName: string;
  levelMessage: string;
  counts: Record<Bucket, number>;
  topicBreakdown: Array<{
    topicId: string;
    name: string;
    correct: number;
    total: number;
    percentage: number;
    bucket: Bucket;
  }>;
  recommendations: string[];
  questionCount: number;
  answeredCount: number;
  correctCount: number;
  completedAt: string;
}

export interface StudentDto {
  id: string;
  nickname: string;
  grade: Grade;
  goal: string;
  difficulties: string[];
  createdAt: string;
}

type Answers = Record<string, DraftAnswer>;

export const diagnosticApi = {
  student: (id: string) => api.get<{ student: StudentDto }>(`/api/students/${encodeURIComponent(id)}`),
  start: (studentId: string) => api.post<AttemptView>('/api/diagnostic/start', { studentId }),
  attempt: (attemptId: string) => api.get<AttemptView>(`/api/diagnostic/attempt/${encodeURIComponent(attemptId)}`),
  heartbeat: (attemptId: string, tabId: string) =>
    api.post<HeartbeatResponse>('/api/diagnostic/heartbeat', { attemptId, tabId }),
  save: (attemptId: string, tabId: string, answers: Answers) =>
    api.post<SaveResponse>('/api/diagnostic/save', { attemptId, tabId, answers }),
  next: (attemptId: string, tabId: string, answers: Answers) =>
    api.post<NextResponse>('/api/diagnostic/next', { attemptId, tabId, answers }),
  finish: (attemptId: string, tabId: string, answers: Answers) =>
    api.post<{ diagnosticId: string; score: number }>('/api/diagnostic/finish', { attemptId, tabId, answers }),
  result: (id: string) => api.get<{ result: DiagnosticResult }>(`/api/diagnostic/result/${encodeURIComponent(id)}`),
};
