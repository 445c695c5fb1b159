import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type Rational, add, gcd, lcm, rat, sub, cmp } from '../../../math/rational.ts';
import { FRACTION_MIXED_OR_DECIMAL_HINT, numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import type { Rng } from '../../../math/random.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { type NumericMistake, mistakesDistinct, numberError, numberErrors } from '../../kit/errors.ts';
import { CHOICE_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { step, expectNumber, commonDenominatorStep } from '../../kit/steps.ts';
import { texMixed, tf, tmix } from '../../kit/format.ts';
import type { CommonError } from '../../types.ts';

// The stem says only "Oblicz": 0,75 is as right as 3/4 (a fraction must be in lowest terms).
const HINT = FRACTION_MIXED_OR_DECIMAL_HINT;
const answerOf = (value: Rational) => numberAnswer(value, { preferFraction: true });

function wrongValues(errors: readonly CommonError[]): Rational[] {
  return errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));
}

const sameDenominator = defineTemplate({
  id: 'fraction_add_sub.same-denominator',
  title: 'Dodawanie i odejmowanie ułamków o jednakowych mianownikach',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const d = rng.int(level === 1 ? 5 : 4, level === 3 ? 9 : 12);
      if (level === 3) {
        const w1 = rng.int(3, 9);
        const w2 = rng.int(1, w1 - 1);
        const a = rng.int(1, d - 2);
        const b = rng.int(a + 1, d - 1);
        const x = add(rat(w1), rat(a, d));
        const y = add(rat(w2), rat(b, d));
        const ans = sub(x, y);
        const swapped = add(rat(w1 - w2), rat(b - a, d));
        const noBorrowWhole = add(rat(w1 - w2), rat(a + d - b, d));
        if (gcd(a, d) !== 1 || gcd(b, d) !== 1 || !distinct(ans, [swapped, noBorrowWhole])) return null;
        return {
          type: 'fraction' as const,
          stem: `Oblicz: $${tmix(w1, a, d)} - ${tmix(w2, b, d)}$.`,
          answer: answerOf(ans),
          answerHint: HINT,
          steps: [
            step({
              prompt: `Ułamek $${tf(a, d)}$ jest mniejszy od $${tf(b, d)}$, więc zamień jedną całość z $${tmix(w1, a, d)}$ na ułamek. Ile wynosi licznik, gdy zapiszesz $${tmix(w1, a, d)} = ${w1 - 1}\\frac{\\square}{${d}}$?`,
              ...expectNumber(a + d),
              hints: [
                `Jedna całość to $${tf(d, d)}$.`,
                `Do licznika ${a} dodaj ${d}.`,
                `$${tmix(w1, a, d)} = ${w1 - 1}\\frac{${a + d}}{${d}}$`,
              ],
            }),
            step({
              prompt: 'Odejmij osobno całości i ułamki. Ile wynosi wynik?',
              ...expectNumber(ans, 'mixed'),
              hints: [
                'Całości odejmij od całości, liczniki od liczników.',
                `$${w1 - 1} - ${w2}$ oraz $${a + d} - ${b}$`,
                `$${w1 - 1}\\frac{${a + d}}{${d}} - ${tmix(w2, b, d)} = ${texMixed(ans)}$`,
              ],
              errors: [
                {
                  code: 'subtract_smaller_from_larger',
                  patterns: [`^${w1 - w2} ${b - a}/${d}$`],
                  feedback: `Odjęto ${a} od ${b}, a trzeba od licznika pierwszej liczby odjąć licznik drugiej.`,
                },
              ],
            }),
          ],
          commonErrors: [
            numberError(
              'subtract_smaller_from_larger',
              swapped,
              `Odjęto mniejszy licznik od większego ($${b} - ${a}$). Trzeba zamienić jedną całość na $${tf(d, d)}$ i odjąć $${a + d} - ${b}$.`,
            ),
            numberError(
              'borrow_forgotten',
              noBorrowWhole,
              `Dodano do licznika ${d}, ale nie zabrano tej całości: zostaje ${w1 - 1}, a nie ${w1} całości.`,
            ),
          ],
          solution: `$${tmix(w1, a, d)} - ${tmix(w2, b, d)} = ${w1 - 1}\\frac{${a + d}}{${d}} - ${tmix(w2, b, d)} = ${texMixed(ans)}$`,
          params: { w1, a, w2, b, d },
        };
      }
      const a = rng.int(1, d - 1);
      const b = rng.int(1, d - 1);
      if (gcd(a, d) !== 1 || gcd(b, d) !== 1) return null;
      const sum = a + b;
      if (level === 1 ? sum >= d : sum <= d) return null;
      const ans = rat(sum, d);
      const across = rat(sum, 2 * d);
      const errors = [
        numberError(
          'add_across',
          across,
          `Dodano także mianowniki. Przy jednakowych mianownikach dodajemy tylko liczniki, a mianownik (${d}) zostaje.`,
        ),
      ];
      if (level === 2)
        errors.push(
          numberError(
            'whole_lost',
            rat(sum - d, d),
            `Przy zamianie na liczbę mieszaną zgubiono całość: $${tf(sum, d)} = ${texMixed(ans)}$.`,
          ),
        );
      else errors.push(numberError('multiplied_numerators', rat(a * b, d), 'Liczniki trzeba dodać, a nie pomnożyć.'));
      if (!distinct(ans, wrongValues(errors))) return null;
      const simplified = ans.d !== d;
      return {
        type: 'fraction' as const,
        stem: `Oblicz: $${tf(a, d)} + ${tf(b, d)}$.`,
        answer: answerOf(ans),
        answerHint: HINT,
        steps: [
          step({
            prompt: 'Dodaj liczniki. Ile wynosi licznik sumy?',
            ...expectNumber(sum),
            hints: [
              'Mianowniki są jednakowe, więc dodajemy tylko liczniki.',
              `$${a} + ${b}$`,
              `$${a} + ${b} = ${sum}$`,
            ],
          }),
          step({
            prompt: simplified || sum > d ? 'Zapisz wynik w najprostszej postaci.' : 'Zapisz wynik.',
            ...expectNumber(ans, 'mixed'),
            hints: [
              `Mianownik zostaje ${d}.`,
              sum > d
                ? `Wyłącz całości: $${tf(sum, d)}$ to więcej niż 1.`
                : simplified
                  ? `Skróć ułamek $${tf(sum, d)}$.`
                  : `$${tf(sum, d)}$`,
              `$${tf(a, d)} + ${tf(b, d)} = ${tf(sum, d)}${simplified || sum > d ? ` = ${texMixed(ans)}` : ''}$`,
            ],
            errors: [{ code: 'add_across', patterns: [`^${sum}/${2 * d}$`], feedback: 'Mianowników nie dodajemy.' }],
          }),
        ],
        commonErrors: errors,
        solution: `$${tf(a, d)} + ${tf(b, d)} = \\frac{${a} + ${b}}{${d}} = ${tf(sum, d)}${simplified || sum > d ? ` = ${texMixed(ans)}` : ''}$`,
        params: { a, b, d },
      };
    });
  },
});

const unlikeDenominators = defineTemplate({
  id: 'fraction_add_sub.unlike-denominators',
  title: 'Dodawanie i odejmowanie ułamków o różnych mianownikach',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const b = rng.int(2, level === 1 ? 6 : 9);
      const d = level === 1 ? b * rng.int(2, 3) : rng.int(2, 9);
      if (b === d || d > 12) return null;
      const a = rng.int(1, b - 1);
      const c = rng.int(1, d - 1);
      if (gcd(a, b) !== 1 || gcd(c, d) !== 1) return null;
      const minus = level > 1 && rng.chance(0.5);
      const w1 = level === 3 ? rng.int(2, 6) : 0;
      const w2 = level === 3 ? rng.int(1, w1 - 1) : 0;
      const x = add(rat(w1), rat(a, b));
      const y = add(rat(w2), rat(c, d));
      if (minus && cmp(x, y) <= 0) return null;
      const ans = minus ? sub(x, y) : add(x, y);
      const L = lcm(b, d);
      const na = (a * L) / b;
      const nc = (c * L) / d;
      const wholes = minus ? w1 - w2 : w1 + w2;
      const op = minus ? '-' : '+';
      const errors: CommonError[] = [];
      if (!minus) {
        errors.push(
          numberError(
            'add_across',
            add(rat(wholes), rat(a + c, b + d)),
            'Dodano osobno liczniki i mianowniki. Najpierw sprowadź ułamki do wspólnego mianownika, potem dodaj liczniki.',
          ),
        );
        errors.push(
          numberError(
            'numerators_not_expanded',
            add(rat(wholes), rat(a + c, L)),
            `Zmieniono mianownik na ${L}, ale nie rozszerzono liczników. Licznik trzeba pomnożyć przez tę samą liczbę co mianownik.`,
          ),
        );
      } else {
        if (b > d && a > c)
          errors.push(
            numberError(
              'subtract_across',
              add(rat(wholes), rat(a - c, b - d)),
              'Odjęto osobno liczniki i mianowniki. Najpierw sprowadź ułamki do wspólnego mianownika.',
            ),
          );
        if (a >= c && wholes + (a - c) / L > 0)
          errors.push(
            numberError(
              'numerators_not_expanded',
              add(rat(wholes), rat(a - c, L)),
              `Zmieniono mianownik na ${L}, ale nie rozszerzono liczników.`,
            ),
          );
        if (level === 3 && na < nc)
          errors.push(
            numberError(
              'subtract_smaller_from_larger',
              add(rat(wholes), rat(nc - na, L)),
              `Odjęto mniejszy licznik od większego. Zamień jedną całość na $${tf(L, L)}$.`,
            ),
          );
        errors.push(numberError('added_instead', add(x, y), 'Dodano zamiast odjąć.'));
      }
      if (errors.length < 2 || !distinct(ans, wrongValues(errors))) return null;
      const exprTex = `${level === 3 ? tmix(w1, a, b) : tf(a, b)} ${op} ${level === 3 ? tmix(w2, c, d) : tf(c, d)}`;
      const topN = minus ? w1 * L + na - (w2 * L + nc) : w1 * L + na + w2 * L + nc;
      return {
        type: 'fraction' as const,
        stem: `Oblicz: $${exprTex}$.`,
        answer: answerOf(ans),
        answerHint: HINT,
        steps: [
          commonDenominatorStep(
            `Jaki jest najmniejszy wspólny mianownik ułamków $${tf(a, b)}$ i $${tf(c, d)}$?`,
            [b, d],
            L,
            [
              {
                code: 'add_denominators',
                patterns: [`^${b + d}$`],
                feedback: 'Mianowników nie dodajemy: wspólny mianownik musi dzielić się przez oba.',
              },
            ].filter(() => (b + d) % b !== 0 || (b + d) % d !== 0),
          ),
          step({
            prompt:
              level === 3
                ? `Zamień obie liczby na ułamki niewłaściwe o mianowniku ${L} i wykonaj działanie na licznikach. Jaki jest licznik wyniku?`
                : `Rozszerz oba ułamki do mianownika ${L} i wykonaj działanie na licznikach. Jaki jest licznik wyniku?`,
            ...expectNumber(topN),
            hints: [
              'Każdy licznik mnożymy przez tę samą liczbę co jego mianownik.',
              `$${tf(a, b)} = ${tf(na, L)}$, $${tf(c, d)} = ${tf(nc, L)}$`,
              level === 3
                ? `$${tf(w1 * L + na, L)} ${op} ${tf(w2 * L + nc, L)} = ${tf(topN, L)}$`
                : `$${tf(na, L)} ${op} ${tf(nc, L)} = ${tf(topN, L)}$`,
            ],
          }),
          step({
            prompt: 'Zapisz wynik w najprostszej postaci.',
            ...expectNumber(ans, 'mixed'),
            hints: [
              'Skróć ułamek, jeśli się da, i wyłącz całości.',
              `Mianownik wyniku to ${L}, licznik ${topN}.`,
              ans.d === L && topN < L
                ? `Ułamek $${tf(topN, L)}$ jest już nieskracalny.`
                : `$${tf(topN, L)} = ${texMixed(ans)}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$${exprTex} = ${level === 3 ? `${tf(w1 * L + na, L)} ${op} ${tf(w2 * L + nc, L)}` : `${tf(na, L)} ${op} ${tf(nc, L)}`} = ${tf(topN, L)}${ans.d !== L || topN > L ? ` = ${texMixed(ans)}` : ''}$`,
        params: { w1, a, b, w2, c, d, minus },
      };
    });
  },
});

const CONTEXTS = [
  { whole: 'książki', verbM: 'przeczytał', verbF: 'przeczytała', left: 'do przeczytania' },
  { whole: 'trasy rowerowej', verbM: 'przejechał', verbF: 'przejechała', left: 'do przejechania' },
  { whole: 'ogródka', verbM: 'przekopał', verbF: 'przekopała', left: 'do przekopania' },
  { whole: 'puzzli', verbM: 'ułożył', verbF: 'ułożyła', left: 'do ułożenia' },
];

const DAYS = ['w poniedziałek', 'we wtorek', 'w środę'];

/**
 * "Jaka część … została?": a person did parts of a whole on two or three days. The parts, the
 * story, the worked steps and the solution; `mistakes` the wrong results a pupil typically gets
 * (the part done, the parts added across, numerators not expanded, only the last day subtracted).
 */
function drawRemaining(rng: Rng, dens: () => number[] | null) {
  return redraw(() => {
    const p = pickPerson(rng);
    const ctx = rng.pick(CONTEXTS);
    const ds = dens();
    if (!ds) return null;
    const count = ds.length;
    const nums = ds.map((dd) => rng.int(1, Math.max(1, Math.floor(dd / 2))));
    const parts = nums.map((n, i) => rat(n, ds[i]!));
    if (parts.some((q, i) => q.d !== ds[i])) return null;
    const done = parts.reduce((s, q) => add(s, q), rat(0));
    if (cmp(done, rat(1)) >= 0) return null;
    const ans = sub(rat(1), done);
    const L = ds.reduce((s, x) => lcm(s, x), 1);
    const sameDen = new Set(ds).size === 1;
    const numSum = nums.reduce((s, x) => s + x, 0);
    const mistakes: NumericMistake[] = [
      {
        key: 'gave_done_part',
        value: done,
        feedback: `To część, którą ${p.name} już ${verb(p, ctx.verbM, ctx.verbF)}. Pytanie dotyczy części, która została: odejmij ją od całości, czyli od 1.`,
      },
      {
        key: 'add_across',
        value: sub(
          rat(1),
          rat(
            numSum,
            ds.reduce((s, x) => s + x, 0),
          ),
        ),
        feedback: sameDen
          ? 'Dodając ułamki, dodano też mianowniki. Przy jednakowych mianownikach dodajemy tylko liczniki.'
          : 'Dodając ułamki, dodano liczniki i mianowniki osobno. Sprowadź je najpierw do wspólnego mianownika.',
      },
    ];
    if (!sameDen && numSum < L)
      mistakes.push({
        key: 'numerators_not_expanded',
        value: sub(rat(1), rat(numSum, L)),
        feedback: `Zmieniono mianowniki na ${L}, ale nie rozszerzono liczników. Licznik trzeba pomnożyć przez tę samą liczbę co mianownik.`,
      });
    mistakes.push({
      key: 'subtracted_last_part_only',
      value: sub(rat(1), parts[count - 1]!),
      feedback: `Od całości odjęto tylko część z ostatniego dnia. Najpierw dodaj części ze wszystkich dni, potem odejmij sumę od 1.`,
    });
    if (!mistakesDistinct(ans, mistakes) || mistakes.some((mk) => cmp(mk.value, rat(0)) <= 0)) return null;
    const list = parts.map((q, i) => `${DAYS[i]} $${tf(q.n, q.d)}$`);
    const listText = count === 3 ? `${list[0]}, ${list[1]}, a ${list[2]}` : `${list[0]}, a ${list[1]}`;
    const doneTex = parts.map((q) => tf(q.n, q.d)).join(' + ');
    const story = `${p.name} ${verb(p, ctx.verbM, ctx.verbF)} ${listText} ${ctx.whole}.`;
    return {
      ans,
      mistakes,
      story,
      question: `Jaka część ${ctx.whole} została ${verb(p, 'mu', 'jej')} jeszcze ${ctx.left}?`,
      steps: [
        step({
          prompt: `Jaką część ${ctx.whole} ${p.name} ${verb(p, ctx.verbM, ctx.verbF)} łącznie?`,
          ...expectNumber(done),
          hints: [
            'Dodaj ułamki z kolejnych dni.',
            sameDen ? 'Mianowniki są jednakowe: dodaj liczniki.' : `Sprowadź ułamki do wspólnego mianownika ${L}.`,
            `$${doneTex} = ${texMixed(done)}$`,
          ],
        }),
        step({
          prompt: `Jaka część ${ctx.whole} została ${ctx.left}?`,
          ...expectNumber(ans),
          hints: ['Całość to 1.', `$1 - ${texMixed(done)}$`, `$1 - ${texMixed(done)} = ${texMixed(ans)}$`],
        }),
      ],
      solution: `Łącznie: $${doneTex} = ${texMixed(done)}$. Zostało: $1 - ${texMixed(done)} = ${texMixed(ans)}$ ${ctx.whole}.`,
      params: { nums: nums.join(','), dens: ds.join(',') },
    };
  });
}

const remainingPart = defineTemplate({
  id: 'fraction_add_sub.remaining-part',
  title: 'Jaka część została? (zadanie tekstowe)',
  generate({ rng, level }) {
    const count = level === 3 ? 3 : 2;
    const d = drawRemaining(rng, () => {
      const ds =
        level === 1
          ? Array<number>(count).fill(rng.int(5, 12))
          : Array.from({ length: count }, () => rng.pick([2, 3, 4, 5, 6, 8, 10, 12]));
      return level > 1 && new Set(ds).size < count ? null : ds;
    });
    // Practice checks the two slips this item has always named; the others are the exam's distractors.
    const mistakes = d.mistakes.filter((mk) => mk.key === 'gave_done_part' || mk.key === 'add_across');
    return {
      type: 'fraction' as const,
      stem: `${d.story} ${d.question}`,
      answer: answerOf(d.ans),
      answerHint: HINT,
      steps: d.steps,
      commonErrors: numberErrors(d.ans, mistakes),
      solution: d.solution,
      params: d.params,
    };
  },
});

/**
 * E8 closed task "Wybierz właściwą odpowiedź": the remaining part of a whole after two or three
 * days, unlike denominators (level 1 one a multiple of the other, level 3 three days); each
 * distractor a slip of adding fractions.
 */
const examRemaining = defineTemplate({
  id: 'fraction_add_sub.e8-remaining-part',
  title: 'Jaka część została? (wybór odpowiedzi)',
  generate({ rng, level }): GeneratedBody {
    const d = drawRemaining(rng, () => {
      if (level === 1) {
        const b = rng.pick([2, 3, 4, 5]);
        return [b, b * rng.int(2, 3)];
      }
      const ds = Array.from({ length: level === 3 ? 3 : 2 }, () => rng.pick([3, 4, 5, 6, 8, 9, 10, 12]));
      return new Set(ds).size < ds.length ? null : ds;
    });
    const { options, answer, commonErrors } = mcqFromMistakes(rng, d.ans, d.mistakes, (r) => `$${texMixed(r)}$`);
    return {
      type: 'mcq',
      stem: `${d.story} ${d.question}\n\n${CHOICE_INSTRUCTION}`,
      options,
      answer,
      steps: d.steps,
      commonErrors,
      solution: d.solution,
      params: d.params,
    };
  },
});

export const fractionAddSubTemplates: readonly QuestionTemplate[] = [
  sameDenominator,
  unlikeDenominators,
  remainingPart,
  examRemaining,
];
