import { api } from '../../../lib/api.ts';
import type { Grade } from '../../../i18n/pl.ts';
import type { AnswerFeedback, QuestionView } from '../../learning/index.ts';

/** Shapes of the signed-out demo API (notes/contract.md, "Demo"). */
export type DemoDiagnosticQuestion = QuestionView & { difficulty: 'easy' | 'medium' | 'hard' };
export type DemoSessionQuestion = QuestionView & { hint: string; topic: string };

export interface DemoDiagnostic {
  token: string;
  questions: DemoDiagnosticQuestion[];
  timeLimitSeconds: number;
}

export interface DemoSession {
  token: string;
  questions: DemoSessionQuestion[];
  durationSeconds: number;
  xpPerCorrect: number;
}

export type DemoCheck = AnswerFeedback & { correct: boolean };

const q = (grade: Grade) => `?${new URLSearchParams({ grade }).toString()}`;

export const demoApi = {
  diagnostic: (grade: Grade) => api.get<DemoDiagnostic>(`/api/demo/diagnostic${q(grade)}`),
  session: (grade: Grade) => api.get<DemoSession>(`/api/demo/session${q(grade)}`),
  check: (token: string, questionId: string, answer: string | number) =>
    api.post<DemoCheck>('/api/demo/check', { token, questionId, answer }),
};
