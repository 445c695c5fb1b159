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
 * 3. Mock exam: simulated grade 7 and 8 pupils practise, write a mock paper and then the real
 *    exam (exam.ts); prints how often the result page's 80 % range holds the real result, for
 *    the prediction before issue 24 (exam-baseline.ts) and now (target 0.75–0.85).
 * The last line is JSON. Options: --children <per grade> (default 1000: with 300, a grade's
 * agreement moves by ±0.02 between seeds, as much as the gaps it measures), --learners <per
 * grade> (default 20), --sessions <n> (default 10), --pupils <per grade> (default 500: coverage
 * ±0.013), --seed <n>, --only diagnostic|practice|exam.
 */
import { performance } from 'node:perf_hooks';
import { createRng } from '#core/math/random.ts';
import { diagnosticPlan } from '#core/adaptive/diagnostic.ts';
import { GRADES, type Grade } from '#core/curriculum/student-profile.ts';
import { EXAM_GRADES } from '#core/exam/format.ts';
import type { QuestionTemplate } from '#core/questions/types.ts';
import { examTemplates } from '#core/exam/bank.ts';
import { examItem } from '#core/exam/exam-item.ts';
import { referenceTasks } from '#core/exam/learner-view.ts';
import { predictExam } from '#core/exam/prediction.ts';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import { runExamBench, type ExamBench } from './exam.ts';
import { baselinePrediction } from './exam-baseline.ts';
import { POLICY_NAMES, runPracticeBench, type PracticeBench } from './practice.ts';
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
  type World,
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

/** Prints a table with right-aligned columns. */
function printTable(rows: readonly string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const r of rows) console.log(r.map((c, i) => c.padStart(widths[i]!)).join('  '));
}

const r3 = (x: number): number => Math.round(1000 * x) / 1000;

function diagnosticPart(world: World, seed: number): Record<string, unknown> {
  const perGrade = arg('--children', 1000);
  const t0 = performance.now();

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
  console.log('topic bucket agreement with the true bucket (know / in_progress / to_learn):');
  printTable(rows);
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
  console.log('adaptive test, topics as the result page labels them (target: know and to_learn ≥ 0.85, open ≤ 0.5):');
  printTable(lrows);
  console.log(`time: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return {
    children: perGrade * GRADES.length,
    adaptiveAccuracy: pct(adaptiveAll),
    fixedAccuracy: pct(fixedAll),
    fixedRawAccuracy: pct(rawAll),
    labels: { before: labelSummary(before), now: labelSummary(after) },
    byGrade,
  };
}

function practicePart(world: World, seed: number): Record<string, unknown> {
  const t1 = performance.now();
  const practice: PracticeBench = runPracticeBench(world, GRADES, arg('--learners', 20), arg('--sessions', 10), seed);
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
  console.log(
    `practice: ${practice.learners} learners × ${practice.sessions} sessions of 20 min, 1–3 days apart; true ability ` +
      'gained per session (logits summed over the grade’s skills, after forgetting):',
  );
  printTable(prows);
  console.log(`time: ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  return {
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
  };
}

function examPart(world: World, templates: readonly QuestionTemplate[], seed: number): Record<string, unknown> {
  const t2 = performance.now();
  const bank = examTemplates(templates, (id, level, s) => examItem(generateQuestion(id, level, s)));
  const exam: ExamBench = runExamBench(world, bank, EXAM_GRADES as Grade[], arg('--pupils', 500), seed, {
    before: ({ view, scored }) => baselinePrediction(view, templates, scored),
    now: ({ view, scored }) => predictExam(scored, referenceTasks(view, bank)),
  });
  console.log(
    `mock exam: ${exam.pupils} pupils of grades ${EXAM_GRADES.join(' and ')} (1–10 practice sessions each) write a mock ` +
      `(mean ${exam.meanMock.toFixed(1)} %) and the real exam (mean ${exam.meanReal.toFixed(1)} %); the 80 % range ` +
      'on the result page against the real result (target coverage 0.75–0.85):',
  );
  const erows = [
    ['prediction', 'coverage', 'below', 'above', 'width (pp)', 'mean |error| (pp)', 'bias (pp)', 'coverage by thirds'],
    ...Object.entries(exam.byPredictor).map(([name, c]) => [
      name,
      c.coverage.toFixed(3),
      c.below.toFixed(3),
      c.above.toFixed(3),
      c.width.toFixed(1),
      c.meanAbsError.toFixed(1),
      c.bias.toFixed(1),
      exam.byThird[name]!.map((x) => x.toFixed(2)).join(' / '),
    ]),
  ];
  printTable(erows);
  console.log(`time: ${((performance.now() - t2) / 1000).toFixed(1)} s`);
  return {
    pupils: exam.pupils,
    coverage: Object.fromEntries(Object.entries(exam.byPredictor).map(([n, c]) => [n, r3(c.coverage)])),
    width: Object.fromEntries(Object.entries(exam.byPredictor).map(([n, c]) => [n, Math.round(10 * c.width) / 10])),
  };
}

async function main(): Promise<void> {
  const seed = arg('--seed', 2024);
  const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
  const { skills, source } = loadSkills();
  const templates = allTemplates();
  const world = buildWorld(skills, templates, createRng(seed));
  const askable = new Set(world.candidates.map((c) => c.skillId));
  console.log(
    `skills: ${skills.length} (${source}); templates: ${templates.length}; skills with templates: ${askable.size}`,
  );
  const runs = (part: string) => only === undefined || only === part;
  const out: Record<string, unknown> = {};
  if (runs('diagnostic')) Object.assign(out, diagnosticPart(world, seed));
  if (runs('practice')) out.practice = practicePart(world, seed);
  if (runs('exam')) out.exam = examPart(world, templates, seed);
  console.log(JSON.stringify(out));
}

await main();
