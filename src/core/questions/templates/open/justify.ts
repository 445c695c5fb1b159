/**
 * "Uzasadnij, że …" tasks: the pupil computes the key intermediate results, then writes the
 * justification — a chain of equalities to a form that shows the claim, or the relation the
 * conclusion rests on ("(3√2)² = 18 < 25 = 5²") — checked symbolically, never chosen.
 * CKE marking: 1 pkt for the key computation (istotny postęp), 1 pkt for the complete
 * justification, the computation and the conclusion drawn from it (rozwiązanie pełne).
 */
import type { Rng } from '../../../math/random.ts';
import { type Rational, rat, add, mul } from '../../../math/rational.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { texValue, degreesTex, polyExpr, polyText } from '../../kit/format.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { ISTOTNY_POSTEP, ROZWIAZANIE_PELNE, dot, openItem } from './parts.ts';

/** b^n + b^(n+1) + b^(n+2) = b^n(1 + b + b²), or b^(n+2) − b^n = b^n(b² − 1): divisible by the bracket. */
const powersDivisible = defineTemplate({
  id: 'powers.open-justify-divisible',
  title: 'Zadanie otwarte: uzasadnij podzielność sumy potęg',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const n = rng.int(level === 1 ? 10 : 15, level === 1 ? 30 : 60);
    // Level 2's bases are never level 1's, so no sum repeats across levels (level 3 is a difference).
    const b = level === 1 ? rng.pick([2, 3]) : level === 2 ? rng.pick([4, 5]) : rng.pick([3, 4, 5, 6, 7]);
    const difference = level === 3;
    const factor = difference ? b * b - 1 : 1 + b + b * b;
    const expr = difference ? `${b}^{${n + 2}} - ${b}^{${n}}` : `${b}^{${n}} + ${b}^{${n + 1}} + ${b}^{${n + 2}}`;
    const bracket = difference ? `${b}^2 - 1` : `1 + ${b} + ${b}^2`;
    const factored = `${b}^{${n}} \\cdot (${bracket}) = ${b}^{${n}} \\cdot ${factor}`;
    const wrongBracket = difference ? b * b : b + b * b;
    return openItem(rng, {
      stem: `Uzasadnij, że liczba $${expr}$ jest podzielna przez $${factor}$.`,
      parts: [
        {
          prompt: `Wyłącz przed nawias wspólny czynnik $${b}^{${n}}$. Jaka liczba zostaje w nawiasie (po obliczeniu)?`,
          value: factor,
          hints: [
            `Zapisz każdą potęgę jako $${b}^{${n}}$ razy potęga liczby ${b}: np. $${b}^{${n + 2}} = ${b}^{${n}} \\cdot ${b}^2$.`,
            `$${expr} = ${b}^{${n}} \\cdot (${bracket})$`,
            `$${bracket} = ${factor}$`,
          ],
          mistakes: [
            {
              key: 'power_as_one',
              value: wrongBracket,
              feedback: difference
                ? `Po wyłączeniu $${b}^{${n}}$ z odjemnika zostaje $1$, a nie $0$: $${b}^{${n}} = ${b}^{${n}} \\cdot 1$.`
                : `Po wyłączeniu $${b}^{${n}}$ z pierwszego składnika zostaje $1$, a nie $0$: $${b}^{${n}} = ${b}^{${n}} \\cdot 1$.`,
            },
          ],
          work: `$${expr} = ${factored}$.`,
        },
        {
          role: 'reasoning',
          prompt: `Zapisz uzasadnienie jako ciąg równości: od danej liczby do iloczynu, w którym jednym z czynników jest $${factor}$.`,
          written: {
            kind: 'identity',
            from: difference ? `${b}^${n + 2}-${b}^${n}` : `${b}^${n}+${b}^${n + 1}+${b}^${n + 2}`,
            model: `${difference ? `${b}^${n + 2}-${b}^${n}` : `${b}^${n}+${b}^${n + 1}+${b}^${n + 2}`}=${b}^${n}*(${difference ? `${b}^2-1` : `1+${b}+${b}^2`})=${b}^${n}*${factor}`,
            variables: [],
            divisor: factor,
          },
          answerHint: `Wpisz ciąg równości, np. 2^10 + 2^11 = 2^10·(1 + 2) = 2^10·3.`,
          work: `Liczba jest iloczynem $${b}^{${n}} \\cdot ${factor}$, więc dzieli się przez $${factor}$.`,
        },
      ],
      scheme: [
        [1, `zapisanie liczby w postaci iloczynu, w którym jednym z czynników jest ${factor}`, ['a']],
        [1, 'pełne, poprawne uzasadnienie podzielności', ['a', 'b']],
      ],
      conclusion: `Teza jest uzasadniona: $${expr} = ${factor} \\cdot ${b}^{${n}}$.`,
      params: { b, n, difference },
    });
  },
});

/** Compare k√m with a whole number N by squaring both (or place √a between consecutive integers). */
const rootsCompare = defineTemplate({
  id: 'roots.open-justify-compare',
  title: 'Zadanie otwarte: uzasadnij nierówność z pierwiastkiem',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      // Each level its own factor in front of the root: no comparison repeats across levels.
      const k = level === 1 ? 1 : level === 2 ? rng.int(2, 4) : rng.int(5, 8);
      const m = rng.pick([2, 3, 5, 6, 7, 10, 11, 13]);
      const sq = k * k * m;
      const N = Math.round(Math.sqrt(sq)) + (level === 3 ? 0 : rng.pick([0, 1]));
      if (N * N === sq || N < 3) return null;
      if (level === 1 && N > 12) return null;
      return { k, m, sq, N };
    });
    const { k, m, sq, N } = d;
    const less = sq < N * N;
    const rootTex = k === 1 ? `\\sqrt{${m}}` : `${k}\\sqrt{${m}}`;
    const rel = less ? '<' : '>';
    const squareOfRoot = k === 1 ? `(sqrt(${m}))^2` : `(${k}*sqrt(${m}))^2`;
    return openItem(rng, {
      stem: `Uzasadnij, że $${rootTex} ${rel} ${N}$.`,
      parts: [
        {
          prompt: `Ile wynosi kwadrat liczby $${rootTex}$?`,
          value: sq,
          hints: [
            'Porównaj kwadraty obu liczb — obie są dodatnie.',
            k === 1 ? `$(\\sqrt{${m}})^2 = ${m}$` : `$(${k}\\sqrt{${m}})^2 = ${k}^2 \\cdot (\\sqrt{${m}})^2$`,
            k === 1 ? `$(\\sqrt{${m}})^2 = ${m}$` : `$${k * k} \\cdot ${m} = ${sq}$`,
          ],
          mistakes:
            k === 1
              ? []
              : [
                  {
                    key: 'coefficient_not_squared',
                    value: k * m,
                    feedback: `Do kwadratu podnosi się oba czynniki: $(${k}\\sqrt{${m}})^2 = ${k}^2 \\cdot ${m}$, a nie $${k} \\cdot ${m}$.`,
                  },
                ],
          work: k === 1 ? `$(${rootTex})^2 = ${m}$` : `$(${rootTex})^2 = ${k}^2 \\cdot ${m} = ${sq}$`,
        },
        {
          prompt: `Ile wynosi $${N}^2$?`,
          value: N * N,
          hints: [`Pomnóż $${N}$ przez $${N}$.`, `$${N}^2 = ${N} \\cdot ${N}$`, `$${N} \\cdot ${N} = ${N * N}$`],
          mistakes: [
            {
              key: 'doubled_not_squared',
              value: 2 * N,
              feedback: `Kwadrat to $${N} \\cdot ${N}$, a nie $2 \\cdot ${N}$.`,
            },
          ],
          work: `$${N}^2 = ${N * N}$`,
        },
        {
          role: 'reasoning',
          prompt: `Zapisz uzasadnienie: porównaj kwadraty liczb $${rootTex}$ i $${N}$, używając znaku $${rel}$.`,
          written: {
            kind: 'relation',
            model: `${squareOfRoot}=${sq}${rel}${N * N}=${N}^2`,
            variables: [],
            relation: rel,
            left: {
              part: 'a',
              forms:
                k === 1
                  ? [`sqrt(${m})^2`, `sqrt(${m})*sqrt(${m})`]
                  : [squareOfRoot, `${k}^2*${m}`, `${k * k}*${m}`, `${k}^2*sqrt(${m})^2`],
            },
            right: { part: 'b', forms: [`${N}^2`, `${N}*${N}`] },
          },
          answerHint: 'Wpisz ciąg równości i nierówności, np. (4√15)² = 240 < 256 = 16².',
          work: `$(${rootTex})^2 = ${sq} ${rel} ${N * N} = ${N}^2$, a obie liczby są dodatnie, więc $${rootTex} ${rel} ${N}$.`,
        },
      ],
      scheme: [
        [1, 'obliczenie kwadratów obu liczb', ['a', 'b'], ISTOTNY_POSTEP],
        [1, 'porównanie kwadratów dwóch liczb dodatnich i wniosek', ['a', 'b', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Teza jest uzasadniona: $${rootTex} ${rel} ${N}$.`,
      params: { k, m, N },
    });
  },
});

/** (kn + a)(kn + b) − (kn + c)(kn + d) with a + b = c + d: the n-terms cancel, the value is ab − cd. */
const constantDifference = defineTemplate({
  id: 'multiply_sums.open-justify-constant',
  title: 'Zadanie otwarte: uzasadnij, że wartość wyrażenia nie zależy od n',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const lo = level === 1 ? 1 : -9;
      const pick = () => {
        const v = rng.int(lo, 9);
        return v === 0 ? null : v;
      };
      const [a, b, c] = [pick(), pick(), pick()];
      if (a === null || b === null || c === null) return null;
      const dd = a + b - c;
      if (dd === 0 || a + b === 0 || Math.abs(dd) > 12 || (level === 1 && dd < 0)) return null;
      if (new Set([a, b, c, dd]).size < 3 || (a === c && b === dd) || (a === dd && b === c)) return null;
      const K = a * b - c * dd;
      if (K === 0) return null;
      if (level === 2 && a > 0 && b > 0 && c > 0 && dd > 0) return null;
      return { a, b, c, dd, K };
    });
    const { a, b, c, dd, K } = d;
    const k = level === 3 ? rng.pick([2, 3]) : 1;
    const kn = k === 1 ? 'n' : `${k}n`;
    const bin = (x: number) => `(${kn} ${x < 0 ? '-' : '+'} ${Math.abs(x)})`;
    const exprTex = `${bin(a)}${bin(b)} - ${bin(c)}${bin(dd)}`;
    const sum = a + b;
    const sq = k * k;
    const expanded = (p: number) =>
      polyText([
        [sq, 'n^2'],
        [k * sum, 'n'],
        [p, ''],
      ]);
    const expr = (p: number) =>
      polyExpr([
        [sq, 'n^2'],
        [k * sum, 'n'],
        [p, ''],
      ]);
    const variants = (p: number) => [expr(p), expr(p).replace('n^2', 'n²')];
    return openItem(rng, {
      stem: `Uzasadnij, że dla każdej liczby $n$ wartość wyrażenia $${exprTex}$ jest równa $${K}$.`,
      parts: [
        {
          prompt: `Wymnóż $${bin(a)}${bin(b)}$ i uprość (zapisz bez nawiasów).`,
          expr: expr(a * b),
          variables: ['n'],
          form: 'expanded',
          answerHint: 'Wpisz wyrażenie bez nawiasów, np. n^2 + 5n + 6.',
          expected: expr(a * b).replace(/\*/g, ''),
          variants: variants(a * b),
          hints: [
            'Pomnóż każdy wyraz pierwszego nawiasu przez każdy wyraz drugiego.',
            `$${bin(a)}${bin(b)} = ${kn} \\cdot ${kn} ${b < 0 ? '-' : '+'} ${Math.abs(b)} \\cdot ${kn} ${a < 0 ? '-' : '+'} ${Math.abs(a)} \\cdot ${kn} ${a * b < 0 ? '-' : '+'} ${Math.abs(a * b)}$`,
            `$${expanded(a * b)}$`,
          ],
          mistakes: [
            {
              key: 'cross_terms_missing',
              expr: polyExpr([
                [sq, 'n^2'],
                [a * b, ''],
              ]),
              variants: [
                polyExpr([
                  [sq, 'n^2'],
                  [a * b, ''],
                ]),
              ],
              feedback:
                'Pomnożono tylko pierwsze wyrazy i ostatnie wyrazy nawiasów. Brakuje iloczynów „na krzyż”, które dają wyraz z $n$.',
            },
          ],
          work: `$${bin(a)}${bin(b)} = ${expanded(a * b)}$`,
        },
        {
          prompt: `Wymnóż $${bin(c)}${bin(dd)}$ i uprość (zapisz bez nawiasów).`,
          expr: expr(c * dd),
          variables: ['n'],
          form: 'expanded',
          answerHint: 'Wpisz wyrażenie bez nawiasów, np. n^2 + 5n + 6.',
          expected: expr(c * dd).replace(/\*/g, ''),
          variants: variants(c * dd),
          hints: [
            'Pomnóż każdy wyraz pierwszego nawiasu przez każdy wyraz drugiego.',
            `Wyraz z $n$: $${k * c}n ${k * dd < 0 ? '-' : '+'} ${Math.abs(k * dd)}n = ${k * sum}n$, wyraz wolny: $${c} \\cdot ${dd < 0 ? `(${dd})` : dd} = ${c * dd}$.`,
            `$${expanded(c * dd)}$`,
          ],
          work: `$${bin(c)}${bin(dd)} = ${expanded(c * dd)}$`,
        },
        {
          prompt: 'Ile wynosi różnica tych iloczynów (po redukcji wyrazów podobnych)?',
          value: K,
          hints: [
            `Odejmij całe drugie wyrażenie: $(${expanded(a * b)}) - (${expanded(c * dd)})$.`,
            `Wyrazy z $n^2$ i z $n$ się redukują; zostaje $${a * b} - ${c * dd < 0 ? `(${c * dd})` : c * dd}$.`,
            `$${a * b} - ${c * dd < 0 ? `(${c * dd})` : c * dd} = ${K}$`,
          ],
          mistakes: [
            {
              key: 'bracket_sign',
              value: a * b + c * dd,
              feedback:
                'Przed nawiasem stoi minus: zmień znaki wszystkich wyrazów drugiego iloczynu, także wyrazu wolnego.',
            },
          ],
          work: `$(${expanded(a * b)}) - (${expanded(c * dd)}) = ${a * b} - ${c * dd < 0 ? `(${c * dd})` : c * dd} = ${K}$`,
        },
        {
          role: 'reasoning',
          prompt: `Zapisz uzasadnienie jako ciąg równości: od wyrażenia $${exprTex}$ do liczby $${K}$.`,
          written: {
            kind: 'identity',
            from: `(${k}*n+(${a}))*(${k}*n+(${b}))-(${k}*n+(${c}))*(${k}*n+(${dd}))`,
            model: `${bin(a)}${bin(b)}-${bin(c)}${bin(dd)}=${expr(a * b)}-(${expr(c * dd)})=${K}`,
            variables: ['n'],
            value: K,
          },
          answerHint: 'Wpisz ciąg równości zakończony liczbą.',
          work: `Wartość wyrażenia nie zależy od $n$: jest równa $${K}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne wymnożenie obu iloczynów', ['a', 'b']],
        [1, 'poprawne przekształcenie różnicy do postaci liczby', ['a', 'b', 'c']],
        [1, 'pełne uzasadnienie tezy', ['a', 'b', 'c', 'd']],
      ],
      conclusion: `Teza jest uzasadniona: $${exprTex} = ${K}$ dla każdej liczby $n$.`,
      params: { a, b, c, d: dd, k },
    });
  },
});

/** A divisibility claim about numbers written with digits as letters. */
interface DigitVariant {
  stem: string;
  expr: string;
  expected: string;
  variants: string[];
  vars: string[];
  sumTex: string;
  factored: string;
  d: number;
  wrong: { key: string; expr: string; feedback: string };
  /** A number of this kind, drawn for the stem ("np. 47 i 74"). */
  sample: (rng: Rng) => string;
}

const ALL_SAME_37: DigitVariant = {
  stem: 'Uzasadnij, że każda liczba trzycyfrowa zapisana trzema jednakowymi cyframi jest podzielna przez $37$. Oznacz cyfrę przez $a$.',
  expr: '111*a',
  expected: '111a',
  variants: ['111*a'],
  vars: ['a'],
  sumTex: '100a + 10a + a',
  factored: '111a = 37 \\cdot 3a',
  d: 37,
  wrong: {
    key: 'place_value_ignored',
    expr: '3*a',
    feedback:
      'Cyfry mają różne wartości miejsc: setki, dziesiątki i jedności. Liczba to $100a + 10a + a$, a nie $a + a + a$.',
  },
  sample: (rng) => String(111 * rng.int(1, 9)),
};

const SUM_REVERSED_11: DigitVariant = {
  stem: 'Uzasadnij, że suma liczby dwucyfrowej i liczby zapisanej tymi samymi cyframi w odwrotnej kolejności jest podzielna przez $11$. Oznacz cyfrę dziesiątek przez $a$, a cyfrę jedności przez $b$.',
  expr: '11*a+11*b',
  expected: '11a+11b',
  variants: ['11*a+11*b', '11*b+11*a', '11*(a+b)'],
  vars: ['a', 'b'],
  sumTex: '(10a + b) + (10b + a)',
  factored: '11a + 11b = 11(a + b)',
  d: 11,
  wrong: {
    key: 'place_value_ignored',
    expr: '2*a+2*b',
    feedback:
      'Liczba o cyfrach $a$ i $b$ to $10a + b$, a nie $a + b$: cyfra dziesiątek jest warta dziesięć razy więcej.',
  },
  sample: (rng) => {
    const [a, b] = [rng.int(1, 9), rng.int(1, 9)];
    return `${10 * a + b} + ${10 * b + a}`;
  },
};

const DIFF_REVERSED_9: DigitVariant = {
  stem: 'Uzasadnij, że różnica liczby dwucyfrowej i liczby zapisanej tymi samymi cyframi w odwrotnej kolejności jest podzielna przez $9$. Oznacz cyfrę dziesiątek przez $a$, a cyfrę jedności przez $b$.',
  expr: '9*a-9*b',
  expected: '9a-9b',
  variants: ['9*a-9*b', '9*(a-b)'],
  vars: ['a', 'b'],
  sumTex: '(10a + b) - (10b + a)',
  factored: '9a - 9b = 9(a - b)',
  d: 9,
  wrong: {
    key: 'bracket_sign',
    expr: '11*a-9*b',
    feedback: 'Odejmując nawias $(10b + a)$, zmień znaki obu wyrazów: $-10b - a$.',
  },
  sample: (rng) => {
    const a = rng.int(2, 9);
    const b = rng.int(1, a - 1);
    return `${10 * a + b} - ${10 * b + a}`;
  },
};

const REPEATED_1001: DigitVariant = {
  stem: 'Liczbę sześciocyfrową utworzono, zapisując dwa razy obok siebie tę samą liczbę trzycyfrową $x$ (np. $254\\,254$). Uzasadnij, że taka liczba jest podzielna przez $7$, przez $11$ i przez $13$.',
  expr: '1001*x',
  expected: '1001x',
  variants: ['1001*x'],
  vars: ['x'],
  sumTex: '1000x + x',
  factored: '1001x = 7 \\cdot 11 \\cdot 13 \\cdot x',
  d: 1001,
  wrong: {
    key: 'place_value_ignored',
    expr: '2*x',
    feedback: 'Pierwsza kopia liczby $x$ stoi na miejscach tysięcy, więc jest warta $1000x$. Liczba to $1000x + x$.',
  },
  sample: (rng) => {
    const x = rng.int(100, 999);
    return `${x}\\,${x}`;
  },
};

const ABAB_101: DigitVariant = {
  stem: 'Liczbę czterocyfrową utworzono, zapisując dwa razy obok siebie tę samą liczbę dwucyfrową. Uzasadnij, że taka liczba jest podzielna przez $101$. Oznacz cyfrę dziesiątek przez $a$, a cyfrę jedności przez $b$.',
  expr: '1010*a+101*b',
  expected: '1010a+101b',
  variants: ['1010*a+101*b', '101*b+1010*a', '101*(10*a+b)'],
  vars: ['a', 'b'],
  sumTex: '1000a + 100b + 10a + b',
  factored: '1010a + 101b = 101(10a + b)',
  d: 101,
  wrong: {
    key: 'place_value_ignored',
    expr: '2*a+2*b',
    feedback: 'Każda cyfra jest warta tyle, ile wskazuje jej miejsce: liczba to $1000a + 100b + 10a + b$.',
  },
  sample: (rng) => {
    const ab = rng.int(10, 99);
    return `${ab}${ab}`;
  },
};

const ABBA_11: DigitVariant = {
  stem: 'Uzasadnij, że każda liczba czterocyfrowa, której cyfry czytane od końca dają tę samą liczbę (zapis $abba$), jest podzielna przez $11$. Oznacz cyfrę tysięcy przez $a$, a cyfrę setek przez $b$.',
  expr: '1001*a+110*b',
  expected: '1001a+110b',
  variants: ['1001*a+110*b', '110*b+1001*a', '11*(91*a+10*b)'],
  vars: ['a', 'b'],
  sumTex: '1000a + 100b + 10b + a',
  factored: '1001a + 110b = 11(91a + 10b)',
  d: 11,
  wrong: {
    key: 'place_value_ignored',
    expr: '2*a+2*b',
    feedback: 'Każda cyfra jest warta tyle, ile wskazuje jej miejsce: liczba to $1000a + 100b + 10b + a$.',
  },
  sample: (rng) => {
    const [a, b] = [rng.int(1, 9), rng.int(0, 9)];
    return `${a}${b}${b}${a}`;
  },
};

/** Digits as letters: aaa = 111a = 3·37·a; ab + ba = 11(a + b); ab − ba = 9(a − b); abcabc = 1001·abc. */
const digitNumbers = defineTemplate({
  id: 'divisibility_primes.open-justify-digits',
  title: 'Zadanie otwarte: uzasadnij podzielność liczby zapisanej cyframi',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const variants: readonly (readonly DigitVariant[])[] = [
      // Each level its own variants: no task repeats word for word across levels.
      [ALL_SAME_37, SUM_REVERSED_11],
      [DIFF_REVERSED_9, ABAB_101],
      [REPEATED_1001, ABBA_11],
    ];
    const v = rng.pick(variants[level - 1]!);
    const dWord = v.d === 1001 ? '7, 11 i 13' : String(v.d);
    return openItem(rng, {
      stem: `${v.stem} Przykład: $${v.sample(rng)}$.`,
      parts: [
        {
          prompt: `Zapisz ${v.sumTex.includes('-') ? 'tę różnicę' : v.vars[0] === 'x' ? 'tę liczbę' : v.sumTex.includes('(') ? 'tę sumę' : 'tę liczbę'} za pomocą ${v.vars.length > 1 ? 'liter' : 'litery'} i uprość.`,
          expr: v.expr,
          variables: v.vars,
          answerHint: `Wpisz wyrażenie, np. ${v.vars.length > 1 ? '5a + 5b' : `5${v.vars[0]}`}.`,
          expected: v.expected,
          variants: v.variants,
          hints: [
            'Każda cyfra jest warta tyle, ile wskazuje jej miejsce: dziesiątki razy 10, setki razy 100.',
            `$${v.sumTex}$`,
            `$${v.sumTex} = ${v.factored.split(' = ')[0]}$`,
          ],
          mistakes: [{ key: v.wrong.key, expr: v.wrong.expr, variants: [v.wrong.expr], feedback: v.wrong.feedback }],
          work: `$${v.sumTex} = ${v.factored.split(' = ')[0]}$.`,
        },
        {
          role: 'reasoning',
          prompt: `Zapisz uzasadnienie jako ciąg równości: od zapisu liczby literami do iloczynu, w którym jednym z czynników jest $${v.d}$.`,
          written: {
            kind: 'identity',
            from: v.expr,
            model: `${v.sumTex}=${v.factored.replace(/\\cdot/g, '*').replace(/ /g, '')}`,
            variables: v.vars,
            divisor: v.d,
          },
          answerHint: 'Wpisz ciąg równości, np. 10a + 10b = 10(a + b).',
          work: `$${v.factored}$, więc liczba dzieli się przez ${dWord.replace(/(\\d+)/g, '$$$1$$')}.`,
        },
      ],
      scheme: [
        [1, 'poprawne zapisanie liczby za pomocą wyrażenia algebraicznego', ['a']],
        [1, 'pełne, poprawne uzasadnienie podzielności', ['a', 'b']],
      ],
      conclusion: `Teza jest uzasadniona: $${v.factored}$.`,
      params: { d: v.d, level },
    });
  },
});

/** The converse of Pythagoras: a triangle with sides a, b, c is right-angled. */
const pythagorasConverse = defineTemplate({
  id: 'pythagoras.open-justify-right',
  title: 'Zadanie otwarte: uzasadnij, że trójkąt jest prostokątny',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const triples: [number, number, number][] = [
      [3, 4, 5],
      [5, 12, 13],
      [8, 15, 17],
      [7, 24, 25],
      [20, 21, 29],
    ];
    const [x, y, z] = rng.pick(level === 1 ? triples.slice(0, 3) : triples);
    const k: Rational =
      // Primitive triples scaled by 1–3, 4–7 and tenths: no triangle repeats across levels.
      level === 1 ? rat(rng.int(1, 3)) : level === 2 ? rat(rng.int(4, 7)) : rat(rng.pick([1, 3, 5]), 10);
    const [a, b, c] = [x, y, z].map((s) => mul(rat(s), k)) as [Rational, Rational, Rational];
    const t = (r: Rational) => texValue(r);
    const sq = (r: Rational) => mul(r, r);
    const legsSq = add(sq(a), sq(b));
    return openItem(rng, {
      stem: `Boki trójkąta mają długości $${t(b)}\\text{ cm}$, $${t(c)}\\text{ cm}$ i $${t(a)}\\text{ cm}$. Uzasadnij, że ten trójkąt jest prostokątny.`,
      parts: [
        {
          prompt: `Ile wynosi suma kwadratów dwóch krótszych boków: $${t(a)}^2 + ${t(b)}^2$?`,
          value: legsSq,
          calc: `${dot(a)}^2+${dot(b)}^2`,
          hints: [
            'Dwa krótsze boki to kandydaci na przyprostokątne.',
            `$${t(a)}^2 = ${t(sq(a))}$, $${t(b)}^2 = ${t(sq(b))}$`,
            `$${t(sq(a))} + ${t(sq(b))} = ${t(legsSq)}$`,
          ],
          mistakes: [
            {
              key: 'doubled_not_squared',
              value: add(mul(a, rat(2)), mul(b, rat(2))),
              feedback: 'Kwadrat liczby to liczba pomnożona przez siebie, a nie przez 2.',
            },
          ],
          work: `$${t(a)}^2 + ${t(b)}^2 = ${t(sq(a))} + ${t(sq(b))} = ${t(legsSq)}$`,
        },
        {
          prompt: `Ile wynosi kwadrat najdłuższego boku: $${t(c)}^2$?`,
          value: sq(c),
          calc: `${dot(c)}^2`,
          hints: [
            `Pomnóż $${t(c)}$ przez $${t(c)}$.`,
            `$${t(c)}^2 = ${t(c)} \\cdot ${t(c)}$`,
            `$${t(c)}^2 = ${t(sq(c))}$`,
          ],
          work: `$${t(c)}^2 = ${t(sq(c))}$`,
        },
        {
          role: 'reasoning',
          prompt: 'Zapisz uzasadnienie: porównaj sumę kwadratów dwóch krótszych boków z kwadratem najdłuższego boku.',
          written: {
            kind: 'relation',
            model: `${dot(a)}^2+${dot(b)}^2=${dot(sq(a))}+${dot(sq(b))}=${dot(legsSq)}=${dot(c)}^2`,
            variables: [],
            relation: '=',
            left: { part: 'a', forms: [`${dot(a)}^2+${dot(b)}^2`, `${dot(sq(a))}+${dot(sq(b))}`] },
            right: { part: 'b', forms: [`${dot(c)}^2`, `${dot(c)}*${dot(c)}`] },
          },
          answerHint: 'Wpisz ciąg równości, np. 1,1² + 6² = 1,21 + 36 = 37,21 = 6,1².',
          work: `$${t(a)}^2 + ${t(b)}^2 = ${t(legsSq)} = ${t(c)}^2$, więc z twierdzenia odwrotnego do twierdzenia Pitagorasa trójkąt jest prostokątny.`,
        },
      ],
      scheme: [
        [1, 'obliczenie sumy kwadratów dwóch krótszych boków i kwadratu najdłuższego boku', ['a', 'b'], ISTOTNY_POSTEP],
        [
          1,
          'stwierdzenie, że suma kwadratów dwóch krótszych boków jest równa kwadratowi najdłuższego boku, i wniosek z twierdzenia odwrotnego do twierdzenia Pitagorasa',
          ['a', 'b', 'c'],
          ROZWIAZANIE_PELNE,
        ],
      ],
      conclusion: `Teza jest uzasadniona: kąt prosty leży naprzeciw boku o długości $${t(c)}\\text{ cm}$.`,
      params: { a: t(a), b: t(b), c: t(c) },
    });
  },
});

/** Angles of a triangle from an exterior angle: two equal angles → isosceles. */
const isoscelesFromAngles = defineTemplate({
  id: 'geometric_reasoning.open-justify-isosceles',
  title: 'Zadanie otwarte: uzasadnij, że trójkąt jest równoramienny',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      // Equal angles at B and C (beta) and the apex angle at A.
      const beta = level === 1 ? rng.int(5, 17) * 5 : rng.int(21, 84);
      const alpha = 180 - 2 * beta;
      if (alpha <= 5) return null;
      // Level 1's angles are multiples of 5°; level 2's never are (level 3 gives another vertex).
      if (level === 2 && beta % 5 === 0) return null;
      return { alpha, beta };
    });
    const { alpha, beta } = d;
    const exterior = 180 - beta;
    // Level 3: the exterior angle at C and the angle at A are given; the pupil finds B.
    const givenExterior = level === 3 ? 'C' : 'B';
    const other = givenExterior === 'B' ? 'C' : 'B';
    return openItem(rng, {
      stem: `W trójkącie $ABC$ kąt przy wierzchołku $A$ ma miarę $${degreesTex(alpha)}$, a kąt zewnętrzny przy wierzchołku $${givenExterior}$ ma miarę $${degreesTex(exterior)}$. Uzasadnij, że trójkąt $ABC$ jest równoramienny.`,
      parts: [
        {
          prompt: `Jaką miarę (w stopniach) ma kąt wewnętrzny przy wierzchołku $${givenExterior}$?`,
          value: beta,
          calc: `180-${exterior}`,
          unit: '°',
          hints: [
            'Kąt zewnętrzny i kąt wewnętrzny przy tym samym wierzchołku są przyległe.',
            `Ich suma to $${degreesTex(180)}$: $${degreesTex(180)} - ${degreesTex(exterior)}$.`,
            `$180^\\circ - ${degreesTex(exterior)} = ${degreesTex(beta)}$`,
          ],
          mistakes: [
            {
              key: 'exterior_as_interior',
              value: exterior,
              feedback: 'To miara kąta zewnętrznego. Kąt wewnętrzny jest do niego przyległy: razem dają $180^\\circ$.',
            },
          ],
          work: `Kąt przy $${givenExterior}$: $180^\\circ - ${degreesTex(exterior)} = ${degreesTex(beta)}$.`,
        },
        {
          prompt: `Jaką miarę (w stopniach) ma kąt przy wierzchołku $${other}$?`,
          value: beta,
          calc: `180-${alpha}-a`,
          unit: '°',
          hints: [
            'Suma kątów wewnętrznych trójkąta to $180^\\circ$.',
            `$180^\\circ - ${degreesTex(alpha)} - ${degreesTex(beta)}$`,
            `$180^\\circ - ${degreesTex(alpha)} - ${degreesTex(beta)} = ${degreesTex(beta)}$`,
          ],
          mistakes: [
            {
              key: 'angle_sum_360',
              value: 360 - alpha - beta,
              feedback: 'Suma kątów wewnętrznych trójkąta to $180^\\circ$, a nie $360^\\circ$.',
            },
          ],
          work: `Kąt przy $${other}$: $180^\\circ - ${degreesTex(alpha)} - ${degreesTex(beta)} = ${degreesTex(beta)}$.`,
        },
        {
          role: 'reasoning',
          prompt: `Zapisz uzasadnienie: porównaj miary kątów przy wierzchołkach $B$ i $C$ (kąt przy wierzchołku $B$ zapisz jako „kąt B” albo „B”).`,
          written: {
            kind: 'relation',
            model: `${givenExterior}=180-${exterior}=${beta}=180-${alpha}-${beta}=${other}`,
            variables: ['B', 'C'],
            relation: '=',
            left: { part: 'a', name: givenExterior, forms: [`180-${exterior}`] },
            right: {
              part: 'b',
              name: other,
              forms: [`180-${alpha}-${beta}`, `180-(${alpha}+${beta})`, `180-${alpha}-${givenExterior}`],
            },
          },
          answerHint: 'Wpisz równość miar kątów, np. kąt B = kąt C = 47,5°.',
          work: `Kąty przy wierzchołkach $B$ i $C$ mają równe miary: $${degreesTex(beta)}$. Naprzeciw równych kątów leżą równe boki, więc $|AB| = |AC|$ i trójkąt jest równoramienny.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie miary kąta wewnętrznego przy wierzchołku z kątem zewnętrznym', ['a'], ISTOTNY_POSTEP],
        [
          1,
          'obliczenie miar obu kątów i wniosek: kąty przy wierzchołkach B i C są równe, więc trójkąt jest równoramienny',
          ['a', 'b', 'c'],
          ROZWIAZANIE_PELNE,
        ],
      ],
      conclusion: `Teza jest uzasadniona: $|AB| = |AC|$.`,
      params: { alpha, beta, givenExterior },
    });
  },
});

export const justifyOpenTemplates: readonly QuestionTemplate[] = [
  powersDivisible,
  rootsCompare,
  constantDifference,
  digitNumbers,
  pythagorasConverse,
  isoscelesFromAngles,
];
