/**
 * `npm run bench:sim`:
 * 1. Diagnostic: simulated children of every grade take (a) the adaptive diagnostic and (b) a
 *    fixed form of the same length scored by the same model (and, for reference, by plain
 *    percent correct). Prints how often each topic's bucket matches the child's true bucket.
 *    Then, for the adaptive test, what the result page claims: per bucket the share of topics
 *    shown with it whose true level is in it (precision), and the share left open ("za mało
 *    danych") — for the labels shown before (the estimate's bucket, never open) and now (only a
 *    bucket the answers support).
 * 2. Practice: simulated children who learn and forget do 20-minute sessions a few days apart
 *    chosen by the adaptive policy, a fixed-order workbook and random items; prints the true
 *    ability each session adds.
 * The last line is JSON. Options: --children <per grade> (default 1000: with 300, a grade's
 * agreement moves by ±0.02 between seeds, as much as the gaps it measures), --learners <per
 * grade> (default 20), --sessions <n> (default 10), --seed <n>.
 */
import { performance } from 'node:perf_hooks';
import { createRng } from '#core/math/random.ts';
import { diagnosticPlan } from '#core/adaptive/diagnostic.ts';
import { GRADES, type Grade } from '#core/curriculum/student-profile.ts';
import { allTemplates } from '#core/questions/registry.ts';
import { POLICY_NAMES, runPracticeBench } from './practice.ts';
import { loadSkills } from './skills.ts';
import {
  agreement,
  buildWorld,
  drawChild,
  emptyTally,
  fixedForm,
  modelBuckets,
  modelStatuses,
  precision,
  rawBuckets,
  respond,
  runAdaptive,
  tallyLabels,
  trueTopicBuckets,
  type Agreement,
  type LabelTally,
} from './simulate.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

function labelSummary(t: LabelTally): Record<string, number> {
  const r3 = (x: number): number => Math.round(1000 * x) / 1000;
  return {
    knowPrecision: r3(precision(t, 'know')),
    inProgressPrecision: r3(precision(t, 'in_progress')),
    toLearnPrecision: r3(precision(t, 'to_learn')),
    openShare: r3(t.open / t.total),
  };
}

async function main(): Promise<void> {
  const perGrade = arg('--children', 1000);
  const seed = arg('--seed', 2024);
  const t0 = performance.now();
  const { skills, source } = loadSkills();
  const templates = allTemplates();
  const world = buildWorld(skills, templates, createRng(seed));
  const askable = new Set(world.candidates.map((c) => c.skillId));
  console.log(
    `skills: ${skills.length} (${source}); templates: ${templates.length}; skills with templates: ${askable.size}`,
  );

  const add = (a: Agreement, b: Agreement): Agreement => ({ matches: a.matches + b.matches, total: a.total + b.total });
  const zero = (): Agreement => ({ matches: 0, total: 0 });
  const byGrade: Record<string, { adaptive: number; fixed: number; fixedRaw: number; questions: number }> = {};
  let adaptiveAll = zero();
  let fixedAll = zero();
  let rawAll = zero();
  const before = emptyTally();
  const after = emptyTally();
  const rows: string[][] = [['grade', 'questions', 'children', 'adaptive', 'fixed (model)', 'fixed (raw %)']];
  for (const grade of GRADES as readonly Grade[]) {
    const form = fixedForm(world, grade);
    let adaptive = zero();
    let fixed = zero();
    let raw = zero();
    for (let c = 0; c < perGrade; c++) {
      // Separate streams for the child and each test: a change to one test leaves the children
      // and the other test's answers as they were, so before/after figures compare like with like.
      const child = drawChild(world, grade, createRng(`${seed}:child:${grade}:${c}`));
      const truth = trueTopicBuckets(world, child);
      const adaptiveAnswers = runAdaptive(world, child, createRng(`${seed}:adaptive:${grade}:${c}`));
      const estimateBuckets = modelBuckets(world, grade, adaptiveAnswers);
      adaptive = add(adaptive, agreement(truth, estimateBuckets));
      tallyLabels(before, truth, estimateBuckets);
      tallyLabels(after, truth, modelStatuses(world, grade, adaptiveAnswers));
      const fixedRng = createRng(`${seed}:fixed:${grade}:${c}`);
      const fixedAnswers = form.map((item) => respond(world, child, item, fixedRng));
      fixed = add(fixed, agreement(truth, modelBuckets(world, grade, fixedAnswers)));
      raw = add(raw, agreement(truth, rawBuckets(world, grade, fixedAnswers)));
    }
    adaptiveAll = add(adaptiveAll, adaptive);
    fixedAll = add(fixedAll, fixed);
    rawAll = add(rawAll, raw);
    const pct = (a: Agreement): number => Math.round((1000 * a.matches) / a.total) / 1000;
    byGrade[grade] = {
      adaptive: pct(adaptive),
      fixed: pct(fixed),
      fixedRaw: pct(raw),
      questions: diagnosticPlan(grade).questionCount,
    };
    rows.push([
      grade,
      String(diagnosticPlan(grade).questionCount),
      String(perGrade),
      pct(adaptive).toFixed(3),
      pct(fixed).toFixed(3),
      pct(raw).toFixed(3),
    ]);
  }
  const pct = (a: Agreement): number => Math.round((1000 * a.matches) / a.total) / 1000;
  rows.push([
    'all',
    '',
    String(perGrade * GRADES.length),
    pct(adaptiveAll).toFixed(3),
    pct(fixedAll).toFixed(3),
    pct(rawAll).toFixed(3),
  ]);
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log('topic bucket agreement with the true bucket (know / in_progress / to_learn):');
  for (const r of rows) console.log(r.map((c, i) => c.padStart(widths[i]!)).join('  '));
  const labelRow = (name: string, t: LabelTally): string[] => [
    name,
    precision(t, 'know').toFixed(3),
    precision(t, 'in_progress').toFixed(3),
    precision(t, 'to_learn').toFixed(3),
    (t.open / t.total).toFixed(3),
  ];
  const lrows = [
    ['labels', 'know precision', 'in_progress precision', 'to_learn precision', 'open share'],
    labelRow('before (estimate)', before),
    labelRow('now (supported)', after),
  ];
  const lw = lrows[0]!.map((_, i) => Math.max(...lrows.map((r) => r[i]!.length)));
  console.log('adaptive test, topics as the result page labels them (target: know and to_learn ≥ 0.85, open ≤ 0.5):');
  for (const r of lrows) console.log(r.map((c, i) => c.padStart(lw[i]!)).join('  '));
  console.log(`time: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const t1 = performance.now();
  const practice = runPracticeBench(world, GRADES, arg('--learners', 20), arg('--sessions', 10), seed);
  const r3 = (x: number): number => Math.round(1000 * x) / 1000;
  const label = { adaptive: 'adaptive', fixedOrder: 'fixed order', random: 'random' } as const;
  const prows: string[][] = [
    ['policy', 'ability/session', 'mastery pp/session', 'success', 'items/session', ...GRADES.map((g) => `grade ${g}`)],
  ];
  for (const name of POLICY_NAMES) {
    const st = practice.byPolicy[name];
    prows.push([
      label[name],
      st.gainPerSession.toFixed(3),
      st.masteryPointsPerSession.toFixed(2),
      st.accuracy.toFixed(3),
      st.itemsPerSession.toFixed(1),
      ...GRADES.map((g) => practice.byGrade[g]![name].toFixed(3)),
    ]);
  }
  const pw = prows[0]!.map((_, i) => Math.max(...prows.map((r) => r[i]!.length)));
  console.log(
    `practice: ${practice.learners} learners × ${practice.sessions} sessions of 20 min, 1–3 days apart; true ability ` +
      'gained per session (logits summed over the grade’s skills, after forgetting):',
  );
  for (const r of prows) console.log(r.map((c, i) => c.padStart(pw[i]!)).join('  '));
  console.log(`time: ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  console.log(
    JSON.stringify({
      children: perGrade * GRADES.length,
      adaptiveAccuracy: pct(adaptiveAll),
      fixedAccuracy: pct(fixedAll),
      fixedRawAccuracy: pct(rawAll),
      labels: { before: labelSummary(before), now: labelSummary(after) },
      byGrade,
      practice: {
        adaptiveGain: r3(practice.byPolicy.adaptive.gainPerSession),
        fixedOrderGain: r3(practice.byPolicy.fixedOrder.gainPerSession),
        randomGain: r3(practice.byPolicy.random.gainPerSession),
        sessions: practice.sessions,
        learners: practice.learners,
        successRate: {
          adaptive: r3(practice.byPolicy.adaptive.accuracy),
          fixedOrder: r3(practice.byPolicy.fixedOrder.accuracy),
          random: r3(practice.byPolicy.random.accuracy),
        },
      },
    }),
  );
}

await main();
