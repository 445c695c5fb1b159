/**
 * Which templates of the bank make exam tasks: e8 skills only; a closed task is an item the
 * pupil answers by choosing (one of four, P/F verdicts, TAK/NIE with its justification, matching,
 * completing a sentence), an
 * open task is an open-task item (answer kind 'parts') with its points.
 */
import { inputKindOf } from '../questions/public.ts';
import { LEVELS, type Level, type QuestionInstance, type QuestionTemplate } from '../questions/types.ts';
import { examAreaOf, MOCK_EXAM_FORMAT } from './format.ts';
import type { ClosedStyle } from './format.ts';
import type { ExamTemplate } from './paper.ts';

type TaskKind = ExamTemplate['task'];

/** How an item would sit on the paper, or null when it is neither kind of exam task. */
export function examTaskOf(q: Pick<QuestionInstance, 'answer' | 'truthCount' | 'examStyle'>): TaskKind | null {
  if (q.answer.kind === 'parts') return { kind: 'open' };
  const kind = inputKindOf(q);
  // Verdicts by toggles: P/F per sentence, or TAK/NIE with its justification.
  if (kind === 'truths') return { kind: 'closed', style: q.examStyle === 'tak_nie' ? 'tak_nie' : 'prawda_falsz' };
  if (kind !== 'choice') return null;
  const style: ClosedStyle = q.examStyle === 'standard' ? 'wybor' : q.examStyle;
  return { kind: 'closed', style };
}

/** Points of an exam task: an open task's from its marking scheme, a closed task's one. */
export function examPointsOf(q: Pick<QuestionInstance, 'answer'>): number {
  return q.answer.kind === 'parts' ? q.answer.points : 1;
}

/**
 * The exam's view of the bank. A template counts at the levels whose probe item (seed 1) is an
 * exam task of the same kind as its other levels (an open task's points may differ by level);
 * templates that fail to generate are left out.
 */
export function examTemplates(
  templates: readonly Pick<QuestionTemplate, 'id' | 'skillId'>[],
  generate: (templateId: string, level: Level, seed: number) => QuestionInstance,
): ExamTemplate[] {
  const out: ExamTemplate[] = [];
  for (const t of templates) {
    const area = examAreaOf(t.skillId);
    if (!area) continue;
    let task: TaskKind | null = null;
    const levels: number[] = [];
    const points: Record<number, number> = {};
    for (const level of LEVELS) {
      let item: QuestionInstance;
      try {
        item = generate(t.id, level, 1);
      } catch {
        continue;
      }
      const found = examTaskOf(item);
      if (!found) continue;
      // A 4-point level stays in practice; the paper's open tasks are worth 2–3 points.
      if (examPointsOf(item) > MOCK_EXAM_FORMAT.maxOpenTaskPoints) continue;
      if (task && JSON.stringify(task) !== JSON.stringify(found)) continue;
      task = found;
      levels.push(level);
      points[level] = examPointsOf(item);
    }
    if (task) out.push({ templateId: t.id, skillId: t.skillId, area, levels, points, task });
  }
  return out;
}
