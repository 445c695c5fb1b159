import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { gcd, lcm } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { pickPerson } from '../../kit/people.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectNumber } from '../../kit/steps.ts';
import { qty } from '../../kit/format.ts';

function divisors(n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= n; k++) if (n % k === 0) out.push(k);
  return out;
}

const SZTUKA = { one: 'sztuka', few: 'sztuki', many: 'sztuk' };
const MINUTA = { one: 'minutę', few: 'minuty', many: 'minut' };

const FEMALE = new Set(['Ala', 'Ola', 'Zosia']);

const FRUIT = [
  {
    what: 'owoców',
    a: { one: 'jabłko', few: 'jabłka', many: 'jabłek' },
    b: { one: 'gruszkę', few: 'gruszki', many: 'gruszek' },
  },
  {
    what: 'słodyczy',
    a: { one: 'cukierek', few: 'cukierki', many: 'cukierków' },
    b: { one: 'lizak', few: 'lizaki', many: 'lizaków' },
  },
  {
    what: 'owoców',
    a: { one: 'mandarynkę', few: 'mandarynki', many: 'mandarynek' },
    b: { one: 'banana', few: 'banany', many: 'bananów' },
  },
  {
    what: 'przyborów',
    a: { one: 'kredkę', few: 'kredki', many: 'kredek' },
    b: { one: 'gumkę', few: 'gumki', many: 'gumek' },
  },
];

const gcdTemplate = defineTemplate({
  id: 'gcd_lcm.gcd',
  title: 'Największy wspólny dzielnik',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const g = level === 1 ? rng.int(2, 8) : level === 2 ? rng.int(4, 18) : rng.pick([6, 8, 9, 10, 12, 14, 15, 16]);
      const x = rng.int(2, level === 1 ? 5 : level === 2 ? 9 : 7);
      const y = rng.int(2, level === 1 ? 6 : level === 2 ? 9 : 7);
      if (x === y || gcd(x, y) !== 1) return null;
      const a = g * Math.min(x, y);
      const b = g * Math.max(x, y);
      if (b > (level === 1 ? 48 : 160)) return null;
      const l = lcm(a, b);
      const common = divisors(g);
      const smaller = common.length > 2 ? common[common.length - 2]! : null;
      const errors = [
        numberError(
          'lcm_instead',
          l,
          `${l} to najmniejsza wspólna wielokrotność (NWW). Szukamy największego wspólnego dzielnika: liczby, która dzieli ${a} i ${b}.`,
        ),
        numberError('smaller_number', a, `Liczba ${a} nie dzieli ${b}, więc nie jest wspólnym dzielnikiem.`),
      ];
      if (smaller !== null)
        errors.push(
          numberError(
            'common_not_greatest',
            smaller,
            `${smaller} jest wspólnym dzielnikiem, ale nie największym. Sprawdź też ${g}.`,
          ),
        );
      const wrongs = errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : { n: 0, d: 1 }));
      if (!distinct(g, wrongs)) return null;
      const steps = [
        step({
          prompt: `Ile wspólnych dzielników mają liczby ${a} i ${b}?`,
          ...expectNumber(common.length),
          hints: [
            'Wspólny dzielnik dzieli obie liczby bez reszty.',
            `Wypisz dzielniki liczby ${a} i sprawdź, które z nich dzielą ${b}.`,
            `Wspólne dzielniki to: ${common.join(', ')}. Jest ich ${common.length}.`,
          ],
        }),
        step({
          prompt: 'Który ze wspólnych dzielników jest największy?',
          ...expectNumber(g),
          hints: [
            'Wybierz największy z wypisanych wspólnych dzielników.',
            `Wspólne dzielniki: ${common.join(', ')}.`,
            `NWD = ${g}`,
          ],
          errors: [
            { code: 'lcm_instead', patterns: [`^${l}$`], feedback: 'To wspólna wielokrotność, a nie dzielnik.' },
          ],
        }),
      ];
      if (level < 3) {
        return {
          type: 'numeric' as const,
          stem: `Oblicz $\\text{NWD}(${a}, ${b})$.`,
          answer: numberAnswer(g),
          answerHint: 'Wpisz liczbę.',
          steps,
          commonErrors: errors,
          solution: `Dzielniki ${a}: ${divisors(a).join(', ')}. Dzielniki ${b}: ${divisors(b).join(', ')}. Największy wspólny to ${g}, więc $\\text{NWD}(${a}, ${b}) = ${g}$.`,
          params: { a, b },
        };
      }
      const f = rng.pick(FRUIT);
      const p = pickPerson(rng);
      return {
        type: 'numeric' as const,
        stem: `${p.name} ma ${qty(a, f.a)} i ${qty(b, f.b)}. Chce je rozłożyć do jednakowych paczek tak, aby w każdej paczce była ta sama liczba ${f.what} każdego rodzaju i nic nie zostało. Ile najwięcej paczek może przygotować?`,
        answer: numberAnswer(g),
        answerHint: 'Wpisz liczbę paczek.',
        steps: [
          step({
            prompt: `Liczba paczek musi dzielić i ${a}, i ${b}. Jak nazywamy największą taką liczbę? Oblicz, ile wynosi.`,
            ...expectNumber(g),
            hints: [
              'To największy wspólny dzielnik.',
              `Wypisz dzielniki ${a} i ${b}.`,
              `$\\text{NWD}(${a}, ${b}) = ${g}$`,
            ],
            errors: [
              {
                code: 'lcm_instead',
                patterns: [`^${l}$`],
                feedback: 'To wspólna wielokrotność. Paczek nie może być więcej niż sztuk do rozdzielenia.',
              },
            ],
          }),
          step({
            prompt: `Ile ${f.a.many} będzie w jednej paczce?`,
            ...expectNumber(a / g),
            hints: ['Podziel liczbę rzeczy przez liczbę paczek.', `$${a} : ${g}$`, `$${a} : ${g} = ${a / g}$`],
          }),
          step({
            prompt: 'Ile najwięcej paczek można przygotować?',
            ...expectNumber(g),
            hints: ['To wynik z pierwszego kroku.', `$\\text{NWD}(${a}, ${b})$`, `${g} paczek`],
          }),
        ],
        commonErrors: errors,
        solution: `Liczba paczek musi dzielić ${a} i ${b}, a ma być największa: $\\text{NWD}(${a}, ${b}) = ${g}$. Do każdej paczki trafi ${a / g} + ${b / g}, czyli ${qty(a / g + b / g, SZTUKA)}.`,
        params: { a, b },
      };
    });
  },
});

const lcmTemplate = defineTemplate({
  id: 'gcd_lcm.lcm',
  title: 'Najmniejsza wspólna wielokrotność',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 3) {
        const nums = rng
          .shuffle([2, 3, 4, 5, 6, 8, 9, 10, 12, 15])
          .slice(0, 3)
          .sort((p, q) => p - q);
        const [a, b, c] = nums as [number, number, number];
        if (c % a === 0 && c % b === 0) return null;
        const l = lcm(lcm(a, b), c);
        const prod = a * b * c;
        const l2 = lcm(a, b);
        if (l > 120 || !distinct(l, [prod, l2, c])) return null;
        const names = rng.shuffle(['Ala', 'Ola', 'Kuba', 'Szymon', 'Zosia', 'Antek']).slice(0, 3);
        const girls = names.filter((n) => FEMALE.has(n)).length;
        // "wszyscy troje" is only for a mixed group: three boys are "trzej", three girls "trzy".
        const group =
          girls === 3
            ? { met: 'spotkały', all: 'wszystkie trzy' }
            : girls === 0
              ? { met: 'spotkali', all: 'wszyscy trzej' }
              : { met: 'spotkali', all: 'wszyscy troje' };
        return {
          type: 'numeric' as const,
          stem: `${names[0]} chodzi na basen co ${a} dni, ${names[1]} co ${b} dni, a ${names[2]} co ${c} dni. Dzisiaj całą trójką ${group.met} się na basenie. Za ile dni znów spotkają się tam ${group.all}?`,
          answer: numberAnswer(l),
          answerHint: 'Wpisz liczbę dni.',
          unitLabel: 'dni',
          steps: [
            step({
              prompt: `Oblicz $\\text{NWW}(${a}, ${b})$.`,
              ...expectNumber(l2),
              hints: [
                'Szukaj najmniejszej liczby, która dzieli się przez obie liczby.',
                `Wypisuj wielokrotności ${b}: ${b}, ${2 * b}, ${3 * b}…`,
                `$\\text{NWW}(${a}, ${b}) = ${l2}$`,
              ],
            }),
            step({
              prompt: `Oblicz $\\text{NWW}(${l2}, ${c})$. To jest szukana liczba dni.`,
              ...expectNumber(l),
              hints: [
                'Szukaj najmniejszej wielokrotności, która dzieli się też przez trzecią liczbę.',
                `Wypisuj wielokrotności ${l2} i sprawdzaj, czy dzielą się przez ${c}.`,
                `$\\text{NWW}(${l2}, ${c}) = ${l}$`,
              ],
              errors: [
                {
                  code: 'product_not_lcm',
                  patterns: [`^${prod}$`],
                  feedback: 'Iloczyn jest wspólną wielokrotnością, ale nie najmniejszą.',
                },
              ],
            }),
          ],
          commonErrors: [
            numberError(
              'product_not_lcm',
              prod,
              `Iloczyn ${a} · ${b} · ${c} jest wspólną wielokrotnością, ale nie najmniejszą. Szukaj NWW.`,
            ),
            numberError(
              'two_numbers_only',
              l2,
              `${l2} dzieli się przez ${a} i ${b}, ale nie przez ${c}. Uwzględnij wszystkie trzy liczby.`,
            ),
            numberError(
              'largest_number',
              c,
              `Po ${c} dniach spotka się tylko część osób. Potrzebna liczba podzielna przez ${a}, ${b} i ${c}.`,
            ),
          ],
          solution: `Szukamy najmniejszej liczby podzielnej przez ${a}, ${b} i ${c}. Najpierw $\\text{NWW}(${a}, ${b}) = ${l2}$, potem $\\text{NWW}(${l2}, ${c}) = ${l}$, więc $\\text{NWW}(${a}, ${b}, ${c}) = ${l}$. Spotkają się za ${l} dni.`,
          params: { a, b, c },
        };
      }
      const g = rng.int(2, level === 1 ? 5 : 6);
      const x = rng.int(2, level === 1 ? 6 : 7);
      const y = rng.int(2, level === 1 ? 6 : 7);
      if (x === y || gcd(x, y) !== 1) return null;
      const a = g * Math.min(x, y);
      const b = g * Math.max(x, y);
      const l = lcm(a, b);
      const errors = [
        numberError('product_not_lcm', a * b, `Iloczyn ${a} · ${b} to wspólna wielokrotność, ale nie najmniejsza.`),
        numberError(
          'gcd_instead',
          g,
          `${g} to największy wspólny dzielnik (NWD). Wielokrotność musi być co najmniej tak duża jak ${b}.`,
        ),
        numberError('larger_number', b, `${b} nie dzieli się przez ${a}, więc nie jest wspólną wielokrotnością.`),
      ];
      if (!distinct(l, [a * b, g, b])) return null;
      const steps = [
        step({
          prompt: `Ile wynosi $\\text{NWD}(${a}, ${b})$?`,
          ...expectNumber(g),
          hints: [
            'Znajdź największą liczbę, która dzieli obie liczby.',
            `Wypisz dzielniki ${a} i sprawdź, które dzielą ${b}.`,
            `$\\text{NWD}(${a}, ${b}) = ${g}$`,
          ],
        }),
        step({
          prompt: `Oblicz $${a} \\cdot ${b} : ${g}$. To jest NWW.`,
          ...expectNumber(l),
          hints: ['Iloczyn liczb podziel przez ich NWD.', `$${a} \\cdot ${b} = ${a * b}$`, `$${a * b} : ${g} = ${l}$`],
          errors: [
            {
              code: 'product_not_lcm',
              patterns: [`^${a * b}$`],
              feedback: 'Nie zapomnij podzielić iloczynu przez NWD.',
            },
          ],
        }),
      ];
      if (level === 1) {
        return {
          type: 'numeric' as const,
          stem: `Oblicz $\\text{NWW}(${a}, ${b})$.`,
          answer: numberAnswer(l),
          answerHint: 'Wpisz liczbę.',
          steps,
          commonErrors: errors,
          solution: `Wielokrotności ${b}: ${[1, 2, 3, 4].map((k) => k * b).join(', ')}… Pierwsza z nich podzielna przez ${a} to ${l}, więc $\\text{NWW}(${a}, ${b}) = ${l}$.`,
          params: { a, b },
        };
      }
      const lines = rng.shuffle([3, 7, 12, 15, 18, 22]).slice(0, 2);
      const hh = rng.int(6, 9);
      return {
        type: 'numeric' as const,
        stem: `Autobus linii ${lines[0]} odjeżdża z pętli co ${qty(a, MINUTA)}, a autobus linii ${lines[1]} co ${qty(b, MINUTA)}. O godzinie ${hh}:00 oba odjechały jednocześnie. Po ilu minutach znowu odjadą razem?`,
        answer: numberAnswer(l),
        answerHint: 'Wpisz liczbę minut.',
        unitLabel: 'min',
        steps,
        commonErrors: errors,
        solution: `Szukamy najmniejszej liczby podzielnej przez ${a} i ${b}: $\\text{NWW}(${a}, ${b}) = ${a} \\cdot ${b} : ${g} = ${l}$. Autobusy odjadą razem po ${l} minutach.`,
        params: { a, b },
      };
    });
  },
});

export const gcdLcmTemplates: readonly QuestionTemplate[] = [gcdTemplate, lcmTemplate];
