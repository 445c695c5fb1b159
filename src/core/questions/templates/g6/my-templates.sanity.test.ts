import { describe, it, expect } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { g6Templates } from './index.ts';
import { g7Templates } from '../g7/index.ts';
import { LEVELS } from '../../types.ts';
import type { Rational } from '../../../math/rational.ts';
import { eq } from '../../../math/rational.ts';
import { parseNumberInput } from '../../../math/parse-number.ts';
import { normaliseStepInput } from '../../check-step.ts';

// Author-side smoke test for the g6 templates and the g7 powers/roots family, until the
// shared property harness covers every template.
const MINE = new Set(['powers', 'power_laws', 'scientific_notation', 'roots', 'root_operations']);
const templates = [...g6Templates, ...g7Templates.filter((t) => MINE.has(t.skillId))];

const normalise = normaliseStepInput;

function parseNum(s: string): Rational | null {
  const p = parseNumberInput(s);
  return p.ok ? p.value.value : null;
}

describe('my templates (sanity)', () => {
  for (const t of templates) {
    it(`${t.id} generates consistent items`, () => {
      for (const level of LEVELS) {
        for (let seed = 0; seed < 60; seed++) {
          const q = generateQuestion(t.id, level, seed);
          const json = JSON.stringify(q);
          expect(json, `${t.id} L${level} s${seed}`).not.toMatch(/NaN|undefined|Infinity|\[object/);
          expect(q.steps.length).toBeGreaterThanOrEqual(2);
          expect(q.steps.length).toBeLessThanOrEqual(4);
          if (q.examStyle !== 'prawda_falsz')
            expect(q.commonErrors.length, `${t.id} L${level} s${seed} errors`).toBeGreaterThanOrEqual(2);
          const keys = q.commonErrors.map((e) => e.key);
          expect(new Set(keys).size, `${t.id} L${level} s${seed} keys`).toBe(keys.length);
          for (const s of q.steps) {
            const ok = s.patterns.some((p) => new RegExp(p, 'i').test(normalise(s.expected)));
            expect(ok, `${t.id} L${level} s${seed} step "${s.prompt}" expected ${s.expected} vs ${s.patterns}`).toBe(
              true,
            );
            for (const e of s.errorPatterns ?? []) {
              const clash = e.patterns.some((p) => new RegExp(p, 'i').test(normalise(s.expected)));
              expect(clash, `${t.id} L${level} s${seed} step error ${e.code} matches expected ${s.expected}`).toBe(
                false,
              );
              expect(s.feedbackByError[e.code]).toBeTruthy();
            }
          }
          const last = q.steps[q.steps.length - 1]!;
          if (q.answer.kind === 'number') {
            const v = q.answer.value;
            const lastV = parseNum(last.expected);
            expect(lastV && eq(lastV, v), `${t.id} L${level} s${seed} last step ${last.expected}`).toBe(true);
            const seen = [v];
            for (const e of q.commonErrors) {
              expect(e.wrong.kind).toBe('number');
              if (e.wrong.kind !== 'number') continue;
              expect(
                seen.some((x) => eq(x, (e.wrong as { value: Rational }).value)),
                `${t.id} L${level} s${seed} err ${e.key}`,
              ).toBe(false);
              seen.push(e.wrong.value);
            }
          }
          if (q.type === 'mcq') {
            expect(q.answer.kind).toBe('choice');
            const opts = q.options ?? [];
            expect([2, 4]).toContain(opts.length);
            expect(new Set(opts.map((o) => o.text)).size).toBe(opts.length);
            if (q.answer.kind === 'choice') expect(opts[q.answer.index]?.errorKey).toBeUndefined();
            for (const o of opts.filter((o) => o.errorKey)) expect(keys).toContain(o.errorKey);
            expect(opts.filter((o) => !o.errorKey).length).toBe(1);
          }
        }
      }
    });
  }
});
