/**
 * Lokaty bankowe: interest at a yearly rate for a year or a few months, the 19% tax on interest
 * ("podatek Belki"), capitalisation once a year or every half year, and the deposit worked back
 * from the amount paid out. Every amount is exact in grosze. Common errors: the yearly rate used
 * for a few months, the tax taken from the whole amount (or forgotten), simple interest where
 * the interest is capitalised, the rate applied in full every half year.
 */
import type { QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { isMoney, moneyAnswer, toGrosze } from '../../kit/money.ts';
import { moneyTex, percentTex, texMoney, texValue } from '../../kit/format.ts';
import { type Rational, add, div, mul, rat, sub, toNumber } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { pluralForm } from '../../../text/plural.ts';

/**
 * A step whose answer is an amount of money: the hints say why, then the calculation (with what to
 * do with it, when that is a multiplication or division), then the calculation worked out.
 */
function moneyStep(spec: {
  prompt: string;
  value: Rational;
  why: string;
  calculation: string;
  verb?: 'Pomnóż' | 'Podziel';
  errors?: readonly { code: string; value: Rational; feedback: string }[];
}): QuestionStep {
  return numberStep({
    money: true,
    prompt: spec.prompt,
    value: spec.value,
    hints: [
      spec.why,
      spec.verb ? `${spec.verb} $${spec.calculation}$.` : `$${spec.calculation}$`,
      `$${spec.calculation} = ${texMoney(spec.value)}$\u00a0zł`,
    ],
    errors: spec.errors,
  });
}

const TAX = 19;

interface Saver {
  name: string;
  female: boolean;
}

const SAVERS: readonly Saver[] = [
  { name: 'Pani Anna', female: true },
  { name: 'Pan Marek', female: false },
  { name: 'Babcia Krystyna', female: true },
  { name: 'Dziadek Józef', female: false },
  { name: 'Pani Joanna', female: true },
  { name: 'Pan Tomasz', female: false },
  { name: 'Ciocia Beata', female: true },
  { name: 'Wujek Paweł', female: false },
];

const deposited = (s: Saver): string => (s.female ? 'wpłaciła' : 'wpłacił');
const monthsText = (n: number): string =>
  `${n} ${pluralForm(n, { one: 'miesiąc', few: 'miesiące', many: 'miesięcy' })}`;

function pickSaver(rng: Rng): Saver {
  return rng.pick(SAVERS);
}

/** One year without tax (1), interest for a few months (2), the amount after months and tax (3). */
const interestAndTax = defineTemplate({
  id: 'bank_deposits.interest-and-tax',
  title: 'Odsetki z lokaty i podatek od odsetek',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const saver = pickSaver(rng);
      const k = rat(rng.int(level === 1 ? 10 : 20, level === 1 ? 100 : 300) * 100);
      const r = level === 1 ? rng.pick([2, 3, 4, 5, 6]) : rng.pick([3, 4, 5, 6, 7, 8]);
      const months = level === 1 ? 12 : rng.pick([3, 4, 6, 9]);
      const yearly = div(mul(k, rat(r)), rat(100));
      const interest = div(mul(yearly, rat(months)), rat(12));
      if (!isMoney(interest)) return null;
      if (level === 3 && interest.d !== 1) return null;
      const tax = div(mul(interest, rat(TAX)), rat(100));
      const net = sub(interest, tax);
      const lead = `${saver.name} ${deposited(saver)} $${moneyTex(k)}$ na lokatę ${level === 1 ? 'roczną' : `na ${monthsText(months)}`} oprocentowaną $${percentTex(r)}$ w skali roku.`;
      const yearlyStep = moneyStep({
        prompt: `Ile wynosiłyby odsetki za cały rok ($${percentTex(r)}$ wpłaty)?`,
        value: yearly,
        why: `$${percentTex(r)} = ${texValue(rat(r, 100))}$`,
        calculation: `${texMoney(k)} \\cdot ${texValue(rat(r, 100))}`,
        verb: 'Pomnóż',
      });
      const monthsStep = numberStep({
        money: true,
        prompt: `Ile wynoszą odsetki za ${monthsText(months)}?`,
        value: interest,
        hints: [
          `${monthsText(months)} to $\\frac{${months}}{12}$ roku.`,
          `Podziel odsetki roczne przez 12 i pomnóż przez ${months}.`,
          `$${texMoney(yearly)} \\cdot \\frac{${months}}{12} = ${texMoney(interest)}$\u00a0zł`,
        ],
        errors: [
          {
            code: 'yearly_rate_for_months',
            value: yearly,
            feedback: `To odsetki za cały rok, a lokata trwa tylko ${monthsText(months)}.`,
          },
        ],
      });
      if (level === 1) {
        const result = add(k, yearly);
        const mistakes: NumericMistake[] = [
          {
            key: 'interest_only',
            value: yearly,
            feedback: 'To same odsetki. Na lokacie będzie wpłata razem z odsetkami.',
          },
          {
            key: 'percent_as_zloty',
            value: add(k, rat(r)),
            feedback: `Dodano ${r}\u00a0zł, a odsetki to $${percentTex(r)}$ wpłaty.`,
          },
          {
            key: 'percent_of_result',
            value: toGrosze(div(k, rat(100 - r, 100))),
            feedback: `Podzielono przez $${texValue(rat(100 - r, 100))}$. Odsetki to $${percentTex(r)}$ wpłaty, więc mnoży się wpłatę przez $${texValue(rat(100 + r, 100))}$.`,
          },
        ];
        if (!mistakesDistinct(result, mistakes)) return null;
        return {
          type: 'numeric' as const,
          stem: `${lead} Ile pieniędzy będzie na lokacie po roku? Pomiń podatek od odsetek.`,
          answer: moneyAnswer(result),
          answerHint: 'Wpisz kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            yearlyStep,
            moneyStep({
              prompt: 'Ile pieniędzy będzie na lokacie po roku?',
              value: result,
              why: 'Do wpłaty dodaj odsetki.',
              calculation: `${texMoney(k)} + ${texMoney(yearly)}`,
              errors: stepErrors(mistakes),
            }),
          ],
          commonErrors: numberErrors(result, mistakes),
          solution: `Odsetki: $${texMoney(k)} \\cdot ${texValue(rat(r, 100))} = ${moneyTex(yearly)}$. Po roku: $${texMoney(k)} + ${texMoney(yearly)} = ${moneyTex(result)}$.`,
          params: { k: k.n, r, months },
        };
      }
      if (level === 2) {
        const mistakes: NumericMistake[] = [
          {
            key: 'yearly_rate_for_months',
            value: yearly,
            feedback: `To odsetki za cały rok. Oprocentowanie podano w skali roku, a lokata trwa ${monthsText(months)}, czyli $\\frac{${months}}{12}$ roku.`,
          },
          {
            key: 'rate_per_month',
            value: mul(yearly, rat(months)),
            feedback: `Potraktowano $${percentTex(r)}$ jak oprocentowanie na miesiąc. To oprocentowanie roczne: za ${monthsText(months)} należy się $\\frac{${months}}{12}$ odsetek rocznych.`,
          },
          {
            key: 'amount_given',
            value: add(k, interest),
            feedback: 'To kwota na lokacie razem z wpłatą. Pytanie jest o same odsetki.',
          },
        ];
        if (!mistakesDistinct(interest, mistakes)) return null;
        return {
          type: 'numeric' as const,
          stem: `${lead} Ile złotych odsetek (przed odliczeniem podatku) należy się po ${monthsAfter(months)}?`,
          answer: moneyAnswer(interest),
          answerHint: 'Wpisz kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            yearlyStep,
            numberStep({
              money: true,
              prompt: monthsStep.prompt,
              value: interest,
              hints: monthsStep.hints,
              errors: stepErrors(mistakes),
            }),
          ],
          commonErrors: numberErrors(interest, mistakes),
          solution: `Odsetki roczne: $${texMoney(k)} \\cdot ${texValue(rat(r, 100))} = ${moneyTex(yearly)}$. Za ${monthsText(months)}: $${texMoney(yearly)} \\cdot \\frac{${months}}{12} = ${moneyTex(interest)}$.`,
          params: { k: k.n, r, months },
        };
      }
      const result = add(k, net);
      const mistakes: NumericMistake[] = [
        {
          key: 'tax_forgotten',
          value: add(k, interest),
          feedback: `Nie odjęto podatku: bank pobiera $${percentTex(TAX)}$ odsetek.`,
        },
        {
          key: 'tax_from_whole_amount',
          value: toGrosze(mul(add(k, interest), rat(100 - TAX, 100))),
          feedback: `Podatek $${percentTex(TAX)}$ pobiera się tylko od odsetek, a nie od całej kwoty na lokacie.`,
        },
        {
          key: 'interest_only',
          value: net,
          feedback: 'To odsetki po podatku. Bank wypłaca je razem z wpłaconą kwotą.',
        },
        {
          key: 'yearly_rate_for_months',
          value: add(k, mul(yearly, rat(100 - TAX, 100))),
          feedback: `Policzono odsetki za cały rok, a lokata trwa ${monthsText(months)}.`,
        },
      ];
      if (!mistakesDistinct(result, mistakes)) return null;
      return {
        type: 'numeric' as const,
        stem: `${lead} Od odsetek bank pobiera $${percentTex(TAX)}$ podatku. Ile pieniędzy bank wypłaci po ${monthsAfter(months)}?`,
        answer: moneyAnswer(result),
        answerHint: 'Wpisz kwotę w złotych.',
        unitLabel: 'zł',
        steps: [
          yearlyStep,
          monthsStep,
          moneyStep({
            prompt: `Ile wynosi podatek ($${percentTex(TAX)}$ odsetek)?`,
            value: tax,
            why: 'Podatek liczy się tylko od odsetek.',
            calculation: `${texMoney(interest)} \\cdot 0{,}19`,
            verb: 'Pomnóż',
            errors: [
              {
                code: 'tax_from_whole_amount',
                value: toGrosze(percentOf19(add(k, interest))),
                feedback: 'Podatek liczy się od odsetek, nie od całej kwoty.',
              },
            ],
          }),
          moneyStep({
            prompt: 'Ile pieniędzy bank wypłaci (wpłata + odsetki − podatek)?',
            value: result,
            why: 'Dodaj odsetki do wpłaty i odejmij podatek.',
            calculation: `${texMoney(k)} + ${texMoney(interest)} - ${texMoney(tax)}`,
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(result, mistakes),
        solution: `Odsetki roczne: $${texMoney(k)} \\cdot ${texValue(rat(r, 100))} = ${moneyTex(yearly)}$. Za ${monthsText(months)}: $${texMoney(yearly)} \\cdot \\frac{${months}}{12} = ${moneyTex(interest)}$. Podatek: $${texMoney(interest)} \\cdot 0{,}19 = ${moneyTex(tax)}$. Wypłata: $${texMoney(k)} + ${texMoney(interest)} - ${texMoney(tax)} = ${moneyTex(result)}$.`,
        params: { k: k.n, r, months },
      };
    });
  },
});

const percentOf19 = (x: Rational): Rational => div(mul(x, rat(TAX)), rat(100));

/** "po 3 miesiącach", "po 9 miesiącach" (locative plural). */
function monthsAfter(n: number): string {
  return `${n} miesiącach`;
}

/** Two years capitalised yearly (1), one year capitalised every half year (2), the deposit from the payout after tax (3). */
const capitalisation = defineTemplate({
  id: 'bank_deposits.capitalisation',
  title: 'Kapitalizacja odsetek',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const saver = pickSaver(rng);
      if (level < 3) {
        const k = rat(rng.int(level === 1 ? 10 : 5, level === 1 ? 200 : 50) * (level === 1 ? 100 : 400));
        const r = level === 1 ? rng.pick([2, 3, 4, 5, 6, 8, 10]) : rng.pick([4, 5, 6, 8, 10]);
        // One period: a year (level 1) or half a year with half the yearly rate (level 2).
        const periodRate = level === 1 ? rat(r, 100) : rat(r, 200);
        const after1 = mul(k, add(rat(1), periodRate));
        const after2 = mul(after1, add(rat(1), periodRate));
        if (!isMoney(after1) || !isMoney(after2)) return null;
        const first = mul(k, periodRate);
        const second = mul(after1, periodRate);
        const mistakes: NumericMistake[] =
          level === 1
            ? [
                {
                  key: 'simple_interest',
                  value: add(k, mul(first, rat(2))),
                  feedback: `Odsetki za drugi rok liczy się od kwoty po pierwszym roku ($${moneyTex(after1)}$), bo odsetki dopisano do lokaty.`,
                },
                {
                  key: 'one_period_only',
                  value: after1,
                  feedback: 'To kwota po pierwszym roku. Lokata trwała dwa lata.',
                },
                {
                  key: 'interest_only',
                  value: sub(after2, k),
                  feedback: 'To same odsetki. Pytanie jest o całą kwotę na lokacie.',
                },
              ]
            : [
                {
                  key: 'yearly_capitalisation',
                  value: mul(k, rat(100 + r, 100)),
                  feedback:
                    'Tak byłoby przy kapitalizacji raz w roku. Tu odsetki dopisuje się co pół roku, a drugie półrocze liczy się od większej kwoty.',
                },
                {
                  key: 'full_rate_each_half',
                  value: mul(mul(k, rat(100 + r, 100)), rat(100 + r, 100)),
                  feedback: `Za pół roku należy się połowa rocznego oprocentowania: $${percentTex(r / 2)}$, a nie $${percentTex(r)}$.`,
                },
                {
                  key: 'one_period_only',
                  value: after1,
                  feedback: 'To kwota po pierwszym półroczu. Lokata trwała rok, czyli dwa półrocza.',
                },
              ];
        if (!mistakesDistinct(after2, mistakes)) return null;
        return {
          type: 'numeric' as const,
          stem:
            level === 1
              ? `${saver.name} ${deposited(saver)} $${moneyTex(k)}$ na lokatę dwuletnią oprocentowaną $${percentTex(r)}$ w skali roku. Odsetki są dopisywane do lokaty na koniec każdego roku (kapitalizacja roczna). Ile pieniędzy będzie na lokacie po dwóch latach? Pomiń podatek od odsetek.`
              : `${saver.name} ${deposited(saver)} $${moneyTex(k)}$ na lokatę roczną oprocentowaną $${percentTex(r)}$ w skali roku. Odsetki są dopisywane do lokaty co pół roku (kapitalizacja półroczna). Ile pieniędzy będzie na lokacie po roku? Pomiń podatek od odsetek.`,
          answer: moneyAnswer(after2),
          answerHint: 'Wpisz kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            numberStep({
              money: true,
              prompt: `Ile pieniędzy będzie na lokacie po pierwszym ${level === 1 ? 'roku' : 'półroczu'}?`,
              value: after1,
              hints: [
                level === 1
                  ? `Za rok odsetki to $${percentTex(r)}$ wpłaty.`
                  : `Za pół roku odsetki to połowa z $${percentTex(r)}$, czyli $${percentTex(r / 2)}$.`,
                `Odsetki: $${texMoney(k)} \\cdot ${texValue(periodRate)} = ${texMoney(first)}$.`,
                `$${texMoney(k)} + ${texMoney(first)} = ${texMoney(after1)}$\u00a0zł`,
              ],
              errors:
                level === 2
                  ? [
                      {
                        code: 'full_rate_each_half',
                        value: mul(k, rat(100 + r, 100)),
                        feedback: `Za pół roku należy się $${percentTex(r / 2)}$, a nie $${percentTex(r)}$.`,
                      },
                    ]
                  : [],
            }),
            moneyStep({
              prompt: `Ile wynoszą odsetki za ${level === 1 ? 'drugi rok' : 'drugie półrocze'}?`,
              value: second,
              why: `Odsetki liczy się od kwoty po pierwszym ${level === 1 ? 'roku' : 'półroczu'}: $${moneyTex(after1)}$.`,
              calculation: `${texMoney(after1)} \\cdot ${texValue(periodRate)}`,
              verb: 'Pomnóż',
              errors: [
                {
                  code: 'simple_interest',
                  value: first,
                  feedback: `To odsetki od wpłaty. Po kapitalizacji odsetki liczy się od $${moneyTex(after1)}$.`,
                },
              ],
            }),
            moneyStep({
              prompt: `Ile pieniędzy będzie na lokacie na koniec?`,
              value: after2,
              why: 'Dodaj odsetki do kwoty po pierwszym okresie.',
              calculation: `${texMoney(after1)} + ${texMoney(second)}`,
              errors: stepErrors(mistakes),
            }),
          ],
          commonErrors: numberErrors(after2, mistakes),
          solution: `Odsetki za ${level === 1 ? 'pierwszy rok' : 'pierwsze półrocze'}: $${texMoney(k)} \\cdot ${texValue(periodRate)} = ${moneyTex(first)}$, więc po pierwszym ${level === 1 ? 'roku' : 'półroczu'} na lokacie jest $${texMoney(k)} + ${texMoney(first)} = ${moneyTex(after1)}$. Odsetki za ${level === 1 ? 'drugi rok' : 'drugie półrocze'}: $${texMoney(after1)} \\cdot ${texValue(periodRate)} = ${moneyTex(second)}$, więc na koniec na lokacie jest $${texMoney(after1)} + ${texMoney(second)} = ${moneyTex(after2)}$.`,
          params: { k: k.n, r, level },
        };
      }
      // Level 3: the deposit from the payout of a one-year deposit after the 19% tax.
      const k = rat(rng.int(10, 200) * 100);
      const r = rng.pick([2, 3, 4, 5, 6, 8]);
      const netRate = rat(r * (100 - TAX), 10000);
      const payout = mul(k, add(rat(1), netRate));
      if (!isMoney(payout)) return null;
      const netPercent = mul(netRate, rat(100));
      const mistakes: NumericMistake[] = [
        {
          key: 'tax_ignored',
          value: toGrosze(div(payout, rat(100 + r, 100))),
          feedback: `Pominięto podatek: wypłata to wpłata powiększona o odsetki po podatku, czyli o $${percentTex(toNumber(netPercent))}$, a nie o $${percentTex(r)}$.`,
        },
        {
          key: 'percent_of_payout_subtracted',
          value: toGrosze(mul(payout, sub(rat(1), netRate))),
          feedback: `Odjęto $${percentTex(toNumber(netPercent))}$ wypłaty. Odsetki liczy się od wpłaty, więc wypłata to $${percentTex(toNumber(add(rat(100), netPercent)))}$ wpłaty — trzeba dzielić.`,
        },
        {
          key: 'rate_subtracted_from_payout',
          value: toGrosze(mul(payout, rat(100 - r, 100))),
          feedback: `Odjęto $${percentTex(r)}$ wypłaty. Wypłata to $${percentTex(toNumber(add(rat(100), netPercent)))}$ wpłaty.`,
        },
      ];
      if (!mistakesDistinct(k, mistakes)) return null;
      const factorPercent = add(rat(100), netPercent);
      return {
        type: 'numeric' as const,
        stem: `${saver.name} ${deposited(saver)} pieniądze na lokatę roczną oprocentowaną $${percentTex(r)}$ w skali roku. Po roku bank pobrał $${percentTex(TAX)}$ podatku od odsetek i wypłacił $${moneyTex(payout)}$. Ile pieniędzy ${saver.female ? 'wpłaciła' : 'wpłacił'} na lokatę?`,
        answer: moneyAnswer(k),
        answerHint: 'Wpisz kwotę w złotych.',
        unitLabel: 'zł',
        steps: [
          numberStep({
            prompt: `Jakim procentem wpłaty są odsetki po odjęciu podatku? Oblicz $${percentTex(100 - TAX)}$ z $${percentTex(r)}$.`,
            value: netPercent,
            hints: [
              `Po podatku zostaje $${percentTex(100 - TAX)}$ odsetek.`,
              `Oblicz $0{,}81 \\cdot ${r}$.`,
              `$0{,}81 \\cdot ${r} = ${texValue(netPercent)}$, czyli $${percentTex(toNumber(netPercent))}$ wpłaty.`,
            ],
          }),
          numberStep({
            prompt: 'Jakim procentem wpłaty jest wypłacona kwota?',
            value: factorPercent,
            hints: [
              'Wpłata to $100\\%$.',
              `$100\\% + ${percentTex(toNumber(netPercent))}$`,
              `$100\\% + ${percentTex(toNumber(netPercent))} = ${percentTex(toNumber(factorPercent))}$`,
            ],
            errors: [
              {
                code: 'tax_ignored',
                value: rat(100 + r),
                feedback: 'Uwzględnij podatek: do wpłaty dopisano odsetki pomniejszone o podatek.',
              },
            ],
          }),
          moneyStep({
            prompt: 'Ile wynosiła wpłata?',
            value: k,
            why: `$${percentTex(toNumber(factorPercent))}$ wpłaty to $${moneyTex(payout)}$.`,
            calculation: `${texMoney(payout)} : ${texValue(div(factorPercent, rat(100)))}`,
            verb: 'Podziel',
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(k, mistakes),
        solution: `Po podatku odsetki to $0{,}81 \\cdot ${percentTex(r)} = ${percentTex(toNumber(netPercent))}$ wpłaty, więc wypłata to $${percentTex(toNumber(factorPercent))}$ wpłaty. Wpłata: $${texMoney(payout)} : ${texValue(div(factorPercent, rat(100)))} = ${moneyTex(k)}$. Sprawdzenie: odsetki $${texMoney(mul(k, rat(r, 100)))}$\u00a0zł, podatek $${texMoney(percentOf19(mul(k, rat(r, 100))))}$\u00a0zł, $${texMoney(k)} + ${texMoney(mul(k, rat(r, 100)))} - ${texMoney(percentOf19(mul(k, rat(r, 100))))} = ${moneyTex(payout)}$.`,
        params: { payout: texMoney(payout), r },
      };
    });
  },
});

export const bankDepositsTemplates: readonly QuestionTemplate[] = [interestAndTax, capitalisation];
