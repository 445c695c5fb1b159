import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { acceptedInputs } from '#core/questions/answer-forms.ts';
import { typedWrongValue } from '#core/questions/audit.ts';
import { checkAnswer } from '#core/questions/check-answer.ts';
import { correctResponses, partAsQuestion } from '#core/questions/open-task.ts';
import type { QuestionInstance } from '#core/questions/types.ts';
import { attempts } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';

/** The stored item behind a served question (the test reads the database like the server does). */
export async function storedItem(t: TestApp, attemptId: string): Promise<QuestionInstance> {
  const [row] = await t.database.db.select({ item: attempts.item }).from(attempts).where(eq(attempts.id, attemptId));
  if (!row) throw new Error(`no attempt ${attemptId}`);
  return row.item;
}

export function correctInput(item: QuestionInstance): string {
  const input = acceptedInputs(item.answer)[0];
  if (input === undefined) throw new Error('no accepted input');
  return input;
}

/** An answer that checks 'incorrect' (not 'invalid'): a common error's value, else a search. */
export function wrongInput(item: QuestionInstance): string {
  if (item.answer.kind === 'parts') {
    // An open task: the right answer to every part but the last, which is wrong.
    const responses = correctResponses(item.answer);
    const last = item.answer.parts.at(-1)!;
    responses[last.id] = wrongInput({ ...item, ...partAsQuestion(last), type: 'numeric' });
    return JSON.stringify(responses);
  }
  const candidates: string[] = [];
  if (item.answer.kind === 'choice') {
    const n = item.options?.length ?? 4;
    candidates.push(String((item.answer.index + 1) % n));
  }
  for (const e of item.commonErrors) {
    const typed = typedWrongValue(item.answer, e.wrong);
    if (typed) candidates.push(typed);
  }
  candidates.push('123457', '-98765', '0', '1', 'x+123457', 'zupełnie źle', '1; 2', '999; 998');
  for (const c of candidates) if (checkAnswer(item, c).result === 'incorrect') return c;
  throw new Error(`no wrong input found for ${item.templateId}`);
}

const SECRET_KEYS = [
  'answer',
  'patterns',
  'expected',
  'solution',
  'hints',
  'commonErrors',
  'errorPatterns',
  'feedbackByError',
  'params',
  'item',
  'seed',
];

/** Fails when any object in the JSON has a key that would leak the answer key. */
export function expectNoAnswerKey(json: unknown): void {
  const found: string[] = [];
  const visit = (v: unknown, path: string) => {
    if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (SECRET_KEYS.includes(k)) found.push(`${path}.${k}`);
        visit(x, `${path}.${k}`);
      }
    }
  };
  visit(json, '$');
  expect(found, 'answer key fields in a question response').toEqual([]);
}
