/**
 * What the learning core costs per request, in isolation (`npx node bench/api/learning-core.ts`):
 * the practice policy's choice (nextPracticeItem over every askable item, as /api/session/next
 * calls it), generating the chosen question, making it public, and checking an answer — each
 * timed over many calls, per grade, for a new pupil and for one with 20 answers behind them.
 * CPU-bound and single-threaded: the figures hold on a busy machine better than the API bench's.
 */
import { nextPracticeItem, recordAnswer, type PracticeInput } from '#core/adaptive/index.ts';
import { initialStudentState, initialWeights } from '#core/adaptive/model.ts';
import { GRADES, type Grade } from '#core/curriculum/student-profile.ts';
import { createRng } from '#core/math/random.ts';
import { checkAnswer } from '#core/questions/check-answer.ts';
import { toPublicQuestion } from '#core/questions/public.ts';
import { generateQuestion } from '#core/questions/registry.ts';
import { typedAnswer } from '#core/questions/typed-answers.ts';
import type { Level } from '#core/questions/types.ts';
import { DIAGNOSTIC_SKILLS, NEIGHBOURS, PRACTICE_ITEMS } from '#server/modules/learner-model/learner-model.catalog.ts';

const CALLS = Number(process.argv[process.argv.indexOf('--calls') + 1]) || 400;

/** A pupil of the grade after `answers` practice answers (the policy's own choices, two in three right). */
function pupil(grade: Grade, answers: number): PracticeInput {
  const input: PracticeInput = {
    grade,
    goal: 'exam_70',
    difficultyAreas: [],
    skills: DIAGNOSTIC_SKILLS,
    candidates: PRACTICE_ITEMS,
    weights: initialWeights(),
    student: initialStudentState(),
    skillStates: {},
    skillCalibrations: {},
    itemCalibrations: {},
    recent: [],
    at: Date.UTC(2026, 10, 1),
    rng: createRng(1),
  };
  for (let i = 0; i < answers; i++) {
    const choice = nextPracticeItem(input);
    if (!choice) break;
    const correct = i % 3 !== 2;
    const skillId = choice.item.skillId;
    const result = recordAnswer({
      weights: input.weights,
      student: input.student,
      skillId,
      skillStates: input.skillStates,
      skillCalibrations: input.skillCalibrations,
      item: input.itemCalibrations[`${choice.item.templateId}#${choice.item.level}`],
      neighbours: NEIGHBOURS,
      observation: { correct, hintsUsed: 0, at: input.at + i * 60_000 },
    });
    input.student = result.student;
    input.skillStates = { ...input.skillStates, ...result.skillStates };
    input.recent = [...input.recent, { ...choice.item, correct }];
  }
  return input;
}

function timed(calls: number, fn: (i: number) => void): number {
  for (let i = 0; i < Math.min(50, calls); i++) fn(i); // warm-up
  const started = process.cpuUsage();
  for (let i = 0; i < calls; i++) fn(i);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / calls;
}

const rows: string[][] = [['grade', 'answers before', 'policy ms', 'generate ms', 'public ms', 'check ms']];
for (const grade of GRADES) {
  for (const answers of [0, 20]) {
    const input = pupil(grade, answers);
    const choices = Array.from({ length: 64 }, (_, i) => nextPracticeItem({ ...input, rng: createRng(i + 7) })!);
    const items = choices.map((c, i) => generateQuestion(c.item.templateId, c.item.level as Level, i + 1));
    const policy = timed(CALLS, (i) => nextPracticeItem({ ...input, rng: createRng(i) }));
    const generate = timed(CALLS, (i) => {
      const c = choices[i % choices.length]!;
      generateQuestion(c.item.templateId, c.item.level as Level, i + 1);
    });
    const publicMs = timed(CALLS, (i) => toPublicQuestion(items[i % items.length]!, 'q'));
    const check = timed(CALLS, (i) => {
      const item = items[i % items.length]!;
      checkAnswer(item, typedAnswer(item, i % 3 !== 2));
    });
    rows.push([grade, String(answers), ...[policy, generate, publicMs, check].map((ms) => ms.toFixed(3))]);
  }
}
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
process.stdout.write(
  `learning core per call (CPU ms, ${CALLS} calls each; ${PRACTICE_ITEMS.length} askable items)\n` +
    rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')).join('\n') +
    '\n',
);
