/**
 * The only shape of an item that leaves the server. Built field by field from an allow-list
 * (never by deleting secrets from a copy), so a field added to QuestionInstance later stays
 * on the server until someone decides to publish it here.
 */
import type { SkillId } from '../curriculum/skill-ids.ts';
import type { AnswerSpec, ExamStyle, Level, QuestionInstance, QuestionType } from './types.ts';

/** Input widget the UI should show. */
export type InputKind = 'number' | 'fraction' | 'expression' | 'text' | 'choice' | 'numbers' | 'truths';

export interface PublicQuestion {
  id: string;
  skillId: SkillId;
  templateId?: string;
  level: Level;
  type: QuestionType;
  examStyle: ExamStyle;
  stem: string;
  figure?: string;
  options?: { text: string }[];
  answerHint?: string;
  unitLabel?: string;
  inputKind: InputKind;
  /** For inputKind 'numbers': how many values and their labels (e.g. ['x', 'y']). */
  valueCount?: number;
  valueLabels?: string[];
  /** For inputKind 'truths': how many sentences get a P/F verdict (the answer is their letters, "PF"). */
  truthCount?: number;
  /** For inputKind 'expression': the letters the pupil may use. */
  variables?: string[];
  steps: { prompt: string }[];
  stepCount: number;
}

/** The input widget of an item: P/F toggles for a verdict sequence, otherwise by the answer spec. */
export function inputKindOf(q: Pick<QuestionInstance, 'answer' | 'truthCount'>): InputKind {
  return q.truthCount !== undefined && q.answer.kind === 'text' ? 'truths' : inputKindFor(q.answer);
}

export function inputKindFor(answer: AnswerSpec): InputKind {
  switch (answer.kind) {
    case 'choice':
      return 'choice';
    case 'number':
      return answer.forms?.decimal === false || answer.requiredForm === 'fraction' || answer.requiredForm === 'mixed'
        ? 'fraction'
        : 'number';
    case 'numbers':
      return 'numbers';
    case 'expression':
      return 'expression';
    case 'text':
      return 'text';
  }
}

export function toPublicQuestion(
  q: QuestionInstance,
  questionId: string,
  opts: { includeTemplateId?: boolean } = {},
): PublicQuestion {
  const out: PublicQuestion = {
    id: questionId,
    skillId: q.skillId,
    level: q.level,
    type: q.type,
    examStyle: q.examStyle,
    stem: q.stem,
    inputKind: inputKindOf(q),
    steps: q.steps.map((s) => ({ prompt: s.prompt })),
    stepCount: q.steps.length,
  };
  if (opts.includeTemplateId !== false) out.templateId = q.templateId;
  if (q.figure !== undefined) out.figure = q.figure;
  if (q.options !== undefined) out.options = q.options.map((o) => ({ text: o.text }));
  if (q.answerHint !== undefined) out.answerHint = q.answerHint;
  if (q.unitLabel !== undefined) out.unitLabel = q.unitLabel;
  if (q.answer.kind === 'numbers') {
    out.valueCount = q.answer.values.length;
    if (q.answer.labels) out.valueLabels = [...q.answer.labels];
  }
  if (out.inputKind === 'truths') out.truthCount = q.truthCount;
  if (q.answer.kind === 'expression') out.variables = [...q.answer.variables];
  return out;
}
