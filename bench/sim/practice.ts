/**
 * Practice part of `npm run bench:sim`: how much true ability 20-minute sessions add, for the
 * product's adaptive policy against a fixed-order workbook and random items. Every policy gets
 * the same children (same true abilities, same diagnostic beforehand) and the same session
 * lengths and gaps; learning and forgetting follow src/core/adaptive/simulation.ts.
 */
import type { Grade } from '#core/curriculum/student-profile.ts';
import { createRng } from '#core/math/random.ts';
import {
  abilityGain,
  adaptivePolicy,
  diagnosticSeed,
  drawChild,
  emptyModelState,
  fixedOrderPolicy,
  meanMastery,
  randomPolicy,
  runPractice,
  simLearner,
  type SimPolicy,
  type World,
} from '#core/adaptive/simulation.ts';

export type PolicyName = 'adaptive' | 'fixedOrder' | 'random';
export const POLICY_NAMES: readonly PolicyName[] = ['adaptive', 'fixedOrder', 'random'];

export interface PolicyStats {
  /** True ability gained per session, summed over the grade's skills (logits), after forgetting. */
  gainPerSession: number;
  /** Mean true mastery of the grade's skills gained per session (percentage points). */
  masteryPointsPerSession: number;
  /** Share of correct answers. */
  accuracy: number;
  itemsPerSession: number;
}

export interface PracticeBench {
  sessions: number;
  learners: number;
  byPolicy: Record<PolicyName, PolicyStats>;
  byGrade: Record<string, Record<PolicyName, number>>;
}

export function runPracticeBench(
  world: World,
  grades: readonly Grade[],
  learnersPerGrade: number,
  sessions: number,
  seed: number,
): PracticeBench {
  const acc = (): { gain: number; mastery: number; correct: number; answers: number } => ({
    gain: 0,
    mastery: 0,
    correct: 0,
    answers: 0,
  });
  const total: Record<PolicyName, ReturnType<typeof acc>> = { adaptive: acc(), fixedOrder: acc(), random: acc() };
  const byGrade: Record<string, Record<PolicyName, number>> = {};
  for (const grade of grades) {
    const perGrade: Record<PolicyName, number> = { adaptive: 0, fixedOrder: 0, random: 0 };
    for (let k = 0; k < learnersPerGrade; k++) {
      const childRng = createRng(`${seed}:practice:${grade}:${k}`);
      const template = drawChild(world, grade, childRng);
      const seeded = diagnosticSeed(world, template, childRng, 0);
      for (const name of POLICY_NAMES) {
        const child = { grade, ability: new Map(template.ability) };
        const learner = simLearner(child);
        const before = meanMastery(world, child);
        const policy: SimPolicy =
          name === 'adaptive'
            ? adaptivePolicy
            : name === 'fixedOrder'
              ? fixedOrderPolicy(world, grade)
              : randomPolicy(world, grade);
        const model =
          name === 'adaptive'
            ? { ...seeded, skillStates: { ...seeded.skillStates }, recent: [...seeded.recent] }
            : emptyModelState();
        // Same stream per child for every policy: the same gaps and answer times where the choices agree.
        const run = runPractice(world, learner, createRng(`${seed}:run:${grade}:${k}`), {
          sessions,
          policy,
          model,
          startAt: 3_600_000,
          updateModel: name === 'adaptive',
        });
        const answers = run.sessions.flat();
        const t = total[name];
        const gain = abilityGain(world, learner) / sessions;
        t.gain += gain;
        t.mastery += (100 * (meanMastery(world, child) - before)) / sessions;
        t.correct += answers.filter((a) => a.correct).length;
        t.answers += answers.length;
        perGrade[name] += gain / learnersPerGrade;
      }
    }
    byGrade[grade] = perGrade;
  }
  const learners = grades.length * learnersPerGrade;
  const stats = (t: ReturnType<typeof acc>): PolicyStats => ({
    gainPerSession: t.gain / learners,
    masteryPointsPerSession: t.mastery / learners,
    accuracy: t.correct / Math.max(1, t.answers),
    itemsPerSession: t.answers / (learners * sessions),
  });
  return {
    sessions,
    learners,
    byPolicy: { adaptive: stats(total.adaptive), fixedOrder: stats(total.fixedOrder), random: stats(total.random) },
    byGrade,
  };
}
