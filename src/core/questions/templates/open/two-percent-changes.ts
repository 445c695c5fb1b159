/**
 * Open task (grade 7, percent changes): a price changed twice by a percent. The pupil computes
 * the price after the first change and the final price, each as a number or a calculation (a
 * calculation such as 1120 · 1,1 · 0,9 shows the method, CKE's "poprawna metoda").
 * Level 1: a rise and a fall by the same percent (the "they cancel out" trap); 2: different
 * percents; 3: a fall first, then a rise, prices with grosze.
 */
import { type Rational, rat, mul, add, sub, div } from '../../../math/rational.ts';
import { redraw } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, stepErrors } from '../../kit/errors.ts';
import {
  ISTOTNY_POSTEP,
  ROZWIAZANIE_PELNE,
  ZASADNICZE_TRUDNOSCI,
  criterion,
  dot,
  numberPart,
  openTask,
} from '../../kit/open-task.ts';
import { numberStep } from '../../kit/steps.ts';
import { moneyTex, percentTex, texMoney, texValue } from '../../kit/format.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

/** Things in a shop with a price range that fits them (genitive: "Cena roweru"). */
const ITEMS = [
  { name: 'roweru', min: 400, max: 3000 },
  { name: 'telefonu', min: 300, max: 3000 },
  { name: 'kurtki', min: 100, max: 800 },
  { name: 'namiotu', min: 150, max: 2000 },
  { name: 'plecaka', min: 50, max: 500 },
  { name: 'hulajnogi', min: 150, max: 1500 },
] as const;

/** Price factor of a change by p%: 1,2 for +20%, 0,8 for −20%. */
const factor = (p: number, up: boolean): Rational => rat(100 + (up ? p : -p), 100);
/** Whole grosze (at most two decimal places). */
const inGrosze = (r: Rational): boolean => (r.n * 100) % r.d === 0;

const twoPercentChanges = defineTemplate({
  id: 'percent_changes.open-two-changes',
  title: 'Zadanie otwarte: dwie kolejne zmiany ceny o procent (wybór metody)',
  open: true,
  generate({ rng, level }) {
    const d = redraw(() => {
      const p = rng.pick(level === 1 ? [10, 20, 25, 50] : [10, 20, 25, 30, 40, 50]);
      const q = level === 1 ? p : rng.pick([10, 20, 25, 30, 40, 50]);
      if (level > 1 && p === q) return null;
      const firstUp = level !== 3;
      const x = level === 3 ? rat(rng.int(100, 1600) * 5, 10) : rat(rng.int(10, 150) * 10);
      const mid = mul(x, factor(p, firstUp));
      const result = mul(mid, factor(q, !firstUp));
      if (!inGrosze(mid) || !inGrosze(result)) return null;
      const secondChange = div(mul(mid, rat(q)), rat(100));
      const midMistakes: NumericMistake[] = [
        {
          key: 'only_the_change',
          value: div(mul(x, rat(p)), rat(100)),
          feedback: `To jest sama zmiana ceny ($${percentTex(p)}$ ceny). Cena po zmianie to cena początkowa ${firstUp ? 'powiększona' : 'pomniejszona'} o tę kwotę.`,
        },
        {
          key: 'percent_as_amount',
          value: firstUp ? add(x, rat(p)) : sub(x, rat(p)),
          feedback: `Cena zmieniła się o $${percentTex(p)}$, czyli o ${p} setnych ceny, a nie o ${p} zł.`,
        },
      ];
      const resultMistakes: NumericMistake[] = [
        {
          key: 'percents_added',
          value: mul(x, add(factor(p, firstUp), sub(factor(q, !firstUp), rat(1)))),
          feedback: `Zmiany procentowe nie dodają się: druga zmiana liczy się od nowej ceny $${moneyTex(mid)}$, a nie od ceny początkowej.`,
        },
        {
          key: 'only_first_change',
          value: mid,
          feedback: 'To cena po pierwszej zmianie. Uwzględnij jeszcze drugą zmianę, liczoną od tej ceny.',
        },
      ];
      if (!mistakesDistinct(mid, midMistakes) || !mistakesDistinct(result, resultMistakes)) return null;
      const fitting = ITEMS.filter((it) => it.min <= x.n / x.d && x.n / x.d <= it.max);
      if (fitting.length === 0) return null;
      return { p, q, firstUp, x, mid, result, secondChange, midMistakes, resultMistakes, item: rng.pick(fitting) };
    });
    const { p, q, firstUp, x, mid, result, secondChange } = d;
    const f1 = texValue(factor(p, firstUp));
    const f2 = texValue(factor(q, !firstUp));
    const X = texMoney(x);
    const sign = (up: boolean) => (up ? '+' : '-');
    const first = firstUp ? 'podniósł' : 'obniżył';
    const second = firstUp ? 'obniżył' : 'podniósł';

    const midPart = numberPart({
      id: 'a',
      prompt: `Oblicz cenę po pierwszej zmianie (o $${percentTex(p)}$).`,
      value: mid,
      unitLabel: 'zł',
      answerHint: 'Wpisz obliczenie albo kwotę w złotych, np. 120 · 1,1.',
      calc: `${dot(x)}*${dot(factor(p, firstUp))}`,
      mistakes: d.midMistakes,
    });
    const resultPart = numberPart({
      id: 'b',
      prompt: 'Oblicz cenę końcową.',
      value: result,
      unitLabel: 'zł',
      answerHint: 'Wpisz obliczenie albo kwotę w złotych.',
      calc: `a*${dot(factor(q, !firstUp))}`,
      mistakes: d.resultMistakes,
    });
    return openTask({
      stem: `Cena ${d.item.name} wynosiła $${moneyTex(x)}$. Sklep najpierw ${first} ją o $${percentTex(p)}$, a po miesiącu ${second} nową cenę o $${percentTex(q)}$. Oblicz cenę końcową.`,
      parts: [midPart, resultPart],
      scheme: [
        criterion(
          'mid',
          1,
          `Poprawne obliczenie ceny po pierwszej zmianie o $${percentTex(p)}$.`,
          ['a'],
          ISTOTNY_POSTEP,
        ),
        criterion(
          'method',
          1,
          'Poprawna metoda obliczenia ceny końcowej: druga zmiana procentowa liczona od ceny po pierwszej zmianie.',
          ['b'],
          ZASADNICZE_TRUDNOSCI,
        ),
        criterion('result', 1, 'Poprawny wynik: cena końcowa.', ['a', 'b'], ROZWIAZANIE_PELNE),
      ],
      steps: [
        numberStep({
          prompt: `Ile wynosiła cena po pierwszej zmianie (o $${percentTex(p)}$)?`,
          value: mid,
          hints: [
            `Nowa cena to $${percentTex(100 + (firstUp ? p : -p))}$ starej ceny.`,
            `Pomnóż cenę przez $${f1}$.`,
            `$${X} \\cdot ${f1} = ${texMoney(mid)}$`,
          ],
          errors: stepErrors(d.midMistakes),
        }),
        numberStep({
          prompt: `O ile złotych zmieniła się cena za drugim razem? Oblicz $${percentTex(q)}$ z $${moneyTex(mid)}$.`,
          value: secondChange,
          hints: [
            'Druga zmiana liczy się od ceny po pierwszej zmianie.',
            `Pomnóż $${texMoney(mid)} \\cdot ${texValue(rat(q, 100))}$.`,
            `$${texMoney(mid)} \\cdot ${texValue(rat(q, 100))} = ${texMoney(secondChange)}$`,
          ],
          errors: [
            {
              code: 'second_from_original',
              value: div(mul(x, rat(q)), rat(100)),
              feedback: `To $${percentTex(q)}$ ceny początkowej. Oblicz $${percentTex(q)}$ ceny po pierwszej zmianie.`,
            },
          ],
        }),
        numberStep({
          prompt: 'Ile wynosi cena końcowa?',
          value: result,
          hints: [
            `${firstUp ? 'Od ceny po pierwszej zmianie odejmij' : 'Do ceny po pierwszej zmianie dodaj'} drugą zmianę.`,
            `$${texMoney(mid)} ${sign(!firstUp)} ${texMoney(secondChange)}$`,
            `$${texMoney(mid)} ${sign(!firstUp)} ${texMoney(secondChange)} = ${texMoney(result)}$`,
          ],
          errors: stepErrors(d.resultMistakes),
        }),
      ],
      solution: `Cena końcowa: $${X} \\cdot ${f1} \\cdot ${f2}$. Po pierwszej zmianie: $${X} \\cdot ${f1} = ${moneyTex(mid)}$. Druga zmiana: $${texMoney(mid)} \\cdot ${texValue(rat(q, 100))} = ${moneyTex(secondChange)}$. Po drugiej: $${texMoney(mid)} ${sign(!firstUp)} ${texMoney(secondChange)} = ${moneyTex(result)}$ (tyle samo co $${texMoney(mid)} \\cdot ${f2}$).`,
      params: { p, q, firstUp, x: texMoney(x) },
    });
  },
});

export const twoPercentChangesTemplates: readonly QuestionTemplate[] = [twoPercentChanges];
