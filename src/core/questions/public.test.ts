import { describe, it, expect } from 'vitest';
import { allTemplates, generateQuestion } from './registry.ts';
import { toPublicQuestion, inputKindFor } from './public.ts';
import { LEVELS, type QuestionInstance } from './types.ts';
import { rat } from '../math/rational.ts';

const FORBIDDEN_KEYS = [
  'answer',
  'patterns',
  'errorPatterns',
  'expected',
  'errorKey',
  'hints',
  'solution',
  'wrong',
  'feedback',
  'feedbackByError',
  'commonErrors',
  'params',
  'seed',
  'accepted',
  'value',
  'values',
  'expr',
  'index',
];

function keysDeep(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysDeep(v, out);
    }
  }
  return out;
}

/** Secret strings of an item that must not appear anywhere in the public JSON. */
function secrets(q: QuestionInstance): string[] {
  const out: string[] = [];
  for (const s of q.steps) {
    out.push(...s.patterns, ...(s.errorPatterns ?? []).flatMap((e) => e.patterns));
    out.push(...s.hints, ...Object.values(s.feedbackByError));
  }
  out.push(...q.commonErrors.map((e) => e.feedback), q.solution);
  // Short strings (a step answer "12") appear in stems legitimately; only long ones are telling.
  const publicTexts = [
    q.stem,
    q.figure ?? '',
    ...q.steps.map((s) => s.prompt),
    ...(q.options ?? []).map((o) => o.text),
  ];
  return out.filter((s) => s.length >= 12 && !publicTexts.some((t) => t.includes(s)));
}

function makeItem(): QuestionInstance {
  return {
    templateId: 'fraction_add_sub.fixture',
    skillId: 'fraction_add_sub',
    level: 1,
    seed: 7,
    type: 'mcq',
    examStyle: 'standard',
    stem: 'Ile to $\\frac{1}{2} + \\frac{1}{3}$?',
    options: [{ text: '$\\frac{5}{6}$' }, { text: '$\\frac{2}{5}$', errorKey: 'add_across' }],
    answer: { kind: 'choice', index: 0 },
    steps: [
      {
        prompt: 'Wspólny mianownik?',
        expected: '6',
        patterns: ['^6$'],
        hints: ['Podpowiedź pierwsza.', 'Podpowiedź druga.', 'Podpowiedź trzecia.'],
        errorPatterns: [{ code: 'product', patterns: ['^5$'] }],
        feedbackByError: { product: 'Sprawdź iloczyn mianowników.' },
      },
    ],
    commonErrors: [
      { key: 'add_across', wrong: { kind: 'number', value: rat(2, 5) }, feedback: 'Nie dodajemy mianowników.' },
    ],
    solution: 'Sprowadzamy do wspólnego mianownika 6.',
    params: { a: 1 },
  };
}

describe('toPublicQuestion', () => {
  it('keeps what the UI needs and nothing secret (fixture)', () => {
    const pub = toPublicQuestion(makeItem(), 'q-1');
    expect(pub).toEqual({
      id: 'q-1',
      skillId: 'fraction_add_sub',
      templateId: 'fraction_add_sub.fixture',
      level: 1,
      type: 'mcq',
      examStyle: 'standard',
      stem: 'Ile to $\\frac{1}{2} + \\frac{1}{3}$?',
      options: [{ text: '$\\frac{5}{6}$' }, { text: '$\\frac{2}{5}$' }],
      inputKind: 'choice',
      steps: [{ prompt: 'Wspólny mianownik?' }],
      stepCount: 1,
    });
    expect(toPublicQuestion(makeItem(), 'q-1', { includeTemplateId: false }).templateId).toBeUndefined();
  });

  it('input kinds follow the answer spec', () => {
    expect(inputKindFor({ kind: 'number', value: rat(1, 2) })).toBe('number');
    expect(inputKindFor({ kind: 'number', value: rat(1, 2), forms: { decimal: false } })).toBe('fraction');
    expect(inputKindFor({ kind: 'numbers', values: [rat(1)], ordered: true })).toBe('numbers');
    expect(inputKindFor({ kind: 'expression', expr: 'x', variables: ['x'] })).toBe('expression');
    expect(inputKindFor({ kind: 'text', accepted: ['P'] })).toBe('text');
  });

  it('no secret survives for any template × level × seed', () => {
    const leaks: string[] = [];
    for (const t of allTemplates()) {
      for (const level of LEVELS) {
        for (const seed of [1, 2, 3, 42, 977]) {
          let q: QuestionInstance;
          try {
            q = generateQuestion(t.id, level, seed);
          } catch {
            continue; // generation failures are reported by templates.property.test.ts
          }
          const json = JSON.stringify(toPublicQuestion(q, 'id'));
          const keys = keysDeep(JSON.parse(json));
          const bad = FORBIDDEN_KEYS.filter((k) => keys.has(k));
          if (bad.length) leaks.push(`${t.id} L${level} seed ${seed}: keys ${bad.join(', ')}`);
          for (const s of secrets(q)) {
            if (json.includes(JSON.stringify(s).slice(1, -1)))
              leaks.push(`${t.id} L${level} seed ${seed}: leaks "${s}"`);
          }
        }
      }
    }
    expect(leaks.slice(0, 20)).toEqual([]);
  });
});
