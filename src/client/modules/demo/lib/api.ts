import type { DemoCheckResponse, DemoDiagnosticResponse, DemoSessionResponse } from '#server/contract.ts';
import { api, ApiError } from '../../../lib/api.ts';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import type { QuestionView, RawAnswer } from '../../learning/index.ts';

export type DemoDiagnostic = DemoDiagnosticResponse;
export type DemoSession = DemoSessionResponse;
export type DemoDiagnosticQuestion = DemoDiagnostic['questions'][number];
export type DemoSessionQuestion = DemoSession['questions'][number];
export type DemoCheck = DemoCheckResponse;

const q = (grade: Grade) => `?${new URLSearchParams({ grade }).toString()}`;

export const demoApi = {
  diagnostic: (grade: Grade) => api.get<DemoDiagnostic>(`/api/demo/diagnostic${q(grade)}`),
  session: (grade: Grade) => api.get<DemoSession>(`/api/demo/session${q(grade)}`),
  check: (token: string, questionId: string, answer: string | number) =>
    api.post<DemoCheck>('/api/demo/check', { token, questionId, answer }),
};

const tooMany = (e: unknown) => e instanceof ApiError && e.status === 429;

/** The toast's text when a demo could not be loaded. */
export function demoLoadError(e: unknown): string {
  return tooMany(e) ? diagnosticPl.demo.rateLimited : diagnosticPl.demo.loadFailed;
}

/** The toast's text when a demo answer could not be checked. */
export function demoCheckError(e: unknown): string {
  return tooMany(e) ? diagnosticPl.demo.rateLimited : diagnosticPl.demo.checkFailed;
}

/**
 * The demo's questions as a question run: all of them came with the demo, one after another,
 * and each answer is checked by /api/demo/check.
 */
export function demoRunCalls<Q extends QuestionView>(token: string, questions: readonly Q[]) {
  return {
    next: ({ served }: { served: number }) =>
      Promise.resolve(served < questions.length ? { item: questions[served] as Q } : null),
    check: (question: Q, answer: RawAnswer) => demoApi.check(token, question.id, answer),
  };
}
