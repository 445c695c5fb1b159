/**
 * The CKE's scoring rules as properties of every open template (issue 24): for every template ×
 * level × 20 seeds, the model solution scores full points; the model solution with its
 * intermediate parts left empty (the final calculation shows the method) scores full points; a
 * slip in the first computed part, carried on consistently, costs exactly one point. No part of
 * an open task is a method or a justification chosen from options.
 */
import { describe, expect, it } from 'vitest';
import { generateQuestion } from '../../registry.ts';
import { LEVELS, type OpenTaskPart, type PartsAnswerSpec } from '../../types.ts';
import { calcResult, calcWithValues, modelResponses, scoreOpenTask } from '../../open-task.ts';
import { openTemplates } from './index.ts';

const SEEDS = 20;

function items() {
  return openTemplates.flatMap((t) =>
    LEVELS.flatMap((level) =>
      Array.from({ length: SEEDS }, (_, i) => {
        const item = generateQuestion(t.id, level, 1000 * level + i + 1);
        return { id: `${t.id} L${level} s${1000 * level + i + 1}`, item, answer: item.answer as PartsAnswerSpec };
      }),
    ),
  );
}
const ALL = items();

const truth = (p: OpenTaskPart) => (p.answer.kind === 'number' ? p.answer.value.n / p.answer.value.d : null);

/** Parts some later part's calculation, or the relation a justification concludes, needs: the intermediate results. */
function intermediates(answer: PartsAnswerSpec): string[] {
  const relates = (q: OpenTaskPart, id: string) =>
    q.written?.kind === 'relation' && (q.written.left.part === id || q.written.right.part === id);
  return answer.parts
    .filter((p) =>
      answer.parts.some((q) => (q.calc !== undefined && new RegExp(`\\b${p.id}\\b`).test(q.calc)) || relates(q, p.id)),
    )
    .map((p) => p.id);
}

/** A wrong value near the right one that no named misconception gives and that keeps later parts computable. */
function slipValue(part: OpenTaskPart, answer: PartsAnswerSpec, values: Record<string, number>): number {
  const right = truth(part)!;
  const named = (part.commonErrors ?? []).flatMap((e) =>
    e.wrong.kind === 'number' ? [e.wrong.value.n / e.wrong.value.d] : [],
  );
  for (const delta of [1, 2, 3, -1, 7, 11]) {
    const v = right + delta;
    if (named.some((n) => Math.abs(n - v) < 1e-9)) continue;
    const later = answer.parts.slice(answer.parts.indexOf(part) + 1);
    const env: Record<string, number> = { ...values, [part.id]: v };
    const computable = later.every((q) => {
      const t = truth(q);
      const r = q.calc ? calcResult(q, env) : t;
      if (r !== null) env[q.id] = r;
      return !q.calc || (r !== null && Number.isFinite(r));
    });
    if (computable) return v;
  }
  throw new Error('no slip value');
}

describe('open tasks scored like the CKE (every template × level × 20 seeds)', () => {
  it('has no method or justification chosen from options', () => {
    const chosen = ALL.filter(({ answer }) =>
      answer.parts.some((p) => p.role !== 'value' && p.answer.kind === 'choice'),
    );
    expect([...new Set(chosen.map((c) => c.item.templateId))]).toEqual([]);
  });

  it('computes later results from earlier ones (the chain the n − 1 rule follows)', () => {
    // Tasks whose results are independent of each other by their nature.
    const independent = new Set([
      'roots.open-justify-compare', // the two squares compared
      'pythagoras.open-justify-right', // a² + b² and c² compared
      'counting_probability.open-bag-draw', // three separate questions about one bag
    ]);
    const unlinked = ALL.filter(
      ({ item, answer }) =>
        !independent.has(item.templateId) &&
        answer.parts.filter((p) => p.answer.kind === 'number').length >= 2 &&
        intermediates(answer).length === 0,
    );
    expect([...new Set(unlinked.map((c) => c.item.templateId))]).toEqual([]);
  });

  it('gives the model solution full points', () => {
    const failures = ALL.filter(
      ({ item, answer }) => scoreOpenTask(item, modelResponses(answer)).points !== answer.points,
    );
    expect(failures.map((f) => f.id).slice(0, 10)).toEqual([]);
  });

  it('gives the model solution with its intermediate parts left empty full points', () => {
    const failures = ALL.filter(({ item, answer }) => {
      const responses = modelResponses(answer);
      for (const id of intermediates(answer)) delete responses[id];
      return scoreOpenTask(item, responses).points !== answer.points;
    });
    expect(failures.map((f) => f.id).slice(0, 10)).toEqual([]);
  });

  it('takes exactly one point for a slip in the first computed part, carried on consistently', () => {
    const failures = ALL.filter(({ item, answer }) => {
      const first = answer.parts.find((p) => p.answer.kind === 'number' && !p.written);
      if (!first) return false;
      const values: Record<string, number> = {};
      for (const p of answer.parts.slice(0, answer.parts.indexOf(first))) {
        const t = truth(p);
        if (t !== null) values[p.id] = t;
      }
      const v = slipValue(first, answer, values);
      const calc = calcWithValues(first, values);
      const text = `${calc !== null ? `${calc} = ` : ''}${String(v).replace('.', ',')}`;
      const responses = modelResponses(answer, { [first.id]: { text, value: v } });
      return scoreOpenTask(item, responses).points !== answer.points - 1;
    });
    expect(failures.map((f) => f.id).slice(0, 10)).toEqual([]);
  });
});
