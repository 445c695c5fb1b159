import { api, ApiError } from '../../../lib/api.ts';
import { pl } from '../../../i18n/pl.ts';
import type { AnswerResult, QuestionView, RawAnswer } from '../../learning/index.ts';

export type StepStatus = 'not_attempted' | 'correct' | 'incorrect';

export interface TutorStep {
  index: number;
  prompt: string;
  status: StepStatus;
  errorCode: string | null;
  input: string | null;
  hintLevel: number;
}

export interface TutorState {
  attemptId: string;
  studentId: string;
  sessionId: string | null;
  question: QuestionView;
  steps: TutorStep[];
  hintsUsed: number;
  hintLimit: number;
  remainingHints: number;
  finalUnlocked: boolean;
  answered: { result: AnswerResult; correct: boolean } | null;
}

export interface StepCheck {
  status: StepStatus;
  errorCode?: string;
  feedback?: string;
  allStepsCorrect: boolean;
}

export interface HintResponse {
  next_prompt: string;
  hint_level: number;
  remaining_hints: number;
}

export interface FinalResponse {
  correct: boolean;
  result: AnswerResult;
  feedback: string;
  solution?: string;
  correctAnswer?: string;
  counted: boolean;
}

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
  const t = pl.learning.tutor;
  if (e instanceof ApiError) {
    if (e.code === 'tutor.student_not_found' || e.code === 'student.not_found') return t.studentNotFound;
    if (e.code === 'tutor.access_denied' || e.status === 403) return t.accessDenied;
    if (e.code === 'tutor.attempt_not_found' || e.status === 404) return t.notFound;
  }
  return t.loadFailed;
}

export function isHintLimit(e: unknown): boolean {
  return e instanceof ApiError && e.code === 'tutor.hint_limit';
}

export function isStepsIncomplete(e: unknown): boolean {
  return e instanceof ApiError && e.code === 'tutor.steps_incomplete';
}

/** The step the child works on: the first one not yet correct (null when all are). */
export function activeStepIndex(steps: readonly TutorStep[]): number | null {
  const s = steps.find((x) => x.status !== 'correct');
  return s ? s.index : null;
}
