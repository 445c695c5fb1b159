/**
 * The only shape of an item that leaves the server. Built field by field from an allow-list
 * (never by deleting secrets from a copy), so a field added to QuestionInstance later stays
 * on the server until someone decides to publish it here.
 */
import type { SkillId } from '../curriculum/skill-ids.ts';
import { partAsQuestion } from './open-task.ts';
import type {
  AnswerSpec,
  ExamStyle,
  Level,
  OpenTaskPartRole,
  QuestionInstance,
  QuestionType,
  VerdictRow,
} from './types.ts';

/** Input widget the UI should show ('parts': an open task, one widget per part). */
export type InputKind = 'number' | 'fraction' | 'expression' | 'text' | 'choice' | 'numbers' | 'truths' | 'parts';

/** What a closed item or one part of an open task needs to draw its input widget. */
export interface PublicInputFields {
  inputKind: InputKind;
  options?: { text: string }[];
  answerHint?: string;
  unitLabel?: string;
  /** For inputKind 'numbers': how many values and their labels (e.g. ['x', 'y']). */
  valueCount?: number;
  valueLabels?: string[];
  /** For inputKind 'truths': how many sentences get a P/F verdict (the answer is their letters, "PF"). */
  truthCount?: number;
  /** For inputKind 'truths' when the verdicts are not P/F (TAK/NIE and its reason 1/2/3): the rows and their letters. */
  verdictRows?: VerdictRow[];
  /** For inputKind 'expression': the letters the pupil may use. */
  variables?: string[];
  /** A written conclusion ("18 < 25"): the keypad offers the signs < and >. */
  relations?: true;
}

/** A part of an open task as the pupil sees it: no answer, no marking scheme. */
export interface PublicOpenTaskPart extends PublicInputFields {
  id: string;
  prompt: string;
  role: OpenTaskPartRole;
}

export interface PublicQuestion extends PublicInputFields {
  id: string;
  skillId: SkillId;
  templateId?: string;
  level: Level;
  type: QuestionType;
  examStyle: ExamStyle;
  stem: string;
  figure?: string;
  /** For inputKind 'parts' (an open task): the points it is worth and its parts. */
  maxPoints?: number;
  parts?: PublicOpenTaskPart[];
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
    case 'parts':
      return 'parts';
  }
}

/** The widget fields of an item or part, copied field by field (answers never included). */
function inputFields(
  q: Pick<QuestionInstance, 'answer' | 'truthCount' | 'options' | 'answerHint' | 'unitLabel'> &
    Partial<Pick<QuestionInstance, 'verdictRows'>>,
): PublicInputFields {
  const out: PublicInputFields = { inputKind: inputKindOf(q) };
  if (q.options !== undefined) out.options = q.options.map((o) => ({ text: o.text }));
  if (q.answerHint !== undefined) out.answerHint = q.answerHint;
  if (q.unitLabel !== undefined) out.unitLabel = q.unitLabel;
  if (q.answer.kind === 'numbers') {
    out.valueCount = q.answer.values.length;
    if (q.answer.labels) out.valueLabels = [...q.answer.labels];
  }
  if (out.inputKind === 'truths') out.truthCount = q.truthCount;
  // The rows' letters and texts are the buttons the pupil sees, never which one is right.
  if (out.inputKind === 'truths' && q.verdictRows)
    out.verdictRows = q.verdictRows.map((r) => ({
      label: r.label,
      choices: r.choices.map((c) => ({ letter: c.letter, text: c.text, name: c.name })),
    }));
  if (q.answer.kind === 'expression') out.variables = [...q.answer.variables];
  return out;
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
    ...inputFields(q),
    steps: q.steps.map((s) => ({ prompt: s.prompt })),
    stepCount: q.steps.length,
  };
  if (opts.includeTemplateId !== false) out.templateId = q.templateId;
  if (q.figure !== undefined) out.figure = q.figure;
  if (q.answer.kind === 'parts') {
    out.maxPoints = q.answer.points;
    out.parts = q.answer.parts.map((part) => ({
      id: part.id,
      prompt: part.prompt,
      role: part.role,
      ...inputFields({ ...partAsQuestion(part), answerHint: part.answerHint }),
      ...(part.written?.kind === 'relation' ? { relations: true as const } : {}),
    }));
  }
  return out;
}
