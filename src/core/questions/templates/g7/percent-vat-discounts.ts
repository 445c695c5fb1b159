/**
 * Procenty w sklepie: VAT (cena netto, podatek, cena brutto; stawki 23%, 8% i 5%), netto from
 * brutto, and discounts one after another (a price raised then lowered, the single discount
 * equal to two). Every amount is exact in grosze. Common errors: the tax alone given as the
 * price, the rate taken of the brutto price when going back to netto, percents added instead
 * of applied one after another, changes that "cancel out".
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, ratOf } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { isMoney, moneyAnswer, toGrosze } from '../../kit/money.ts';
import { moneyTex, percentTex, texMoney, texValue } from '../../kit/format.ts';
import { type Rational, add, div, mul, rat, sub } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';

const percentOf = (x: Rational, p: number): Rational => div(mul(x, rat(p)), rat(100));

interface Product {
  /** Genitive: "cena netto roweru" */
  of: string;
  rate: 23 | 8 | 5;
  shop: string;
  min: number;
  max: number;
}

const PRODUCTS: readonly Product[] = [
  { of: 'roweru', rate: 23, shop: 'W sklepie rowerowym', min: 600, max: 3000 },
  { of: 'słuchawek', rate: 23, shop: 'W sklepie z elektroniką', min: 80, max: 600 },
  { of: 'plecaka', rate: 23, shop: 'W sklepie sportowym', min: 60, max: 400 },
  { of: 'puszki farby', rate: 23, shop: 'W markecie budowlanym', min: 30, max: 200 },
  { of: 'laptopa', rate: 23, shop: 'W sklepie komputerowym', min: 1500, max: 5000 },
  { of: 'noclegu', rate: 8, shop: 'W cenniku hotelu', min: 150, max: 700 },
  { of: 'obiadu', rate: 8, shop: 'W menu restauracji', min: 25, max: 120 },
  { of: 'biletu na pociąg', rate: 8, shop: 'Na stronie przewoźnika', min: 20, max: 250 },
  { of: 'książki', rate: 5, shop: 'W księgarni', min: 20, max: 120 },
  { of: 'atlasu geograficznego', rate: 5, shop: 'W księgarni', min: 30, max: 150 },
];

function pickProduct(rng: Rng, rates: readonly number[]): Product {
  return rng.pick(PRODUCTS.filter((p) => rates.includes(p.rate)));
}

/** Netto → brutto at 23% (1), with grosze at 8% or 5% (2), brutto → netto (3). */
const vat = defineTemplate({
  id: 'percent_vat_discounts.vat',
  title: 'Cena netto, podatek VAT, cena brutto',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const product = pickProduct(rng, level === 1 ? [23] : level === 2 ? [8, 5, 23] : [23, 8, 5]);
      const r = product.rate;
      const netto =
        level === 2
          ? rat(rng.int(product.min * 10, product.max * 10), 10)
          : rat(rng.int(product.min / 10, product.max / 10) * 10 + (level === 3 ? rng.int(0, 9) : 0));
      const tax = percentOf(netto, r);
      const brutto = add(netto, tax);
      if (!isMoney(tax) || !isMoney(brutto)) return null;
      if (level === 2 && netto.d === 1) return null;
      const intro = `${product.shop} cena netto ${product.of} wynosi`;
      if (level < 3) {
        const mistakes: NumericMistake[] = [
          {
            key: 'tax_only',
            value: tax,
            feedback: `To sam podatek VAT ($${percentTex(r)}$ ceny netto). Cena brutto to cena netto razem z podatkiem.`,
          },
          {
            key: 'percent_as_zloty',
            value: add(netto, rat(r)),
            feedback: `Dodano ${r}\u00a0zł, a podatek to $${percentTex(r)}$ ceny netto, czyli $${moneyTex(tax)}$.`,
          },
          {
            key: 'tax_subtracted',
            value: sub(netto, tax),
            feedback: 'Odjęto podatek od ceny netto. Cena brutto jest wyższa od ceny netto: podatek się dolicza.',
          },
        ];
        if (!mistakesDistinct(brutto, mistakes)) return null;
        return {
          type: 'numeric' as const,
          stem: `${intro} $${moneyTex(netto)}$. Do ceny netto dolicza się podatek VAT w wysokości $${percentTex(r)}$. Ile wynosi cena brutto?`,
          answer: moneyAnswer(brutto),
          answerHint: 'Wpisz kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            numberStep({
              money: true,
              prompt: `Ile wynosi podatek VAT, czyli $${percentTex(r)}$ ceny netto?`,
              value: tax,
              hints: [
                `$${percentTex(r)} = ${texValue(rat(r, 100))}$`,
                `Pomnóż $${texValue(netto)} \\cdot ${texValue(rat(r, 100))}$.`,
                `$${texValue(netto)} \\cdot ${texValue(rat(r, 100))} = ${texMoney(tax)}$\u00a0zł`,
              ],
              errors: [
                {
                  code: 'percent_as_zloty',
                  value: rat(r),
                  feedback: `Podatek to $${percentTex(r)}$ ceny, a nie ${r}\u00a0zł.`,
                },
              ],
            }),
            numberStep({
              money: true,
              prompt: 'Ile wynosi cena brutto (netto + VAT)?',
              value: brutto,
              hints: [
                'Cena brutto = cena netto + podatek VAT.',
                `$${texMoney(netto)} + ${texMoney(tax)}$`,
                `$${texMoney(netto)} + ${texMoney(tax)} = ${texMoney(brutto)}$\u00a0zł`,
              ],
              errors: stepErrors(mistakes),
            }),
          ],
          commonErrors: numberErrors(brutto, mistakes),
          solution: `VAT: $${texMoney(netto)} \\cdot ${texValue(rat(r, 100))} = ${moneyTex(tax)}$. Cena brutto: $${texMoney(netto)} + ${texMoney(tax)} = ${moneyTex(brutto)}$ (albo od razu $${texMoney(netto)} \\cdot ${texValue(rat(100 + r, 100))} = ${moneyTex(brutto)}$).`,
          params: { netto: texMoney(netto), rate: r },
        };
      }
      // Level 3: back from brutto to netto.
      const onePercent = div(netto, rat(100));
      const onePercentTex = isMoney(onePercent) ? texMoney(onePercent) : texValue(onePercent);
      const mistakes: NumericMistake[] = [
        {
          key: 'rate_of_brutto_subtracted',
          value: toGrosze(mul(brutto, rat(100 - r, 100))),
          feedback: `Odjęto $${percentTex(r)}$ ceny brutto. Podatek to $${percentTex(r)}$ ceny netto, a nie brutto: cena brutto to $${percentTex(100 + r)}$ ceny netto.`,
        },
        {
          key: 'tax_from_brutto',
          value: toGrosze(percentOf(brutto, r)),
          feedback: `To $${percentTex(r)}$ ceny brutto, a pytanie jest o cenę netto.`,
        },
        {
          key: 'divided_by_rate',
          value: toGrosze(div(mul(brutto, rat(100)), rat(r))),
          feedback: `Cena brutto to $${percentTex(100 + r)}$ ceny netto, więc dzieli się przez $${texValue(rat(100 + r, 100))}$, a nie przez $${texValue(rat(r, 100))}$.`,
        },
      ];
      if (!mistakesDistinct(netto, mistakes)) return null;
      return {
        type: 'numeric' as const,
        stem: `${product.shop} cena brutto ${product.of} wynosi $${moneyTex(brutto)}$. Ta cena zawiera podatek VAT w wysokości $${percentTex(r)}$ ceny netto. Ile wynosi cena netto?`,
        answer: moneyAnswer(netto),
        answerHint: 'Wpisz kwotę w złotych.',
        unitLabel: 'zł',
        steps: [
          numberStep({
            prompt: 'Jakim procentem ceny netto jest cena brutto?',
            value: rat(100 + r),
            hints: [
              'Cena netto to $100\\%$, a podatek się do niej dolicza.',
              `$100\\% + ${percentTex(r)}$`,
              `$100\\% + ${percentTex(r)} = ${percentTex(100 + r)}$`,
            ],
            errors: [
              {
                code: 'rate_of_brutto_subtracted',
                value: rat(100 - r),
                feedback: 'Podatek się dolicza, więc brutto to więcej niż 100% ceny netto.',
              },
            ],
          }),
          numberStep({
            money: true,
            prompt: 'Ile złotych to $1\\%$ ceny netto?',
            value: onePercent,
            form: 'decimal',
            hints: [
              `$${percentTex(100 + r)}$ ceny netto to $${moneyTex(brutto)}$.`,
              `Podziel $${texMoney(brutto)} : ${100 + r}$.`,
              `$${texMoney(brutto)} : ${100 + r} = ${texMoney(onePercent)}$`,
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi cena netto ($100\\%$)?',
            value: netto,
            hints: [
              'Cena netto to $100\\%$.',
              `Pomnóż $${texValue(onePercent)} \\cdot 100$.`,
              `$${texValue(onePercent)} \\cdot 100 = ${texMoney(netto)}$\u00a0zł`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(netto, mistakes),
        solution: `Cena brutto to $${percentTex(100 + r)}$ ceny netto, więc $1\\%$ ceny netto to $${texMoney(brutto)} : ${100 + r} = ${onePercentTex}\\text{ zł}$, a cena netto to $${onePercentTex} \\cdot 100 = ${moneyTex(netto)}$. Sprawdzenie: $${texMoney(netto)} + ${texMoney(percentOf(netto, r))} = ${moneyTex(brutto)}$.`,
        params: { brutto: texMoney(brutto), rate: r },
      };
    });
  },
});

interface Item {
  /** "Kurtka kosztowała" */
  cost: string;
  /** Possessive agreeing with the item: jej cenę, jego cenę, ich cenę. */
  its: 'jej' | 'jego' | 'ich';
  min: number;
  max: number;
}

const ITEMS: readonly Item[] = [
  { cost: 'Kurtka zimowa kosztowała', its: 'jej', min: 200, max: 600 },
  { cost: 'Namiot kosztował', its: 'jego', min: 300, max: 1200 },
  { cost: 'Gra planszowa kosztowała', its: 'jej', min: 80, max: 250 },
  { cost: 'Buty do biegania kosztowały', its: 'ich', min: 200, max: 600 },
  { cost: 'Hulajnoga kosztowała', its: 'jej', min: 300, max: 1500 },
  { cost: 'Zestaw klocków kosztował', its: 'jego', min: 100, max: 500 },
  { cost: 'Rower kosztował', its: 'jego', min: 800, max: 3000 },
];

function pickItem(rng: Rng): { item: Item; x: Rational } {
  const item = rng.pick(ITEMS);
  return { item, x: rat(rng.int(item.min / 10, item.max / 10) * 10) };
}

/** Two discounts one after another (1), a rise and a fall by the same percent (2), one equal discount (3). */
const successiveDiscounts = defineTemplate({
  id: 'percent_vat_discounts.successive-discounts',
  title: 'Kolejne obniżki i podwyżki ceny',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const { item, x } = pickItem(rng);
      if (level === 1) {
        const p = rng.pick([10, 20, 25, 30, 40]);
        const q = rng.pick([5, 10, 15, 20]);
        const mid = mul(x, rat(100 - p, 100));
        const result = mul(mid, rat(100 - q, 100));
        if (!isMoney(mid) || !isMoney(result)) return null;
        const mistakes: NumericMistake[] = [
          {
            key: 'percents_added',
            value: mul(x, rat(100 - p - q, 100)),
            feedback: `Dodano procenty ($${p}\\% + ${q}\\%$). Druga obniżka liczy się od ceny już obniżonej ($${moneyTex(mid)}$), a nie od ceny początkowej.`,
          },
          {
            key: 'only_first_discount',
            value: mid,
            feedback: 'To cena po pierwszej obniżce. Przy kasie cenę obniżono jeszcze raz.',
          },
          {
            key: 'only_second_discount',
            value: mul(x, rat(100 - q, 100)),
            feedback: `Uwzględniono tylko obniżkę o $${percentTex(q)}$. Najpierw cenę obniżono o $${percentTex(p)}$.`,
          },
        ];
        if (!mistakesDistinct(result, mistakes)) return null;
        return {
          type: 'numeric' as const,
          stem: `${item.cost} $${moneyTex(x)}$. W czasie wyprzedaży ${item.its} cenę obniżono o $${percentTex(p)}$, a przy kasie z kartą stałego klienta obniżono ją jeszcze o $${percentTex(q)}$. Ile zapłacił klient z kartą?`,
          answer: moneyAnswer(result),
          answerHint: 'Wpisz kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            numberStep({
              money: true,
              prompt: `Ile wynosiła cena po obniżce o $${percentTex(p)}$?`,
              value: mid,
              hints: [
                `Po obniżce o $${percentTex(p)}$ zostaje $${percentTex(100 - p)}$ ceny.`,
                `Pomnóż $${texMoney(x)} \\cdot ${texValue(rat(100 - p, 100))}$.`,
                `$${texMoney(x)} \\cdot ${texValue(rat(100 - p, 100))} = ${texMoney(mid)}$`,
              ],
            }),
            numberStep({
              money: true,
              prompt: `Ile wynosi cena po drugiej obniżce o $${percentTex(q)}$?`,
              value: result,
              hints: [
                'Druga obniżka liczy się od ceny po pierwszej obniżce.',
                `Pomnóż $${texMoney(mid)} \\cdot ${texValue(rat(100 - q, 100))}$.`,
                `$${texMoney(mid)} \\cdot ${texValue(rat(100 - q, 100))} = ${texMoney(result)}$`,
              ],
              errors: stepErrors(mistakes),
            }),
          ],
          commonErrors: numberErrors(result, mistakes),
          solution: `Po pierwszej obniżce: $${texMoney(x)} \\cdot ${texValue(rat(100 - p, 100))} = ${moneyTex(mid)}$. Po drugiej: $${texMoney(mid)} \\cdot ${texValue(rat(100 - q, 100))} = ${moneyTex(result)}$.`,
          params: { x: x.n, p, q },
        };
      }
      if (level === 2) {
        const p = rng.pick([10, 20, 25, 30, 40, 50]);
        const upFirst = rng.chance(0.5);
        const mid = mul(x, rat(upFirst ? 100 + p : 100 - p, 100));
        const result = mul(mid, rat(upFirst ? 100 - p : 100 + p, 100));
        const loss = sub(x, result);
        if (!isMoney(mid) || !isMoney(result)) return null;
        const mistakes: NumericMistake[] = [
          {
            key: 'changes_cancel',
            value: rat(0),
            feedback: `Zmiany o $${percentTex(p)}$ w górę i w dół nie znoszą się: druga zmiana liczy się od ceny $${moneyTex(mid)}$, a nie od ceny początkowej.`,
          },
          {
            key: 'final_price_given',
            value: result,
            feedback: 'To cena końcowa. Pytanie jest o to, o ile złotych jest niższa od ceny początkowej.',
          },
          {
            key: 'percent_change_in_zloty',
            value: ratOf((p * p) / 100),
            feedback: `Cena spadła o $${percentTex((p * p) / 100)}$ — to procent, a pytanie jest o złote. Oblicz $${texMoney(x)} - ${texMoney(result)}$.`,
          },
        ];
        if (!mistakesDistinct(loss, mistakes)) return null;
        return {
          type: 'numeric' as const,
          stem: `${item.cost} $${moneyTex(x)}$. Sklep najpierw ${upFirst ? 'podniósł' : 'obniżył'} cenę o $${percentTex(p)}$, a po miesiącu nową cenę ${upFirst ? 'obniżył' : 'podniósł'} o $${percentTex(p)}$. O ile złotych cena końcowa jest niższa od początkowej?`,
          answer: moneyAnswer(loss),
          answerHint: 'Wpisz kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            numberStep({
              money: true,
              prompt: `Ile wynosiła cena po pierwszej zmianie?`,
              value: mid,
              hints: [
                `Po ${upFirst ? 'podwyżce' : 'obniżce'} o $${percentTex(p)}$ cena to $${percentTex(upFirst ? 100 + p : 100 - p)}$ ceny początkowej.`,
                `Pomnóż $${texMoney(x)} \\cdot ${texValue(rat(upFirst ? 100 + p : 100 - p, 100))}$.`,
                `$${texMoney(x)} \\cdot ${texValue(rat(upFirst ? 100 + p : 100 - p, 100))} = ${texMoney(mid)}$`,
              ],
            }),
            numberStep({
              money: true,
              prompt: 'Ile wynosi cena końcowa?',
              value: result,
              hints: [
                'Druga zmiana liczy się od nowej ceny.',
                `Pomnóż $${texMoney(mid)} \\cdot ${texValue(rat(upFirst ? 100 - p : 100 + p, 100))}$.`,
                `$${texMoney(mid)} \\cdot ${texValue(rat(upFirst ? 100 - p : 100 + p, 100))} = ${texMoney(result)}$`,
              ],
              errors: [
                {
                  code: 'changes_cancel',
                  value: x,
                  feedback: 'Cena nie wraca do początkowej: druga zmiana liczy się od innej kwoty.',
                },
              ],
            }),
            numberStep({
              money: true,
              prompt: 'O ile złotych cena końcowa jest niższa od początkowej?',
              value: loss,
              hints: [
                'Odejmij cenę końcową od początkowej.',
                `$${texMoney(x)} - ${texMoney(result)}$`,
                `$${texMoney(x)} - ${texMoney(result)} = ${texMoney(loss)}$`,
              ],
              errors: stepErrors(mistakes),
            }),
          ],
          commonErrors: numberErrors(loss, mistakes),
          solution: `Po pierwszej zmianie: $${texMoney(x)} \\cdot ${texValue(rat(upFirst ? 100 + p : 100 - p, 100))} = ${moneyTex(mid)}$, po drugiej: $${texMoney(mid)} \\cdot ${texValue(rat(upFirst ? 100 - p : 100 + p, 100))} = ${moneyTex(result)}$. Różnica: $${texMoney(x)} - ${texMoney(result)} = ${moneyTex(loss)}$.`,
          params: { x: x.n, p, upFirst },
        };
      }
      // Level 3: which single discount equals two successive ones.
      const p = rng.pick([10, 20, 25, 30, 40, 50]);
      const q = rng.pick([10, 20, 30, 40]);
      if (p === q && p === 50) return null;
      const paid = ((100 - p) * (100 - q)) / 100;
      const total = 100 - paid;
      const mistakes: NumericMistake[] = [
        {
          key: 'percents_added',
          value: ratOf(p + q),
          feedback: `Procentów nie dodaje się: druga obniżka o $${percentTex(q)}$ liczy się od ceny już obniżonej, więc daje mniej niż $${percentTex(q)}$ ceny początkowej.`,
        },
        {
          key: 'percent_left_given',
          value: ratOf(paid),
          feedback: `Klient płaci $${percentTex(paid)}$ ceny początkowej — to cena po obniżkach, a pytanie jest o obniżkę.`,
        },
        {
          key: 'percents_multiplied',
          value: ratOf((p * q) / 100),
          feedback: 'Pomnożono procenty obniżek. Policz, jaki procent ceny zostaje po każdej obniżce.',
        },
      ];
      if (!mistakesDistinct(ratOf(total), mistakes)) return null;
      return {
        type: 'numeric' as const,
        stem: `Sklep obniżył cenę ${rng.pick(['telewizora', 'namiotu', 'kurtki', 'roweru', 'konsoli'])} o $${percentTex(p)}$, a po tygodniu obniżył nową cenę jeszcze o $${percentTex(q)}$. O ile procent łącznie obniżono cenę początkową?`,
        answer: numberAnswer(ratOf(total)),
        answerHint: 'Wpisz liczbę procent.',
        unitLabel: '%',
        steps: [
          numberStep({
            prompt: `Jaki procent ceny początkowej zostaje po pierwszej obniżce?`,
            value: rat(100 - p),
            hints: [
              'Cena początkowa to $100\\%$.',
              `$100\\% - ${percentTex(p)}$`,
              `$100\\% - ${percentTex(p)} = ${percentTex(100 - p)}$`,
            ],
          }),
          numberStep({
            prompt: `Jaki procent ceny początkowej zostaje po drugiej obniżce (o $${percentTex(q)}$ nowej ceny)?`,
            value: ratOf(paid),
            hints: [
              `Zostaje $${percentTex(100 - q)}$ z $${percentTex(100 - p)}$.`,
              `Oblicz $${texValue(rat(100 - q, 100))} \\cdot ${100 - p}\\%$.`,
              `$${texValue(rat(100 - q, 100))} \\cdot ${100 - p}\\% = ${percentTex(paid)}$`,
            ],
            errors: [
              {
                code: 'percents_added',
                value: ratOf(100 - p - q),
                feedback: 'Druga obniżka liczy się od ceny już obniżonej, a nie od ceny początkowej.',
              },
            ],
          }),
          numberStep({
            prompt: 'O ile procent łącznie obniżono cenę?',
            value: ratOf(total),
            hints: [
              'Od $100\\%$ odejmij to, co zostało.',
              `$100\\% - ${percentTex(paid)}$`,
              `$100\\% - ${percentTex(paid)} = ${percentTex(total)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(ratOf(total), mistakes),
        solution: `Po pierwszej obniżce zostaje $100\\% - ${percentTex(p)} = ${percentTex(100 - p)}$ ceny. Po obniżkach zostaje $${texValue(rat(100 - q, 100))} \\cdot ${texValue(rat(100 - p, 100))} = ${texValue(ratOf(paid / 100))}$, czyli $${percentTex(paid)}$ ceny początkowej. Cenę obniżono więc łącznie o $100\\% - ${percentTex(paid)} = ${percentTex(total)}$.`,
        params: { p, q },
      };
    });
  },
});

export const percentVatDiscountsTemplates: readonly QuestionTemplate[] = [vat, successiveDiscounts];
