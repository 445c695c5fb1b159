import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectNumber } from '../../kit/steps.ts';
import { qty, ZLOTY } from '../../kit/format.ts';
import { pluralForm } from '../../../text/plural.ts';

const ORDER_HINT = 'Najpierw nawiasy, potem potęgi, potem mnożenie i dzielenie, na końcu dodawanie i odejmowanie.';

const orderOfOperations = defineTemplate({
  id: 'nat_arithmetic.order-of-operations',
  title: 'Kolejność wykonywania działań',
  generate({ rng, level }) {
    if (level === 1) {
      return redrawItem((): GeneratedBody | null => {
        const b = rng.int(2, 6);
        const c = rng.int(2, 9);
        const d = rng.int(2, 9);
        const a = rng.int(b * c + d + 2, b * c + d + 30);
        const bc = b * c;
        const ans = a - bc + d;
        const l2r = (a - b) * c + d;
        const whole = a - (bc + d);
        if (!distinct(ans, [l2r, whole])) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz: $${a} - ${b} \\cdot ${c} + ${d}$.`,
          answer: numberAnswer(ans),
          answerHint: 'Wpisz liczbę.',
          steps: [
            step({
              prompt: `Które działanie wykonasz najpierw? Oblicz iloczyn $${b} \\cdot ${c}$.`,
              ...expectNumber(bc),
              hints: ['Mnożenie wykonujemy przed dodawaniem i odejmowaniem.', ORDER_HINT, `$${b} \\cdot ${c} = ${bc}$`],
              errors: [
                {
                  code: 'left_to_right',
                  patterns: [`^${a - b}$`],
                  feedback: 'Odejmowanie nie idzie przed mnożeniem. Najpierw policz iloczyn.',
                },
              ],
            }),
            step({
              prompt: `Teraz oblicz $${a} - ${bc}$.`,
              ...expectNumber(a - bc),
              hints: [
                'Odejmowanie i dodawanie wykonujemy po kolei, od lewej.',
                `Od ${a} odejmij ${bc}.`,
                `$${a} - ${bc} = ${a - bc}$`,
              ],
            }),
            step({
              prompt: `Dodaj ${d}. Ile wynosi całe wyrażenie?`,
              ...expectNumber(ans),
              hints: ['Zostało ostatnie działanie.', `Do ${a - bc} dodaj ${d}.`, `$${a - bc} + ${d} = ${ans}$`],
              errors: [
                {
                  code: 'subtract_whole_rest',
                  patterns: [`^${whole}$`],
                  feedback: `Liczbę ${d} trzeba dodać, a nie odjąć. Minus stoi tylko przed iloczynem.`,
                },
              ],
            }),
          ],
          commonErrors: [
            numberError(
              'left_to_right',
              l2r,
              'Liczono od lewej do prawej. Mnożenie wykonuje się przed odejmowaniem i dodawaniem.',
            ),
            numberError(
              'subtract_whole_rest',
              whole,
              `Odjęto sumę $${bc} + ${d}$. Minus dotyczy tylko iloczynu, liczbę ${d} trzeba dodać.`,
            ),
          ],
          solution: `$${a} - ${b} \\cdot ${c} + ${d} = ${a} - ${bc} + ${d} = ${a - bc} + ${d} = ${ans}$`,
          params: { a, b, c, d },
        };
      });
    }
    if (level === 2) {
      return redrawItem((): GeneratedBody | null => {
        const b = rng.int(2, 9);
        const d = rng.int(2, 9);
        const c = d + rng.int(2, 7);
        const a = rng.int(b * c + 2, b * c + 40);
        const inner = c - d;
        const prod = b * inner;
        const ans = a - prod;
        const ignored = a - b * c - d;
        const l2r = (a - b) * inner;
        if (ignored <= 0 || !distinct(ans, [ignored, l2r])) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz: $${a} - ${b} \\cdot (${c} - ${d})$.`,
          answer: numberAnswer(ans),
          answerHint: 'Wpisz liczbę.',
          steps: [
            step({
              prompt: `Zacznij od nawiasu. Ile to jest $${c} - ${d}$?`,
              ...expectNumber(inner),
              hints: ['Działania w nawiasie wykonujemy najpierw.', ORDER_HINT, `$${c} - ${d} = ${inner}$`],
            }),
            step({
              prompt: `Oblicz iloczyn $${b} \\cdot ${inner}$.`,
              ...expectNumber(prod),
              hints: [
                'Mnożenie przed odejmowaniem.',
                `Pomnóż ${b} przez wynik z nawiasu.`,
                `$${b} \\cdot ${inner} = ${prod}$`,
              ],
              errors: [
                {
                  code: 'left_to_right',
                  patterns: [`^${a - b}$`],
                  feedback: 'Nie odejmuj jeszcze. Najpierw pomnóż przez wynik z nawiasu.',
                },
              ],
            }),
            step({
              prompt: 'Ile wynosi całe wyrażenie?',
              ...expectNumber(ans),
              hints: ['Zostało odejmowanie.', `Od ${a} odejmij ${prod}.`, `$${a} - ${prod} = ${ans}$`],
            }),
          ],
          commonErrors: [
            numberError(
              'brackets_ignored',
              ignored,
              `Pominięto nawias. Najpierw oblicz $${c} - ${d}$, a dopiero potem mnóż przez ${b}.`,
            ),
            numberError(
              'left_to_right',
              l2r,
              `Odjęto ${b} od ${a} przed mnożeniem. Mnożenie wykonuje się przed odejmowaniem.`,
            ),
          ],
          solution: `$${a} - ${b} \\cdot (${c} - ${d}) = ${a} - ${b} \\cdot ${inner} = ${a} - ${prod} = ${ans}$`,
          params: { a, b, c, d },
        };
      });
    }
    return redrawItem((): GeneratedBody | null => {
      const e = rng.pick([2, 2, 3]);
      const a = e === 2 ? rng.int(4, 13) : rng.int(2, 5);
      const b = rng.int(2, 6);
      const c = rng.int(2, 6);
      const ae = a ** e;
      const c2 = c * c;
      const ans = ae + b * c2;
      const asMul = e * a + b * 2 * c;
      const squaredProduct = ae + (b * c) ** 2;
      const l2r = (ae + b) * c2;
      if (b === c || !distinct(ans, [asMul, squaredProduct, l2r])) return null;
      return {
        type: 'numeric' as const,
        stem: `Oblicz: $${a}^${e} + ${b} \\cdot ${c}^2$.`,
        answer: numberAnswer(ans),
        answerHint: 'Wpisz liczbę.',
        steps: [
          step({
            prompt: `Oblicz potęgę $${a}^${e}$.`,
            ...expectNumber(ae),
            hints: [
              'Potęga to mnożenie liczby przez siebie.',
              `$${a}^${e}$ oznacza iloczyn ${e === 2 ? 'dwóch' : 'trzech'} czynników równych ${a}.`,
              `$${a}^${e} = ${Array(e).fill(a).join(' \\cdot ')} = ${ae}$`,
            ],
            errors: [
              {
                code: 'power_as_multiplication',
                patterns: [`^${e * a}$`],
                feedback: `$${a}^${e}$ to nie $${a} \\cdot ${e}$. Pomnóż ${a} przez siebie.`,
              },
            ],
          }),
          step({
            prompt: `Oblicz $${b} \\cdot ${c}^2$.`,
            ...expectNumber(b * c2),
            hints: [
              'Potęgę wykonujemy przed mnożeniem.',
              `Najpierw $${c}^2 = ${c2}$, potem pomnóż przez ${b}.`,
              `$${b} \\cdot ${c}^2 = ${b} \\cdot ${c2} = ${b * c2}$`,
            ],
            errors: [
              {
                code: 'squared_product',
                patterns: [`^${(b * c) ** 2}$`],
                feedback: `Do kwadratu podnosimy tylko ${c}, a nie iloczyn $${b} \\cdot ${c}$.`,
              },
            ],
          }),
          step({
            prompt: 'Ile wynosi całe wyrażenie?',
            ...expectNumber(ans),
            hints: ['Dodaj oba wyniki.', `$${ae} + ${b * c2}$`, `$${ae} + ${b * c2} = ${ans}$`],
          }),
        ],
        commonErrors: [
          numberError(
            'power_as_multiplication',
            asMul,
            `Potęgę policzono jak mnożenie przez wykładnik. $${a}^${e}$ to ${Array(e).fill(a).join(' · ')}, a nie ${a} · ${e}.`,
          ),
          numberError(
            'squared_product',
            squaredProduct,
            `Podniesiono do kwadratu cały iloczyn $${b} \\cdot ${c}$, a kwadrat dotyczy tylko liczby ${c}.`,
          ),
          numberError(
            'left_to_right',
            l2r,
            'Dodano przed mnożeniem. Kolejność: potęgi, mnożenie, a na końcu dodawanie.',
          ),
        ],
        solution: `$${a}^${e} + ${b} \\cdot ${c}^2 = ${ae} + ${b} \\cdot ${c2} = ${ae} + ${b * c2} = ${ans}$`,
        params: { a, e, b, c },
      };
    });
  },
});

interface Item {
  forms: { one: string; few: string; many: string };
  min: number;
  max: number;
}

const ITEMS: readonly Item[] = [
  { forms: { one: 'zeszyt', few: 'zeszyty', many: 'zeszytów' }, min: 3, max: 7 },
  { forms: { one: 'długopis', few: 'długopisy', many: 'długopisów' }, min: 2, max: 6 },
  { forms: { one: 'ołówek', few: 'ołówki', many: 'ołówków' }, min: 2, max: 3 },
  { forms: { one: 'jogurt', few: 'jogurty', many: 'jogurtów' }, min: 2, max: 4 },
  { forms: { one: 'bułkę', few: 'bułki', many: 'bułek' }, min: 2, max: 3 },
  { forms: { one: 'sok', few: 'soki', many: 'soków' }, min: 3, max: 6 },
  { forms: { one: 'batonik', few: 'batoniki', many: 'batoników' }, min: 2, max: 5 },
  { forms: { one: 'notes', few: 'notesy', many: 'notesów' }, min: 4, max: 9 },
];

const shopping = defineTemplate({
  id: 'nat_arithmetic.shopping',
  title: 'Zakupy: koszt i reszta',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const p = pickPerson(rng);
      const kinds = rng.shuffle(ITEMS).slice(0, level === 3 ? 3 : 2);
      const counts = kinds.map(() => rng.int(2, level === 1 ? 5 : 9));
      const prices = kinds.map((k) => rng.int(k.min, k.max));
      const parts = kinds.map((_, i) => counts[i]! * prices[i]!);
      const total = parts.reduce((s, x) => s + x, 0);
      const oneEach = prices.reduce((s, x) => s + x, 0);
      const list = kinds.map((k, i) => `${qty(counts[i]!, k.forms)} po ${prices[i]} zł`);
      const listText = list.length === 3 ? `${list[0]}, ${list[1]} i ${list[2]}` : `${list[0]} i ${list[1]}`;
      const bought = `${p.name} ${verb(p, 'kupił', 'kupiła')} ${listText}.`;
      const partSteps = kinds.slice(0, 2).map((k, i) =>
        step({
          prompt: `Ile ${verb(p, 'zapłacił', 'zapłaciła')} za ${qty(counts[i]!, k.forms)}?`,
          ...expectNumber(parts[i]!),
          hints: [
            'Kilka takich samych rzeczy: pomnóż liczbę sztuk przez cenę.',
            `$${counts[i]} \\cdot ${prices[i]}$`,
            `$${counts[i]} \\cdot ${prices[i]} = ${parts[i]}$ zł`,
          ],
          errors: [
            {
              code: 'one_item_each',
              patterns: [`^${prices[i]}$`],
              feedback: `To cena jednej sztuki. Sztuk jest ${counts[i]}.`,
            },
          ],
        }),
      );
      const totalExpr = parts.join(' + ');
      if (level === 1) {
        const first = parts[0]!;
        if (!distinct(total, [oneEach, first])) return null;
        return {
          type: 'numeric' as const,
          stem: `${bought} Ile ${verb(p, 'zapłacił', 'zapłaciła')} za wszystkie zakupy?`,
          answer: numberAnswer(total),
          answerHint: 'Podaj kwotę w złotych.',
          unitLabel: 'zł',
          steps: [
            ...partSteps,
            step({
              prompt: 'Ile kosztowały wszystkie zakupy?',
              ...expectNumber(total),
              hints: ['Dodaj koszty obu rodzajów rzeczy.', `$${totalExpr}$`, `$${totalExpr} = ${total}$ zł`],
            }),
          ],
          commonErrors: [
            numberError(
              'one_item_each',
              oneEach,
              'Dodano ceny pojedynczych sztuk. Każdą cenę pomnóż przez liczbę kupionych sztuk.',
            ),
            numberError(
              'missed_item',
              first,
              'Policzono tylko pierwszy rodzaj zakupów. Dodaj koszt pozostałych rzeczy.',
            ),
          ],
          solution: `$${kinds.map((_, i) => `${counts[i]} \\cdot ${prices[i]}`).join(' + ')} = ${totalExpr} = ${total}$, więc zakupy kosztowały ${qty(total, ZLOTY)}.`,
          params: { counts: counts.join(','), prices: prices.join(','), total },
        };
      }
      const note = total < 50 ? 50 : total < 100 ? 100 : 200;
      const change = note - total;
      const noteMissed = note - (total - parts[parts.length - 1]!);
      if (change <= 0 || !distinct(change, [total, note - oneEach, noteMissed])) return null;
      return {
        type: 'numeric' as const,
        stem: `${bought} ${verb(p, 'Zapłacił', 'Zapłaciła')} banknotem ${note}-złotowym. Ile reszty ${verb(p, 'otrzymał', 'otrzymała')}?`,
        answer: numberAnswer(change),
        answerHint: 'Podaj kwotę w złotych.',
        unitLabel: 'zł',
        steps: [
          ...(level === 2 ? partSteps : []),
          step({
            prompt: 'Ile kosztowały wszystkie zakupy?',
            ...expectNumber(total),
            hints: [
              'Policz koszt każdego rodzaju rzeczy i dodaj.',
              'Liczbę sztuk pomnóż przez cenę jednej sztuki.',
              `$${kinds.map((_, i) => `${counts[i]} \\cdot ${prices[i]}`).join(' + ')} = ${total}$ zł`,
            ],
            errors: [
              { code: 'one_item_each', patterns: [`^${oneEach}$`], feedback: 'Dodano tylko ceny pojedynczych sztuk.' },
            ],
          }),
          step({
            prompt: 'Ile wynosi reszta?',
            ...expectNumber(change),
            hints: [
              'Reszta to różnica między banknotem a kosztem zakupów.',
              `$${note} - ${total}$`,
              `$${note} - ${total} = ${change}$ zł`,
            ],
          }),
        ],
        commonErrors: [
          numberError(
            'gave_total',
            total,
            'To koszt zakupów, a pytanie jest o resztę. Odejmij koszt od wartości banknotu.',
          ),
          numberError(
            'one_item_each',
            note - oneEach,
            'Odjęto tylko ceny pojedynczych sztuk. Każdą cenę pomnóż przez liczbę sztuk.',
          ),
          numberError('missed_item', noteMissed, 'Pominięto jeden rodzaj zakupów. Policz koszt wszystkich rzeczy.'),
        ],
        solution: `Zakupy: $${kinds.map((_, i) => `${counts[i]} \\cdot ${prices[i]}`).join(' + ')} = ${kinds.map((_, i) => counts[i]! * prices[i]!).join(' + ')} = ${total}$ zł. Reszta: $${note} - ${total} = ${change}$ zł.`,
        params: { counts: counts.join(','), prices: prices.join(','), note, change },
      };
    });
  },
});

const PACKING = [
  {
    items: { one: 'jajko', few: 'jajka', many: 'jajek' },
    box: 'W jednym opakowaniu',
    boxes: { one: 'opakowanie', few: 'opakowania', many: 'opakowań' },
    per: [6, 10],
  },
  {
    items: { one: 'kredkę', few: 'kredki', many: 'kredek' },
    box: 'W jednym pudełku',
    boxes: { one: 'pudełko', few: 'pudełka', many: 'pudełek' },
    per: [12, 24],
  },
  {
    items: { one: 'ciastko', few: 'ciastka', many: 'ciastek' },
    box: 'W jednej torebce',
    boxes: { one: 'torebkę', few: 'torebki', many: 'torebek' },
    per: [8, 15],
  },
  {
    items: { one: 'zdjęcie', few: 'zdjęcia', many: 'zdjęć' },
    box: 'Na jednej stronie albumu',
    boxes: { one: 'stronę', few: 'strony', many: 'stron' },
    per: [4, 6],
  },
] as const;

const divisionRemainder = defineTemplate({
  id: 'nat_arithmetic.division-remainder',
  title: 'Dzielenie z resztą w zadaniach',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 3) {
        const seats = rng.pick([40, 45, 50, 55]);
        const buses = rng.int(2, 5);
        const N = seats * (buses - 1) + rng.int(1, seats - 1);
        const need = Math.ceil(N / seats);
        const free = need * seats - N;
        const rem = N % seats;
        const errors = [
          numberError(
            'remainder_given',
            rem,
            `${rem} to liczba uczniów, którzy nie zmieszczą się w pełnych autokarach. Pytanie jest o wolne miejsca w ostatnim autokarze.`,
          ),
          numberError(
            'rounded_down',
            (need - 1) * seats - N,
            'Autokarów musi być tyle, żeby zmieścili się wszyscy uczniowie.',
          ),
        ];
        if (rem === 0 || !distinct(free, [rem]) || free <= 0) return null;
        errors.pop();
        errors.push(
          numberError(
            'seats_not_students',
            need * seats,
            `To liczba wszystkich miejsc w autokarach. Odejmij jeszcze liczbę uczniów (${N}).`,
          ),
        );
        if (
          !distinct(
            free,
            errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : { n: 0, d: 1 })),
          )
        )
          return null;
        return {
          type: 'numeric' as const,
          stem: `Na wycieczkę jedzie ${N} uczniów. Jeden autokar ma ${seats} miejsc dla uczniów. Szkoła zamówiła najmniejszą potrzebną liczbę autokarów. Ile miejsc zostanie wolnych?`,
          answer: numberAnswer(free),
          answerHint: 'Wpisz liczbę miejsc.',
          steps: [
            step({
              prompt: 'Ile autokarów trzeba zamówić?',
              ...expectNumber(need),
              hints: [
                `Podziel ${N} przez ${seats}.`,
                `$${N} : ${seats} = ${need - 1}$ reszty ${rem}. Reszta też musi gdzieś jechać.`,
                `Potrzeba ${qty(need, { one: 'autokaru', few: 'autokarów', many: 'autokarów' })}.`,
              ],
              errors: [
                {
                  code: 'rounded_down',
                  patterns: [`^${need - 1}$`],
                  feedback: `Wtedy ${rem} ${pluralForm(rem, { one: 'uczeń zostałby', few: 'uczniów zostałoby', many: 'uczniów zostałoby' })} w szkole.`,
                },
              ],
            }),
            step({
              prompt: 'Ile jest miejsc we wszystkich autokarach razem?',
              ...expectNumber(need * seats),
              hints: [
                'Pomnóż liczbę autokarów przez liczbę miejsc.',
                `$${need} \\cdot ${seats}$`,
                `$${need} \\cdot ${seats} = ${need * seats}$`,
              ],
            }),
            step({
              prompt: 'Ile miejsc zostanie wolnych?',
              ...expectNumber(free),
              hints: [
                'Od liczby miejsc odejmij liczbę uczniów.',
                `$${need * seats} - ${N}$`,
                `$${need * seats} - ${N} = ${free}$`,
              ],
            }),
          ],
          commonErrors: errors,
          solution:
            `$${N} : ${seats} = ${need - 1}$ reszty ${rem}, więc potrzeba ${need} autokarów (ostatni dla pozostałych uczniów). Miejsc jest $${need} \\cdot ${seats} = ${need * seats}$, wolnych zostanie $${need * seats} - ${N} = ${free}$.`.replace(
              `${need} autokarów (`,
              `${need} ${need < 5 ? 'autokary' : 'autokarów'} (`,
            ),
          params: { N, seats },
        };
      }
      const ctx = rng.pick(PACKING);
      const k = rng.pick(ctx.per);
      const full = rng.int(3, level === 1 ? 9 : 15);
      const rem = rng.int(1, k - 1);
      const N = full * k + rem;
      const askAll = level === 2;
      const ans = askAll ? full + 1 : full;
      const errors = [
        numberError(
          'remainder_given',
          rem,
          `${rem} to reszta z dzielenia, czyli to, co zostaje po wypełnieniu pełnych ${ctx.boxes.many}.`,
        ),
        askAll
          ? numberError(
              'rounded_down',
              full,
              `Zostaje jeszcze ${rem}. Na nie też potrzeba miejsca, więc trzeba dodać 1.`,
            )
          : numberError(
              'rounded_up',
              full + 1,
              `Ostatnie nie byłoby pełne: zostaje tylko ${rem}. Pytanie jest o pełne.`,
            ),
      ];
      if (!distinct(ans, [rem, askAll ? full : full + 1])) return null;
      const fits = `${ctx.box} ${pluralForm(k, { one: 'mieści', few: 'mieszczą', many: 'mieści' })} się ${qty(k, ctx.items)}.`;
      const stem = askAll
        ? `Mamy ${qty(N, ctx.items)}. ${fits} Ile ${ctx.boxes.many} potrzeba, aby zmieściły się wszystkie?`
        : `Mamy ${qty(N, ctx.items)}. ${fits} Ile ${ctx.boxes.many} można całkowicie wypełnić?`;
      return {
        type: 'numeric' as const,
        stem,
        answer: numberAnswer(ans),
        answerHint: 'Wpisz liczbę.',
        steps: [
          step({
            prompt: `Oblicz $${N} : ${k}$. Ile wynosi wynik (bez reszty)?`,
            ...expectNumber(full),
            hints: [
              `Ile razy ${k} mieści się w ${N}?`,
              `$${k} \\cdot ${full} = ${full * k}$`,
              `$${N} : ${k} = ${full}$ reszty ${rem}`,
            ],
          }),
          step({
            prompt: 'Jaka jest reszta?',
            ...expectNumber(rem),
            hints: ['Odejmij to, co już się zmieściło.', `$${N} - ${full * k}$`, `Reszta to ${rem}.`],
          }),
          step({
            prompt: askAll ? `Ile ${ctx.boxes.many} potrzeba?` : `Ile ${ctx.boxes.many} będzie pełnych?`,
            ...expectNumber(ans),
            hints: askAll
              ? ['Reszta też musi się gdzieś zmieścić.', `Do ${full} dodaj 1.`, `Potrzeba ${ans}.`]
              : [
                  'Reszta nie wypełni całości.',
                  `Pełnych jest tyle, ile wynosi wynik dzielenia.`,
                  `Pełnych jest ${full}.`,
                ],
          }),
        ],
        commonErrors: errors,
        solution: askAll
          ? `$${N} : ${k} = ${full}$ reszty ${rem}. Na resztę potrzeba jeszcze jednego miejsca, więc razem ${ans}.`
          : `$${N} : ${k} = ${full}$ reszty ${rem}, więc pełnych jest ${full}.`,
        params: { N, k },
      };
    });
  },
});

export const natArithmeticTemplates: readonly QuestionTemplate[] = [orderOfOperations, shopping, divisionRemainder];
