/**
 * An item as the mock exam asks it. Exam-format items (closed tasks answered by choosing, open
 * tasks) are asked as they are. A skill whose templates ask for a typed number would otherwise
 * never appear on the paper (issue 24: speed, scale, areas of polygons, fractions and decimals,
 * units…), so such an item becomes a CKE closed task "Wybierz właściwą odpowiedź": its right
 * value and three distractors, each the value a named misconception gives — the way the CKE
 * builds its distractors. Deterministic from the item's seed.
 */
import { createRng } from '../math/random.ts';
import { eq, type Rational } from '../math/rational.ts';
import { answerText } from '../questions/answer-forms.ts';
import { CHOICE_INSTRUCTION } from '../questions/kit/mcq.ts';
import type { McqOption, QuestionInstance } from '../questions/types.ts';
import { examTaskOf } from './bank.ts';

const OPTIONS = 4;

/** The item as a closed exam task, or null when it cannot be one (too few distinct misconceptions). */
export function asChoiceTask(item: QuestionInstance): QuestionInstance | null {
  if (item.answer.kind !== 'number') return null;
  const key = item.answer.value;
  const unitLabel = item.answer.unit?.accepted[0] ?? item.unitLabel;
  const show = (value: Rational) => answerText({ kind: 'number', value }, undefined, unitLabel);
  const keyText = show(key);
  const seen = new Set([keyText]);
  const distractors: McqOption[] = [];
  for (const e of item.commonErrors) {
    if (e.wrong.kind !== 'number' || eq(e.wrong.value, key)) continue;
    const text = show(e.wrong.value);
    // A distractor equal to the key (in value or as shown) would make two right options.
    if (seen.has(text) || e.wrong.value.n / e.wrong.value.d === key.n / key.d) continue;
    seen.add(text);
    distractors.push({ text, errorKey: e.key });
    if (distractors.length === OPTIONS - 1) break;
  }
  if (distractors.length < OPTIONS - 1) return null;
  const rng = createRng(`exam-choice:${item.templateId}:${item.level}:${item.seed}`);
  const options = rng.shuffle([{ text: keyText }, ...distractors]);
  const index = options.findIndex((o) => o.errorKey === undefined);
  const { unitLabel: _unit, answerHint: _hint, ...rest } = item;
  return {
    ...rest,
    type: 'mcq',
    examStyle: 'standard',
    stem: `${item.stem}\n\n${CHOICE_INSTRUCTION}`,
    options,
    answer: { kind: 'choice', index },
  };
}

/** The item as the paper asks it: unchanged when it is an exam task, else as a choice task if it can be one. */
export function examItem(item: QuestionInstance): QuestionInstance {
  if (examTaskOf(item)) return item;
  return asChoiceTask(item) ?? item;
}

/**
 * The item of a paper's task: the planned seed, or the next seeds when that one's item cannot be
 * asked in the exam's format (a template with too few distinct misconceptions on some seed).
 */
export function examItemFor(
  generate: (templateId: string, level: 1 | 2 | 3, seed: number) => QuestionInstance,
  templateId: string,
  level: 1 | 2 | 3,
  seed: number,
): QuestionInstance {
  let first: QuestionInstance | null = null;
  for (let i = 0; i < 50; i++) {
    const item = examItem(generate(templateId, level, seed + i));
    if (examTaskOf(item)) return item;
    first ??= item;
  }
  return first!;
}
