/**
 * Answer drafts of the question card: what the child has typed or chosen, how it becomes the
 * `answer` the API expects (option index for choice, the P/F letters in sentence order for
 * truths, the JSON of the parts record for an open task, typed text otherwise) and the keypad's
 * editing at the caret.
 */
import type { InputKind, PublicQuestion } from '#core/questions/public.ts';
import type { VerdictRow } from '#core/questions/types.ts';

export interface AnswerDraft {
  /** Chosen option index for inputKind 'choice'. */
  choice: number | null;
  /** Typed answer for number/fraction/expression/text. */
  text: string;
  /**
   * One box per value for inputKind 'numbers'; one verdict per row for 'truths' ('P' or 'F' per
   * sentence, or a row's letter: 'T'/'N', '1'/'2'/'3'; '' while not chosen); one part's answer per
   * part for 'parts' (an open task).
   */
  values: string[];
}

/** A verdict row's letter ('P', 'F'; 'T', 'N'; '1', '2', '3'). */
export type Verdict = string;

export type RawAnswer = string | number;

/** `slots`: see slotCount. */
export function emptyDraft(slots = 0): AnswerDraft {
  return { choice: null, text: '', values: Array.from({ length: slots }, () => '') };
}

/** How many slots `values` has: value boxes for 'numbers', sentences for 'truths', parts for 'parts'. */
export function slotCount(q: Pick<PublicQuestion, 'inputKind' | 'valueCount' | 'truthCount' | 'parts'>): number {
  if (q.inputKind === 'parts') return q.parts?.length ?? 0;
  return q.inputKind === 'truths' ? (q.truthCount ?? 0) : (q.valueCount ?? 0);
}

/** Names of the slots: the value labels ('x', 'y') or an open task's part ids ('a', 'b'). */
export function slotLabels(q: Pick<PublicQuestion, 'inputKind' | 'valueLabels' | 'parts'>): string[] | undefined {
  return q.inputKind === 'parts' ? q.parts?.map((p) => p.id) : q.valueLabels;
}

/** An open task's answer record as the API takes it: the JSON of { partId: answer }. */
export function partsRecord(values: readonly string[], ids: readonly string[]): Record<string, string> {
  return Object.fromEntries(ids.map((id, i) => [id, values[i] ?? '']));
}

const VERDICT_WORDS: Readonly<Record<string, Verdict>> = { p: 'P', prawda: 'P', f: 'F', fałsz: 'F', falsz: 'F' };

/**
 * The verdicts of a stored truths answer: the toggles' "PF" (or an earlier typed "P, F", "1. P 2. F",
 * "prawda, fałsz"), or with verdict rows the rows' letters ("T2"). Anything else (or a different
 * number of verdicts) restores nothing.
 */
export function parseVerdicts(text: string, count: number, rows?: readonly VerdictRow[]): Verdict[] | null {
  if (rows) {
    const letters = [...text.toUpperCase().replace(/[\s,;.]/g, '')];
    const fits =
      letters.length === rows.length && letters.every((l, i) => rows[i]!.choices.some((c) => c.letter === l));
    return fits && letters.length === count ? letters : null;
  }
  const words = text
    .toLowerCase()
    .replace(/\d+\s*\.?/g, ' ')
    .split(/[\s,;.]+/)
    .filter(Boolean);
  // "PF" / "pf" typed without separators.
  const tokens = words.length === 1 && /^[pf]+$/.test(words[0]!) ? [...words[0]!] : words;
  const verdicts = tokens.map((w) => VERDICT_WORDS[w]);
  if (verdicts.length !== count || verdicts.some((v) => v === undefined)) return null;
  return verdicts as Verdict[];
}

/** A stored raw answer (e.g. a diagnostic autosave) back into a draft for the same question. */
export function draftFromRaw(
  raw: RawAnswer | null | undefined,
  kind: InputKind,
  slots = 0,
  labels?: readonly string[],
  rows?: readonly VerdictRow[],
): AnswerDraft {
  const draft = emptyDraft(slots);
  if (raw === null || raw === undefined || raw === '') return draft;
  if (kind === 'choice') {
    const n = typeof raw === 'number' ? raw : Number(raw);
    return { ...draft, choice: Number.isInteger(n) && n >= 0 ? n : null };
  }
  const text = String(raw);
  if (kind === 'parts') {
    let record: unknown = null;
    try {
      record = JSON.parse(text);
    } catch {
      return draft;
    }
    const get = (id: string) => (record as Record<string, unknown> | null)?.[id];
    return { ...draft, values: (labels ?? []).map((id) => (typeof get(id) === 'string' ? (get(id) as string) : '')) };
  }
  if (kind === 'truths') return { ...draft, values: parseVerdicts(text, slots, rows) ?? draft.values };
  if (kind === 'numbers') {
    const parts = text.split(';').map((p) => p.trim());
    const values = draft.values.map((_, i) => {
      const part = parts[i] ?? '';
      const label = labels?.[i];
      return label && part.toLowerCase().startsWith(`${label.toLowerCase()}=`) ? part.slice(label.length + 1) : part;
    });
    return { ...draft, values };
  }
  return { ...draft, text };
}

export interface RawAnswerOptions {
  /**
   * An open task may go with parts left empty (the mock exam: an examiner scores what is
   * written, and a later calculation can show a skipped intermediate result). Practice checks
   * the whole task at once and needs every part.
   */
  partialParts?: boolean;
}

/** The API answer, or null while nothing is chosen or typed (submit stays disabled). */
export function rawAnswer(
  draft: AnswerDraft,
  kind: InputKind,
  labels?: readonly string[],
  options: RawAnswerOptions = {},
): RawAnswer | null {
  if (kind === 'choice') return draft.choice;
  if (kind === 'truths') {
    // Every row needs its verdict before the answer can be sent (the toggles only set a row's letters).
    if (draft.values.length === 0 || draft.values.some((v) => v === '')) return null;
    return draft.values.join('');
  }
  if (kind === 'parts') {
    const empty = (v: string) => v.trim() === '';
    if (draft.values.length === 0 || (options.partialParts ? draft.values.every(empty) : draft.values.some(empty)))
      return null;
    return JSON.stringify(partsRecord(draft.values, labels ?? []));
  }
  if (kind === 'numbers') {
    if (draft.values.length === 0 || draft.values.some((v) => v.trim() === '')) return null;
    // "x=2; y=3": the semicolon keeps decimal commas unambiguous for the server's list parser.
    return draft.values.map((v, i) => (labels?.[i] ? `${labels[i]}=${v.trim()}` : v.trim())).join('; ');
  }
  const t = draft.text.trim();
  return t === '' ? null : t;
}

/** Keys of the maths keypad. 'backspace' deletes; everything else is inserted as shown. */
export const KEYPAD_ROWS: readonly (readonly string[])[] = [
  ['7', '8', '9', '/', '^', '√'],
  ['4', '5', '6', '·', ':', 'x'],
  ['1', '2', '3', '+', '−', '='],
  ['0', ',', '(', ')', ' ', 'backspace'],
];

export interface Edit {
  value: string;
  caret: number;
}

/** Applies a keypad key at the selection [start, end). */
export function applyKey(value: string, start: number, end: number, key: string): Edit {
  const s = Math.max(0, Math.min(start, value.length));
  const e = Math.max(s, Math.min(end, value.length));
  if (key === 'backspace') {
    if (e > s) return { value: value.slice(0, s) + value.slice(e), caret: s };
    if (s === 0) return { value, caret: 0 };
    // Never split a surrogate pair.
    const cut = s >= 2 && /[\uDC00-\uDFFF]/.test(value[s - 1]!) ? 2 : 1;
    return { value: value.slice(0, s - cut) + value.slice(s), caret: s - cut };
  }
  return { value: value.slice(0, s) + key + value.slice(e), caret: s + key.length };
}

/** Which kinds get the maths keypad (free text answers such as words do not). */
export function keypadFits(kind: InputKind): boolean {
  return kind === 'number' || kind === 'fraction' || kind === 'expression' || kind === 'numbers';
}

/** Whether a question offers the keypad: its own kind, or for an open task any of its parts. */
export function keypadFitsQuestion(q: Pick<PublicQuestion, 'inputKind' | 'parts'>): boolean {
  return q.inputKind === 'parts' ? (q.parts ?? []).some((p) => keypadFits(p.inputKind)) : keypadFits(q.inputKind);
}
