import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors } from '../../kit/mcq.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { withPlaces } from '../../answer-forms.ts';
import { rat, gcd, isFiniteDecimal } from '../../../math/rational.ts';
import { formatNumber, texNumber } from '../../../text/format.ts';
import { qty } from '../../kit/format.ts';
import { type NounForms, pluralForm } from '../../../text/plural.ts';

const PLACE_NAMES: Record<number, string> = {
  [-3]: 'tysięcy',
  [-2]: 'setek',
  [-1]: 'dziesiątek',
  0: 'jedności',
  1: 'części dziesiątych',
  2: 'części setnych',
  3: 'części tysięcznych',
};

/** N·10^-k rounded to the place 10^-p, as an exact rational (half up, as taught at school). */
function roundAt(N: number, k: number, p: number): { rounded: number; truncated: number; nextDigit: number } {
  const unit = 10 ** (k - p);
  const q = Math.floor(N / unit);
  const rem = N - q * unit;
  const nextDigit = Math.floor((rem * 10) / unit);
  const up = rem * 2 >= unit;
  return { rounded: (up ? q + 1 : q) * unit, truncated: q * unit, nextDigit };
}

const roundNumber = defineTemplate({
  id: 'rounding_expansions.round-number',
  title: 'Zaokrąglanie liczb',
  generate({ rng, level }): GeneratedBody {
    const { N, k, p } = redraw(() => {
      let N: number;
      let k: number;
      let p: number;
      if (level === 1) {
        k = 2;
        p = rng.pick([0, 1]);
        N = rng.int(101, 9999);
      } else if (level === 2) {
        if (rng.chance(0.5)) {
          k = 3;
          p = 2;
          N = rng.int(1001, 99999);
        } else {
          k = 0;
          p = rng.pick([-1, -2]);
          N = rng.int(1001, 99999);
        }
      } else {
        k = 4;
        p = rng.pick([2, 3]);
        // Half of the items force a carry through a 9 (3,4967 → 3,50), the classic trap.
        if (rng.chance(0.5)) {
          const head = rng.int(10, 999) * 10 + 9;
          N = (head * 10 + rng.int(5, 9)) * 10 ** (k - p - 1) + rng.int(0, 10 ** (k - p - 1) - 1);
        } else {
          N = rng.int(10001, 999999);
        }
      }
      if (N % 10 === 0) return null;
      const { rounded, truncated } = roundAt(N, k, p);
      const alt = rounded !== truncated ? truncated : truncated + 10 ** (k - p);
      const wrongs = new Set([alt, roundAt(N, k, p - 1).rounded, p + 1 < k ? roundAt(N, k, p + 1).rounded : alt]);
      wrongs.delete(rounded);
      if (wrongs.size < 2) return null;
      if (rounded === 0 || (level >= 2 && rounded === truncated && rng.chance(0.6))) return null;
      return { N, k, p };
    });
    const { rounded, truncated, nextDigit } = roundAt(N, k, p);
    const r = rat(rounded, 10 ** k);
    const up = rounded !== truncated;
    const coarser = roundAt(N, k, p - 1).rounded;
    const finer = p + 1 < k ? roundAt(N, k, p + 1).rounded : null;
    const errors = numberErrors(r, [
      up
        ? {
            key: 'truncated',
            value: rat(truncated, 10 ** k),
            feedback: `Obcięto cyfry zamiast zaokrąglić. Następna cyfra to ${nextDigit}, a gdy jest to 5 lub więcej, zaokrąglamy w górę.`,
          }
        : {
            key: 'rounded_up_always',
            value: rat(truncated + 10 ** (k - p), 10 ** k),
            feedback: `Zaokrąglono w górę, a następna cyfra to ${nextDigit}. Gdy jest mniejsza od 5, zaokrąglamy w dół.`,
          },
      {
        key: 'wrong_place',
        value: rat(coarser, 10 ** k),
        feedback: `Zaokrąglono do ${PLACE_NAMES[p - 1]}, a trzeba do ${PLACE_NAMES[p]}.`,
      },
      ...(finer === null
        ? []
        : [
            {
              key: 'wrong_place_finer',
              value: rat(finer, 10 ** k),
              feedback: `Zaokrąglono do ${PLACE_NAMES[p + 1]}, a trzeba do ${PLACE_NAMES[p]}.`,
            },
          ]),
    ]);
    const xs = formatNumber(N / 10 ** k, 6);
    // Rounded to hundredths, 75,6979 is written 75,70: the trailing zero shows the precision.
    const rs = withPlaces(formatNumber(rounded / 10 ** k, 6), p);
    const rsTex = rs.replace(',', '{,}').replace(/\u00a0/g, '\\,');
    return {
      type: 'numeric',
      stem: `Zaokrąglij liczbę $${texNumber(N / 10 ** k)}$ do ${PLACE_NAMES[p]}.`,
      answer: numberAnswer(r, { places: Math.max(0, p) }),
      answerHint: 'Wpisz zaokrągloną liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Jaka cyfra stoi bezpośrednio za miejscem ${PLACE_NAMES[p]}?`,
          value: rat(nextDigit),
          hints: [
            `Znajdź w liczbie ${xs} miejsce ${PLACE_NAMES[p]}.`,
            'Interesuje nas pierwsza cyfra na prawo od tego miejsca.',
            `Ta cyfra to ${nextDigit}.`,
          ],
        }),
        {
          ...numberStep({
            prompt: `Zaokrąglij liczbę do ${PLACE_NAMES[p]}.`,
            value: r,
            hints: [
              `Cyfra ${nextDigit} jest ${nextDigit >= 5 ? 'większa od 4' : 'mniejsza od 5'}.`,
              nextDigit >= 5
                ? 'Zaokrąglamy w górę: zwiększamy cyfrę na miejscu zaokrąglenia o 1.'
                : 'Zaokrąglamy w dół: dalsze cyfry odrzucamy.',
              `$${texNumber(N / 10 ** k)} \\approx ${rsTex}$`,
            ],
            errors: up
              ? [
                  {
                    code: 'truncated',
                    value: rat(truncated, 10 ** k),
                    feedback: 'Cyfra jest 5 lub większa — zaokrąglamy w górę.',
                  },
                ]
              : [],
          }),
          expected: rs.replace(/\u00a0/g, ''),
        },
      ],
      solution: `Za miejscem ${PLACE_NAMES[p]} stoi cyfra ${nextDigit}, więc zaokrąglamy w ${up ? 'górę' : 'dół'}: ${xs} ≈ ${rs}.`,
      params: { x: xs, place: p },
    };
  },
});

interface Expansion {
  int: number;
  pre: string;
  period: string;
}

/** Long division with remembered remainders: the exact periodic expansion of num/den. */
function expand(num: number, den: number): Expansion {
  const int = Math.floor(num / den);
  let r = num % den;
  const seen = new Map<number, number>();
  let digits = '';
  while (r !== 0 && !seen.has(r)) {
    seen.set(r, digits.length);
    r *= 10;
    digits += String(Math.floor(r / den));
    r %= den;
  }
  const start = r === 0 ? digits.length : seen.get(r)!;
  return { int, pre: digits.slice(0, start), period: digits.slice(start) };
}

const plain = (e: Expansion): string => `${e.int},${e.pre}(${e.period})`;
const tex = (s: string): string => `$${s.replace(',', '{,}')}$`;

/** First `n` digits after the comma of the infinite expansion. */
function digitsOf(e: Expansion, n: number): string {
  let s = e.pre;
  while (s.length < n) s += e.period;
  return s.slice(0, n);
}

const periodic = defineTemplate({
  id: 'rounding_expansions.periodic',
  title: 'Rozwinięcie dziesiętne okresowe',
  generate({ rng, level }): GeneratedBody {
    const { num, den } = redraw(() => {
      const den =
        level === 1
          ? rng.pick([3, 9, 11])
          : level === 2
            ? rng.pick([6, 12, 15, 18, 22, 30])
            : rng.pick([7, 13, 24, 27, 33, 36, 37]);
      const num = level === 3 && rng.chance(0.5) ? rng.int(den + 1, 3 * den - 1) : rng.int(1, den - 1);
      if (gcd(num, den) !== 1 || isFiniteDecimal(rat(num, den))) return null;
      const e = expand(num, den);
      return e.period.length > 6 ? null : { num, den };
    });
    const e = expand(num, den);
    const correct = plain(e);
    const merged: Expansion =
      e.pre !== ''
        ? { int: e.int, pre: '', period: e.pre + e.period }
        : e.period.length >= 2
          ? { int: e.int, pre: e.period.slice(0, 1), period: e.period.slice(1) }
          : { int: e.int, pre: '', period: '' };
    const finiteLen = Math.max(3, e.pre.length + e.period.length + 1);
    const noPeriod = `${e.int},${digitsOf(e, finiteLen)}`;
    const candidates: { key: string; text: string; feedback: string }[] = [];
    if (merged.period !== '')
      candidates.push({
        key: 'period_misplaced',
        text: plain(merged),
        feedback:
          'Okres zaczyna się w złym miejscu. W nawiasie zapisujemy tylko te cyfry, które powtarzają się bez końca.',
      });
    candidates.push({
      key: 'no_period',
      text: noPeriod,
      feedback:
        'To tylko początek rozwinięcia. Dzielenie nigdy się nie kończy, więc powtarzające się cyfry zapisujemy w nawiasie.',
    });
    candidates.push({
      key: 'fraction_digits',
      text: `${num},${den}`,
      feedback: 'Ułamek to iloraz licznika przez mianownik — nie zapisuje się ich po prostu obok siebie z przecinkiem.',
    });
    const rounded = formatNumber(Math.round((num / den) * 10 ** (finiteLen - 1)) / 10 ** (finiteLen - 1), 8);
    const fillers = [
      {
        key: 'rounded',
        text: rounded,
        feedback: 'To przybliżenie (zaokrąglenie), a nie dokładne rozwinięcie dziesiętne.',
      },
      {
        key: 'reversed_period',
        text: `${e.int},${e.pre}(${[...e.period].reverse().join('')}${e.period.length === 1 ? e.period : ''})`,
        feedback: 'Cyfry okresu są w złej kolejności. Sprawdź dzielenie pisemne.',
      },
    ];
    const toOption = (c: { key: string; text: string }): McqOption => ({ text: tex(c.text), errorKey: c.key });
    const { options, answer } = mcqFromErrors(rng, tex(correct), candidates.map(toOption), fillers.map(toOption));
    const all = [...candidates, ...fillers];
    const commonErrors = options
      .filter((o) => o.errorKey)
      .map((o) => {
        const c = all.find((x) => x.key === o.errorKey)!;
        return textError(c.key, c.text, c.feedback);
      });
    const what = `ułamka $\\frac{${num}}{${den}}$`;
    return {
      type: 'mcq',
      stem: `Który zapis jest rozwinięciem dziesiętnym ${what}?`,
      options,
      answer,
      commonErrors,
      steps: [
        numberStep({
          prompt: `Podziel $${num}$ przez $${den}$ pisemnie. Jaka jest pierwsza cyfra po przecinku?`,
          value: rat(Number(digitsOf(e, 1))),
          hints: [
            'Licznik dzielimy przez mianownik; po przecinku dopisujemy zera.',
            `Całości: $${e.int}$, reszta $${num % den}$. Dopisz zero: ile razy $${den}$ mieści się w $${(num % den) * 10}$?`,
            `Pierwsza cyfra po przecinku to ${digitsOf(e, 1)}.`,
          ],
        }),
        step({
          prompt: 'Dziel dalej, aż reszta się powtórzy. Jakie cyfry powtarzają się bez końca (okres)?',
          expected: e.period,
          patterns: [`^${e.period}$`],
          hints: [
            'Zapisuj kolejne reszty z dzielenia.',
            'Gdy reszta powtórzy się, cyfry zaczną się powtarzać.',
            `Powtarza się: ${e.period}.`,
          ],
        }),
        step({
          prompt: 'Zapisz rozwinięcie z okresem w nawiasie, np. 0,1(6).',
          expected: correct,
          hints: ['Cyfry przed okresem piszemy zwyczajnie.', 'Okres zapisujemy raz, w nawiasie.', correct],
        }),
      ],
      solution: `Dzielimy pisemnie $${num} : ${den}$: otrzymujemy ${e.int},${digitsOf(e, finiteLen + 2)}…, a cyfry ${e.period} powtarzają się bez końca. Zatem ułamek to ${tex(correct)}.`,
      params: { num, den },
    };
  },
});

/**
 * The n-th digit after the comma of a periodic expansion (podstawa 4-6.IV: rozwinięcia
 * dziesiętne okresowe): the digits repeat every period, so the place is the remainder of the
 * division by the period's length (after the digits before the period).
 */
const DIGITS: NounForms = { one: 'cyfra', few: 'cyfry', many: 'cyfr' };
const STAND: NounForms = { one: 'stoi', few: 'stoją', many: 'stoi' };
const ARE: NounForms = { one: 'jest', few: 'są', many: 'jest' };

const periodicDigit = defineTemplate({
  id: 'rounding_expansions.periodic-digit',
  title: 'Cyfra na danym miejscu rozwinięcia okresowego',
  generate({ rng, level }): GeneratedBody {
    return redraw(() => {
      const den = rng.pick(level === 1 ? [11, 33] : level === 2 ? [7, 13, 27, 37] : [6, 12, 15, 22, 30, 44, 55]);
      const num = rng.int(1, den - 1);
      if (gcd(num, den) !== 1) return null;
      const e = expand(num, den);
      if (e.period.length < 2 || (level === 3 && e.pre === '')) return null;
      const n = rng.int(level === 1 ? 10 : 20, level === 1 ? 60 : 99);
      const len = e.period.length;
      const skip = e.pre.length;
      if (n <= skip) return null;
      const r = (n - skip) % len;
      const digit = Number(digitsOf(e, n).slice(-1));
      const at = (k: number) => Number(e.period[((k % len) + len) % len]);
      const mistakes = [
        r === 0
          ? {
              key: 'zero_remainder_first',
              value: rat(at(0)),
              feedback: `Reszta 0 oznacza, że na ${n}. miejscu kończy się pełny okres — stoi tam jego ostatnia cyfra.`,
            }
          : {
              key: 'off_by_one',
              value: rat(at(r)),
              feedback: `Reszta ${r} wskazuje ${r}. cyfrę okresu, licząc od pierwszej.`,
            },
        ...(skip > 0
          ? [
              {
                key: 'pre_period_ignored',
                value: rat(at((n % len) - 1)),
                feedback: `Przed okresem ${pluralForm(skip, STAND)} ${qty(skip, DIGITS)} (${e.pre}), które się nie powtarzają. Odejmij je przed dzieleniem.`,
              },
            ]
          : []),
        {
          key: 'counted_from_right',
          value: rat(at(len - 1 - (r === 0 ? len - 1 : r - 1))),
          feedback: 'Cyfry okresu liczymy od lewej strony.',
        },
      ];
      const errors = numberErrors(digit, mistakes);
      if (errors.length === 0) return null;
      const expansion = tex(plain(e));
      const intro =
        level === 1
          ? `Rozwinięcie dziesiętne ułamka $\\frac{${num}}{${den}}$ to ${expansion}.`
          : `Zapisz ułamek $\\frac{${num}}{${den}}$ w postaci rozwinięcia dziesiętnego.`;
      const q = Math.floor((n - skip) / len);
      return {
        type: 'numeric',
        stem: `${intro} Jaka cyfra stoi na ${n}. miejscu po przecinku?`,
        answer: numberAnswer(digit),
        answerHint: 'Wpisz cyfrę.',
        steps: [
          numberStep({
            prompt: 'Ile cyfr ma okres tego rozwinięcia?',
            value: rat(len),
            hints: [
              level === 1
                ? 'Okres to cyfry w nawiasie.'
                : `Dziel ${num} przez ${den} pisemnie, aż reszty zaczną się powtarzać.`,
              `$\\frac{${num}}{${den}} = ${expansion.slice(1, -1)}$`,
              `Okres ${e.period} ma ${qty(len, DIGITS)}.`,
            ],
          }),
          numberStep({
            prompt: `Jaka jest reszta z dzielenia $${n - skip}$ przez $${len}$?`,
            value: rat(r),
            hints: [
              skip > 0
                ? `Pierwsze ${skip === 1 ? 'miejsce zajmuje cyfra' : `${skip} miejsca zajmują cyfry`} ${e.pre} sprzed okresu: zostaje $${n} - ${skip} = ${n - skip}$ miejsc.`
                : 'Okres zaczyna się zaraz po przecinku.',
              `Ile pełnych okresów mieści się w ${n - skip} cyfrach?`,
              `$${n - skip} : ${len} = ${q}$ reszty $${r}$`,
            ],
          }),
          numberStep({
            prompt: `Jaka cyfra stoi na ${n}. miejscu po przecinku?`,
            value: rat(digit),
            hints: [
              r === 0 ? 'Reszta 0: to ostatnia cyfra okresu.' : `Reszta ${r}: to ${r}. cyfra okresu.`,
              `Okres: ${e.period}.`,
              `Cyfra ${digit}.`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: errors,
        solution: `$\\frac{${num}}{${den}} = ${expansion.slice(1, -1)}$. ${skip > 0 ? `Przed okresem ${pluralForm(skip, ARE)} ${qty(skip, DIGITS)}, więc liczymy $${n} - ${skip} = ${n - skip}$ miejsc okresu. ` : ''}Okres ma ${qty(len, DIGITS)}: $${n - skip} : ${len} = ${q}$ reszty $${r}$, więc na ${n}. miejscu stoi ${r === 0 ? 'ostatnia' : `${r}.`} cyfra okresu: ${digit}.`,
        params: { num, den, n },
      };
    });
  },
});

export const roundingExpansionsTemplates: readonly QuestionTemplate[] = [roundNumber, periodic, periodicDigit];
