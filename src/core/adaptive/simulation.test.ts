import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random.ts';
import type { DiagnosticSkill } from './diagnostic.ts';
import {
  DEFAULT_LEARNING,
  buildWorld,
  emptyModelState,
  fixedOrderPolicy,
  forget,
  learnFromAnswer,
  randomPolicy,
  readiness,
  runPractice,
  simLearner,
  trueMastery,
  type Child,
  type PolicyInput,
} from './simulation.ts';

const skills: DiagnosticSkill[] = [
  { id: 'a', name: 'A', grade: '5', prerequisites: [], areas: [] },
  { id: 'b', name: 'B', grade: '5', prerequisites: ['a'], areas: ['fractions_powers'] },
  { id: 'c', name: 'C', grade: '7', prerequisites: ['b'], areas: ['geometry'] },
];
const templates = skills.flatMap((s) => [0, 1].map((k) => ({ id: `${s.id}.t${k}`, skillId: s.id })));
const world = buildWorld(skills, templates, createRng(3));
const DAY = 86_400_000;

function child(abilities: Record<string, number>): Child {
  return { grade: '5', ability: new Map(Object.entries(abilities)) };
}
const itemOf = (skillId: string) => world.items.find((i) => i.skillId === skillId && i.level === 2)!;

describe('simulated learning and forgetting', () => {
  it('learns most from items the child can just about do, and little without the prerequisites', () => {
    const gainAt = (p: number, aAbility: number): number => {
      const l = simLearner(child({ a: aAbility, b: 0, c: 0 }));
      learnFromAnswer(world, l, itemOf('b'), p, 0, DEFAULT_LEARNING);
      return l.child.ability.get('b')!;
    };
    const ready = world.trueTypical.get('a')! + 3;
    expect(gainAt(0.5, ready)).toBeCloseTo(DEFAULT_LEARNING.rate, 10);
    expect(gainAt(0.75, ready)).toBeLessThan(gainAt(0.5, ready));
    expect(gainAt(0.97, ready)).toBeLessThan(gainAt(0.75, ready) / 4);
    const notReady = world.trueTypical.get('a')! - 2;
    expect(readiness(world, child({ a: notReady, b: 0, c: 0 }), 'b')).toBeLessThan(0.3);
    expect(gainAt(0.5, notReady)).toBeLessThan(gainAt(0.5, ready) * 0.3);
  });

  it('forgets what practice added, more slowly after spaced practice; the starting ability stays', () => {
    const once = simLearner(child({ a: 0, b: 0, c: 0 }));
    learnFromAnswer(world, once, itemOf('a'), 0.5, 0, DEFAULT_LEARNING);
    const spaced = simLearner(child({ a: 0, b: 0, c: 0 }));
    learnFromAnswer(world, spaced, itemOf('a'), 0.5, 0, DEFAULT_LEARNING);
    learnFromAnswer(world, spaced, itemOf('a'), 0.5, 2 * DAY, DEFAULT_LEARNING);
    const learnedOnce = once.learned.get('a')!;
    const learnedSpaced = spaced.learned.get('a')!;
    forget(once, 30);
    forget(spaced, 30);
    expect(once.child.ability.get('a')!).toBeGreaterThan(0);
    expect(once.learned.get('a')! / learnedOnce).toBeLessThan(spaced.learned.get('a')! / learnedSpaced);
    expect(once.child.ability.get('b')).toBe(0);
  });
});

describe('baseline policies', () => {
  const input = (rng = createRng(1)): PolicyInput => ({
    world,
    grade: '5',
    goal: 'habit',
    difficultyAreas: [],
    model: emptyModelState(),
    at: 0,
    rng,
  });

  it('fixed order walks the grade skills in curriculum order, easy to hard, and starts over', () => {
    const policy = fixedOrderPolicy(world, '5');
    const seen = Array.from({ length: 14 }, () => policy(input())!.item);
    expect(seen.slice(0, 6).map((i) => `${i.skillId}${i.level}`)).toEqual(['a1', 'a1', 'a2', 'a2', 'a3', 'a3']);
    expect(seen[6]!.skillId).toBe('b');
    expect(seen[12]).toEqual(seen[0]);
  });

  it('random stays within the grade', () => {
    const policy = randomPolicy(world, '5');
    const rng = createRng(2);
    const skillsSeen = new Set(Array.from({ length: 200 }, () => policy(input(rng))!.item.skillId));
    expect(skillsSeen).toEqual(new Set(['a', 'b']));
  });

  it('sessions last 20 minutes and true mastery grows with practice', () => {
    const l = simLearner(child({ a: 0, b: 0, c: 0 }));
    const before = trueMastery(world, l.child, 'a') + trueMastery(world, l.child, 'b');
    const run = runPractice(world, l, createRng(4), { sessions: 3, policy: fixedOrderPolicy(world, '5') });
    for (const s of run.sessions) {
      expect(s.length).toBeGreaterThanOrEqual(13);
      expect(s.at(-1)!.at - s[0]!.at).toBeLessThanOrEqual(20 * 60_000 + 90_000);
    }
    expect(trueMastery(world, l.child, 'a') + trueMastery(world, l.child, 'b')).toBeGreaterThan(before);
  });
});
