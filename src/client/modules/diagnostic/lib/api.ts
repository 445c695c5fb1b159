import type {
  DiagnosticAttemptResponse,
  DiagnosticFinishResponse,
  DiagnosticHeartbeatResponse,
  DiagnosticNextResponse,
  DiagnosticResultResponse,
  DiagnosticSaveResponse,
  DiagnosticStartResponse,
  Student,
} from '#server/contract.ts';
import { api } from '../../../lib/api.ts';
import type { DraftAnswer } from './draft.ts';

export type AttemptView = DiagnosticAttemptResponse;
export type DiagnosticQuestion = AttemptView['questions'][number];
export type NextResponse = DiagnosticNextResponse;
export type SaveResponse = DiagnosticSaveResponse;
export type HeartbeatResponse = DiagnosticHeartbeatResponse;
export type DiagnosticResult = DiagnosticResultResponse['result'];
export type Bucket = DiagnosticResult['topicBreakdown'][number]['bucket'];
export type StudentDto = Student;

type Answers = Record<string, DraftAnswer>;

export const diagnosticApi = {
  start: (studentId: string) => api.post<DiagnosticStartResponse>('/api/diagnostic/start', { studentId }),
  attempt: (attemptId: string) => api.get<AttemptView>(`/api/diagnostic/attempt/${encodeURIComponent(attemptId)}`),
  heartbeat: (attemptId: string, tabId: string) =>
    api.post<HeartbeatResponse>('/api/diagnostic/heartbeat', { attemptId, tabId }),
  save: (attemptId: string, tabId: string, answers: Answers) =>
    api.post<SaveResponse>('/api/diagnostic/save', { attemptId, tabId, answers }),
  next: (attemptId: string, tabId: string, answers: Answers) =>
    api.post<NextResponse>('/api/diagnostic/next', { attemptId, tabId, answers }),
  finish: (attemptId: string, tabId: string, answers: Answers) =>
    api.post<DiagnosticFinishResponse>('/api/diagnostic/finish', { attemptId, tabId, answers }),
  result: (id: string) => api.get<DiagnosticResultResponse>(`/api/diagnostic/result/${encodeURIComponent(id)}`),
};
