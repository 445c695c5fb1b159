import { describe, expect, it } from 'vitest';
import { buildWorld } from '#core/adaptive/simulation.ts';
import { SKILLS } from '#core/curriculum/skills.ts';
import { examTemplates } from '#core/exam/bank.ts';
import { examItem } from '#core/exam/exam-item.ts';
import type { PaperTask } from '#core/exam/paper.ts';
import { createRng } from '#core/math/random.ts';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import { runExamBench, simulatedPoints } from './exam.ts';

const templates = allTemplates();
const world = buildWorld(SKILLS, templates, createRng(3));
const bank = examTemplates(templates, (id, level, seed) => examItem(generateQuestion(id, level, seed)));

describe('mock exam simulation', () => {
  it('scores an open task by levels: more points for a stronger pupil, about m·p on average', () => {
    const open = bank.find((t) => t.task.kind === 'open' && t.points[2] === 3)!;
    const task: PaperTask = {
      position: 1,
      templateId: open.templateId,
      skillId: open.skillId,
      level: 2,
      seed: 1,
      area: open.area,
      kind: 'open',
      style: 'open',
      maxPoints: 3,
      predicted: 0.5,
    };
    const mean = (ability: number) => {
      const child = { grade: '8' as const, ability: new Map(SKILLS.map((s) => [s.id as string, ability])) };
      const rng = createRng(ability);
      let sum = 0;
      const seen = new Set<number>();
      for (let i = 0; i < 2000; i++) {
        const points = simulatedPoints(world, child, task, rng);
        seen.add(points);
        sum += points;
      }
      return { mean: sum / 2000, seen };
    };
    const weak = mean(-2);
    const middle = mean(world.trueDifficulty.get(`${open.templateId}#2`)!);
    const strong = mean(4);
    expect(weak.mean).toBeLessThan(middle.mean);
    expect(middle.mean).toBeLessThan(strong.mean);
    // At the item's difficulty the chance is 0,1 + 0,85·½ = 0,525: about 1,6 of 3 points, partial scores included.
    expect(middle.mean).toBeGreaterThan(1.3);
    expect(middle.mean).toBeLessThan(1.9);
    expect([...middle.seen].sort()).toEqual([0, 1, 2, 3]);
  });

  it('counts a range that holds every score as full coverage and one that holds none as none', () => {
    const r = runExamBench(world, bank, ['8'], 6, 1, {
      all: () => ({ percent: 50, low: 0, high: 100, level: 0.8 }),
      none: () => ({ percent: 50, low: 101, high: 101, level: 0.8 }),
    });
    expect(r.pupils).toBe(6);
    expect(r.byPredictor.all!.coverage).toBe(1);
    expect(r.byPredictor.none).toMatchObject({ coverage: 0, below: 1, above: 0 });
    expect(r.meanReal).toBeGreaterThan(0);
    expect(r.meanReal).toBeLessThan(100);
  });
});
