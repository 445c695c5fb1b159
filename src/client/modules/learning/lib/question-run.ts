/**
 * One question after another, checked as they are answered: the shared flow of a practice
 * session and of the demos, as a pure reducer. The hook (`use-question-run.ts`) asks for the
 * questions and checks the answers through injected calls and dispatches what came back.
 */
import type { AnswerFeedback } from './types.ts';

export interface RunCounts {
  answered: number;
  correct: number;
}

/** A checked answer; `counted: false` marks one the server did not count again (a repeat). */
export interface CheckedAnswer extends AnswerFeedback {
  correct: boolean;
  counted?: boolean;
}

export type RunOutcome = 'correct' | 'incorrect' | 'skipped';

export interface QuestionRunState<Item, Check extends CheckedAnswer> {
  /** The question shown, with whatever came with it. */
  item: Item | null;
  /** How many questions were shown so far (the shown one included). */
  served: number;
  counts: RunCounts;
  /** Per shown question in order: how it went (checked answers and skips). */
  outcomes: RunOutcome[];
  /** The check of the shown question's answer, until the next question comes. */
  check: Check | null;
  /** Asking for the next question (`skipping`: because the child skipped). */
  loading: boolean;
  skipping: boolean;
  /** The next question could not be fetched; the page offers a retry. */
  loadError: boolean;
  /** The run is ending (or ended): nothing more is shown. */
  ending: boolean;
  /** There was no next question: the run is complete. */
  complete: boolean;
}

export type QuestionRunAction<Item, Check extends CheckedAnswer> =
  | { type: 'loadStarted'; skip: boolean }
  | { type: 'loaded'; item: Item; counts?: RunCounts }
  | { type: 'loadFailed'; showError: boolean }
  | { type: 'ranOut' }
  | { type: 'checked'; check: Check }
  | { type: 'endStarted' }
  | { type: 'endFailed' };

/** A run that starts with a known first question, or (null) one that asks for it first. */
export function initialQuestionRun<Item, Check extends CheckedAnswer>(
  first: Item | null,
): QuestionRunState<Item, Check> {
  return {
    item: first,
    served: first === null ? 0 : 1,
    counts: { answered: 0, correct: 0 },
    outcomes: [],
    check: null,
    loading: first === null,
    skipping: false,
    loadError: false,
    ending: false,
    complete: false,
  };
}

export function questionRunReducer<Item, Check extends CheckedAnswer>(
  state: QuestionRunState<Item, Check>,
  action: QuestionRunAction<Item, Check>,
): QuestionRunState<Item, Check> {
  switch (action.type) {
    case 'loadStarted':
      if (state.ending) return state;
      return {
        ...state,
        loading: true,
        skipping: action.skip,
        loadError: false,
        outcomes: action.skip ? [...state.outcomes, 'skipped'] : state.outcomes,
      };
    case 'loaded':
      if (state.ending) return state;
      return {
        ...state,
        item: action.item,
        served: state.served + 1,
        counts: action.counts ?? state.counts,
        check: null,
        loading: false,
        skipping: false,
        loadError: false,
      };
    case 'ranOut':
      if (state.ending) return state;
      return { ...state, loading: false, skipping: false, complete: true };
    case 'loadFailed':
      return { ...state, loading: false, skipping: false, loadError: action.showError };
    case 'checked': {
      const { check } = action;
      if (check.result === 'invalid') return { ...state, check };
      const counted = check.counted !== false;
      return {
        ...state,
        check,
        outcomes: [...state.outcomes, check.correct ? 'correct' : 'incorrect'],
        counts: counted
          ? { answered: state.counts.answered + 1, correct: state.counts.correct + (check.correct ? 1 : 0) }
          : state.counts,
      };
    }
    case 'endStarted':
      return { ...state, ending: true };
    case 'endFailed':
      return { ...state, ending: false };
  }
}
