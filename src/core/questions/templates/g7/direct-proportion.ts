import { type Rational, rat, mul, div, add, sub, eq } from '../../../math/rational.ts';
import { pluralForm, type NounForms } from '../../../text/plural.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { type PfStatement, pfPairBody } from '../../kit/true-false-pair.ts';
import { numberStep } from '../../kit/steps.ts';
import { texMoney, texValue, moneyTex } from '../../kit/format.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

interface Goods {
  forms: NounForms;
  /** Accusative singular: "cena za 1 linijkę". */
  acc: string;
  /** Quantities are counted (pieces) or measured (kg, may be a decimal). */
  unit: '' | 'kg';
}

const GOODS: readonly Goods[] = [
  { forms: { one: 'zeszyt', few: 'zeszyty', many: 'zeszytów' }, acc: 'zeszyt', unit: '' },
  { forms: { one: 'długopis', few: 'długopisy', many: 'długopisów' }, acc: 'długopis', unit: '' },
  { forms: { one: 'linijka', few: 'linijki', many: 'linijek' }, acc: 'linijkę', unit: '' },
  { forms: { one: 'ołówek', few: 'ołówki', many: 'ołówków' }, acc: 'ołówek', unit: '' },
  { forms: { one: 'notes', few: 'notesy', many: 'notesów' }, acc: 'notes', unit: '' },
];
const BULK: readonly string[] = ['jabłek', 'ziemniaków', 'truskawek', 'orzechów'];

/** "4 zeszyty" / "2,5 kg jabłek". */
function amount(n: Rational, g: Goods | string): string {
  if (typeof g === 'string') return `$${texValue(n)}\\text{ kg}$ ${g}`;
  return `$${texValue(n)}$ ${pluralForm(n.n / n.d, g.forms)}`;
}

/** Verb agreement: "3 zeszyty kosztują", "5 zeszytów kosztuje", "2,5 kg kosztuje". */
function costs(n: Rational, g: Goods | string): string {
  if (typeof g === 'string' || n.d !== 1) return 'kosztuje';
  return pluralForm(n.n, { one: 'kosztuje', few: 'kosztują', many: 'kosztuje' });
}

/** Price of n2 items from the price of n1 items (unit rate). */
const unitRate = defineTemplate({
  id: 'direct_proportion.unit-rate',
  title: 'Cena większej lub mniejszej liczby sztuk',
  generate({ rng, level }): GeneratedBody {
    const goods: Goods | string = level === 3 ? rng.pick(BULK) : rng.pick(GOODS);
    const d = redraw(() => {
      const n1 = level === 3 ? rat(rng.int(3, 9), 2) : rat(rng.int(2, 8));
      const n2 = level === 3 ? rat(rng.int(2, 12)) : rat(rng.int(2, 12));
      if (eq(n1, n2)) return null;
      // Unit price: whole złote (1), or grosze (2, 3).
      const unitPrice = level === 1 ? rat(rng.int(2, 9)) : rat(rng.int(11, 99) * 10, 100);
      const p1 = mul(unitPrice, n1);
      const p2 = mul(unitPrice, n2);
      if (100 % p1.d !== 0 || 100 % p2.d !== 0) return null;
      if (level === 2 && p1.d === 1) return null;
      const mistakes: NumericMistake[] = [
        {
          key: 'additive_reasoning',
          value: add(p1, sub(n2, n1)),
          feedback:
            'Dodano (lub odjęto) tyle złotych, o ile zmieniła się liczba sztuk. Przy proporcjonalności cena rośnie tyle razy, ile razy rośnie ilość.',
        },
        {
          key: 'inverse_proportion',
          value: div(mul(p1, n1), n2),
          feedback: 'Więcej towaru kosztuje więcej, a mniej — mniej. Sprawdź, czy nie podzielono zamiast pomnożyć.',
        },
        {
          key: 'unit_price_only',
          value: unitPrice,
          feedback: `To cena za ${typeof goods === 'string' ? '1 kg' : `1 ${goods.acc}`}. Pomnóż ją przez szukaną ilość.`,
        },
      ];
      if (!mistakesDistinct(p2, mistakes) || mistakes.some((mk) => mk.value.n <= 0 || 100 % mk.value.d !== 0))
        return null;
      return { n1, n2, unitPrice, p1, p2, mistakes };
    });
    const { n1, n2, unitPrice, p1, p2 } = d;
    const person = pickPerson(rng);
    const one = typeof goods === 'string' ? '1 kg' : `1 ${goods.forms.one}`;
    return {
      type: 'numeric',
      stem: `${amount(n1, goods)} ${costs(n1, goods)} $${moneyTex(p1)}$. Ile ${verb(person, 'zapłacił', 'zapłaciła')} ${person.name} za ${amount(n2, goods)}?`,
      answer: numberAnswer(p2),
      answerHint: 'Wpisz kwotę w złotych.',
      unitLabel: 'zł',
      steps: [
        numberStep({
          money: true,
          prompt: `Ile kosztuje ${one}?`,
          value: unitPrice,
          hints: [
            'Cena jest wprost proporcjonalna do ilości.',
            `Podziel $${texMoney(p1)} : ${texValue(n1)}$.`,
            `$${texMoney(p1)} : ${texValue(n1)} = ${texMoney(unitPrice)}$`,
          ],
        }),
        numberStep({
          money: true,
          prompt: `Ile ${costs(n2, goods)} ${amount(n2, goods)}?`,
          value: p2,
          hints: [
            'Pomnóż cenę jednostkową przez ilość.',
            `$${texMoney(unitPrice)} \\cdot ${texValue(n2)}$`,
            `$${texMoney(unitPrice)} \\cdot ${texValue(n2)} = ${texMoney(p2)}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(p2, d.mistakes),
      solution: `${one.charAt(0).toUpperCase() + one.slice(1)} kosztuje $${texMoney(p1)} : ${texValue(n1)} = ${moneyTex(unitPrice)}$, więc ${amount(n2, goods)} ${costs(n2, goods)} $${texMoney(unitPrice)} \\cdot ${texValue(n2)} = ${moneyTex(p2)}$.`,
      params: { n1: texValue(n1), n2: texValue(n2), p1: texValue(p1) },
    };
  },
});

/** E8 P/F (two sentences) on a table: the quotient y : x, and are x and y directly proportional? */
const tableTrueFalse = defineTemplate({
  id: 'direct_proportion.e8-table',
  title: 'Czy wielkości w tabeli są wprost proporcjonalne? (P/F)',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const count = level === 3 ? 4 : 3;
      const k =
        level === 1
          ? rat(rng.int(2, 6))
          : level === 2
            ? rat(rng.pick([3, 5, 7, 9]), 2)
            : rat(rng.pick([3, 7, 9, 11, 13]), 4);
      const xsSet = new Set<number>();
      while (xsSet.size < count) xsSet.add(rng.int(1, 6) * (level === 3 ? 4 : 2));
      const xs = [...xsSet].sort((a, b) => a - b).map((v) => rat(v));
      const truth = rng.chance(0.5);
      let ys = xs.map((x) => mul(k, x));
      if (!truth) {
        if (level === 1) {
          // Additive pattern: y grows by the same amount as x ("o tyle samo"), not the same number of times.
          const c = rng.int(1, 5);
          ys = xs.map((x) => add(x, rat(c)));
        } else {
          const i = rng.int(1, count - 1);
          ys = ys.map((y, j) => (j === i ? add(y, rat(rng.pick([-1, 1]))) : y));
        }
      }
      if (ys.some((y) => y.n <= 0 || 100 % y.d !== 0)) return null;
      const ratios = xs.map((x, i) => div(ys[i]!, x));
      const allSame = ratios.every((r) => eq(r, ratios[0]!));
      if (allSame !== truth) return null;
      return { xs, ys, ratios, truth, k };
    });
    const { xs, ys, ratios, truth } = d;
    const cols = 'c'.repeat(xs.length);
    const table = `\\begin{array}{|c|${cols.split('').join('|')}|}\\hline x & ${xs.map(texValue).join(' & ')} \\\\ \\hline y & ${ys.map(texValue).join(' & ')} \\\\ \\hline\\end{array}`;
    const badIndex = ratios.findIndex((r) => !eq(r, ratios[0]!));
    const checkIndex = badIndex > 0 ? badIndex : xs.length - 1;
    const [x0, y0, r0] = [texValue(xs[0]!), texValue(ys[0]!), texValue(ratios[0]!)];
    // Second sentence: the quotient y : x in the first column, or the inverted quotient x : y.
    const quotientTruth = rng.chance(0.5);
    const inverted = div(xs[0]!, ys[0]!);
    const proportional: PfStatement = {
      text: 'Wielkości $x$ i $y$ są wprost proporcjonalne.',
      truth,
      why: truth
        ? `w każdej kolumnie $y : x = ${r0}$.`
        : `ilorazy $y : x$ nie są równe (${ratios.map((r) => `$${texValue(r)}$`).join(', ')}). To, że obie wielkości rosną, nie wystarcza.`,
      steps: [
        numberStep({
          prompt: `Oblicz iloraz $y : x$ dla kolumny, w której $x = ${texValue(xs[checkIndex]!)}$.`,
          value: ratios[checkIndex]!,
          hints: [
            'Wielkości wprost proporcjonalne mają stały iloraz $y : x$.',
            `$${texValue(ys[checkIndex]!)} : ${texValue(xs[checkIndex]!)}$`,
            `$${texValue(ratios[checkIndex]!)}$`,
          ],
        }),
      ],
    };
    const quotient: PfStatement = {
      text: `Dla $x = ${x0}$ iloraz $y : x$ jest równy $${texValue(quotientTruth ? ratios[0]! : inverted)}$.`,
      truth: quotientTruth,
      why: quotientTruth
        ? `$${y0} : ${x0} = ${r0}$.`
        : `$y : x = ${y0} : ${x0} = ${r0}$, a $${texValue(inverted)}$ to iloraz $x : y$.`,
      steps: [
        numberStep({
          prompt: `Oblicz iloraz $y : x$ dla $x = ${x0}$.`,
          value: ratios[0]!,
          hints: ['Podziel wartość $y$ przez wartość $x$ z tej samej kolumny.', `$${y0} : ${x0}$`, `$${r0}$`],
          errors: [
            { code: 'quotient_inverted', value: inverted, feedback: 'To iloraz $x : y$. Podziel $y$ przez $x$.' },
          ],
        }),
      ],
    };
    return {
      ...pfPairBody([quotient, proportional], `W tabeli podano wartości wielkości $x$ i $y$.\n\n$$${table}$$`),
      params: { truth, quotientTruth, xs: xs.map(texValue).join(';'), ys: ys.map(texValue).join(';') },
    };
  },
});

export const directProportionTemplates: readonly QuestionTemplate[] = [unitRate, tableTrueFalse];
