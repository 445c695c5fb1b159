import { type Rational, rat, mul, div, add, sub, toNumber } from '../../../math/rational.ts';
import { texNumber } from '../../../text/format.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors, DOKONCZ_INSTRUCTION } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { pl, texMoney, texValue, moneyTex, percentTex, qty } from '../../kit/format.ts';
import type { McqOption, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { HUNDREDTHS_ACC } from '../../../text/plural.ts';

/** Factor (100 ± p)/100 for a rise (+) or a fall (−). */
const factor = (p: number, up: boolean): Rational => rat(100 + (up ? p : -p), 100);
/** Prices are in złote and grosze: at most two decimal places. */
const isMoney = (r: Rational): boolean => 100 % r.d === 0;

/** One rise or fall of a price by p%. */
const oneChange = defineTemplate({
  id: 'percent_changes.price-after-change',
  title: 'Cena po podwyżce lub obniżce',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const up = rng.chance(0.5);
      const p =
        level === 1
          ? rng.pick([10, 20, 25, 50])
          : level === 2
            ? rng.pick([5, 15, 30, 35, 40, 60])
            : rng.pick([8, 12, 16, 18, 22, 35]);
      const x = rat(level === 1 ? rng.int(2, 30) * 10 : level === 2 ? rng.int(6, 80) * 5 : rng.int(30, 400));
      const change = div(mul(x, rat(p)), rat(100));
      const result = mul(x, factor(p, up));
      if (!isMoney(result) || (level < 3 && result.d !== 1)) return null;
      if (level === 3 && result.d === 1) return null;
      const mistakes: NumericMistake[] = [
        {
          key: 'change_only',
          value: change,
          feedback: `Obliczono tylko, o ile zł zmieniła się cena (${pl(p)}% ceny). Trzeba jeszcze ${up ? 'dodać tę kwotę do' : 'odjąć tę kwotę od'} ceny początkowej.`,
        },
        {
          key: 'additive_reasoning',
          value: up ? add(x, rat(p)) : sub(x, rat(p)),
          feedback: `${up ? 'Dodano' : 'Odjęto'} ${pl(p)} zł. Cena zmieniła się o ${pl(p)}%, czyli o ${qty(p, HUNDREDTHS_ACC)} ceny, a nie o ${pl(p)} zł.`,
        },
        {
          key: 'wrong_direction',
          value: mul(x, factor(p, !up)),
          feedback: up
            ? 'Po podwyżce cena rośnie, a tu wyszła niższa. Dodaj zmianę do ceny.'
            : 'Po obniżce cena maleje, a tu wyszła wyższa. Odejmij zmianę od ceny.',
        },
      ];
      if (!mistakesDistinct(result, mistakes)) return null;
      return { up, p, x, change, result, mistakes };
    });
    const { up, p, x, change, result } = d;
    const item = rng.pick([
      { name: 'Bilet do kina', f: false },
      { name: 'Książka', f: true },
      { name: 'Zegarek', f: false },
      { name: 'Hulajnoga', f: true },
      { name: 'Bluza', f: true },
    ]);
    return {
      type: 'numeric',
      stem: `${item.name} ${item.f ? 'kosztowała' : 'kosztował'} $${moneyTex(x)}$. ${item.f ? 'Jej' : 'Jego'} cenę ${up ? 'podwyższono' : 'obniżono'} o $${percentTex(p)}$. Ile kosztuje teraz?`,
      answer: numberAnswer(result),
      answerHint: 'Wpisz kwotę w złotych.',
      unitLabel: 'zł',
      steps: [
        numberStep({
          money: true,
          prompt: `O ile złotych ${up ? 'wzrosła' : 'zmalała'} cena? Oblicz $${percentTex(p)}$ z $${moneyTex(x)}$.`,
          value: change,
          hints: [
            `Zamień $${percentTex(p)}$ na ułamek dziesiętny.`,
            `Pomnóż $${texValue(x)} \\cdot ${texValue(rat(p, 100))}$.`,
            `$${texValue(rat(p, 100))} \\cdot ${texMoney(x)} = ${texMoney(change)}$`,
          ],
        }),
        numberStep({
          money: true,
          prompt: 'Ile wynosi nowa cena?',
          value: result,
          hints: [
            up ? 'Po podwyżce cena jest większa.' : 'Po obniżce cena jest mniejsza.',
            up ? 'Dodaj zmianę do ceny początkowej.' : 'Odejmij zmianę od ceny początkowej.',
            `$${texMoney(x)} ${up ? '+' : '-'} ${texMoney(change)} = ${texMoney(result)}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(result, d.mistakes),
      solution: `$${percentTex(p)}$ z $${moneyTex(x)}$ to $${moneyTex(change)}$, więc nowa cena to $${texMoney(x)} ${up ? '+' : '-'} ${texMoney(change)} = ${moneyTex(result)}$.`,
      params: { up, p, x: x.n },
    };
  },
});

/** Two successive changes: the second percent is taken of the already changed price. */
const twoChanges = defineTemplate({
  id: 'percent_changes.two-changes',
  title: 'Dwukrotna zmiana ceny',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      // The second change is a fall and never 50%: a 50% cut equals the price left, so the
      // steps "o ile obniżono" and "cena końcowa" would have the same answer.
      const p = level === 1 ? rng.pick([10, 20, 30]) : rng.pick([10, 20, 25, 30, 40, 50]);
      const q = level === 1 ? p : rng.pick([10, 20, 25, 30, 40]);
      if (level > 1 && p === q) return null;
      // Level 3: two falls or fall then rise, so the order of reasoning matters more.
      const firstUp = level === 3 ? rng.chance(0.5) : true;
      const secondUp = false;
      const x = rat(rng.int(4, level === 1 ? 30 : 60) * 10);
      const mid = mul(x, factor(p, firstUp));
      const result = mul(mid, factor(q, secondUp));
      if (!isMoney(mid) || !isMoney(result) || (level === 1 && result.d !== 1)) return null;
      const netPercent = (firstUp ? p : -p) + (secondUp ? q : -q);
      const mistakes: NumericMistake[] = [
        {
          key: netPercent === 0 ? 'changes_cancel' : 'percents_added',
          value: mul(x, rat(100 + netPercent, 100)),
          feedback:
            netPercent === 0
              ? `Zmiany o $${percentTex(p)}$ nie znoszą się: druga zmiana liczy się od nowej ceny $${moneyTex(mid)}$, a nie od ceny początkowej.`
              : 'Dodano procenty do siebie. Druga zmiana liczy się od ceny po pierwszej zmianie, a nie od ceny początkowej.',
        },
        {
          key: 'only_first_change',
          value: mid,
          feedback: 'To cena po pierwszej zmianie. Uwzględnij jeszcze drugą zmianę.',
        },
        {
          key: 'only_second_change',
          value: mul(x, factor(q, secondUp)),
          feedback: `Uwzględniono tylko obniżkę o $${percentTex(q)}$. Najpierw cena zmieniła się o $${percentTex(p)}$, a obniżka liczy się od tej nowej ceny.`,
        },
      ];
      if (!mistakesDistinct(result, mistakes)) return null;
      return { p, q, firstUp, secondUp, x, mid, result, mistakes };
    });
    const { p, q, firstUp, x, mid, result } = d;
    // Each item only with a price that fits it (no phone for 60 zł).
    const items = [
      { name: 'Cenę roweru', min: 400, max: 5000 },
      { name: 'Cenę telefonu', min: 300, max: 5000 },
      { name: 'Cenę kurtki', min: 100, max: 800 },
      { name: 'Cenę namiotu', min: 150, max: 2000 },
      { name: 'Cenę książki', min: 10, max: 120 },
      { name: 'Cenę plecaka', min: 50, max: 500 },
    ];
    const fitting = items.filter((it) => it.min <= toNumber(x) && toNumber(x) <= it.max);
    const item = rng.pick(fitting.length > 0 ? fitting : items).name;
    const first = firstUp ? 'podwyższono' : 'obniżono';
    const cut = div(mul(mid, rat(q)), rat(100));
    return {
      type: 'numeric',
      stem: `${item}, która wynosiła $${moneyTex(x)}$, najpierw ${first} o $${percentTex(p)}$, a potem nową cenę obniżono o $${percentTex(q)}$. Ile wynosi cena końcowa?`,
      answer: numberAnswer(result),
      answerHint: 'Wpisz kwotę w złotych.',
      unitLabel: 'zł',
      steps: [
        numberStep({
          money: true,
          prompt: `Ile wynosiła cena po pierwszej zmianie (o $${percentTex(p)}$)?`,
          value: mid,
          hints: [
            `Oblicz $${percentTex(p)}$ ceny $${moneyTex(x)}$.`,
            `Pomnóż cenę przez $${texValue(factor(p, firstUp))}$, bo nowa cena to $${percentTex(100 + (firstUp ? p : -p))}$ starej.`,
            `$${texMoney(x)} \\cdot ${texValue(factor(p, firstUp))} = ${texMoney(mid)}$`,
          ],
        }),
        numberStep({
          money: true,
          prompt: `O ile złotych obniżono cenę za drugim razem? Oblicz $${percentTex(q)}$ z $${moneyTex(mid)}$.`,
          value: div(mul(mid, rat(q)), rat(100)),
          hints: [
            'Druga zmiana liczy się od ceny po pierwszej zmianie.',
            `Pomnóż $${texValue(mid)} \\cdot ${texValue(rat(q, 100))}$.`,
            `$${texValue(rat(q, 100))} \\cdot ${texMoney(mid)} = ${texMoney(cut)}$`,
          ],
          errors: [
            {
              code: 'second_from_original',
              value: div(mul(x, rat(q)), rat(100)),
              feedback: `To $${percentTex(q)}$ ceny początkowej. Oblicz $${percentTex(q)}$ ceny po pierwszej zmianie, czyli $${moneyTex(mid)}$.`,
            },
          ],
        }),
        numberStep({
          money: true,
          prompt: 'Ile wynosi cena końcowa?',
          value: result,
          hints: [
            'Od ceny po pierwszej zmianie odejmij obniżkę.',
            `$${texValue(mid)} - ${texValue(div(mul(mid, rat(q)), rat(100)))}$`,
            `$${texMoney(mid)} - ${texMoney(cut)} = ${texMoney(result)}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(result, d.mistakes),
      solution: `Po pierwszej zmianie: $${texMoney(x)} \\cdot ${texValue(factor(p, firstUp))} = ${moneyTex(mid)}$. Druga obniżka: $${percentTex(q)}$ z $${moneyTex(mid)}$ to $${moneyTex(cut)}$, więc cena końcowa to $${texMoney(mid)} - ${texMoney(cut)} = ${moneyTex(result)}$.`,
      params: { p, q, firstUp, x: x.n },
    };
  },
});

/** Overall change as a phrase: "o 4% niższa od ceny początkowej". */
function describe(changePercent: Rational): string {
  if (changePercent.n === 0) return 'równa cenie początkowej';
  const abs = changePercent.n < 0 ? rat(-changePercent.n, changePercent.d) : changePercent;
  return `o $${texValue(abs)}\\%$ ${changePercent.n > 0 ? 'wyższa' : 'niższa'} od ceny początkowej`;
}

/** E8 closed task: does a rise and a fall by (almost) the same percent cancel out? */
const changesE8 = defineTemplate({
  id: 'percent_changes.e8-overall-change',
  title: 'Łączna zmiana ceny (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const p = level === 1 ? rng.pick([10, 20, 30]) : rng.pick([10, 20, 25, 30, 40, 50]);
      const q = level === 1 ? p : rng.pick([10, 20, 25, 30, 40, 50]);
      if (level > 1 && p === q) return null;
      // Level 3 starts with a fall, so "the rise repairs the fall" intuition is tested.
      const firstUp = level === 3 ? false : level === 2 ? true : rng.chance(0.5);
      const f1 = factor(p, firstUp);
      const f2 = factor(q, !firstUp);
      const change = mul(sub(mul(f1, f2), rat(1)), rat(100));
      const s1 = firstUp ? p : -p;
      const s2 = firstUp ? -q : q;
      const candidates: { key: string; text: string; feedback: string }[] = [
        {
          key: s1 + s2 === 0 ? 'changes_cancel' : 'percents_added',
          text: describe(rat(s1 + s2)),
          feedback:
            'Procentów nie można po prostu dodawać ani odejmować: druga zmiana liczy się od ceny już zmienionej.',
        },
        {
          key: 'wrong_direction',
          text: describe(mul(change, rat(-1))),
          feedback: 'Sprawdź kierunek zmiany: oblicz cenę końcową dla ceny początkowej 100 zł i porównaj.',
        },
        {
          key: 'only_second_change',
          text: describe(rat(s2)),
          feedback: 'Uwzględniono tylko drugą zmianę. Druga zmiana liczy się od ceny po pierwszej zmianie.',
        },
        {
          key: 'only_first_change',
          text: describe(rat(s1)),
          feedback: 'Uwzględniono tylko pierwszą zmianę, a potem cena zmieniła się jeszcze raz.',
        },
      ];
      const correct = describe(change);
      const seen = new Set([correct]);
      const picked = candidates.filter((c) => (seen.has(c.text) ? false : (seen.add(c.text), true))).slice(0, 3);
      if (picked.length < 3) return null;
      return { p, q, firstUp, f1, f2, change, correct, picked, s1 };
    });
    const { p, q, firstUp, f1, f2, correct, picked, s1 } = d;
    const distractors: McqOption[] = picked.map((c) => ({ text: c.text, errorKey: c.key }));
    const { options, answer } = mcqFromErrors(rng, correct, distractors);
    const after = mul(rat(100), f1);
    const final = mul(after, f2);
    const what = rng.pick(['towaru', 'roweru', 'biletu', 'telewizora', 'kurtki', 'wycieczki']);
    const first = firstUp ? 'podwyższono' : 'obniżono';
    const second = firstUp ? 'obniżono' : 'podwyższono';
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\nCenę ${what} ${first} o $${percentTex(p)}$, a następnie nową cenę ${second} o $${percentTex(q)}$. Cena końcowa jest`,
      options,
      answer,
      steps: [
        numberStep({
          prompt: `Przyjmij, że cena początkowa to $100\\text{ zł}$. Ile wynosi cena po pierwszej zmianie o $${percentTex(p)}$?`,
          value: after,
          hints: [
            'Procent ze 100 zł łatwo policzyć.',
            `$${percentTex(p)}$ ze $100\\text{ zł}$ to $${texNumber(p)}\\text{ zł}$.`,
            `$100 ${firstUp ? '+' : '-'} ${texNumber(p)} = ${texValue(after)}$`,
          ],
        }),
        numberStep({
          money: true,
          prompt: `Ile wynosi cena po drugiej zmianie o $${percentTex(q)}$?`,
          value: final,
          hints: [
            'Drugą zmianę liczymy od ceny po pierwszej zmianie.',
            `Oblicz $${percentTex(q)}$ z $${texValue(after)}\\text{ zł}$ i ${firstUp ? 'odejmij' : 'dodaj'}.`,
            `$${texValue(after)} \\cdot ${texValue(f2)} = ${texValue(final)}$`,
          ],
          errors: [
            {
              code: picked[0]?.key ?? 'percents_added',
              value: rat(100 + s1 + (firstUp ? -q : q)),
              feedback: 'Drugą zmianę policzono od 100 zł. Trzeba ją liczyć od ceny po pierwszej zmianie.',
            },
          ],
        }),
      ],
      commonErrors: picked.map((c) => textError(c.key, c.text, c.feedback)),
      solution: `Dla ceny początkowej $100\\text{ zł}$: $100\\text{ zł} \\to ${moneyTex(after)} \\to ${moneyTex(final)}$. Cena końcowa jest więc ${correct}.`,
      params: { p, q, firstUp },
    };
  },
});

export const percentChangesTemplates: readonly QuestionTemplate[] = [oneChange, twoChanges, changesE8];
