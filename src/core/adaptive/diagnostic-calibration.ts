/**
 * Item calibration from a finished diagnostic. Practice answers calibrate items online through
 * the learner model (model.ts `update`); diagnostic answers are evidence about the same items and
 * must count too, or the items the diagnostic relies on would only ever be calibrated by the
 * children who later practise them.
 *
 * Each answered item moves against the child by the Elo residual y − p, where p is the chance the
 * diagnostic's posterior gives the child on that item *without* that answer (leave-one-out): the
 * answer itself would otherwise pull the ability towards it and hide how surprising it was. Step
 * size and its decay with the item's answer count are the learner model's (itemK, itemHalfCount),
 * so a diagnostic answer weighs like a practice answer. "Nie wiem" and unanswered items are not
 * attempts at the item and leave it alone.
 */
import type { Grade } from '../curriculum/student-profile.ts';
import { estimateAbilities, type DiagnosticAnswer, type DiagnosticSkill } from './diagnostic.ts';
import { DEFAULT_CONFIG, itemKey, sigmoid, type ItemCalibration, type ModelConfig } from './model.ts';

export interface ItemCalibrationUpdate {
  itemKey: string;
  before: ItemCalibration;
  after: ItemCalibration;
}

export interface DiagnosticCalibrationInput {
  grade: Grade;
  skills: readonly DiagnosticSkill[];
  answers: readonly DiagnosticAnswer[];
  /** Current shared calibrations; an item without one starts from its candidate difficulty. */
  itemCalibrations: Readonly<Record<string, ItemCalibration | undefined>>;
  config?: Pick<ModelConfig, 'itemK' | 'itemHalfCount'>;
}

export function diagnosticItemUpdates(input: DiagnosticCalibrationInput): ItemCalibrationUpdate[] {
  const cfg = input.config ?? DEFAULT_CONFIG;
  const updates = new Map<string, ItemCalibrationUpdate>();
  input.answers.forEach((answer, i) => {
    if (answer.dontKnow) return;
    const others = input.answers.filter((_, j) => j !== i);
    const ability = estimateAbilities(input.skills, input.grade, others).skills.get(answer.item.skillId);
    if (!ability) return;
    const key = itemKey(answer.item.templateId, answer.item.level);
    const current = updates.get(key)?.after ??
      input.itemCalibrations[key] ?? { difficulty: answer.item.difficulty, count: 0 };
    const residual = (answer.correct ? 1 : 0) - sigmoid(ability.mean - current.difficulty);
    const k = cfg.itemK / (1 + current.count / cfg.itemHalfCount);
    const before = updates.get(key)?.before ?? current;
    updates.set(key, {
      itemKey: key,
      before,
      after: { difficulty: current.difficulty - k * residual, count: current.count + 1 },
    });
  });
  return [...updates.values()];
}
