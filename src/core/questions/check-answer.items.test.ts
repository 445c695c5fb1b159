/**
 * The answer checker against every template × level × several seeds: whatever an item asks,
 * the checker must accept every right way of writing it, and refuse a form only when the
 * item says which form it wants (issue 13, part 3).
 */
import { describe, it, expect } from 'vitest';
import { allTemplates, generateQuestion } from './registry.ts';
import { checkAnswer, WRONG_UNIT_KEY } from './check-answer.ts';
import { answerText } from './answer-forms.ts';
import { unitDimension } from '../math/parse-number.ts';
import { LEVELS, type AnswerSpec, type QuestionInstance } from './types.ts';

const SEEDS = 6;

function* items(): Generator<QuestionInstance> {
  for (const t of allTemplates())
    for (const level of LEVELS)
      for (let seed = 1; seed <= SEEDS; seed++) {
        yield generateQuestion(t.id, level, seed);
      }
}

const where = (q: QuestionInstance) => `${q.templateId} L${q.level} s${q.seed}`;

/** Words in the stem or input hint that ask for each restricted form. */
const ASKS_FOR: Record<'fraction' | 'decimal' | 'mixed' | 'scientific' | 'percent', RegExp> = {
  fraction:
    /jako ułam\p{L}*(?! dziesiętn)|ułam\p{L}* (?:zwykł|nieskracaln|niewłaściw)|postaci ułamka(?! dziesiętn)|ułamkiem(?! dziesiętn)|skróć|liczb\p{L}* mieszan/iu,
  decimal: /dziesiętn/iu,
  mixed: /liczb\p{L}* mieszan/iu,
  scientific: /notacj\p{L}* wykładnicz|a·10\^k/iu,
  percent: /procent/iu,
};

/** Forms the item refuses although they would be a right value: each must be named by the item. */
function requiredForms(a: Extract<AnswerSpec, { kind: 'number' }>): (keyof typeof ASKS_FOR)[] {
  if (a.requiredForm) return [a.requiredForm];
  const out: (keyof typeof ASKS_FOR)[] = [];
  if (a.forms?.decimal === false) out.push('fraction');
  if (a.forms?.fraction === false && a.forms?.mixed === false) out.push('decimal');
  return out;
}

describe('checker × every template', () => {
  it('a form is required only where the stem says which form is wanted', () => {
    const problems: string[] = [];
    for (const q of items()) {
      if (q.answer.kind !== 'number') continue;
      for (const form of requiredForms(q.answer)) {
        if (!ASKS_FOR[form].test(q.stem)) problems.push(`${where(q)}: requires ${form}, stem: ${q.stem.slice(0, 90)}`);
      }
    }
    expect(problems.slice(0, Number(process.env.SHOW ?? 20)), `${problems.length} items`).toEqual([]);
  });

  it('lowest terms are required only where the stem asks for them (issue 25: 22/20 for "Oblicz")', () => {
    const problems: string[] = [];
    for (const q of items()) {
      if (q.answer.kind !== 'number' || !q.answer.requireSimplest) continue;
      if (!/nieskracaln|skróć|skrócon|najprostsz/iu.test(q.stem)) problems.push(`${where(q)}: ${q.stem.slice(0, 90)}`);
    }
    expect(problems.slice(0, Number(process.env.SHOW ?? 20)), `${problems.length} items`).toEqual([]);
  });

  it('the answer written with its unit (30%, 14π cm, 12 cm²) is accepted', () => {
    const problems: string[] = [];
    for (const q of items()) {
      if (q.answer.kind !== 'number' || (!q.unitLabel && !q.answer.unit)) continue;
      const shown = answerText(q.answer, q.options, q.unitLabel);
      for (const typed of [shown, shown.replace(/\u00a0/g, ' '), shown.replace(/\s+/g, '')]) {
        const r = checkAnswer(q, typed);
        if (r.result !== 'correct') problems.push(`${where(q)}: "${typed}" → ${JSON.stringify(r)}`);
      }
    }
    expect(problems.slice(0, Number(process.env.SHOW ?? 20)), `${problems.length} items`).toEqual([]);
  });

  it('a unit of another kind (cm for an area) is the wrong_unit misconception', () => {
    const OTHER: Record<string, string> = { area: 'cm', length: 'cm²', volume: 'cm²', money: 'kg', time: 'km' };
    const problems: string[] = [];
    for (const q of items()) {
      if (q.answer.kind !== 'number') continue;
      const unit = q.answer.unit?.accepted[0] ?? q.unitLabel?.replace(/^π\s*/, '');
      const other = OTHER[unitDimension(unit ?? '') ?? ''];
      if (!other) continue;
      const typed = `${answerText({ ...q.answer, unit: undefined })} ${other}`;
      const r = checkAnswer(q, typed);
      if (r.result !== 'incorrect' || r.errorKey !== WRONG_UNIT_KEY) {
        problems.push(`${where(q)}: "${typed}" → ${JSON.stringify(r)}`);
      }
    }
    expect(problems.slice(0, Number(process.env.SHOW ?? 20)), `${problems.length} items`).toEqual([]);
  });

  it('a multiple of π is accepted with π typed (14π, 14 pi, 14π cm)', () => {
    const problems: string[] = [];
    let piItems = 0;
    for (const q of items()) {
      if (q.answer.kind !== 'number' || !q.unitLabel?.startsWith('π')) continue;
      piItems++;
      if (!/\\pi|π/.test(`${q.stem} ${q.answerHint ?? ''}`)) problems.push(`${where(q)}: stem does not ask for π`);
      const coef = answerText({ ...q.answer, unit: undefined });
      const unit = q.unitLabel.replace(/^π\s*/, '');
      for (const typed of [`${coef}π`, `${coef} pi`, `${coef}π ${unit}`]) {
        const r = checkAnswer(q, typed);
        if (r.result !== 'correct') problems.push(`${where(q)}: "${typed}" → ${JSON.stringify(r)}`);
      }
    }
    expect(piItems).toBeGreaterThan(0);
    expect(problems.slice(0, Number(process.env.SHOW ?? 20)), `${problems.length} items`).toEqual([]);
  });

  it('a text answer not of the answer form (no relation sign, wrong number of P/F) is invalid', () => {
    const problems: string[] = [];
    for (const q of items()) {
      if (q.answer.kind !== 'text') continue;
      const garbage = ['xyz', q.truthCount ? 'P'.repeat(q.truthCount + 1) : '>=', q.truthCount ? 'P' : '=>'];
      for (const typed of garbage) {
        const r = checkAnswer(q, typed);
        if (r.result !== 'invalid') problems.push(`${where(q)}: "${typed}" → ${JSON.stringify(r)}`);
      }
    }
    expect(problems.slice(0, Number(process.env.SHOW ?? 20)), `${problems.length} items`).toEqual([]);
  });
});
