/**
 * Open tasks ("zadania otwarte") scored like the CKE scores them: the pupil answers every part
 * (intermediate results, the final answer, a choice of method or of the chain of reasoning) and
 * the marking scheme awards each criterion whose required parts are all correct.
 *
 * Decisions:
 * - Each part is checked by the ordinary checker (checkAnswer) with the part's own answer spec,
 *   options and common errors, so "forgiving about form, strict about value" holds per part.
 * - Scoring (the mock exam, the points of a practice answer): a part left empty or written in a
 *   notation the checker refuses ('invalid') is simply not correct — an examiner cannot give a
 *   point for an answer that is not there.
 * - Practice (checkOpenTaskAnswer): an empty or invalid part is sent back to be fixed before
 *   anything is counted, exactly as for closed items.
 * - The wire format of a whole answer is the JSON of the responses record, {"a":"12","b":"1"};
 *   a choice part's response is the chosen option's index.
 */
import { checkAnswer, type CheckResult } from './check-answer.ts';
import { acceptedInputs, answerText } from './answer-forms.ts';
import type {
  ClosedAnswerSpec,
  CommonError,
  OpenTaskPart,
  OpenTaskPartRole,
  PartsAnswerSpec,
  QuestionInstance,
} from './types.ts';

/** The pupil's answer to an open task: part id → what was typed or chosen (choice: the index). */
export type OpenTaskResponses = Readonly<Record<string, string>>;

export interface OpenTaskScore {
  points: number;
  maxPoints: number;
  parts: { id: string; check: CheckResult }[];
  criteria: { id: string; description: string; points: number; earned: boolean }[];
}

/** What the pupil sees after answering: the marking and each part's correct answer. */
export interface OpenTaskMarking {
  points: number;
  maxPoints: number;
  criteria: { id: string; description: string; points: number; earned: boolean }[];
  parts: {
    id: string;
    prompt: string;
    role: OpenTaskPartRole;
    result: CheckResult['result'];
    /** The named mistake (a part's common error) or what is wrong with the notation. */
    feedback?: string;
    correctAnswer: string;
  }[];
}

/** The answer spec of an open task, or null for a closed item. */
export function openTaskAnswer(q: Pick<QuestionInstance, 'answer'>): PartsAnswerSpec | null {
  return q.answer.kind === 'parts' ? q.answer : null;
}

/**
 * An open task's item-level common errors: its parts' errors, each key once (the same
 * misconception may show in several parts, e.g. "percents added" in the method and the result;
 * the first part's wording is kept). The learner model records misconceptions by key.
 */
export function openTaskCommonErrors(parts: readonly OpenTaskPart[]): CommonError[] {
  const seen = new Set<string>();
  return parts
    .flatMap((p) => p.commonErrors ?? [])
    .filter((e) => {
      if (seen.has(e.key)) return false;
      seen.add(e.key);
      return true;
    });
}

/** A part seen as a closed item: what the checker and the input widget need. */
export type PartQuestion = Pick<QuestionInstance, 'commonErrors'> &
  Partial<Pick<QuestionInstance, 'options' | 'unitLabel' | 'truthCount'>> & { answer: ClosedAnswerSpec };

export function partAsQuestion(part: OpenTaskPart): PartQuestion {
  const q: PartQuestion = {
    answer: part.answer,
    commonErrors: part.commonErrors ?? [],
  };
  if (part.options !== undefined) q.options = part.options;
  if (part.unitLabel !== undefined) q.unitLabel = part.unitLabel;
  if (part.truthCount !== undefined) q.truthCount = part.truthCount;
  return q;
}

const EMPTY: CheckResult = { result: 'invalid', reason: 'Brak odpowiedzi.' };

/** Checks one part's response; a missing or blank response is invalid. */
export function checkPart(part: OpenTaskPart, response: string | undefined): CheckResult {
  if (response === undefined || response.trim() === '') return EMPTY;
  return checkAnswer(partAsQuestion(part), response);
}

/** Scores an open task by its marking scheme (pure). Invalid or empty parts count as not correct. */
export function scoreOpenTask(q: Pick<QuestionInstance, 'answer'>, responses: OpenTaskResponses): OpenTaskScore {
  const answer = openTaskAnswer(q);
  if (!answer) throw new Error('scoreOpenTask: not an open task');
  const parts = answer.parts.map((part) => ({
    id: part.id,
    check: checkPart(part, Object.hasOwn(responses, part.id) ? responses[part.id] : undefined),
  }));
  const correct = new Set(parts.filter((p) => p.check.result === 'correct').map((p) => p.id));
  const criteria = answer.scheme.map((c) => ({
    id: c.id,
    description: c.description,
    points: c.points,
    earned: c.requires.every((id) => correct.has(id)),
  }));
  return {
    points: criteria.reduce((sum, c) => sum + (c.earned ? c.points : 0), 0),
    maxPoints: answer.points,
    parts,
    criteria,
  };
}

/** The responses record from the wire (JSON text), or null when it is not one. */
export function parseOpenTaskResponses(input: string): Record<string, string> | null {
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'number' && Number.isFinite(v)) out[k] = String(v);
    else return null;
  }
  return out;
}

/** The first named mistake among the parts (what practice stores and shows as the item's error). */
export function firstPartError(score: OpenTaskScore): { errorKey: string; feedback?: string } | null {
  for (const p of score.parts) {
    if (p.check.result === 'incorrect' && p.check.errorKey) {
      return { errorKey: p.check.errorKey, ...(p.check.feedback ? { feedback: p.check.feedback } : {}) };
    }
  }
  return null;
}

/**
 * The whole answer of an open task checked like a closed item (practice, tutor): invalid when
 * a part is empty or badly written (say which part), correct with full points, otherwise
 * incorrect with the first part's named mistake. The score comes along for the marking.
 */
export function checkOpenTaskResponses(
  answer: PartsAnswerSpec,
  responses: OpenTaskResponses,
): { check: CheckResult; score: OpenTaskScore } {
  const score = scoreOpenTask({ answer }, responses);
  const badPart = score.parts.find((p) => p.check.result === 'invalid');
  if (badPart?.check.result === 'invalid') {
    const reason =
      badPart.check === EMPTY ? `Odpowiedz na część ${badPart.id}).` : `Część ${badPart.id}): ${badPart.check.reason}`;
    return { check: { result: 'invalid', reason }, score };
  }
  if (score.points === score.maxPoints) return { check: { result: 'correct' }, score };
  const error = firstPartError(score);
  return { check: error ? { result: 'incorrect', ...error } : { result: 'incorrect' }, score };
}

/** checkOpenTaskResponses for the wire format: the JSON of the responses record. */
export function checkOpenTaskAnswer(answer: PartsAnswerSpec, input: string): CheckResult {
  const responses = parseOpenTaskResponses(input);
  if (!responses) return { result: 'invalid', reason: INVALID_RECORD };
  return checkOpenTaskResponses(answer, responses).check;
}

/** What a malformed whole answer (not a record of the parts' answers) gets back. */
export const INVALID_RECORD = 'Odpowiedz na każdą część zadania.';

/** The public marking of a scored answer (criteria revealed only now, after answering). */
export function openTaskMarking(q: Pick<QuestionInstance, 'answer'>, score: OpenTaskScore): OpenTaskMarking {
  const answer = openTaskAnswer(q);
  if (!answer) throw new Error('openTaskMarking: not an open task');
  return {
    points: score.points,
    maxPoints: score.maxPoints,
    criteria: score.criteria.map((c) => ({ ...c })),
    parts: answer.parts.map((part) => {
      const check = score.parts.find((p) => p.id === part.id)?.check ?? EMPTY;
      const feedback =
        check.result === 'incorrect' ? check.feedback : check.result === 'invalid' ? check.reason : undefined;
      return {
        id: part.id,
        prompt: part.prompt,
        role: part.role,
        result: check.result,
        ...(feedback ? { feedback } : {}),
        correctAnswer: partAnswerText(part),
      };
    }),
  };
}

/** A part's correct answer as Polish display text. */
export function partAnswerText(part: OpenTaskPart): string {
  return answerText(part.answer, part.options, part.unitLabel);
}

/** Responses that answer every part correctly (each part's answer as the pupil would type it). */
export function correctResponses(
  answer: PartsAnswerSpec,
  pick: (inputs: readonly string[]) => string = (inputs) => inputs[0]!,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of answer.parts) out[part.id] = pick(acceptedInputs(part.answer));
  return out;
}
