import { describe, expect, it } from 'vitest';
import { skillName } from '../curriculum/skills.ts';
import type { QuestionInstance } from '../questions/types.ts';
import { answerCounts, sessionSummary, type SummaryAttempt } from './session-summary.ts';

const MIN = 60_000;

function item(skillId: string, over: Partial<QuestionInstance> = {}): QuestionInstance {
  return {
    templateId: `t.${skillId}`,
    skillId,
    level: 2,
    seed: 1,
    type: 'numeric',
    examStyle: 'standard',
    stem: 'Ile to jest?',
    answer: { kind: 'number', value: 1 },
    steps: [],
    commonErrors: [{ key: 'sign', wrong: { kind: 'number', value: -1 }, feedback: 'Uważaj na znak.' }],
    solution: '1',
    params: {},
    ...over,
  } as QuestionInstance;
}

function attempt(id: string, skillId: string, result: string | null, errorKey: string | null = null): SummaryAttempt {
  return { id, skillId, result, errorKey, item: item(skillId) };
}

const span = { startedAt: 0, endsAt: 20 * MIN };

describe('sessionSummary', () => {
  it('counts answered and correct questions; skipped and pending ones count in neither', () => {
    const rows = [attempt('a', 'g5_fractions', 'correct'), attempt('b', 'g5_fractions', 'incorrect')];
    rows.push(attempt('c', 'g5_fractions', 'skipped'), attempt('d', 'g5_fractions', null));
    expect(answerCounts(rows)).toEqual({ answeredCount: 2, correctCount: 1 });
    const s = sessionSummary({ ...span, until: 4 * MIN, attempts: rows, steps: [] });
    expect(s).toMatchObject({ spentMinutes: 4, totalAnswered: 2, correctCount: 1, accuracy: 50 });
  });

  it('applies the minutes rule: capped at the time box, at least one minute with an answer', () => {
    const answered = [attempt('a', 'x', 'correct')];
    expect(sessionSummary({ ...span, until: 90 * MIN, attempts: answered, steps: [] }).spentMinutes).toBe(20);
    expect(sessionSummary({ ...span, until: 5_000, attempts: answered, steps: [] }).spentMinutes).toBe(1);
    expect(sessionSummary({ ...span, until: 5_000, attempts: [], steps: [] })).toMatchObject({
      spentMinutes: 0,
      accuracy: null,
    });
  });

  it('lists the most often missed topics first, at most three', () => {
    const rows = [
      attempt('a', 's1', 'incorrect'),
      attempt('b', 's2', 'incorrect'),
      attempt('c', 's2', 'incorrect'),
      attempt('d', 's3', 'incorrect'),
      attempt('e', 's4', 'incorrect'),
      attempt('f', 's4', 'incorrect'),
      attempt('g', 's4', 'incorrect'),
    ];
    const s = sessionSummary({ ...span, until: MIN, attempts: rows, steps: [] });
    expect(s.incorrectTopics).toEqual(['s4', 's2', 's1'].map(skillName));
  });

  it('step insights weigh tried steps and the most frequent error, with its feedback text', () => {
    const rows = [attempt('a', 's1', 'incorrect', 'sign'), attempt('b', 's2', 'correct')];
    const steps = [
      { attemptId: 'b', status: 'correct', errorCode: null },
      { attemptId: 'b', status: 'not_attempted', errorCode: null },
      { attemptId: 'a', status: 'incorrect', errorCode: 'sign' },
      { attemptId: 'a', status: 'correct', errorCode: null },
      { attemptId: 'unknown', status: 'correct', errorCode: null },
    ];
    const s = sessionSummary({ ...span, until: MIN, attempts: rows, steps });
    expect(s.stepInsights).toEqual([
      { topic: skillName('s1'), stepsAttempted: 2, commonError: 'Uważaj na znak.' },
      { topic: skillName('s2'), stepsAttempted: 1, commonError: null },
    ]);
  });
});
