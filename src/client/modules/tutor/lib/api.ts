import type { TutorFinalResponse, TutorHintResponse, TutorStateResponse, TutorStepResponse } from '#server/contract.ts';
import { api, ApiError, isApiError } from '../../../lib/api.ts';
import { learningPl } from '../../../i18n/learning.ts';
import type { RawAnswer } from '../../learning/index.ts';

export type TutorState = TutorStateResponse;
export type TutorStep = TutorState['steps'][number];
export type StepStatus = TutorStep['status'];
export type StepCheck = TutorStepResponse;
export type HintResponse = TutorHintResponse;
export type FinalResponse = TutorFinalResponse;

const enc = encodeURIComponent;

export const tutorApi = {
  get: (questionId: string, studentId: string) =>
    api.get<TutorState>(`/api/tutor/${enc(questionId)}?studentId=${enc(studentId)}`),
  step: (attemptId: string, studentId: string, stepIndex: number, input: string) =>
    api.post<StepCheck>('/api/tutor/step', { attemptId, studentId, stepIndex, input }),
  hint: (attemptId: string, studentId: string, stepIndex: number, errorCode?: string | null) =>
    api.post<HintResponse>('/api/tutor/hint', {
      attemptId,
      studentId,
      stepIndex,
      ...(errorCode ? { errorCode } : {}),
    }),
  final: (attemptId: string, studentId: string, answer: RawAnswer) =>
    api.post<FinalResponse>('/api/tutor/final', { attemptId, studentId, answer }),
};

/** The spec's server messages are English (section 8); the child always reads Polish. */
export function tutorLoadErrorMessage(e: unknown): string {
  const t = learningPl.tutor;
  if (e instanceof ApiError) {
    if (isApiError(e, 'tutor.student_not_found', 'student.not_found')) return t.studentNotFound;
    if (isApiError(e, 'tutor.access_denied') || e.status === 403) return t.accessDenied;
    if (isApiError(e, 'tutor.attempt_not_found') || e.status === 404) return t.notFound;
  }
  return t.loadFailed;
}

export function isHintLimit(e: unknown): boolean {
  return isApiError(e, 'tutor.hint_limit');
}

export function isStepsIncomplete(e: unknown): boolean {
  return isApiError(e, 'tutor.steps_incomplete');
}

/** The step the child works on: the first one not yet correct (null when all are). */
export function activeStepIndex(steps: readonly TutorStep[]): number | null {
  const s = steps.find((x) => x.status !== 'correct');
  return s ? s.index : null;
}
