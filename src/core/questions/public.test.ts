import { describe, it, expect } from 'vitest';
import { allTemplates, generateQuestion } from './registry.ts';
import { checkAnswer } from './check-answer.ts';
import { toPublicQuestion, inputKindFor, inputKindOf } from './public.ts';
import { LEVELS, type QuestionInstance, type VerdictRow } from './types.ts';
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
    // An open task shows each part's prompt and options (a reasoning option may state a step).
    ...(q.answer.kind === 'parts'
      ? q.answer.parts.flatMap((p) => [p.prompt, ...(p.options ?? []).map((o) => o.text)])
      : []),
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
    expect(inputKindOf({ answer: { kind: 'text', accepted: ['PF'] }, truthCount: 2 })).toBe('truths');
    expect(inputKindOf({ answer: { kind: 'text', accepted: ['PF'] } })).toBe('text');
    // A count on a non-text answer cannot be submitted as letters: the answer spec decides.
    expect(inputKindOf({ answer: { kind: 'choice', index: 0 }, truthCount: 2 })).toBe('choice');
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

/** Every verdict sequence of n sentences as the P/F toggles submit it ("PP", "PF", …). */
/** Every sequence the toggles can send: one letter per row (P/F per sentence unless the item has rows). */
function letterSequences(n: number, rows?: readonly VerdictRow[]): string[] {
  const letters = (i: number) => rows?.[i]?.choices.map((c) => c.letter) ?? ['P', 'F'];
  let out = [''];
  for (let i = 0; i < n; i++) out = out.flatMap((s) => letters(i).map((l) => s + l));
  return out;
}

describe('P/F verdict items (inputKind truths)', () => {
  const items = allTemplates().flatMap((t) =>
    LEVELS.flatMap((level) =>
      [1, 2, 3, 42, 977].flatMap((seed) => {
        try {
          return [generateQuestion(t.id, level, seed)];
        } catch {
          return []; // generation failures are reported by templates.property.test.ts
        }
      }),
    ),
  );
  const truthItems = items.filter((q) => q.truthCount !== undefined);

  it('every two-sentence P/F template marks its items, and only text answers are marked', () => {
    const textPf = items.filter((q) => q.examStyle === 'prawda_falsz' && q.answer.kind === 'text');
    expect(textPf.length).toBeGreaterThan(0);
    expect(textPf.filter((q) => q.truthCount === undefined).map((q) => q.templateId)).toEqual([]);
    expect(truthItems.filter((q) => q.answer.kind !== 'text').map((q) => q.templateId)).toEqual([]);
  });

  it('exposes the sentence count (and a TAK/NIE task its rows) and nothing secret', () => {
    for (const q of truthItems) {
      const pub = toPublicQuestion(q, 'q-pf');
      expect(pub.inputKind).toBe('truths');
      expect(pub.truthCount).toBe(q.truthCount);
      expect(pub.verdictRows).toEqual(q.verdictRows);
      // The stem numbers exactly that many sentences (a TAK/NIE task its three reasons), one per line (the CKE layout).
      const numbered = q.stem.split('\n').filter((line) => /^\d+\. /.test(line));
      expect(numbered.map((line) => line.split('.')[0])).toEqual(
        Array.from({ length: q.verdictRows ? 3 : q.truthCount! }, (_, i) => String(i + 1)),
      );
      const keys = keysDeep(pub);
      expect(FORBIDDEN_KEYS.filter((k) => keys.has(k))).toEqual([]);
      // The exact key set: a field that could carry the verdicts has to be added here knowingly.
      expect(Object.keys(pub).sort()).toEqual(
        [
          'answerHint',
          'examStyle',
          'id',
          'inputKind',
          'level',
          'skillId',
          'stem',
          'stepCount',
          'steps',
          'templateId',
          'truthCount',
          'type',
          ...(q.figure ? ['figure'] : []),
          ...(q.verdictRows ? ['verdictRows'] : []),
        ].sort(),
      );
    }
  });

  it('exactly one sequence of toggled letters is correct; every other one names a misjudged sentence (or the wrong answer or reason)', () => {
    expect(truthItems.length).toBeGreaterThan(0);
    expect(truthItems.some((q) => q.examStyle === 'tak_nie')).toBe(true);
    for (const q of truthItems) {
      const results = letterSequences(q.truthCount!, q.verdictRows).map((letters) => ({
        letters,
        r: checkAnswer(q, letters),
      }));
      const correct = results.filter((x) => x.r.result === 'correct').map((x) => x.letters);
      expect(correct, `${q.templateId} L${q.level} seed ${q.seed}`).toHaveLength(1);
      expect(q.answer.kind === 'text' && q.answer.accepted.includes(correct[0]!)).toBe(true);
      for (const { letters, r } of results) {
        if (letters === correct[0]) continue;
        expect(r.result, `${q.templateId} ${letters}`).toBe('incorrect');
        expect(r.result === 'incorrect' ? r.errorKey : undefined).toMatch(
          q.verdictRows ? /^wrong_(answer|reason_\d)$/ : /^misjudged_/,
        );
      }
    }
  });
});
