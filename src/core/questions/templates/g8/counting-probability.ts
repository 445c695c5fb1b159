import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { FRACTION_OR_DECIMAL_HINT, numberAnswer } from '../../kit/numbers.ts';
import { redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { rat, type Rational } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';
import { pluralForm } from '../../../text/plural.ts';
import { qty } from '../../kit/format.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

const tex = (r: Rational): string => `$${texRational(r)}$`;
const SIMPLEST = FRACTION_OR_DECIMAL_HINT;

const COLORS = [
  { one: 'biała', few: 'białe', many: 'białych', gen: 'białej' },
  { one: 'czarna', few: 'czarne', many: 'czarnych', gen: 'czarnej' },
  { one: 'zielona', few: 'zielone', many: 'zielonych', gen: 'zielonej' },
  { one: 'niebieska', few: 'niebieskie', many: 'niebieskich', gen: 'niebieskiej' },
  { one: 'czerwona', few: 'czerwone', many: 'czerwonych', gen: 'czerwonej' },
] as const;

/** Ordered pairs of dice faces with the given sum. */
/** An event on the sum of two dice: equal to, at least or at most `s`. */
interface SumEvent {
  kind: 'equal' | 'atLeast' | 'atMost';
  s: number;
}

/** Sixteen events, so twelve items of a session rarely repeat one (issue 25: three of twelve were the same). */
const SUM_EVENTS: readonly SumEvent[] = [
  ...[3, 4, 5, 6, 8, 9, 10, 11].map((s) => ({ kind: 'equal' as const, s })),
  ...[8, 9, 10, 11].map((s) => ({ kind: 'atLeast' as const, s })),
  ...[3, 4, 5, 6].map((s) => ({ kind: 'atMost' as const, s })),
];

function holds(e: SumEvent, sum: number): boolean {
  return e.kind === 'equal' ? sum === e.s : e.kind === 'atLeast' ? sum >= e.s : sum <= e.s;
}

/** "suma będzie równa 3" (nominative) and "sumę równą 3" (accusative). */
function eventText(e: SumEvent, accusative = false): string {
  if (e.kind === 'atLeast') return `co najmniej ${e.s}`;
  if (e.kind === 'equal') return `${accusative ? 'równą' : 'równa'} ${e.s}`;
  return `${accusative ? 'nie większą' : 'nie większa'} niż ${e.s}`;
}

function diceWays(e: SumEvent): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (holds(e, a + b)) n++;
  return n;
}

function unorderedDiceWays(e: SumEvent): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) if (holds(e, a + b)) n++;
  return n;
}

/** How many of the eleven sums 2…12 the event takes (the mistake of treating sums as equally likely). */
function sumsInEvent(e: SumEvent): number {
  let n = 0;
  for (let sum = 2; sum <= 12; sum++) if (holds(e, sum)) n++;
  return n;
}

const drawProbability = defineTemplate({
  id: 'counting_probability.draw-probability',
  title: 'Prawdopodobieństwo wylosowania kuli, rzut kostkami',
  generate({ rng, level }): Item {
    if (level === 3) {
      const event = rng.pick(SUM_EVENTS);
      const s = eventText(event);
      const sAcc = eventText(event, true);
      const ways = diceWays(event);
      const correct = rat(ways, 36);
      const mistakes: NumericMistake[] = [
        {
          key: 'sums_equally_likely',
          value: rat(sumsInEvent(event), 11),
          feedback:
            'Sumy od 2 do 12 nie są jednakowo prawdopodobne. Zdarzeniami elementarnymi są pary wyników (pierwsza kostka, druga kostka) — jest ich 36.',
        },
        {
          key: 'unordered_pairs',
          value: rat(unorderedDiceWays(event), 36),
          feedback: 'Pary (1; 2) i (2; 1) to różne wyniki — policz je osobno.',
        },
        {
          key: 'wrong_total',
          value: rat(ways, 12),
          feedback: 'Wszystkich wyników rzutu dwiema kostkami jest $6 \\cdot 6 = 36$, a nie 12.',
        },
      ];
      const solution = `Wszystkich wyników jest $6 \\cdot 6 = 36$. Sumę ${sAcc} ${pluralForm(ways, { one: 'daje', few: 'dają', many: 'daje' })} ${ways === 1 ? 'tylko jedna para' : `${ways} ${pluralForm(ways, { one: 'para', few: 'pary', many: 'par' })}`} wyników, więc $P = \\frac{${ways}}{36}${correct.d !== 36 ? ` = ${texRational(correct)}` : ''}$.`;
      return {
        type: 'fraction',
        stem: `Rzucamy dwa razy symetryczną sześcienną kostką do gry. Oblicz prawdopodobieństwo, że suma wyrzuconych oczek będzie ${s}.`,
        answer: numberAnswer(correct, { preferFraction: true }),
        answerHint: SIMPLEST,
        steps: [
          numberStep({
            prompt: 'Ile jest wszystkich wyników dwóch rzutów?',
            value: rat(36),
            hints: [
              'Wynik to para: oczka w pierwszym i w drugim rzucie.',
              'Każdy z 6 wyników pierwszego rzutu łączy się z każdym z 6 wyników drugiego.',
              '$6 \\cdot 6 = 36$',
            ],
            errors: [
              { code: 'wrong_total', value: rat(12), feedback: 'Wyniki się mnoży, a nie dodaje: $6 \\cdot 6$.' },
            ],
          }),
          numberStep({
            prompt: `Ile wyników daje sumę ${sAcc}?`,
            value: rat(ways),
            hints: [
              'Wypisz pary (pierwszy rzut, drugi rzut).',
              `Zacznij od pierwszego rzutu równego 1, potem 2 itd. i dobierz drugi tak, by suma była ${s}.`,
              `Takich par jest ${ways}.`,
            ],
            errors: [
              {
                code: 'unordered_pairs',
                value: rat(unorderedDiceWays(event)),
                feedback: 'Pary różniące się kolejnością liczymy osobno.',
              },
            ],
          }),
          numberStep({
            prompt: 'Oblicz prawdopodobieństwo.',
            value: correct,
            form: 'fraction',
            hints: [
              'Podziel liczbę wyników sprzyjających przez liczbę wszystkich wyników.',
              `$P = \\frac{${ways}}{36}$`,
              `$P = ${texRational(correct)}$`,
            ],
          }),
        ],
        commonErrors: numberErrors(correct, mistakes),
        solution,
        params: { event: event.kind, s: event.s },
      };
    }
    const [c0, c1, c2] = rng.shuffle([0, 1, 2, 3, 4]).map((i) => COLORS[i]!);
    const { a, b, c } = redraw(() => {
      const a = rng.int(2, 9);
      const b = rng.int(2, 9);
      const c = rng.int(2, 9);
      return a !== b && b !== c && a !== c ? { a, b, c } : null;
    });
    const total = a + b + c;
    const kul = (n: number, col: (typeof COLORS)[number]): string => `${n} ${pluralForm(n, col)}`;
    const setup = `W pudełku ${pluralForm(total, { one: 'jest', few: 'są', many: 'jest' })} ${total} ${pluralForm(total, { one: 'kula', few: 'kule', many: 'kul' })}: ${kul(a, c0!)}, ${kul(b, c1!)} i ${kul(c, c2!)}. Losujemy jedną kulę.`;
    const fav = level === 1 ? a : a + c;
    const correct = rat(fav, total);
    const event = level === 1 ? `kuli ${c0!.gen}` : `kuli, która nie jest ${c1!.one}`;
    const mistakes: NumericMistake[] =
      level === 1
        ? [
            {
              key: 'ratio_to_rest',
              value: rat(a, total - a),
              feedback: 'Podzielono przez liczbę pozostałych kul. W mianowniku ma być liczba wszystkich kul.',
            },
            {
              key: 'complement_confused',
              value: rat(total - a, total),
              feedback: 'To prawdopodobieństwo, że kula NIE będzie tego koloru.',
            },
            {
              key: 'one_over_colors',
              value: rat(1, 3),
              feedback: 'Kolory nie są jednakowo prawdopodobne, bo kul każdego koloru jest inna liczba.',
            },
          ]
        : [
            {
              key: 'complement_confused',
              value: rat(b, total),
              feedback: `To prawdopodobieństwo wylosowania kuli ${c1!.gen}, a pytanie jest o kulę innego koloru.`,
            },
            { key: 'ratio_to_rest', value: rat(fav, b), feedback: 'W mianowniku ma być liczba wszystkich kul.' },
            {
              key: 'single_color_only',
              value: rat(a, total),
              feedback: 'Policzono tylko kule jednego koloru, a sprzyjają nam kule dwóch kolorów.',
            },
          ];
    return {
      type: 'fraction',
      stem: `${setup} Oblicz prawdopodobieństwo wylosowania ${event}.`,
      answer: numberAnswer(correct, { preferFraction: true }),
      answerHint: SIMPLEST,
      steps: [
        numberStep({
          prompt: 'Ile kul sprzyja temu zdarzeniu?',
          value: rat(fav),
          hints:
            level === 1
              ? ['Policz kule tego koloru.', 'Przeczytaj liczbę kul z treści.', `Takich kul jest ${a}.`]
              : [
                  'Sprzyjają kule wszystkich kolorów z wyjątkiem jednego.',
                  `Dodaj liczby kul dwóch pozostałych kolorów.`,
                  `$${a} + ${c} = ${fav}$`,
                ],
          errors:
            level === 2
              ? [{ code: 'complement_confused', value: rat(b), feedback: 'To kule, które nam nie sprzyjają.' }]
              : [],
        }),
        numberStep({
          prompt: 'Oblicz prawdopodobieństwo.',
          value: correct,
          form: 'fraction',
          hints: [
            'Prawdopodobieństwo to liczba wyników sprzyjających podzielona przez liczbę wszystkich wyników.',
            `Wszystkich kul jest ${total}.`,
            `$P = \\frac{${fav}}{${total}}${correct.d !== total ? ` = ${texRational(correct)}` : ''}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution: `Wszystkich kul jest ${total}, sprzyjających ${fav}, więc $P = \\frac{${fav}}{${total}}${correct.d !== total ? ` = ${texRational(correct)}` : ''}$.`,
      params: { a, b, c, colors: `${c0!.one},${c1!.one},${c2!.one}` },
    };
  },
});

const countOutcomes = defineTemplate({
  id: 'counting_probability.count-outcomes',
  title: 'Zliczanie możliwości (reguła mnożenia)',
  generate({ rng, level }): Item {
    if (level === 1) {
      const { k, s } = redraw(() => {
        const k = rng.int(2, 7);
        const s = rng.int(2, 6);
        return k !== s && k * s !== k + s ? { k, s } : null;
      });
      const correct = rat(k * s);
      const mistakes: NumericMistake[] = [
        {
          key: 'add_instead_of_multiply',
          value: rat(k + s),
          feedback: 'Każdą bluzkę można połączyć z każdą spódnicą — liczby możliwości się mnoży, a nie dodaje.',
        },
        {
          key: 'only_one_choice',
          value: rat(k),
          feedback: 'Policzono tylko wybór bluzki. Do każdej bluzki można dobrać każdą spódnicę.',
        },
      ];
      return {
        type: 'numeric',
        stem: `Ola ma ${k} ${pluralForm(k, { one: 'bluzkę', few: 'bluzki', many: 'bluzek' })} i ${s} ${pluralForm(s, { one: 'spódnicę', few: 'spódnice', many: 'spódnic' })}. Na ile sposobów może wybrać strój złożony z jednej bluzki i jednej spódnicy?`,
        answer: numberAnswer(correct),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: 'Z iloma spódnicami można połączyć jedną bluzkę?',
            value: rat(s),
            hints: [
              'Wybierz jedną bluzkę i policz pasujące spódnice.',
              'Każda spódnica pasuje do każdej bluzki.',
              `Z ${s} spódnicami.`,
            ],
          }),
          numberStep({
            prompt: 'Ile jest wszystkich strojów?',
            value: correct,
            hints: [
              'Dla każdej bluzki jest tyle samo strojów.',
              'Pomnóż liczbę bluzek przez liczbę spódnic.',
              `$${k} \\cdot ${s} = ${k * s}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(correct, mistakes),
        solution: `Każdą z ${k} bluzek można połączyć z każdą z ${s} spódnic: $${k} \\cdot ${s} = ${k * s}$.`,
        params: { k, s },
      };
    }
    if (level === 2) {
      const digits = rng
        .shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])
        .slice(0, rng.int(4, 6))
        .sort((x, y) => x - y);
      const m = digits.length;
      const correct = rat(m * (m - 1));
      const mistakes: NumericMistake[] = [
        {
          key: 'repetition_allowed',
          value: rat(m * m),
          feedback: 'Cyfry mają być różne — drugą cyfrę wybierasz spośród pozostałych, a nie spośród wszystkich.',
        },
        {
          key: 'add_instead_of_multiply',
          value: rat(m + m - 1),
          feedback: 'Do każdej cyfry dziesiątek można dobrać każdą z pozostałych cyfr jedności — możliwości się mnoży.',
        },
        {
          key: 'unordered_pairs',
          value: rat((m * (m - 1)) / 2),
          feedback: 'Liczby 12 i 21 są różne — kolejność cyfr ma znaczenie.',
        },
      ];
      return {
        type: 'numeric',
        stem: `Ile liczb dwucyfrowych o różnych cyfrach można zapisać, używając tylko cyfr ${digits.slice(0, -1).join(', ')} i ${digits.at(-1)}?`,
        answer: numberAnswer(correct),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: 'Na ile sposobów można wybrać cyfrę dziesiątek?',
            value: rat(m),
            hints: [
              'Każda z podanych cyfr może stać na początku.',
              'Żadna z podanych cyfr nie jest zerem.',
              `Na ${m} ${pluralForm(m, { one: 'sposób', few: 'sposoby', many: 'sposobów' })}.`,
            ],
          }),
          numberStep({
            prompt: 'Na ile sposobów można potem wybrać cyfrę jedności?',
            value: rat(m - 1),
            hints: [
              'Cyfry mają być różne.',
              'Odrzuć cyfrę użytą jako cyfra dziesiątek.',
              `Na ${m - 1} ${pluralForm(m - 1, { one: 'sposób', few: 'sposoby', many: 'sposobów' })}.`,
            ],
            errors: [
              {
                code: 'repetition_allowed',
                value: rat(m),
                feedback: 'Cyfra dziesiątek jest już zajęta — nie można jej powtórzyć.',
              },
            ],
          }),
          numberStep({
            prompt: 'Ile jest takich liczb?',
            value: correct,
            hints: [
              'Zastosuj regułę mnożenia.',
              'Pomnóż liczby możliwości z dwóch poprzednich kroków.',
              `$${m} \\cdot ${m - 1} = ${m * (m - 1)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(correct, mistakes),
        solution: `Cyfrę dziesiątek wybieramy na ${m} ${pluralForm(m, { one: 'sposób', few: 'sposoby', many: 'sposobów' })}, cyfrę jedności na ${m - 1}: $${m} \\cdot ${m - 1} = ${m * (m - 1)}$.`,
        params: { digits: digits.join('') },
      };
    }
    const n = rng.int(5, 16);
    const correct = rat((n * (n - 1)) / 2);
    const mistakes: NumericMistake[] = [
      {
        key: 'ordered_pairs',
        value: rat(n * (n - 1)),
        feedback: 'Każdy mecz policzono dwa razy (mecz A z B to ten sam mecz co B z A). Podziel przez 2.',
      },
      { key: 'self_pairs', value: rat(n * n), feedback: 'Drużyna nie gra sama ze sobą, a każdy mecz liczy się raz.' },
      {
        key: 'add_instead_of_multiply',
        value: rat(n + n - 1),
        feedback: 'Każda drużyna gra z każdą z pozostałych — to wymaga mnożenia, nie dodawania.',
      },
    ];
    return {
      type: 'numeric',
      stem: `W turnieju bierze udział ${n} drużyn. Każda drużyna rozegra z każdą inną dokładnie jeden mecz. Ile meczów zostanie rozegranych?`,
      answer: numberAnswer(correct),
      answerHint: 'Wpisz liczbę.',
      steps: [
        numberStep({
          prompt: 'Ile meczów rozegra jedna drużyna?',
          value: rat(n - 1),
          hints: ['Drużyna gra z każdą inną drużyną.', 'Sama ze sobą nie gra.', `$${n} - 1 = ${n - 1}$`],
          errors: [{ code: 'self_pairs', value: rat(n), feedback: 'Drużyna nie gra sama ze sobą.' }],
        }),
        numberStep({
          prompt: 'Ile jest wszystkich meczów?',
          value: correct,
          hints: [
            `Pomnóż ${n} przez ${n - 1} i zastanów się, co policzono dwa razy.`,
            'Każdy mecz łączy dwie drużyny, więc w iloczynie pojawia się dwukrotnie.',
            `$\\frac{${n} \\cdot ${n - 1}}{2} = ${(n * (n - 1)) / 2}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution: `Każda z ${n} drużyn gra ${qty(n - 1, { one: 'mecz', few: 'mecze', many: 'meczów' })}, ale wtedy każdy mecz liczymy dwa razy: $\\frac{${n} \\cdot ${n - 1}}{2} = ${(n * (n - 1)) / 2}$.`,
      params: { n },
    };
  },
});

const divisibleClosed = defineTemplate({
  id: 'counting_probability.divisible-closed',
  title: 'Prawdopodobieństwo wylosowania liczby podzielnej — zadanie zamknięte',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): Item {
    const { lo, hi, k } = redraw(() => {
      if (level === 3) {
        const k = rng.pick([3, 4, 6, 7, 8, 9, 11, 12]);
        return { lo: 10, hi: 99, k };
      }
      const k = level === 1 ? rng.pick([2, 3, 5]) : rng.pick([3, 4, 6, 7, 8]);
      const hi = level === 1 ? rng.int(12, 30) : rng.int(30, 60);
      return hi % k !== 0 ? { lo: 1, hi, k } : null;
    });
    const total = hi - lo + 1;
    const fav = Math.floor(hi / k) - Math.floor((lo - 1) / k);
    const correct = rat(fav, total);
    const mistakes: NumericMistake[] = [
      {
        key: 'one_over_divisor',
        value: rat(1, k),
        feedback: `Liczby podzielne przez ${k} nie muszą stanowić dokładnie $\\frac{1}{${k}}$ wszystkich liczb — policz je dokładnie.`,
      },
      {
        key: 'ratio_to_rest',
        value: rat(fav, total - fav),
        feedback: 'W mianowniku ma być liczba wszystkich liczb, a nie tylko tych niepodzielnych.',
      },
      level === 3
        ? {
            key: 'wrong_total',
            value: rat(fav, 90 + 9),
            feedback: 'Liczb dwucyfrowych jest 90 (od 10 do 99), a nie 99.',
          }
        : {
            key: 'off_by_one',
            value: rat(fav + 1, total),
            feedback: 'Policz jeszcze raz liczby podzielne — wypisz je.',
          },
      {
        key: 'divisor_over_total',
        value: rat(k, total),
        feedback: 'W liczniku ma być liczba wyników sprzyjających, a nie dzielnik.',
      },
      {
        key: 'complement_confused',
        value: rat(total - fav, total),
        feedback: `To prawdopodobieństwo wylosowania liczby NIEpodzielnej przez ${k}.`,
      },
    ];
    const range =
      level === 3 ? 'Ze zbioru wszystkich liczb dwucyfrowych' : `Ze zbioru liczb naturalnych od ${lo} do ${hi}`;
    const stem = `${DOKONCZ_INSTRUCTION}\n\n${range} losujemy jedną liczbę. Prawdopodobieństwo wylosowania liczby podzielnej przez ${k} jest równe`;
    const { options, answer, commonErrors } = mcqFromMistakes(rng, correct, mistakes, tex);
    const solution = `Wszystkich liczb jest ${total}, a podzielnych przez ${k} jest ${fav}, więc $P = \\frac{${fav}}{${total}}${correct.d !== total ? ` = ${texRational(correct)}` : ''}$.`;
    return {
      type: 'mcq',
      stem,
      options,
      answer,
      steps: [
        numberStep({
          prompt: 'Ile liczb jest w zbiorze?',
          value: rat(total),
          hints: [
            'Policz wszystkie liczby, z których losujemy.',
            `Od ${lo} do ${hi} jest $${hi} - ${lo} + 1$ liczb.`,
            `Jest ich ${total}.`,
          ],
          errors:
            level === 3
              ? [
                  {
                    code: 'wrong_total',
                    value: rat(99),
                    feedback: 'Liczby jednocyfrowe się nie liczą: od 10 do 99 jest 90 liczb.',
                  },
                ]
              : [],
        }),
        numberStep({
          prompt: `Ile z nich jest podzielnych przez ${k}?`,
          value: rat(fav),
          hints: [
            `Wypisz kolejne wielokrotności liczby ${k}.`,
            `Pierwsza to ${Math.ceil(lo / k) * k}, ostatnia to ${Math.floor(hi / k) * k}.`,
            `Jest ich ${fav}.`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz prawdopodobieństwo.',
          value: correct,
          form: 'fraction',
          hints: [
            'Podziel liczbę wyników sprzyjających przez liczbę wszystkich wyników.',
            `$P = \\frac{${fav}}{${total}}$`,
            solution,
          ],
        }),
      ],
      commonErrors,
      solution,
      params: { lo, hi, k },
    };
  },
});

export const countingProbabilityTemplates: readonly QuestionTemplate[] = [
  drawProbability,
  countOutcomes,
  divisibleClosed,
];
