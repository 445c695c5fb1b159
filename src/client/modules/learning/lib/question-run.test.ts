import { describe, expect, it } from 'vitest';
import {
  initialQuestionRun,
  questionRunReducer,
  type CheckedAnswer,
  type QuestionRunAction,
  type QuestionRunState,
} from './question-run.ts';

type State = QuestionRunState<string, CheckedAnswer>;
type Action = QuestionRunAction<string, CheckedAnswer>;
const run = (state: State, ...actions: Action[]) => actions.reduce(questionRunReducer<string, CheckedAnswer>, state);

const correct: CheckedAnswer = { result: 'correct', correct: true };
const wrong: CheckedAnswer = { result: 'incorrect', correct: false, feedback: 'Nie', solution: '2 + 2 = 4' };
const invalid: CheckedAnswer = { result: 'invalid', correct: false, feedback: 'Wpisz liczbę' };

describe('question run', () => {
  it('without a first question it starts by loading; with one it shows it', () => {
    expect(initialQuestionRun(null)).toMatchObject({ item: null, served: 0, loading: true });
    expect(initialQuestionRun('q1')).toMatchObject({ item: 'q1', served: 1, loading: false });
  });

  it('a loaded question replaces the checked one and takes the server counts', () => {
    const s = run(
      initialQuestionRun<string, CheckedAnswer>('q1'),
      { type: 'checked', check: wrong },
      { type: 'loadStarted', skip: false },
      { type: 'loaded', item: 'q2', counts: { answered: 7, correct: 5 } },
    );
    expect(s).toMatchObject({
      item: 'q2',
      served: 2,
      check: null,
      loading: false,
      counts: { answered: 7, correct: 5 },
    });
  });

  it('counts checked answers, right and wrong, and records how each went', () => {
    const s = run(
      initialQuestionRun<string, CheckedAnswer>('q1'),
      { type: 'checked', check: correct },
      { type: 'loaded', item: 'q2' },
      { type: 'checked', check: wrong },
    );
    expect(s.counts).toEqual({ answered: 2, correct: 1 });
    expect(s.outcomes).toEqual(['correct', 'incorrect']);
    expect(s.check).toBe(wrong);
  });

  it('a notation problem is shown but neither counted nor recorded, and a retry can still count', () => {
    let s = run(initialQuestionRun<string, CheckedAnswer>('q1'), { type: 'checked', check: invalid });
    expect(s.check).toBe(invalid);
    expect(s.counts).toEqual({ answered: 0, correct: 0 });
    expect(s.outcomes).toEqual([]);
    s = run(s, { type: 'checked', check: correct });
    expect(s.counts).toEqual({ answered: 1, correct: 1 });
  });

  it('an answer the server did not count again (a repeat) leaves the counts', () => {
    const s = run(initialQuestionRun<string, CheckedAnswer>('q1'), {
      type: 'checked',
      check: { ...correct, counted: false },
    });
    expect(s.counts).toEqual({ answered: 0, correct: 0 });
  });

  it('a skip loads the next question, marked as skipping, and is recorded', () => {
    let s = run(initialQuestionRun<string, CheckedAnswer>('q1'), { type: 'loadStarted', skip: true });
    expect(s).toMatchObject({ loading: true, skipping: true, outcomes: ['skipped'] });
    s = run(s, { type: 'loaded', item: 'q2' });
    expect(s).toMatchObject({ item: 'q2', loading: false, skipping: false });
  });

  it('a failed load stops loading and shows the retry only when asked to', () => {
    const loading = initialQuestionRun<string, CheckedAnswer>(null);
    expect(run(loading, { type: 'loadFailed', showError: true })).toMatchObject({ loading: false, loadError: true });
    expect(run(loading, { type: 'loadFailed', showError: false })).toMatchObject({ loading: false, loadError: false });
    const retried = run(loading, { type: 'loadFailed', showError: true }, { type: 'loadStarted', skip: false });
    expect(retried).toMatchObject({ loading: true, loadError: false });
  });

  it('no next question completes the run', () => {
    const s = run(
      initialQuestionRun<string, CheckedAnswer>('q1'),
      { type: 'loadStarted', skip: false },
      { type: 'ranOut' },
    );
    expect(s).toMatchObject({ complete: true, loading: false, item: 'q1' });
  });

  it('once ending, late questions are ignored; a failed end lets the run go on', () => {
    const ending = run(initialQuestionRun<string, CheckedAnswer>('q1'), { type: 'endStarted' });
    expect(run(ending, { type: 'loadStarted', skip: false }, { type: 'loaded', item: 'q2' })).toBe(ending);
    expect(run(ending, { type: 'ranOut' }).complete).toBe(false);
    const resumed = run(ending, { type: 'endFailed' }, { type: 'loaded', item: 'q2' });
    expect(resumed).toMatchObject({ ending: false, item: 'q2' });
  });
});
