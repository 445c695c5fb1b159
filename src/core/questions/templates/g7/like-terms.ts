import { rat } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { type GeneratedBody, nonZeroInt, redraw } from '../../kit/draw.ts';
import { textError } from '../../kit/errors.ts';
import { mcqFromErrors, DOKONCZ_INSTRUCTION } from '../../kit/mcq.ts';
import { escapeRegex, step, numberStep } from '../../kit/steps.ts';
import { polyExpr, polyText } from '../../kit/format.ts';
import type { CommonError, Level, McqOption, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

/** A linear expression px + q. */
interface Lin {
  x: number;
  c: number;
}
interface WrongLin {
  key: string;
  x: number;
  c: number;
  /** x²-style wrong answers are not linear; they carry their own text. */
  tex?: string;
  expr?: string;
  feedback: string;
}

const linTex = (l: Lin): string =>
  polyText([
    [l.x, 'x'],
    [l.c, ''],
  ]);
const linExpr = (l: Lin): string =>
  polyExpr([
    [l.x, 'x'],
    [l.c, ''],
  ]);
/** What a pupil types, in either order of the two terms. */
function linPatterns(l: Lin): string[] {
  const a = linExpr(l).replace(/\*/g, '');
  const swapped = polyExpr([
    [l.c, ''],
    [l.x, 'x'],
  ]).replace(/\*/g, '');
  return [`^${escapeRegex(a)}$`, `^${escapeRegex(swapped)}$`];
}

interface Task {
  tex: string;
  answer: Lin;
  wrong: WrongLin[];
  xHint: string;
  cHint: string;
  expandStep?: { prompt: string; typed: string; tex: string };
}

const sgn = (v: number, first = false): string => (v < 0 ? (first ? '-' : ' - ') : first ? '' : ' + ');
const coefX = (v: number): string => (Math.abs(v) === 1 ? 'x' : `${Math.abs(v)}x`);

function drawTask(rng: Rng, level: Level): Task {
  return redraw<Task>(() => {
    if (level === 1 || level === 2) {
      const a = level === 1 ? rng.int(2, 9) : nonZeroInt(rng, -9, 9);
      const c = level === 1 ? rng.int(1, 9) : nonZeroInt(rng, -9, 9);
      const b = level === 1 ? rng.int(1, 12) : nonZeroInt(rng, -12, 12);
      const d = level === 1 ? rng.int(1, 12) : nonZeroInt(rng, -12, 12);
      if (level === 2 && a > 0 && c > 0) return null;
      const answer = { x: a + c, c: b + d };
      if (answer.x === 0 || answer.c === 0 || Math.abs(answer.x) === 1) return null;
      const tex = `${sgn(a, true)}${coefX(a)}${sgn(b)}${Math.abs(b)}${sgn(c)}${coefX(c)}${sgn(d)}${Math.abs(d)}`;
      const wrong: WrongLin[] = [
        {
          key: 'unlike_terms_combined',
          x: a + b + c + d,
          c: 0,
          feedback:
            'Dodano wyrazy z $x$ i liczby bez $x$. Łączyć można tylko wyrazy podobne: osobno te z $x$, osobno liczby.',
        },
        level === 1
          ? {
              key: 'x_times_x',
              x: 0,
              c: answer.c,
              tex: `${answer.x}x^2${sgn(answer.c)}${Math.abs(answer.c)}`,
              expr: `${answer.x}*x^2${answer.c < 0 ? '-' : '+'}${Math.abs(answer.c)}`,
              feedback: `Dodając wyrazy podobne, nie zmieniamy litery: $${a}x + ${c}x = ${a + c}x$, a nie $${a + c}x^2$.`,
            }
          : {
              key: 'sign_error',
              x: Math.abs(a) + Math.abs(c),
              c: b + d,
              feedback:
                'Pomylono znaki przy wyrazach z $x$. Znak przed wyrazem należy do niego: dodaj współczynniki razem ze znakami.',
            },
      ];
      const keys = [answer, ...wrong].map((w: Lin & { tex?: string }) => `${w.x}|${w.c}|${w.tex ?? ''}`);
      if (new Set(keys).size !== keys.length) return null;
      return {
        tex,
        answer,
        wrong,
        xHint: `$${a} + ${c < 0 ? `(${c})` : c} = ${a + c}$`,
        cHint: `$${b} + ${d < 0 ? `(${d})` : d} = ${b + d}$`,
      };
    }
    const k = rng.int(2, 5);
    const a = nonZeroInt(rng, -5, 5);
    const b = nonZeroInt(rng, -6, 6);
    const c = rng.int(1, 8);
    const d = rng.int(1, 9);
    const answer = { x: k * a - c, c: k * b + d };
    if (answer.x === 0 || answer.c === 0 || Math.abs(answer.x) === 1) return null;
    const tex = `${k}(${sgn(a, true)}${coefX(a)}${sgn(b)}${Math.abs(b)}) - (${coefX(c)} - ${d})`;
    const wrong: WrongLin[] = [
      {
        key: 'sign_not_changed',
        x: k * a - c,
        c: k * b - d,
        feedback: `Minus przed nawiasem zmienia znaki wszystkich wyrazów w nawiasie: $-(${coefX(c)} - ${d}) = -${coefX(c)} + ${d}$.`,
      },
      {
        key: 'multiply_first_only',
        x: k * a - c,
        c: b + d,
        feedback: `Liczbę ${k} mnożymy przez każdy wyraz w nawiasie, także przez $${b}$.`,
      },
      {
        key: 'unlike_terms_combined',
        x: k * a - c + k * b + d,
        c: 0,
        feedback: 'Połączono wyrazy z $x$ z liczbami bez $x$. Można dodawać tylko wyrazy podobne.',
      },
    ];
    const keys = [answer, ...wrong].map((w) => `${w.x}|${w.c}`);
    if (new Set(keys).size !== keys.length) return null;
    const expanded = polyText([
      [k * a, 'x'],
      [k * b, ''],
      [-c, 'x'],
      [d, ''],
    ]);
    return {
      tex,
      answer,
      wrong,
      xHint: `$${k * a} - ${c} = ${k * a - c}$`,
      cHint: `$${k * b} + ${d} = ${k * b + d}$`,
      expandStep: {
        prompt: 'Opuść nawiasy (jeszcze bez redukcji wyrazów podobnych).',
        typed: expanded.replace(/ /g, ''),
        tex: expanded,
      },
    };
  });
}

function likeTermSteps(t: Task): QuestionStep[] {
  const steps: QuestionStep[] = [];
  if (t.expandStep) {
    steps.push(
      step({
        prompt: t.expandStep.prompt,
        expected: t.expandStep.typed,
        hints: [
          'Pomnóż liczbę przed nawiasem przez każdy wyraz w nawiasie.',
          'Minus przed nawiasem zmienia znaki wszystkich wyrazów w nawiasie.',
          `$${t.expandStep.tex}$`,
        ],
      }),
    );
  }
  steps.push(
    numberStep({
      prompt: 'Jaki współczynnik stoi przy $x$ po dodaniu wyrazów z $x$?',
      value: rat(t.answer.x),
      hints: [
        'Dodaj współczynniki wszystkich wyrazów z $x$ (razem ze znakami).',
        'Liczby bez $x$ na razie pomiń.',
        t.xHint,
      ],
    }),
  );
  if (!t.expandStep) {
    steps.push(
      numberStep({
        prompt: 'Ile wynosi suma wyrazów bez $x$ (wyrazów wolnych)?',
        value: rat(t.answer.c),
        hints: ['Dodaj liczby, które nie mają litery (razem ze znakami).', 'Wyrazy z $x$ teraz pomiń.', t.cHint],
      }),
    );
  }
  steps.push(
    step({
      prompt: 'Zapisz wyrażenie w najprostszej postaci.',
      expected: linExpr(t.answer).replace(/\*/g, ''),
      patterns: linPatterns(t.answer),
      hints: ['Zapisz wyraz z $x$ i wyraz wolny.', 'Połącz wyniki poprzednich kroków.', `$${linTex(t.answer)}$`],
      errors: t.wrong.map((w) => ({
        code: w.key,
        patterns: w.expr ? [`^${escapeRegex(w.expr.replace(/\*/g, ''))}$`] : linPatterns(w),
        feedback: w.feedback,
      })),
    }),
  );
  return steps;
}

const wrongTex = (w: WrongLin): string => w.tex ?? linTex(w);
const wrongExpr = (w: WrongLin): string => w.expr ?? linExpr(w);

const simplify = defineTemplate({
  id: 'like_terms.simplify',
  title: 'Redukcja wyrazów podobnych',
  generate({ rng, level }): GeneratedBody {
    const t = drawTask(rng, level);
    const commonErrors: CommonError[] = t.wrong.map((w) => ({
      key: w.key,
      wrong: { kind: 'expression', expr: wrongExpr(w) },
      feedback: w.feedback,
    }));
    return {
      type: 'expression',
      stem: `Uprość wyrażenie $${t.tex}$.`,
      answer: { kind: 'expression', expr: linExpr(t.answer), variables: ['x'], form: 'simplified' },
      answerHint: 'Wpisz wyrażenie w najprostszej postaci, np. 3x-5.',
      steps: likeTermSteps(t),
      commonErrors,
      solution: `${t.expandStep ? `$${t.tex} = ${t.expandStep.tex} = ${linTex(t.answer)}$` : `$${t.tex} = ${linTex(t.answer)}$`}`,
      params: { expr: t.tex },
    };
  },
});

/** E8 "Dokończ zdanie": which expression equals the given one. */
const simplifyE8 = defineTemplate({
  id: 'like_terms.e8-equal-expression',
  title: 'Wyrażenie po uproszczeniu (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    // Even the easiest closed task has brackets: that is where E8 distractors come from.
    const { t, correct, distractors, used } = redraw(() => {
      const t = drawTask(rng, level === 1 ? 2 : 3);
      const correct = `$${linTex(t.answer)}$`;
      const extra: WrongLin = {
        key: 'x_sign_flipped',
        x: -t.answer.x,
        c: t.answer.c,
        feedback: 'Sprawdź znak współczynnika przy $x$: dodaj współczynniki razem ze znakami.',
      };
      const distractors: McqOption[] = [];
      const seen = new Set([correct]);
      const used: WrongLin[] = [];
      for (const w of [...t.wrong, extra]) {
        const text = `$${wrongTex(w)}$`;
        if (seen.has(text) || distractors.length >= 3) continue;
        seen.add(text);
        used.push(w);
        distractors.push({ text, errorKey: w.key });
      }
      return distractors.length === 3 ? { t, correct, distractors, used } : null;
    });
    const { options, answer } = mcqFromErrors(rng, correct, distractors);
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\nWyrażenie $${t.tex}$ jest równe`,
      options,
      answer,
      steps: likeTermSteps(t),
      commonErrors: used.map((w) => textError(w.key, `$${wrongTex(w)}$`, w.feedback)),
      solution: `${t.expandStep ? `$${t.tex} = ${t.expandStep.tex} = ${linTex(t.answer)}$` : `$${t.tex} = ${linTex(t.answer)}$`}`,
      params: { expr: t.tex },
    };
  },
});

export const likeTermsTemplates: readonly QuestionTemplate[] = [simplify, simplifyE8];
