import { describe, expect, it } from 'vitest';
import { createRng } from '#core/math/random.ts';
import { diagnosticPlan, skillsForGrade, topicsOf, type DiagnosticSkill } from '#core/adaptive/diagnostic.ts';
import { buildWorld, drawChild, fixedForm, runAdaptive, trueTopicBuckets } from './simulate.ts';

const skills: DiagnosticSkill[] = [
  { id: 'n', name: 'N', grade: '5', prerequisites: [], areas: [] },
  { id: 'f1', name: 'F1', grade: '5', prerequisites: ['n'], areas: ['fractions_powers'] },
  { id: 'f2', name: 'F2', grade: '6', prerequisites: ['f1'], areas: ['fractions_powers', 'proportions'] },
  { id: 'g1', name: 'G1', grade: '5', prerequisites: [], areas: ['geometry'] },
  { id: 'g2', name: 'G2', grade: '7', prerequisites: ['g1'], areas: ['geometry'] },
  { id: 'e1', name: 'E1', grade: '7', prerequisites: ['n'], areas: ['linear_equations'] },
];
const templates = skills.flatMap((s) => [0, 1, 2, 3].map((k) => ({ id: `${s.id}.${k}`, skillId: s.id })));

describe('diagnostic simulation', () => {
  const world = buildWorld(skills, templates, createRng(1));

  it('builds a fixed form of the test length, balanced over topics, without repeated templates', () => {
    for (const grade of ['5', '7'] as const) {
      const form = fixedForm(world, grade);
      expect(form).toHaveLength(diagnosticPlan(grade).questionCount);
      expect(new Set(form.map((i) => i.templateId)).size).toBe(form.length);
      const topics = new Set(form.flatMap((i) => topicsOf(skills.find((s) => s.id === i.skillId)!)));
      expect(topics).toEqual(new Set(skillsForGrade(skills, grade).flatMap(topicsOf)));
    }
  });

  it('gives every child a true bucket per topic and runs the adaptive test to its length', () => {
    const rng = createRng(2);
    const child = drawChild(world, '7', rng);
    expect(trueTopicBuckets(world, child).size).toBe(5);
    expect(runAdaptive(world, child, rng)).toHaveLength(14);
  });
});
