/**
 * The step tutor's flow as a pure reducer: steps checked one after another, hints up to the
 * limit, then the final answer. The hook (`use-tutor.ts`) sends the requests and dispatches.
 */
import { learningPl } from '../../../i18n/learning.ts';
import { emptyDraft, slotCount, type AnswerDraft, type AnswerFeedback } from '../../learning/index.ts';
import { activeStepIndex, type StepStatus, type TutorState, type TutorStep } from './api.ts';

const t = learningPl.tutor;

export interface HintView {
  level: number;
  text: string;
}

export interface StepFeedback {
  ok: boolean;
  text: string;
}

export type FinalView = AnswerFeedback & { counted: boolean };

export interface TutorFlowState {
  steps: TutorStep[];
  /** The step the child works on; null once every step is correct (and the move on happened). */
  active: number | null;
  inputs: Record<number, string>;
  stepFeedback: Record<number, StepFeedback>;
  hints: Record<number, HintView[]>;
  /** Steps whose every hint level is already shown: the server has nothing more for them. */
  hintsExhausted: Record<number, true>;
  /** null: unlimited hints (Egzamin+). */
  remainingHints: number | null;
  /** The question's hint limit is used up (from a hint, the server's refusal, or on load). */
  hintLimit: boolean;
  draft: AnswerDraft;
  final: FinalView | null;
}

export type TutorAction =
  | { type: 'inputChanged'; index: number; value: string }
  | { type: 'stepChecked'; index: number; input: string; status: StepStatus; errorCode?: string; feedback?: string }
  | { type: 'stepAdvanced'; index: number }
  | { type: 'hintShown'; index: number; level: number; text: string; remaining: number | null }
  | { type: 'hintLimitReached' }
  | { type: 'draftChanged'; draft: AnswerDraft }
  | { type: 'finalChecked'; final: FinalView };

export function initialTutorFlow(initial: TutorState): TutorFlowState {
  return {
    steps: initial.steps,
    active: activeStepIndex(initial.steps),
    inputs: Object.fromEntries(initial.steps.map((s) => [s.index, s.input ?? ''])),
    stepFeedback: {},
    hints: {},
    hintsExhausted: {},
    remainingHints: initial.remainingHints,
    hintLimit: initial.remainingHints !== null && initial.remainingHints <= 0,
    draft: emptyDraft(slotCount(initial.question)),
    final: null,
  };
}

export function tutorFlowReducer(state: TutorFlowState, action: TutorAction): TutorFlowState {
  switch (action.type) {
    case 'inputChanged':
      return { ...state, inputs: { ...state.inputs, [action.index]: action.value } };
    case 'stepChecked': {
      const steps = state.steps.map((s) =>
        s.index === action.index
          ? { ...s, status: action.status, errorCode: action.errorCode ?? null, input: action.input }
          : s,
      );
      const text =
        action.status === 'correct'
          ? { ok: true, text: t.stepCorrect }
          : action.status === 'incorrect'
            ? { ok: false, text: action.feedback || (state.hintLimit ? t.fallbackNoHints : t.fallback) }
            : null;
      return {
        ...state,
        steps,
        stepFeedback: text ? { ...state.stepFeedback, [action.index]: text } : state.stepFeedback,
      };
    }
    case 'stepAdvanced': {
      const stepFeedback = { ...state.stepFeedback };
      delete stepFeedback[action.index];
      return { ...state, active: activeStepIndex(state.steps), stepFeedback };
    }
    case 'hintShown': {
      const shown = state.hints[action.index] ?? [];
      const limitReached = action.remaining !== null && action.remaining <= 0;
      // The server answers a step past its last level with that level again: nothing new to show.
      if (shown.some((h) => h.level >= action.level)) {
        return {
          ...state,
          hintsExhausted: { ...state.hintsExhausted, [action.index]: true },
          remainingHints: action.remaining,
          hintLimit: state.hintLimit || limitReached,
        };
      }
      return {
        ...state,
        hints: { ...state.hints, [action.index]: [...shown, { level: action.level, text: action.text }] },
        remainingHints: action.remaining,
        hintLimit: state.hintLimit || limitReached,
      };
    }
    case 'hintLimitReached':
      return { ...state, hintLimit: true, remainingHints: 0 };
    case 'draftChanged':
      return { ...state, draft: action.draft };
    case 'finalChecked':
      return { ...state, final: action.final };
  }
}

/** Whether the hint button of a step can give anything new. */
export function canTakeHint(state: TutorFlowState, index: number): boolean {
  return !state.hintLimit && !state.hintsExhausted[index];
}

export function doneCount(state: TutorFlowState): number {
  return state.steps.filter((s) => s.status === 'correct').length;
}

/** The final answer is open once every step is correct and the tutor moved past the last one. */
export function finalOpen(state: TutorFlowState): boolean {
  return doneCount(state) === state.steps.length && state.active === null;
}

/** A checked final answer locks the form, except a notation problem ('invalid'), which stays editable. */
export function finalLocked(state: TutorFlowState): boolean {
  return state.final !== null && state.final.result !== 'invalid';
}
