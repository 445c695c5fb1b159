import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random.ts';
import { diagnosticItemUpdates } from './diagnostic-calibration.ts';
import type { DiagnosticAnswer, DiagnosticItem, DiagnosticSkill } from './diagnostic.ts';
import { DEFAULT_CONFIG, sigmoid, type ItemCalibration } from './model.ts';

const skills: DiagnosticSkill[] = [
  { id: 'nat', name: 'Działania na liczbach naturalnych', grade: '5', prerequisites: [], areas: [] },
  { id: 'frac', name: 'Ułamki zwykłe', grade: '5', prerequisites: ['nat'], areas: ['fractions_powers'] },
  { id: 'angles', name: 'Kąty', grade: '5', prerequisites: [], areas: ['geometry'] },
];
const item = (skillId: string, k: number, difficulty = 0, level = 2): DiagnosticItem => ({
  templateId: `${skillId}.t${k}`,
  level,
  skillId,
  difficulty,
});
const answer = (i: DiagnosticItem, correct: boolean, dontKnow = false): DiagnosticAnswer => ({
  item: i,
  correct,
  dontKnow,
});
const target = item('frac', 9);
const rest = (correct: boolean) => [0, 1, 2, 3].map((k) => answer(item(['nat', 'frac', 'angles'][k % 3]!, k), correct));

function updateOf(answers: DiagnosticAnswer[], calibrations: Record<string, ItemCalibration> = {}) {
  const found = diagnosticItemUpdates({ grade: '5', skills, answers, itemCalibrations: calibrations }).find(
    (u) => u.itemKey === 'frac.t9#2',
  );
  if (!found) throw new Error('no update for the target item');
  return found;
}

describe('diagnosticItemUpdates', () => {
  it('makes an item easier when it is answered correctly and harder when it is missed', () => {
    const up = updateOf([...rest(true), answer(target, true)]);
    const down = updateOf([...rest(true), answer(target, false)]);
    expect(up.after.difficulty).toBeLessThan(up.before.difficulty);
    expect(down.after.difficulty).toBeGreaterThan(down.before.difficulty);
    expect(up.after.count).toBe(1);
  });

  it('moves an item further when the answer surprises: a weak child solving it says more than a strong one', () => {
    const byWeak = updateOf([...rest(false), answer(target, true)]);
    const byStrong = updateOf([...rest(true), answer(target, true)]);
    const shift = (u: { before: ItemCalibration; after: ItemCalibration }) => u.before.difficulty - u.after.difficulty;
    expect(shift(byWeak)).toBeGreaterThan(shift(byStrong));
  });

  it('judges each answer by the rest of the test, not by itself', () => {
    // Alone on a test, a correct answer still has a residual: the prior, not the answer, sets p.
    const u = updateOf([answer(target, true)]);
    const expected = DEFAULT_CONFIG.itemK * (1 - sigmoid(0 - target.difficulty));
    expect(u.before.difficulty - u.after.difficulty).toBeCloseTo(expected, 1);
  });

  it('starts from the shared calibration and takes smaller steps for well-known items', () => {
    const fresh = updateOf([...rest(true), answer(target, false)]);
    const known = updateOf([...rest(true), answer(target, false)], {
      'frac.t9#2': { difficulty: 0, count: 10 * DEFAULT_CONFIG.itemHalfCount },
    });
    expect(known.before).toEqual({ difficulty: 0, count: 10 * DEFAULT_CONFIG.itemHalfCount });
    expect(known.after.difficulty - known.before.difficulty).toBeLessThan(
      (fresh.after.difficulty - fresh.before.difficulty) / 5,
    );
  });

  it('leaves "Nie wiem" items alone', () => {
    const updates = diagnosticItemUpdates({
      grade: '5',
      skills,
      answers: [...rest(true), answer(target, false, true)],
      itemCalibrations: {},
    });
    expect(updates.map((u) => u.itemKey)).not.toContain('frac.t9#2');
    expect(updates).toHaveLength(4);
  });

  it('over many children, calibrations order items by their true difficulty', () => {
    const rng = createRng(7);
    const truth = [-1.5, 0, 1.5];
    const targets = truth.map((d, k) => ({ ...item('frac', 20 + k), difficulty: 0, truth: d }));
    const calibrations: Record<string, ItemCalibration> = {};
    for (let child = 0; child < 400; child++) {
      // Abilities spread uniformly over ±1.5 logits around the grade's typical level.
      const ability = (rng.next() - 0.5) * 3;
      const answers = [0, 1, 2, 3, 4, 5].map((k) => {
        const i = item(['nat', 'frac', 'angles'][k % 3]!, k);
        return answer(i, rng.next() < sigmoid(ability - i.difficulty));
      });
      for (const t of targets) answers.push(answer(t, rng.next() < sigmoid(ability - t.truth)));
      for (const u of diagnosticItemUpdates({ grade: '5', skills, answers, itemCalibrations: calibrations }))
        calibrations[u.itemKey] = u.after;
    }
    const learned = targets.map((t) => calibrations[`${t.templateId}#2`]!.difficulty);
    expect(learned[0]).toBeLessThan(learned[1]!);
    expect(learned[1]).toBeLessThan(learned[2]!);
    expect(learned[2]! - learned[0]!).toBeGreaterThan(1.5);
  });
});
