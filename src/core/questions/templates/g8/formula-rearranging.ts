import type { CommonError, Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import type { Rng } from '../../../math/random.ts';
import { textError } from '../../kit/errors.ts';
import { mcqFromErrors, DOKONCZ_INSTRUCTION } from '../../kit/mcq.ts';
import { step, exprStepPatterns } from '../../kit/steps.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

interface WrongForm {
  key: string;
  expr: string;
  tex: string;
  feedback: string;
}

/** One formula to transform: the target variable, the answer and typical wrong transformations. */
interface Rearrangement {
  formula: string;
  target: string;
  vars: string[];
  expr: string;
  tex: string;
  variants: string[];
  wrong: WrongForm[];
  first: { prompt: string; expected: string; variants: string[]; hint: string };
  solution: string;
}

const POLYGONS: readonly [number, string][] = [
  [3, 'trójkąta równobocznego'],
  [5, 'pięciokąta foremnego'],
  [6, 'sześciokąta foremnego'],
  [8, 'ośmiokąta foremnego'],
];

const DIVIDE = 'Aby pozbyć się mnożenia, podziel obie strony równości — a nie mnóż.';
const SUBTRACT_NOT = 'Między literami jest mnożenie, więc trzeba dzielić, a nie odejmować.';

const TIMES_WORD: Record<number, string> = { 2: 'two', 3: 'three' };

/**
 * R = (X·T)/n solved for T: multiply both sides by n, then divide by X (the triangle's height from
 * its area, the pyramid's height from its volume).
 */
function multiplyOutDenominator(n: 2 | 3, R: string, X: string, T: string): Rearrangement {
  return {
    formula: `${R} = \\frac{${X} \\cdot ${T}}{${n}}`,
    target: T,
    vars: [R, X, T],
    expr: `${n}*${R}/${X}`,
    tex: `\\frac{${n}${R}}{${X}}`,
    variants: [`${n}*${R}/${X}`, `(${n}*${R})/${X}`, `${n}*(${R}/${X})`],
    wrong: [
      {
        key: 'divide_instead_of_multiply',
        expr: `${R}/(${n}*${X})`,
        tex: `\\frac{${R}}{${n}${X}}`,
        feedback: `Aby pozbyć się dzielenia przez ${n}, obie strony trzeba pomnożyć przez ${n}, a nie dzielić.`,
      },
      {
        key: `forgot_${TIMES_WORD[n]}`,
        expr: `${R}/${X}`,
        tex: `\\frac{${R}}{${X}}`,
        feedback: `Zgubiono dzielenie przez ${n} we wzorze — najpierw pomnóż obie strony przez ${n}.`,
      },
      { key: 'subtracted_instead', expr: `${n}*${R}-${X}`, tex: `${n}${R} - ${X}`, feedback: SUBTRACT_NOT },
    ],
    first: {
      prompt: `Pomnóż obie strony przez ${n}. Ile wynosi teraz $${X} \\cdot ${T}$?`,
      expected: `${n}${R}`,
      variants: [`${n}*${R}`, `${R}*${n}`],
      hint: `$${n} \\cdot \\frac{${X} ${T}}{${n}} = ${X} ${T}$`,
    },
    solution: `Mnożymy obie strony przez ${n}: $${n}${R} = ${X} \\cdot ${T}$, potem dzielimy przez $${X}$: $${T} = \\frac{${n}${R}}{${X}}$.`,
  };
}

function bank(level: Level, rng: Rng): Rearrangement[] {
  const k = rng.int(2, 9);
  const m = rng.int(2, 9);
  if (level === 1) {
    const [n, polygon] = rng.pick(POLYGONS);
    return [
      {
        formula: 'P = a \\cdot b',
        target: 'b',
        vars: ['P', 'a', 'b'],
        expr: 'P/a',
        tex: '\\frac{P}{a}',
        variants: ['P/a', '(P)/(a)'],
        wrong: [
          { key: 'multiplied_instead', expr: 'P*a', tex: 'P \\cdot a', feedback: DIVIDE },
          {
            key: 'inverted_quotient',
            expr: 'a/P',
            tex: '\\frac{a}{P}',
            feedback: 'Odwrócono iloraz. Dzielimy $P$ przez $a$.',
          },
          { key: 'subtracted_instead', expr: 'P-a', tex: 'P - a', feedback: SUBTRACT_NOT },
        ],
        first: {
          prompt: 'Przez co trzeba podzielić obie strony wzoru? Wpisz literę.',
          expected: 'a',
          variants: ['a'],
          hint: 'Przy $b$ stoi czynnik $a$.',
        },
        solution: 'Dzielimy obie strony przez $a$: $b = \\frac{P}{a}$.',
      },
      {
        formula: 's = v \\cdot t',
        target: 't',
        vars: ['s', 'v', 't'],
        expr: 's/v',
        tex: '\\frac{s}{v}',
        variants: ['s/v'],
        wrong: [
          { key: 'multiplied_instead', expr: 's*v', tex: 's \\cdot v', feedback: DIVIDE },
          {
            key: 'inverted_quotient',
            expr: 'v/s',
            tex: '\\frac{v}{s}',
            feedback: 'Odwrócono iloraz. Dzielimy $s$ przez $v$.',
          },
          { key: 'subtracted_instead', expr: 's-v', tex: 's - v', feedback: SUBTRACT_NOT },
        ],
        first: {
          prompt: 'Przez co trzeba podzielić obie strony wzoru? Wpisz literę.',
          expected: 'v',
          variants: ['v'],
          hint: 'Przy $t$ stoi czynnik $v$.',
        },
        solution: 'Dzielimy obie strony przez $v$: $t = \\frac{s}{v}$.',
      },
      {
        formula: `O = ${n}a`,
        target: 'a',
        vars: ['O', 'a'],
        expr: `O/${n}`,
        tex: `\\frac{O}{${n}}`,
        variants: [`O/${n}`, `(1/${n})*O`],
        wrong: [
          { key: 'multiplied_instead', expr: `${n}*O`, tex: `${n}O`, feedback: DIVIDE },
          {
            key: 'subtracted_instead',
            expr: `O-${n}`,
            tex: `O - ${n}`,
            feedback: `$${n}a$ to $${n} \\cdot a$, więc trzeba dzielić przez ${n}, a nie odejmować.`,
          },
          {
            key: 'inverted_quotient',
            expr: `${n}/O`,
            tex: `\\frac{${n}}{O}`,
            feedback: `Odwrócono iloraz. Dzielimy $O$ przez ${n}.`,
          },
        ],
        first: {
          prompt: 'Przez jaką liczbę trzeba podzielić obie strony wzoru?',
          expected: String(n),
          variants: [String(n)],
          hint: `Przy $a$ stoi liczba ${n}.`,
        },
        solution: `To wzór na obwód ${polygon}. Dzielimy obie strony przez ${n}: $a = \\frac{O}{${n}}$.`,
      },
      {
        formula: `y = x + ${k}`,
        target: 'x',
        vars: ['x', 'y'],
        expr: `y-${k}`,
        tex: `y - ${k}`,
        variants: [`y-${k}`, `-${k}+y`],
        wrong: [
          {
            key: 'sign_not_changed',
            expr: `y+${k}`,
            tex: `y + ${k}`,
            feedback: `Przenosząc ${k} na drugą stronę, trzeba zmienić znak: odejmujemy ${k} od obu stron.`,
          },
          {
            key: 'reversed_subtraction',
            expr: `${k}-y`,
            tex: `${k} - y`,
            feedback: `Od obu stron odejmujemy ${k}, więc zostaje $y - ${k}$, a nie $${k} - y$.`,
          },
          {
            key: 'divided_instead',
            expr: `y/${k}`,
            tex: `\\frac{y}{${k}}`,
            feedback: `Liczba ${k} jest dodana, a nie pomnożona — trzeba ją odjąć.`,
          },
        ],
        first: {
          prompt: 'Jaką liczbę trzeba odjąć od obu stron wzoru?',
          expected: String(k),
          variants: [String(k)],
          hint: `Do $x$ dodano ${k}.`,
        },
        solution: `Odejmujemy ${k} od obu stron: $x = y - ${k}$.`,
      },
    ];
  }
  if (level === 2) {
    return [
      multiplyOutDenominator(2, 'P', 'a', 'h'),
      multiplyOutDenominator(3, 'V', 'P', 'H'),
      {
        formula: 'V = a \\cdot b \\cdot c',
        target: 'c',
        vars: ['V', 'a', 'b', 'c'],
        expr: 'V/(a*b)',
        tex: '\\frac{V}{ab}',
        variants: ['V/(a*b)', 'V/(b*a)', 'V/a/b'],
        wrong: [
          { key: 'multiplied_instead', expr: 'V*a*b', tex: 'V \\cdot a \\cdot b', feedback: DIVIDE },
          {
            key: 'division_precedence',
            expr: 'V/a*b',
            tex: '\\frac{V}{a} \\cdot b',
            feedback: 'Dzielimy przez cały iloczyn $ab$ — zarówno $a$, jak i $b$ muszą być w mianowniku.',
          },
          { key: 'subtracted_instead', expr: 'V-a*b', tex: 'V - ab', feedback: SUBTRACT_NOT },
        ],
        first: {
          prompt: 'Przez jaki iloczyn trzeba podzielić obie strony? Wpisz go.',
          expected: 'ab',
          variants: ['a*b', 'b*a'],
          hint: 'Przy $c$ stoją czynniki $a$ i $b$.',
        },
        solution: 'Dzielimy obie strony przez $ab$: $c = \\frac{V}{ab}$.',
      },
      {
        formula: `y = ${k}x + b`,
        target: 'x',
        vars: ['x', 'y', 'b'],
        expr: `(y-b)/${k}`,
        tex: `\\frac{y - b}{${k}}`,
        variants: [`(y-b)/${k}`, `(-b+y)/${k}`, `y/${k}-b/${k}`],
        wrong: [
          {
            key: 'divide_one_term',
            expr: `y/${k}-b`,
            tex: `\\frac{y}{${k}} - b`,
            feedback: `Przez ${k} trzeba podzielić całą różnicę $y - b$, a nie tylko $y$.`,
          },
          {
            key: 'sign_not_changed',
            expr: `(y+b)/${k}`,
            tex: `\\frac{y + b}{${k}}`,
            feedback: 'Przenosząc $b$ na drugą stronę, trzeba zmienić znak.',
          },
          { key: 'multiplied_instead', expr: `${k}*(y-b)`, tex: `${k}(y - b)`, feedback: DIVIDE },
        ],
        first: {
          prompt: `Odejmij $b$ od obu stron. Ile wynosi $${k}x$?`,
          expected: 'y-b',
          variants: ['y-b', '-b+y'],
          hint: `$${k}x = y - b$`,
        },
        solution: `Odejmujemy $b$: $${k}x = y - b$, dzielimy przez ${k}: $x = \\frac{y - b}{${k}}$.`,
      },
      {
        formula: 'O = 2a + 2b',
        target: 'a',
        vars: ['O', 'a', 'b'],
        expr: '(O-2*b)/2',
        tex: '\\frac{O - 2b}{2}',
        variants: ['(O-2*b)/2', 'O/2-b', '(-2*b+O)/2', '0.5*O-b'],
        wrong: [
          {
            key: 'divide_one_term',
            expr: 'O/2-2*b',
            tex: '\\frac{O}{2} - 2b',
            feedback: 'Przez 2 trzeba podzielić całą różnicę $O - 2b$.',
          },
          {
            key: 'sign_not_changed',
            expr: '(O+2*b)/2',
            tex: '\\frac{O + 2b}{2}',
            feedback: 'Przenosząc $2b$ na drugą stronę, trzeba zmienić znak.',
          },
          {
            key: 'forgot_divide',
            expr: 'O-2*b',
            tex: 'O - 2b',
            feedback: 'To jest $2a$. Podziel jeszcze obie strony przez 2.',
          },
        ],
        first: {
          prompt: 'Odejmij $2b$ od obu stron. Ile wynosi $2a$?',
          expected: 'O-2b',
          variants: ['O-2*b', '-2*b+O'],
          hint: '$2a = O - 2b$',
        },
        solution: 'Odejmujemy $2b$: $2a = O - 2b$, dzielimy przez 2: $a = \\frac{O - 2b}{2}$.',
      },
    ];
  }
  return [
    {
      formula: 'P = \\frac{(a + b) \\cdot h}{2}',
      target: 'a',
      vars: ['P', 'a', 'b', 'h'],
      expr: '2*P/h-b',
      tex: '\\frac{2P}{h} - b',
      variants: ['2*P/h-b', '(2*P)/h-b', '(2*P-b*h)/h', '(2*P-h*b)/h', '-b+2*P/h'],
      wrong: [
        {
          key: 'sign_not_changed',
          expr: '2*P/h+b',
          tex: '\\frac{2P}{h} + b',
          feedback: 'Przenosząc $b$ na drugą stronę, trzeba zmienić znak.',
        },
        {
          key: 'divide_instead_of_multiply',
          expr: 'P/(2*h)-b',
          tex: '\\frac{P}{2h} - b',
          feedback: 'Aby pozbyć się dzielenia przez 2, obie strony trzeba pomnożyć przez 2.',
        },
        {
          key: 'wrong_order',
          expr: '(2*P-b)/h',
          tex: '\\frac{2P - b}{h}',
          feedback: 'Najpierw podziel przez $h$ (cały nawias jest mnożony przez $h$), dopiero potem odejmij $b$.',
        },
      ],
      first: {
        prompt: 'Pomnóż obie strony przez 2 i podziel przez $h$. Ile wynosi $a + b$?',
        expected: '2P/h',
        variants: ['2*P/h', '(2*P)/h'],
        hint: '$a + b = \\frac{2P}{h}$',
      },
      solution:
        'Mnożymy przez 2: $2P = (a + b)h$, dzielimy przez $h$: $a + b = \\frac{2P}{h}$, odejmujemy $b$: $a = \\frac{2P}{h} - b$.',
    },
    {
      formula: 'E = \\frac{m v^2}{2}',
      target: 'm',
      vars: ['E', 'm', 'v'],
      expr: '2*E/v^2',
      tex: '\\frac{2E}{v^2}',
      variants: ['2*E/v^2', '(2*E)/v^2', '2*E/(v^2)', '2*E/(v*v)'],
      wrong: [
        {
          key: 'divide_instead_of_multiply',
          expr: 'E/(2*v^2)',
          tex: '\\frac{E}{2v^2}',
          feedback: 'Aby pozbyć się dzielenia przez 2, obie strony trzeba pomnożyć przez 2.',
        },
        {
          key: 'square_lost',
          expr: '2*E/v',
          tex: '\\frac{2E}{v}',
          feedback: 'We wzorze jest $v^2$, więc dzielimy przez $v^2$, a nie przez $v$.',
        },
        { key: 'subtracted_instead', expr: '2*E-v^2', tex: '2E - v^2', feedback: SUBTRACT_NOT },
      ],
      first: {
        prompt: 'Pomnóż obie strony przez 2. Ile wynosi $m v^2$?',
        expected: '2E',
        variants: ['2*E', 'E*2'],
        hint: '$2E = m v^2$',
      },
      solution: 'Mnożymy przez 2: $2E = m v^2$, dzielimy przez $v^2$: $m = \\frac{2E}{v^2}$.',
    },
    {
      formula: `y = ${k}(x - ${m})`,
      target: 'x',
      vars: ['x', 'y'],
      expr: `y/${k}+${m}`,
      tex: `\\frac{y}{${k}} + ${m}`,
      variants: [`y/${k}+${m}`, `${m}+y/${k}`, `(y+${k * m})/${k}`],
      wrong: [
        {
          key: 'sign_not_changed',
          expr: `y/${k}-${m}`,
          tex: `\\frac{y}{${k}} - ${m}`,
          feedback: `Przenosząc $-${m}$ na drugą stronę, trzeba zmienić znak na $+$.`,
        },
        {
          key: 'wrong_order',
          expr: `(y+${m})/${k}`,
          tex: `\\frac{y + ${m}}{${k}}`,
          feedback: `Najpierw podziel obie strony przez ${k} (mnoży cały nawias), dopiero potem dodaj ${m}.`,
        },
        { key: 'multiplied_instead', expr: `${k}*y+${m}`, tex: `${k}y + ${m}`, feedback: DIVIDE },
      ],
      first: {
        prompt: `Podziel obie strony przez ${k}. Ile wynosi $x - ${m}$?`,
        expected: `y/${k}`,
        variants: [`y/${k}`, `(1/${k})*y`],
        hint: `$x - ${m} = \\frac{y}{${k}}$`,
      },
      solution: `Dzielimy przez ${k}: $x - ${m} = \\frac{y}{${k}}$, dodajemy ${m}: $x = \\frac{y}{${k}} + ${m}$.`,
    },
    {
      formula: 'V = \\pi r^2 h',
      target: 'h',
      vars: ['V', 'r', 'h'],
      expr: 'V/(pi*r^2)',
      tex: '\\frac{V}{\\pi r^2}',
      variants: ['V/(pi*r^2)', 'V/(π*r^2)', 'V/(r^2*pi)', 'V/(r^2*π)', 'V/pi/r^2', 'V/π/r^2'],
      wrong: [
        {
          key: 'square_lost',
          expr: 'V/(pi*r)',
          tex: '\\frac{V}{\\pi r}',
          feedback: 'We wzorze jest $r^2$, więc dzielimy przez $\\pi r^2$.',
        },
        { key: 'multiplied_instead', expr: 'V*pi*r^2', tex: 'V \\pi r^2', feedback: DIVIDE },
        {
          key: 'division_precedence',
          expr: 'V/pi*r^2',
          tex: '\\frac{V}{\\pi} \\cdot r^2',
          feedback: 'Dzielimy przez cały iloczyn $\\pi r^2$ — $r^2$ też musi być w mianowniku.',
        },
      ],
      first: {
        prompt: 'Przez jaki iloczyn trzeba podzielić obie strony? Wpisz go.',
        expected: 'πr^2',
        variants: ['π*r^2', 'pi*r^2', 'r^2*π', 'r^2*pi'],
        hint: 'Przy $h$ stoją czynniki $\\pi$ i $r^2$.',
      },
      solution: 'Dzielimy obie strony przez $\\pi r^2$: $h = \\frac{V}{\\pi r^2}$.',
    },
  ];
}

function stepsFor(f: Rearrangement) {
  return [
    step({
      prompt: f.first.prompt,
      expected: f.first.expected,
      patterns: exprStepPatterns(f.first.variants),
      hints: [
        'Zastanów się, jakie działania wykonano na szukanej literze.',
        'Wykonuj działania odwrotne w odwrotnej kolejności — na obu stronach wzoru.',
        f.first.hint,
      ],
    }),
    step({
      prompt: `Zapisz wzór na $${f.target}$.`,
      expected: f.expr,
      patterns: exprStepPatterns(f.variants),
      hints: [
        'Doprowadź do tego, by szukana litera została sama po jednej stronie.',
        'Każde działanie wykonaj na obu stronach wzoru.',
        f.solution,
      ],
      errors: f.wrong.map((w) => ({ code: w.key, patterns: exprStepPatterns([w.expr]), feedback: w.feedback })),
    }),
  ];
}

const solveFor = defineTemplate({
  id: 'formula_rearranging.solve-for-variable',
  title: 'Wyznaczanie zmiennej ze wzoru',
  generate({ rng, level }): Item {
    const f = rng.pick(bank(level, rng));
    const commonErrors: CommonError[] = f.wrong.map((w) => ({
      key: w.key,
      wrong: { kind: 'expression', expr: w.expr },
      feedback: w.feedback,
    }));
    return {
      type: 'expression',
      stem: `Ze wzoru $${f.formula}$ wyznacz $${f.target}$.`,
      answer: { kind: 'expression', expr: f.expr, variables: f.vars },
      answerHint: `Wpisz samo wyrażenie, które stoi po znaku „${f.target} =”.`,
      steps: stepsFor(f),
      commonErrors,
      solution: f.solution,
      params: { formula: f.formula, target: f.target },
    };
  },
});

const closedTask = defineTemplate({
  id: 'formula_rearranging.closed-task',
  title: 'Przekształcanie wzoru — zadanie zamknięte',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): Item {
    const f = rng.pick(bank(level, rng));
    const opt = (tex: string): string => `$${f.target} = ${tex}$`;
    const { options, answer } = mcqFromErrors(
      rng,
      opt(f.tex),
      f.wrong.map((w) => ({ text: opt(w.tex), errorKey: w.key })),
    );
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\nPo przekształceniu wzoru $${f.formula}$ tak, aby wyznaczyć $${f.target}$, otrzymamy`,
      options,
      answer,
      steps: stepsFor(f),
      commonErrors: f.wrong.map((w) => textError(w.key, opt(w.tex), w.feedback)),
      solution: f.solution,
      params: { formula: f.formula, target: f.target },
    };
  },
});

export const formulaRearrangingTemplates: readonly QuestionTemplate[] = [solveFor, closedTask];
