import { describe, it, expect } from 'vitest';
import katex from 'katex';
import { createRng } from '../../../math/random.ts';
import { type Rational, eq, rat, add } from '../../../math/rational.ts';
import { LEVELS, type QuestionInstance } from '../../types.ts';
import { g5Templates } from './index.ts';

function normalise(s: string): string {
  return s
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/,/g, '.')
    .replace(/\s*([+\-*/=:<>^()·×])\s*/g, '$1');
}

function parseTyped(s: string): Rational | null {
  const t = normalise(s).replace(/ (?=\d{3}\b)/g, '');
  let m = /^(-?\d+)$/.exec(t);
  if (m) return rat(Number(m[1]));
  m = /^(-?\d+)\.(\d+)$/.exec(t);
  if (m) {
    const sign = m[1]!.startsWith('-') ? -1 : 1;
    const d = 10 ** m[2]!.length;
    return rat(sign * (Math.abs(Number(m[1])) * d + Number(m[2])), d);
  }
  m = /^(-?\d+)\/(\d+)$/.exec(t);
  if (m) return rat(Number(m[1]), Number(m[2]));
  m = /^(\d+) (\d+)\/(\d+)$/.exec(t);
  if (m) return add(rat(Number(m[1])), rat(Number(m[2]), Number(m[3])));
  return null;
}

function texSegments(s: string): string[] {
  return [...s.matchAll(/\$([^$]+)\$/g)].map((x) => x[1]!);
}

function checkText(label: string, s: string): void {
  expect(s, label).not.toMatch(/undefined|NaN|null|\[object|Infinity/);
  for (const seg of texSegments(s)) {
    expect(() => katex.renderToString(seg, { throwOnError: true }), `${label}: ${seg}`).not.toThrow();
    expect(seg, `${label}: dot decimal in ${seg}`).not.toMatch(/\d\.\d/);
  }
  const prose = s.replace(/\$[^$]*\$/g, '');
  expect(prose, `${label}: dot decimal in prose`).not.toMatch(/\d\.\d/);
  expect(prose, `${label}: star in prose`).not.toMatch(/\*/);
}

function checkItem(
  q: Omit<QuestionInstance, 'templateId' | 'skillId' | 'level' | 'seed' | 'examStyle'>,
  id: string,
): void {
  checkText(`${id} stem`, q.stem);
  checkText(`${id} solution`, q.solution);
  expect(q.stem.length).toBeGreaterThan(10);
  expect(q.solution.length).toBeGreaterThan(5);
  const keys = q.commonErrors.map((e) => e.key);
  expect(new Set(keys).size, `${id} duplicate error keys ${keys.join()}`).toBe(keys.length);
  expect(q.commonErrors.length, `${id} errors count`).toBeGreaterThanOrEqual(1);
  expect(q.commonErrors.length, `${id} errors count`).toBeLessThanOrEqual(4);
  for (const e of q.commonErrors) checkText(`${id} feedback`, e.feedback);
  const a = q.answer;
  if (a.kind === 'number') {
    expect(['numeric', 'fraction']).toContain(q.type);
    const vals = [a.value, ...q.commonErrors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : null))];
    for (let i = 0; i < vals.length; i++)
      for (let j = i + 1; j < vals.length; j++) {
        if (vals[i] && vals[j])
          expect(eq(vals[i]!, vals[j]!), `${id} wrong coincides ${JSON.stringify(vals)}`).toBe(false);
      }
    for (const e of q.commonErrors) expect(e.wrong.kind).toBe('number');
  }
  if (a.kind === 'choice' || q.type === 'mcq') {
    expect(a.kind).toBe('choice');
    const opts = q.options ?? [];
    expect([2, 4]).toContain(opts.length);
    expect(new Set(opts.map((o) => o.text)).size).toBe(opts.length);
    if (a.kind === 'choice') expect(opts[a.index]?.errorKey).toBeUndefined();
    for (const o of opts) {
      checkText(`${id} option`, o.text);
      if (o !== opts[(a as { index: number }).index]) expect(keys, `${id} option key`).toContain(o.errorKey);
    }
  }
  if (a.kind === 'text') {
    for (const e of q.commonErrors) {
      expect(e.wrong.kind).toBe('text');
      if (e.wrong.kind === 'text')
        for (const w of e.wrong.accepted) expect(a.accepted.map(normalise)).not.toContain(normalise(w));
    }
  }
  expect(q.steps.length).toBeGreaterThanOrEqual(2);
  expect(q.steps.length).toBeLessThanOrEqual(4);
  for (const s of q.steps) {
    checkText(`${id} step`, s.prompt);
    for (const h of s.hints) checkText(`${id} hint`, h);
    expect(s.hints.every((h) => h.length > 3)).toBe(true);
    const n = normalise(s.expected);
    expect(
      s.patterns.some((p) => new RegExp(p, 'i').test(n)),
      `${id} step expected "${s.expected}" vs ${s.patterns.join(' ')}`,
    ).toBe(true);
    for (const ep of s.errorPatterns ?? []) {
      expect(
        ep.patterns.some((p) => new RegExp(p, 'i').test(n)),
        `${id} error pattern matches expected`,
      ).toBe(false);
      expect(s.feedbackByError[ep.code]).toBeTruthy();
    }
  }
  const last = q.steps[q.steps.length - 1]!;
  if (a.kind === 'number') {
    const v = parseTyped(last.expected);
    expect(v && eq(v, a.value), `${id} last step ${last.expected} vs ${a.value.n}/${a.value.d}`).toBe(true);
  }
  if (a.kind === 'text') expect(a.accepted.map(normalise)).toContain(normalise(last.expected));
  if (q.figure) {
    expect(q.figure).toMatch(/^<svg [^>]*viewBox/);
    expect(q.figure).not.toMatch(/<script|NaN|undefined/);
  }
  for (const [k, v] of Object.entries(q.params)) expect(Number.isNaN(v), k).toBe(false);
}

describe('g5 templates sanity', () => {
  it('has at least two templates per skill', () => {
    const bySkill = new Map<string, number>();
    for (const t of g5Templates) bySkill.set(t.skillId, (bySkill.get(t.skillId) ?? 0) + 1);
    for (const [, n] of bySkill) expect(n).toBeGreaterThanOrEqual(2);
    for (const t of g5Templates) expect(t.id.startsWith(`${t.skillId}.`)).toBe(true);
  });
  for (const t of g5Templates) {
    it(t.id, () => {
      for (const level of LEVELS) {
        const stems = new Set<string>();
        for (let seed = 0; seed < 60; seed++) {
          const q = t.generate({ rng: createRng(seed * 7919 + level), level });
          checkItem(q, `${t.id} L${level} s${seed}`);
          stems.add(q.stem + JSON.stringify(q.options ?? []) + (q.figure ?? ''));
        }
        expect(stems.size, `${t.id} L${level} variety`).toBeGreaterThanOrEqual(4);
      }
    });
  }
});
