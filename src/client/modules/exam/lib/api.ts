import type {
  ExamFinishResponse,
  ExamHeartbeatResponse,
  ExamHistoryResponse,
  ExamResultResponse,
  ExamSaveResponse,
  ExamStartResponse,
  ExamViewResponse,
} from '#server/contract.ts';
import { api } from '../../../lib/api.ts';
import type { DraftAnswers } from '../../diagnostic/lib/draft.ts';

export type ExamView = ExamViewResponse;
export type ExamTask = ExamView['questions'][number];
export type ExamResult = ExamResultResponse['result'];
export type ExamHistory = ExamHistoryResponse;

/** The exam stores answers as text; "Nie wiem" does not exist on the paper. */
const wire = (answers: DraftAnswers) =>
  Object.fromEntries(
    Object.entries(answers).map(([id, a]) => [
      id,
      { raw: a.dontKnow ? null : a.raw, clientUpdatedAt: a.clientUpdatedAt, timeMs: a.timeMs },
    ]),
  );

export const examApi = {
  history: (studentId: string) => api.get<ExamHistory>(`/api/exams?studentId=${encodeURIComponent(studentId)}`),
  start: (studentId: string) => api.post<ExamStartResponse>('/api/exams/start', { studentId }),
  exam: (examId: string) => api.get<ExamView>(`/api/exams/${encodeURIComponent(examId)}`),
  heartbeat: (examId: string, tabId: string) =>
    api.post<ExamHeartbeatResponse>('/api/exams/heartbeat', { examId, tabId }),
  save: (examId: string, tabId: string, answers: DraftAnswers) =>
    api.post<ExamSaveResponse>('/api/exams/save', { examId, tabId, answers: wire(answers) }),
  finish: (examId: string, tabId: string, answers: DraftAnswers) =>
    api.post<ExamFinishResponse>('/api/exams/finish', { examId, tabId, answers: wire(answers) }),
  result: (examId: string) => api.get<ExamResultResponse>(`/api/exams/${encodeURIComponent(examId)}/result`),
};

export const examPath = (studentId: string) => `/student/${encodeURIComponent(studentId)}/exam`;
export const examResultPath = (studentId: string, examId: string) =>
  `/student/${encodeURIComponent(studentId)}/exam/result/${encodeURIComponent(examId)}`;

export const examHistoryQuery = (studentId: string) => ({
  queryKey: ['exams', 'history', studentId] as const,
  queryFn: () => examApi.history(studentId),
});
