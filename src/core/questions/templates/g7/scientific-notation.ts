import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { escapeRegex, step, numberStep } from '../../kit/steps.ts';
import { type Rational, div, mul, rat, toNumber } from '../../../math/rational.ts';
import { formatNumber, texNumber } from '../../../text/format.ts';
import { scientificTex } from '../../kit/format.ts';
import { type MatchSentence, matchingBody } from '../../kit/matching.ts';

const pow10 = (k: number): Rational => (k >= 0 ? rat(10 ** k) : rat(1, 10 ** -k));
/** a·10^k as an exact rational; `a` is given in tenths to stay exact. */
const sci = (aTenths: number, k: number): Rational => mul(rat(aTenths, 10), pow10(k));
const texSci = (aTenths: number, k: number): string => scientificTex(aTenths / 10, k);
const typedSci = (aTenths: number, k: number): string => `${formatNumber(aTenths / 10)}·10^${k}`;
const sciPattern = (aTenths: number, k: number): string => {
  const a = escapeRegex(String(aTenths / 10));
  return `^${a}(\\.0+)?\\*10\\^\\(?${k}\\)?$`;
};
/** A plain number in KaTeX with thin-space grouping; small numbers keep all their digits. */
const texPlain = (r: Rational): string => texNumber(toNumber(r), 12);

/** Mantissa in tenths, 1 ≤ a < 10, with a non-zero last digit. */
function mantissa(rng: { int(a: number, b: number): number; chance(p: number): boolean }): number {
  for (;;) {
    const a = rng.chance(0.3) ? rng.int(2, 9) * 10 : rng.int(11, 99);
    if (a % 10 !== 0 || a >= 20) return a;
  }
}

const writeScientific = defineTemplate({
  id: 'scientific_notation.write',
  title: 'Zapis w notacji wykładniczej',
  generate({ rng, level }): GeneratedBody {
    const answerHint = 'Wpisz liczbę w postaci a·10^k, np. 3,2·10^5.';
    if (level <= 2) {
      const a = mantissa(rng);
      const k = level === 1 ? rng.int(3, 9) : -rng.int(2, 7);
      const x = sci(a, k);
      const big = k > 0;
      const errors = numberErrors(x, [
        big
          ? {
              key: 'digits_counted',
              value: sci(a, k + 1),
              feedback:
                'Policzono wszystkie cyfry liczby. Wykładnik to liczba miejsc, o które przesuwamy przecinek — o jeden mniej niż cyfr w części całkowitej.',
            }
          : {
              key: 'zeros_after_comma_counted',
              value: sci(a, k + 1),
              feedback:
                'Policzono tylko zera po przecinku. Przecinek trzeba przesunąć aż za pierwszą cyfrę różną od zera.',
            },
        {
          key: 'exponent_sign',
          value: sci(a, -k),
          feedback: big
            ? 'Liczba jest duża, więc wykładnik jest dodatni.'
            : 'Liczba jest mniejsza od 1, więc wykładnik jest ujemny.',
        },
        {
          key: 'exponent_off_by_one',
          value: sci(a, k - 1),
          feedback: 'Wykładnik różni się o 1. Policz dokładnie, o ile miejsc przesuwasz przecinek.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Zapisz liczbę $${texPlain(x)}$ w notacji wykładniczej.`,
        answer: numberAnswer(x, { requiredForm: 'scientific' }),
        answerHint,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: 'Jaki będzie pierwszy czynnik $a$ (liczba nie mniejsza od 1 i mniejsza od 10)?',
            value: rat(a, 10),
            hints: [
              'Przesuń przecinek tak, aby przed nim stała jedna cyfra różna od zera.',
              `Cyfry znaczące tej liczby to ${String(a).replace(/0$/, '')}.`,
              `$a = ${texNumber(a / 10)}$`,
            ],
          }),
          numberStep({
            prompt: 'O ile miejsc i w którą stronę przesuwasz przecinek? Podaj wykładnik $k$.',
            value: rat(k),
            hints: [
              big
                ? 'Liczba jest duża, więc wykładnik jest dodatni.'
                : 'Liczba jest mniejsza od 1, więc wykładnik jest ujemny.',
              'Policz, o ile miejsc trzeba przesunąć przecinek.',
              `$k = ${k}$`,
            ],
            errors: [{ code: 'exponent_sign', value: rat(-k), feedback: 'Sprawdź znak wykładnika.' }],
          }),
          step({
            prompt: 'Zapisz liczbę w notacji wykładniczej (np. 3,2·10^5).',
            expected: typedSci(a, k),
            patterns: [sciPattern(a, k)],
            hints: ['Zapis: $a \\cdot 10^k$.', `$a = ${texNumber(a / 10)}$, $k = ${k}$.`, `$${texSci(a, k)}$`],
          }),
        ],
        solution: `$${texPlain(x)} = ${texSci(a, k)}$`,
        params: { a: a / 10, k },
      };
    }
    const { a1, k1, a2, k2, product } = redraw(() => {
      const a1 = rng.int(2, 9) * 10;
      const a2 = rng.int(2, 9) * 10;
      const k1 = rng.int(2, 6);
      const k2 = rng.int(-4, 5);
      const product = rng.chance(0.6);
      if (k2 === 0) return null;
      if (!product && a1 % a2 !== 0 && (a1 * 10) % a2 !== 0) return null;
      // Always let the product or quotient need re-normalising: that is the step pupils miss.
      if (product ? a1 * a2 < 1000 : a1 >= a2) return null;
      return { a1, k1, a2, k2, product };
    });
    const x = product ? mul(sci(a1, k1), sci(a2, k2)) : div(sci(a1, k1), sci(a2, k2));
    // Normalise x to a·10^k with 1 ≤ a < 10.
    let k = 0;
    let m = x;
    while (toNumber(m) >= 10) {
      m = mul(m, rat(1, 10));
      k++;
    }
    while (toNumber(m) < 1) {
      m = mul(m, rat(10));
      k--;
    }
    const aT = Math.round(toNumber(m) * 10);
    const rawK = product ? k1 + k2 : k1 - k2;
    const rawA = product ? (a1 * a2) / 100 : a1 / a2;
    // Exponents far outside what a pupil types (or safe integers hold) make no useful detector.
    const sane = (e: { value: Rational }): boolean => Math.abs(Math.log10(Math.abs(toNumber(e.value)))) <= 14;
    const errors = numberErrors(
      x,
      [
        {
          key: 'not_normalised_exponent',
          value: sci(aT, rawK),
          feedback: `Zmieniono pierwszy czynnik (${formatNumber(rawA)} → ${formatNumber(aT / 10)}), ale nie poprawiono wykładnika.`,
        },
        product
          ? {
              key: 'exponents_multiplied',
              value: sci(aT, k - rawK + k1 * k2),
              feedback: 'Przy mnożeniu potęg o tej samej podstawie wykładniki dodajemy, a nie mnożymy.',
            }
          : {
              key: 'exponents_added',
              value: sci(aT, k - rawK + k1 + k2),
              feedback: 'Przy dzieleniu potęg o tej samej podstawie wykładniki odejmujemy.',
            },
        {
          key: 'exponent_sign',
          value: sci(aT, k - rawK + (product ? k1 - k2 : k1 + k2)),
          feedback: 'Sprawdź działanie na wykładnikach — zwróć uwagę na znak.',
        },
      ].filter(sane),
    );
    const op = product ? '\\cdot' : ':';
    const expr = `(${texSci(a1, k1)}) ${op} (${texSci(a2, k2)})`;
    return {
      type: 'numeric',
      stem: `Oblicz $${expr}$. Wynik zapisz w notacji wykładniczej.`,
      answer: numberAnswer(x, { requiredForm: 'scientific' }),
      answerHint,
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Oblicz ${product ? 'iloczyn' : 'iloraz'} pierwszych czynników: $${texNumber(a1 / 10)} ${op} ${texNumber(a2 / 10)}$.`,
          value: product ? rat(a1 * a2, 100) : rat(a1, a2),
          hints: [
            'Liczby i potęgi dziesiątki liczymy osobno.',
            `$${texNumber(a1 / 10)} ${op} ${texNumber(a2 / 10)}$`,
            `$${texNumber(rawA)}$`,
          ],
        }),
        numberStep({
          prompt: `Oblicz wykładnik: $10^{${k1}} ${op} 10^{${k2}} = 10^{?}$.`,
          value: rat(rawK),
          hints: [
            product ? 'Przy mnożeniu potęg wykładniki dodajemy.' : 'Przy dzieleniu potęg wykładniki odejmujemy.',
            `$${k1} ${product ? '+' : '-'} ${k2 < 0 ? `(${k2})` : k2}$`,
            `$10^{${rawK}}$`,
          ],
        }),
        step({
          prompt: `Masz $${texNumber(rawA)} \\cdot 10^{${rawK}}$. Popraw zapis tak, aby pierwszy czynnik był nie mniejszy od 1 i mniejszy od 10.`,
          expected: typedSci(aT, k),
          patterns: [sciPattern(aT, k)],
          hints: [
            'Pierwszy czynnik musi spełniać $1 \\le a < 10$.',
            rawA >= 10
              ? 'Podziel pierwszy czynnik przez 10 i zwiększ wykładnik o 1.'
              : rawA < 1
                ? 'Pomnóż pierwszy czynnik przez 10 i zmniejsz wykładnik o 1.'
                : 'Ten zapis jest już poprawny.',
            `$${texSci(aT, k)}$`,
          ],
          errors: [
            {
              code: 'not_normalised_exponent',
              patterns: [sciPattern(aT, rawK)],
              feedback: 'Zmieniając pierwszy czynnik, popraw też wykładnik.',
            },
          ].filter(() => rawK !== k),
        }),
      ],
      solution: `$${expr} = ${texNumber(rawA)} \\cdot 10^{${rawK}} = ${texSci(aT, k)}$`,
      params: { a1: a1 / 10, k1, a2: a2 / 10, k2, product },
    };
  },
});

const matching = defineTemplate({
  id: 'scientific_notation.dobieranie',
  title: 'Notacja wykładnicza (zadanie na dobieranie)',
  examStyle: 'dobieranie',
  generate({ rng, level }): GeneratedBody {
    // Two sentences, each with a right and a wrong ending; the wrong one is a typical slip.
    const sentence = (kind: 'big' | 'small' | 'product' | 'quotient') => {
      if (kind === 'big' || kind === 'small') {
        const a = mantissa(rng);
        const k = kind === 'big' ? rng.int(4, 9) : -rng.int(3, 7);
        const x = sci(a, k);
        return {
          text: `Liczba $${texPlain(x)}$ zapisana w notacji wykładniczej to`,
          right: `$${texSci(a, k)}$`,
          wrong: `$${texSci(a, kind === 'big' ? k + 1 : -k)}$`,
          explain: `$${texPlain(x)} = ${texSci(a, k)}$`,
        };
      }
      const a1 = rng.int(2, 9);
      const a2 = rng.int(2, 9);
      const k1 = rng.int(3, 8);
      const k2 = rng.int(2, 6);
      if (kind === 'product') {
        const p = a1 * a2;
        const k = p >= 10 ? k1 + k2 + 1 : k1 + k2;
        const aT = p >= 10 ? p : p * 10;
        return {
          text: `Iloczyn $(${a1} \\cdot 10^{${k1}}) \\cdot (${a2} \\cdot 10^{${k2}})$ jest równy`,
          right: `$${texSci(aT, k)}$`,
          wrong: `$${texSci(aT, k1 * k2)}$`,
          explain: `$(${a1} \\cdot 10^{${k1}}) \\cdot (${a2} \\cdot 10^{${k2}}) = ${p} \\cdot 10^{${k1 + k2}}${p >= 10 ? ` = ${texSci(aT, k)}` : ''}$`,
        };
      }
      const q = a1 * a2;
      return {
        text: `Iloraz $(${q} \\cdot 10^{${k1}}) : (${a2} \\cdot 10^{${k2}})$ jest równy`,
        right: `$${texSci(a1 * 10, k1 - k2)}$`,
        wrong: `$${texSci(a1 * 10, k1 + k2)}$`,
        explain: `$(${q} \\cdot 10^{${k1}}) : (${a2} \\cdot 10^{${k2}}) = ${a1} \\cdot 10^{${k1} - ${k2}} = ${texSci(a1 * 10, k1 - k2)}$`,
      };
    };
    const kinds: ['big' | 'small' | 'product' | 'quotient', 'big' | 'small' | 'product' | 'quotient'] =
      level === 1 ? ['big', 'small'] : level === 2 ? ['small', 'product'] : ['product', 'quotient'];
    const s1 = sentence(kinds[0]);
    const s2 = sentence(kinds[1]);
    const keyFirst =
      kinds[0] === 'big' ? 'digits_counted' : kinds[0] === 'small' ? 'exponent_sign' : 'exponents_multiplied';
    const keySecond =
      kinds[1] === 'small'
        ? 'exponent_sign_second'
        : kinds[1] === 'product'
          ? 'exponents_multiplied'
          : 'exponents_added';
    const fb: Record<string, string> = {
      digits_counted: 'Pierwsze zdanie: wykładnik to liczba miejsc, o które przesuwamy przecinek, a nie liczba cyfr.',
      exponent_sign: 'Pierwsze zdanie: liczba mniejsza od 1 ma w notacji wykładniczej ujemny wykładnik.',
      exponent_sign_second: 'Drugie zdanie: liczba mniejsza od 1 ma w notacji wykładniczej ujemny wykładnik.',
      exponents_multiplied: 'Przy mnożeniu potęg o tej samej podstawie wykładniki dodajemy, a nie mnożymy.',
      exponents_added: 'Przy dzieleniu potęg o tej samej podstawie wykładniki odejmujemy, a nie dodajemy.',
    };
    const key2 = keySecond === keyFirst ? `${keySecond}_second` : keySecond;
    const first: MatchSentence = {
      ...s1,
      errorKey: keyFirst,
      feedback: fb[keyFirst]!,
      hints: ['Sprawdź wykładnik w każdej odpowiedzi.', 'Zapisz liczbę samodzielnie i porównaj.'],
    };
    const second: MatchSentence = {
      ...s2,
      errorKey: key2,
      feedback: fb[keySecond] ?? fb[keyFirst]!,
      hints: ['Sprawdź wykładnik w każdej odpowiedzi.', 'Oblicz samodzielnie i porównaj.'],
    };
    const body = matchingBody(rng, first, second);
    const right = body.options[body.answer.index]!.text.split(' i ');
    return {
      ...body,
      params: { level, first: right[0]!, second: right[1]!, s1: s1.right, s2: s2.right },
    };
  },
});

export const scientificNotationTemplates: readonly QuestionTemplate[] = [writeScientific, matching];
