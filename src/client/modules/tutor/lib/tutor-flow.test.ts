import { describe, expect, it } from 'vitest';
import { learningPl } from '../../../i18n/learning.ts';
import { emptyDraft } from '../../learning/index.ts';
import type { TutorState, TutorStep } from './api.ts';
import {
  canTakeHint,
  doneCount,
  finalLocked,
  finalOpen,
  initialTutorFlow,
  tutorFlowReducer,
  type TutorFlowState,
} from './tutor-flow.ts';

const t = learningPl.tutor;

const step = (
  index: number,
  status: TutorStep['status'] = 'not_attempted',
  input: string | null = null,
): TutorStep => ({
  index,
  prompt: `Krok ${index + 1}`,
  status,
  errorCode: null,
  input,
  hintLevel: 0,
});

function tutorState(steps: TutorStep[], remainingHints = 3): TutorState {
  return {
    attemptId: 'a1',
    studentId: 's1',
    sessionId: null,
    question: { id: 'q1', stem: '2 + 2', inputKind: 'number' } as TutorState['question'],
    steps,
    hintsUsed: 0,
    hintLimit: 3,
    remainingHints,
    finalUnlocked: false,
    answered: null,
    math: {},
  };
}

const start = (steps = [step(0), step(1)]) => initialTutorFlow(tutorState(steps));
const wrongFirst = (errorCode?: string, feedback?: string) =>
  tutorFlowReducer(start(), { type: 'stepChecked', index: 0, input: '5', status: 'incorrect', errorCode, feedback });

describe('tutor flow', () => {
  it('starts at the first step not yet correct, with the saved inputs', () => {
    const s = start([step(0, 'correct', '4'), step(1, 'incorrect', '7'), step(2)]);
    expect(s.active).toBe(1);
    expect(s.inputs).toEqual({ 0: '4', 1: '7', 2: '' });
    expect(doneCount(s)).toBe(1);
    expect(finalOpen(s)).toBe(false);
  });

  it('keeps what the child types per step', () => {
    const s = tutorFlowReducer(start(), { type: 'inputChanged', index: 0, value: '12' });
    expect(s.inputs[0]).toBe('12');
    expect(s.inputs[1]).toBe('');
  });

  it('a wrong step shows the server feedback (or the fallback) and stays active', () => {
    const wrong = wrongFirst('sign', 'Sprawdź znak.');
    expect(wrong.steps[0]).toMatchObject({ status: 'incorrect', errorCode: 'sign', input: '5' });
    expect(wrong.stepFeedback[0]).toEqual({ ok: false, text: 'Sprawdź znak.' });
    expect(wrong.active).toBe(0);
    const noText = wrongFirst();
    expect(noText.stepFeedback[0]).toEqual({ ok: false, text: t.fallback });
  });

  it('a retry after a wrong step that turns out correct replaces the feedback and clears the error code', () => {
    let s = wrongFirst('x');
    s = tutorFlowReducer(s, { type: 'stepChecked', index: 0, input: '4', status: 'correct' });
    expect(s.steps[0]).toMatchObject({ status: 'correct', errorCode: null, input: '4' });
    expect(s.stepFeedback[0]).toEqual({ ok: true, text: t.stepCorrect });
  });

  it('a correct step stays active until it moves on; then the next step is active and its feedback goes', () => {
    let s = tutorFlowReducer(start(), { type: 'stepChecked', index: 0, input: '4', status: 'correct' });
    expect(s.active).toBe(0);
    s = tutorFlowReducer(s, { type: 'stepAdvanced', index: 0 });
    expect(s.active).toBe(1);
    expect(s.stepFeedback[0]).toBeUndefined();
  });

  it('an unchecked answer (not_attempted) changes the step but shows no feedback', () => {
    const s = tutorFlowReducer(start(), { type: 'stepChecked', index: 0, input: '?', status: 'not_attempted' });
    expect(s.stepFeedback).toEqual({});
    expect(s.steps[0]?.input).toBe('?');
  });

  it('the final answer opens after the last step moved on', () => {
    let s = start([step(0, 'correct', '1'), step(1)]);
    s = tutorFlowReducer(s, { type: 'stepChecked', index: 1, input: '2', status: 'correct' });
    expect(doneCount(s)).toBe(2);
    expect(finalOpen(s)).toBe(false);
    s = tutorFlowReducer(s, { type: 'stepAdvanced', index: 1 });
    expect(s.active).toBeNull();
    expect(finalOpen(s)).toBe(true);
  });

  it('hints pile up per step with the remaining count, up to the limit', () => {
    let s = tutorFlowReducer(start(), { type: 'hintShown', index: 0, level: 1, text: 'Pomyśl', remaining: 2 });
    s = tutorFlowReducer(s, { type: 'hintShown', index: 0, level: 2, text: 'Dodaj', remaining: 1 });
    expect(s.hints[0]).toEqual([
      { level: 1, text: 'Pomyśl' },
      { level: 2, text: 'Dodaj' },
    ]);
    expect(s.remainingHints).toBe(1);
    expect(s.hintLimit).toBe(false);
    s = tutorFlowReducer(s, { type: 'hintLimitReached' });
    expect(s.hintLimit).toBe(true);
    expect(s.remainingHints).toBe(0);
    expect(s.hints[0]).toHaveLength(2);
  });

  it('the last hint of the question disables every hint button and switches the wrong-step text', () => {
    let s = tutorFlowReducer(start(), { type: 'hintShown', index: 0, level: 1, text: 'Pomyśl', remaining: 2 });
    expect(canTakeHint(s, 0)).toBe(true);
    s = tutorFlowReducer(s, { type: 'hintShown', index: 0, level: 2, text: 'Dodaj', remaining: 1 });
    s = tutorFlowReducer(s, { type: 'hintShown', index: 0, level: 3, text: '2 + 2 = 4', remaining: 0 });
    expect(s.hintLimit).toBe(true);
    expect(canTakeHint(s, 0)).toBe(false);
    expect(canTakeHint(s, 1)).toBe(false);
    s = tutorFlowReducer(s, { type: 'stepChecked', index: 0, input: '5', status: 'incorrect' });
    expect(s.stepFeedback[0]).toEqual({ ok: false, text: t.fallbackNoHints });
  });

  it('a repeated hint level adds no copy and closes that step’s hints', () => {
    let s = tutorFlowReducer(start(), { type: 'hintShown', index: 0, level: 3, text: 'Ostatnia', remaining: 5 });
    s = tutorFlowReducer(s, { type: 'hintShown', index: 0, level: 3, text: 'Ostatnia', remaining: 5 });
    expect(s.hints[0]).toEqual([{ level: 3, text: 'Ostatnia' }]);
    expect(canTakeHint(s, 0)).toBe(false);
    expect(canTakeHint(s, 1)).toBe(true);
  });

  it('opens with the limit already reached when the question has no hints left', () => {
    const s = initialTutorFlow(tutorState([step(0), step(1)], 0));
    expect(s.hintLimit).toBe(true);
    expect(canTakeHint(s, 0)).toBe(false);
  });

  it('a checked final answer locks the form unless it was a notation problem', () => {
    const s: TutorFlowState = start([step(0, 'correct')]);
    const invalid = tutorFlowReducer(s, { type: 'finalChecked', final: { result: 'invalid', counted: false } });
    expect(finalLocked(invalid)).toBe(false);
    const wrong = tutorFlowReducer(invalid, {
      type: 'finalChecked',
      final: { result: 'incorrect', feedback: 'Nie', counted: true },
    });
    expect(finalLocked(wrong)).toBe(true);
    expect(wrong.final?.counted).toBe(true);
  });

  it('keeps the final answer draft', () => {
    const draft = { ...emptyDraft(), text: '4' };
    expect(tutorFlowReducer(start(), { type: 'draftChanged', draft }).draft).toBe(draft);
  });
});
