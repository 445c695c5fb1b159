/**
 * Diagnostic benchmark helpers. The simulated world and children live in the pure core module
 * src/core/adaptive/simulation.ts (shared with the policy tests); this file adds the fixed form
 * and the bucket scoring the benchmark compares.
 */
import type { Grade } from '#core/curriculum/student-profile.ts';
import {
  diagnosticPlan,
  diagnosticResult,
  dependentCounts,
  skillsForGrade,
  topicQuotas,
  topicsOf,
  type DiagnosticAnswer,
  type DiagnosticItem,
  type TopicId,
  type TopicResult,
} from '#core/adaptive/diagnostic.ts';
import type { TopicStatus } from '#core/adaptive/diagnostic-evidence.ts';
import { bucketFor, toPercent, type Bucket } from '#core/adaptive/mastery.ts';
import type { World } from '#core/adaptive/simulation.ts';

export {
  SIM,
  buildWorld,
  drawChild,
  gaussian,
  respond,
  runAdaptive,
  trueTopicBuckets,
  type Child,
  type World,
} from '#core/adaptive/simulation.ts';

/**
 * A sensible fixed form of the same length: topics get the same quotas as the adaptive test
 * (largest remainder rounding), each filled with the level 2 items of the topic's most central
 * skills (most of the grade builds on them), one template per skill before any repeats.
 */
export function fixedForm(world: World, grade: Grade): DiagnosticItem[] {
  const inGrade = skillsForGrade(world.skills, grade);
  const { questionCount } = diagnosticPlan(grade);
  const quotas = topicQuotas(inGrade, questionCount);
  const entries = [...quotas.entries()];
  const floors = entries.map(([t, q]) => [t, Math.floor(q), q - Math.floor(q)] as const);
  let left = questionCount - floors.reduce((a, [, f]) => a + f, 0);
  const counts = new Map<TopicId, number>(floors.map(([t, f]) => [t, f]));
  for (const [t] of [...floors].sort((a, b) => b[2] - a[2])) {
    if (left <= 0) break;
    counts.set(t, counts.get(t)! + 1);
    left--;
  }
  while (left < 0) {
    // Quotas of at least one per topic can exceed the length: trim the largest topics.
    const [t] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    counts.set(t, counts.get(t)! - 1);
    left++;
  }
  const deps = dependentCounts(inGrade);
  const mid = world.candidates.filter((c) => c.level === 2);
  const used = new Set<string>();
  const form: DiagnosticItem[] = [];
  for (const [topic, n] of counts) {
    const skillsInTopic = inGrade
      .filter((s) => topicsOf(s).includes(topic))
      .sort((a, b) => (deps.get(b.id) ?? 0) - (deps.get(a.id) ?? 0) || a.id.localeCompare(b.id));
    const rounds: DiagnosticItem[] = [];
    for (let round = 0; round < 4; round++) {
      for (const s of skillsInTopic) {
        const own = mid.filter((c) => c.skillId === s.id);
        const item = own[round];
        if (item) rounds.push(item);
      }
    }
    let taken = 0;
    for (const item of rounds) {
      if (taken >= n) break;
      if (used.has(item.templateId)) continue;
      used.add(item.templateId);
      form.push(item);
      taken++;
    }
  }
  return form;
}

export interface Agreement {
  matches: number;
  total: number;
}

export function agreement(truth: Map<TopicId, Bucket>, est: ReadonlyMap<string, Bucket>): Agreement {
  let matches = 0;
  let total = 0;
  for (const [t, b] of truth) {
    total++;
    if (est.get(t) === b) matches++;
  }
  return { matches, total };
}

/** Per topic, the bucket of the model's estimate (what the result showed before labels needed evidence). */
export function modelBuckets(world: World, grade: Grade, answers: readonly DiagnosticAnswer[]): Map<string, Bucket> {
  return new Map(modelTopics(world, grade, answers).map((t) => [t.topicId, bucketFor(t.percentage)]));
}

/** Per topic, what the result shows: a bucket the answers support, or "open". */
export function modelStatuses(
  world: World,
  grade: Grade,
  answers: readonly DiagnosticAnswer[],
): Map<string, TopicStatus> {
  return new Map(modelTopics(world, grade, answers).map((t) => [t.topicId, t.bucket]));
}

function modelTopics(world: World, grade: Grade, answers: readonly DiagnosticAnswer[]): TopicResult[] {
  return diagnosticResult({ grade, skills: world.skills, answers, typicalDifficulty: world.typical, at: 0 }).topics;
}

/** Per bucket, how many topics were shown with it and how many of those truly are in it; and the open ones. */
export interface LabelTally {
  shown: Record<Bucket, number>;
  right: Record<Bucket, number>;
  open: number;
  total: number;
}

export function emptyTally(): LabelTally {
  return {
    shown: { know: 0, in_progress: 0, to_learn: 0 },
    right: { know: 0, in_progress: 0, to_learn: 0 },
    open: 0,
    total: 0,
  };
}

/** Adds one child's labels to the tally (in place). */
export function tallyLabels(
  tally: LabelTally,
  truth: Map<TopicId, Bucket>,
  shown: ReadonlyMap<string, TopicStatus>,
): void {
  for (const [t, b] of truth) {
    const label = shown.get(t);
    if (label === undefined) continue;
    tally.total++;
    if (label === 'open') {
      tally.open++;
      continue;
    }
    tally.shown[label]++;
    if (label === b) tally.right[label]++;
  }
}

/** Share of topics shown with `bucket` that truly are in it (NaN when none was). */
export function precision(tally: LabelTally, bucket: Bucket): number {
  return tally.right[bucket] / tally.shown[bucket];
}

/** Plain percent correct per topic (what a non-model score would report); unasked topics get the overall share. */
export function rawBuckets(world: World, grade: Grade, answers: readonly DiagnosticAnswer[]): Map<string, Bucket> {
  const inGrade = new Map(skillsForGrade(world.skills, grade).map((s) => [s.id, s]));
  const acc = new Map<string, { c: number; n: number }>();
  let c = 0;
  for (const a of answers) {
    const ok = a.correct && !a.dontKnow ? 1 : 0;
    c += ok;
    for (const t of topicsOf(inGrade.get(a.item.skillId)!)) {
      const v = acc.get(t) ?? { c: 0, n: 0 };
      v.c += ok;
      v.n++;
      acc.set(t, v);
    }
  }
  const overall = answers.length > 0 ? c / answers.length : 0;
  const out = new Map<string, Bucket>();
  for (const s of inGrade.values())
    for (const t of topicsOf(s)) {
      const v = acc.get(t);
      out.set(t, bucketFor(toPercent(v ? v.c / v.n : overall)));
    }
  return out;
}
