/**
 * `npm run content:sample -- --per-template N [--seed S] [--template PREFIX] [--level L]`:
 * prints N generated items per template as JSON lines for review
 * ({templateId, level, seed, public, answer, steps, commonErrors, solution}).
 * Item i of a template uses level 1, 2, 3, 1, … (unless --level) and seed S + i.
 */
import { parseArgs } from 'node:util';
import { allTemplates, generateQuestion } from '../src/core/questions/registry.ts';
import { toPublicQuestion } from '../src/core/questions/public.ts';
import { answerText } from '../src/core/questions/answer-forms.ts';
import type { Level } from '../src/core/questions/types.ts';

const { values } = parseArgs({
  options: {
    'per-template': { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    template: { type: 'string' },
    level: { type: 'string' },
  },
});

const perTemplate = Number(values['per-template']);
const firstSeed = Number(values.seed);
const fixedLevel = values.level === undefined ? undefined : Number(values.level);
if (!Number.isInteger(perTemplate) || perTemplate < 1) throw new Error('--per-template must be a positive integer');
if (!Number.isInteger(firstSeed)) throw new Error('--seed must be an integer');
if (fixedLevel !== undefined && ![1, 2, 3].includes(fixedLevel)) throw new Error('--level must be 1, 2 or 3');

let failures = 0;
for (const t of allTemplates()) {
  if (values.template && !t.id.startsWith(values.template)) continue;
  for (let i = 0; i < perTemplate; i++) {
    const level = (fixedLevel ?? (i % 3) + 1) as Level;
    const seed = firstSeed + i;
    try {
      const q = generateQuestion(t.id, level, seed);
      console.log(
        JSON.stringify({
          templateId: t.id,
          level,
          seed,
          public: toPublicQuestion(q, `${t.id}:${level}:${seed}`),
          answer: { ...q.answer, text: answerText(q.answer, q.options) },
          steps: q.steps,
          commonErrors: q.commonErrors,
          solution: q.solution,
        }),
      );
    } catch (e) {
      failures++;
      console.error(`${t.id} L${level} seed ${seed}: ${(e as Error).message}`);
    }
  }
}
if (failures > 0) process.exitCode = 1;
