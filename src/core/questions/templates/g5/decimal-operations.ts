import type { QuestionStep, QuestionTemplate, CommonError } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type Rational, add, mul, rat, sub, toNumber, div } from '../../../math/rational.ts';
import { numberAnswer, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectNumber } from '../../kit/steps.ts';
import { decimalTex, qty } from '../../kit/format.ts';
import type { NounForms } from '../../../text/plural.ts';

/** A decimal given by its digits without the comma and the number of places: (235, 2) → 2,35. */

/** Containers for "how much is left" stories (locative and genitive forms). */
const VESSELS = [
  { inside: 'W baniaku', liquid: 'wody', taken: 'Odlano z niego', left: 'w baniaku' },
  { inside: 'W beczce', liquid: 'deszczówki', taken: 'Zużyto z niej do podlewania', left: 'w beczce' },
  { inside: 'W kanistrze', liquid: 'paliwa', taken: 'Wlano z niego do kosiarki', left: 'w kanistrze' },
  { inside: 'W garnku', liquid: 'zupy', taken: 'Rozlano na talerze', left: 'w garnku' },
  { inside: 'W akwarium', liquid: 'wody', taken: 'Przy czyszczeniu odlano', left: 'w akwarium' },
] as const;

/** Containers by their genitive plural ("Ile słoików napełni?") with the forms for a count. */
const JARS: Record<'butelek' | 'słoików' | 'dzbanków' | 'kartonów', NounForms> = {
  butelek: { one: 'butelkę', few: 'butelki', many: 'butelek' },
  słoików: { one: 'słoik', few: 'słoiki', many: 'słoików' },
  dzbanków: { one: 'dzbanek', few: 'dzbanki', many: 'dzbanków' },
  kartonów: { one: 'karton', few: 'kartony', many: 'kartonów' },
};

const COOKS = [
  { name: 'Mama', female: true },
  { name: 'Babcia', female: true },
  { name: 'Tata', female: false },
  { name: 'Dziadek', female: false },
  { name: 'Ciocia Ela', female: true },
] as const;

const D = (digits: number, places: number): Rational => rat(digits, 10 ** places);
const values = (errors: readonly CommonError[]): Rational[] =>
  errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));
const ANSWER_HINT = 'Wpisz liczbę, np. 3,75.';

/** Digit-by-digit "smaller from larger" subtraction of aligned decimals (a classic error). */
function smallerFromLarger(a: number, b: number, places: number): Rational {
  const sa = String(a).padStart(12, '0');
  const sb = String(b).padStart(12, '0');
  let out = '';
  for (let i = 0; i < 12; i++) out += String(Math.abs(Number(sa[i]) - Number(sb[i])));
  return D(Number(out), places);
}

/**
 * The step writing A = a/10 (one decimal place) with two places, a zero appended; `how` is the
 * second hint.
 */
function padWithZeroStep(a: number, how: string): QuestionStep {
  const A = D(a, 1);
  return step({
    prompt: `Dopisz zero, aby $${decimalTex(A)}$ miała dwie cyfry po przecinku. Jak wygląda ta liczba?`,
    expected: `${decimalTex(A).replace('{,}', ',')}0`,
    patterns: [`^${String(Math.floor(a / 10))}\\.${a % 10}0$`],
    hints: ['Zero dopisane na końcu po przecinku nie zmienia liczby.', how, `$${decimalTex(A)} = ${decimalTex(A)}0$`],
  });
}

/** The last step of a division moved to a whole divisor d: shifted : d, worked out in the last hint. */
function divideByWholeStep(
  shifted: Rational,
  d: number,
  quotient: Rational,
  calculation: string,
  errors?: readonly { code: string; patterns: readonly string[]; feedback: string }[],
): QuestionStep {
  return step({
    prompt: `Oblicz $${decimalTex(shifted)} : ${d}$.`,
    ...expectNumber(quotient),
    hints: [
      'Teraz dzielisz przez liczbę naturalną.',
      calculation,
      `$${decimalTex(shifted)} : ${d} = ${decimalTex(quotient)}$`,
    ],
    errors,
  });
}

const addSub = defineTemplate({
  id: 'decimal_operations.add-sub',
  title: 'Dodawanie i odejmowanie ułamków dziesiętnych',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const a = rng.int(11, 99); // one place: 1,1 … 9,9
        const b = rng.int(101, 999); // two places: 1,01 … 9,99
        if (a % 10 === 0 || b % 10 === 0) return null;
        const A = D(a, 1);
        const B = D(b, 2);
        const ans = add(A, B);
        const misaligned = D(a + b, 2);
        const errors = [
          numberError(
            'misaligned_digits',
            misaligned,
            `Cyfry trzeba podpisać przecinek pod przecinkiem. $${decimalTex(A)} = ${decimalTex(A)}0$, więc dodajemy setne do setnych i dziesiąte do dziesiątych.`,
          ),
          numberError(
            'comma_dropped',
            rat(a * 10 + b),
            'Wynik nie ma przecinka. Przecinek w wyniku stoi pod przecinkami dodawanych liczb.',
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz: $${decimalTex(A)} + ${decimalTex(B)}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          steps: [
            padWithZeroStep(a, `Dopisz 0 na końcu liczby ${decimalTex(A).replace('{,}', ',')}.`),
            step({
              prompt: 'Dodaj liczby sposobem pisemnym, przecinek pod przecinkiem. Ile wynosi suma?',
              ...expectNumber(ans, 'decimal'),
              hints: [
                'Dodawaj setne do setnych, dziesiąte do dziesiątych, jedności do jedności.',
                `$${decimalTex(A)}0 + ${decimalTex(B)}$`,
                `$${decimalTex(A)}0 + ${decimalTex(B)} = ${decimalTex(ans)}$`,
              ],
              errors: [
                {
                  code: 'misaligned_digits',
                  patterns: [`^${String(toNumber(misaligned)).replace('.', '\\.')}$`],
                  feedback: 'Przecinek musi być pod przecinkiem.',
                },
              ],
            }),
          ],
          commonErrors: errors,
          solution: `$${decimalTex(A)} + ${decimalTex(B)} = ${decimalTex(A)}0 + ${decimalTex(B)} = ${decimalTex(ans)}$`,
          params: { a: decimalTex(A), b: decimalTex(B) },
        };
      }
      if (level === 2) {
        const a = rng.int(5, 30);
        const b = rng.int(101, a * 100 - 101);
        if (b % 10 === 0 || b % 100 < 10) return null;
        const B = D(b, 2);
        const ans = sub(rat(a), B);
        const wholeOnly = add(rat(a - Math.floor(b / 100)), D(b % 100, 2));
        const noBorrowDecimals = add(rat(a - Math.floor(b / 100) - 1), D(b % 100, 2));
        const errors = [
          numberError(
            'whole_only_subtracted',
            wholeOnly,
            `Odjęto tylko całości, a części po przecinku przepisano. Zapisz $${a} = ${a}{,}00$ i odejmuj setne od setnych.`,
          ),
          numberError(
            'decimals_copied',
            noBorrowDecimals,
            `Pożyczono jedność, ale potem przepisano cyfry po przecinku zamiast odjąć $${decimalTex(rat(1))}{,}00 - ${decimalTex(D(b % 100, 2))}$.`,
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        const ctx = rng.chance(0.5);
        const vessel = ctx ? rng.pick(VESSELS) : VESSELS[0];
        return {
          type: 'numeric' as const,
          stem: ctx
            ? `${vessel.inside} było $${a}$ l ${vessel.liquid}. ${vessel.taken} $${decimalTex(B)}$ l. Ile litrów ${vessel.liquid} zostało ${vessel.left}?`
            : `Oblicz: $${a} - ${decimalTex(B)}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          unitLabel: ctx ? 'l' : undefined,
          steps: [
            step({
              prompt: `Zapisz ${a} z dwiema cyframi po przecinku.`,
              expected: `${a},00`,
              patterns: [`^${a}\\.00$`],
              hints: ['Liczba całkowita ma po przecinku same zera.', `${a} = ${a},0 = …`, `${a},00`],
            }),
            step({
              prompt: `Oblicz $${a}{,}00 - ${decimalTex(B)}$.`,
              ...expectNumber(ans, 'decimal'),
              hints: [
                'Odejmuj setne od setnych; gdy brakuje, pożycz z wyższego rzędu.',
                `$${a}{,}00 - ${decimalTex(B)}$`,
                `$${a}{,}00 - ${decimalTex(B)} = ${decimalTex(ans)}$`,
              ],
              errors: [
                {
                  code: 'whole_only_subtracted',
                  patterns: [`^${String(toNumber(wholeOnly)).replace('.', '\\.')}$`],
                  feedback: 'Części po przecinku też trzeba odjąć.',
                },
              ],
            }),
          ],
          commonErrors: errors,
          solution: `$${a} - ${decimalTex(B)} = ${a}{,}00 - ${decimalTex(B)} = ${decimalTex(ans)}$`,
          params: { a, b: decimalTex(B) },
        };
      }
      const a = rng.int(101, 999); // one place: 10,1 … 99,9
      const b = rng.int(101, 999); // two places
      if (a % 10 === 0 || b % 10 === 0) return null;
      const A = D(a, 1);
      const B = D(b, 2);
      const ans = sub(A, B);
      const digitwise = smallerFromLarger(a * 10, b, 2);
      const errors = [
        numberError(
          'subtract_smaller_digit',
          digitwise,
          'W każdym rzędzie odjęto mniejszą cyfrę od większej. Gdy cyfra u góry jest mniejsza, pożycz jedność z wyższego rzędu.',
        ),
        numberError('misaligned_digits', D(a * 10 - b * 10, 2), 'Cyfry trzeba podpisać przecinek pod przecinkiem.'),
      ];
      if (a * 10 - b * 10 <= 0) errors.pop();
      errors.push(numberError('added_instead', add(A, B), 'Dodano zamiast odjąć.'));
      if (!distinct(ans, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Oblicz: $${decimalTex(A)} - ${decimalTex(B)}$.`,
        answer: numberAnswer(ans),
        answerHint: ANSWER_HINT,
        steps: [
          padWithZeroStep(a, `Dopisz 0 na końcu.`),
          step({
            prompt: 'Odejmij sposobem pisemnym, przecinek pod przecinkiem. Ile wynosi różnica?',
            ...expectNumber(ans, 'decimal'),
            hints: [
              'Zacznij od setnych. Gdy górna cyfra jest mniejsza, pożycz jedność z rzędu wyżej.',
              `$${decimalTex(A)}0 - ${decimalTex(B)}$`,
              `$${decimalTex(A)}0 - ${decimalTex(B)} = ${decimalTex(ans)}$`,
            ],
            errors: [
              {
                code: 'subtract_smaller_digit',
                patterns: [`^${String(toNumber(digitwise)).replace('.', '\\.')}$`],
                feedback: 'Nie odejmuj mniejszej cyfry od większej. Pożycz z rzędu wyżej.',
              },
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$${decimalTex(A)} - ${decimalTex(B)} = ${decimalTex(A)}0 - ${decimalTex(B)} = ${decimalTex(ans)}$`,
        params: { a: decimalTex(A), b: decimalTex(B) },
      };
    });
  },
});

const multiply = defineTemplate({
  id: 'decimal_operations.multiply',
  title: 'Mnożenie ułamków dziesiętnych',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const places = rng.int(1, 3);
        const digits = rng.int(11, 9999);
        if (digits % 10 === 0) return null;
        const A = D(digits, places);
        const p = rng.pick([10, 100, 1000]);
        const shift = String(p).length - 1;
        const ans = mul(A, rat(p));
        const errors = [
          numberError(
            'comma_moved_wrong_way',
            div(A, rat(p)),
            `Przesunięto przecinek w lewo. Przy mnożeniu przez ${p} przesuwamy go o ${shift} ${shift === 1 ? 'miejsce' : 'miejsca'} w prawo.`,
          ),
          numberError(
            'comma_moved_once',
            mul(A, rat(10)),
            `Przy mnożeniu przez ${p} przecinek przesuwamy o tyle miejsc, ile zer ma ${p}, czyli o ${shift}.`,
          ),
        ];
        if (p === 10)
          errors[1] = numberError(
            'zero_appended',
            D(digits * 10, places),
            'Dopisanie zera na końcu po przecinku nie zmienia liczby. Przesuń przecinek o jedno miejsce w prawo.',
          );
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz: $${decimalTex(A)} \\cdot ${p}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          steps: [
            step({
              prompt: `O ile miejsc i w którą stronę przesuniesz przecinek? Podaj liczbę miejsc.`,
              ...expectNumber(shift),
              hints: [`Policz zera w liczbie ${p}.`, 'Przy mnożeniu przecinek idzie w prawo.', `O ${shift} w prawo.`],
            }),
            step({
              prompt: 'Podaj wynik.',
              ...expectNumber(ans, 'decimal'),
              hints: [
                'Gdy brakuje cyfr, dopisz zera.',
                `Przesuń przecinek w liczbie ${decimalTex(A).replace('{,}', ',')} o ${shift} w prawo.`,
                `$${decimalTex(A)} \\cdot ${p} = ${decimalTex(ans)}$`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Mnożąc przez ${p}, przesuwamy przecinek o ${shift} w prawo: $${decimalTex(A)} \\cdot ${p} = ${decimalTex(ans)}$.`,
          params: { a: decimalTex(A), p },
        };
      }
      if (level === 2) {
        const a = rng.int(101, 999);
        const n = rng.int(3, 9);
        if (a % 10 === 0) return null;
        const A = D(a, 2);
        const ans = mul(A, rat(n));
        const wholeOnly = add(rat(Math.floor(a / 100) * n), D(a % 100, 2));
        const onePlace = D(a * n, 1);
        const errors = [
          numberError(
            'whole_part_only',
            wholeOnly,
            `Pomnożono tylko całości. Część po przecinku też trzeba pomnożyć przez ${n}.`,
          ),
          numberError(
            'decimal_places_wrong',
            onePlace,
            `Czynnik $${decimalTex(A)}$ ma dwie cyfry po przecinku, więc iloczyn też musi mieć dwie.`,
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz: $${decimalTex(A)} \\cdot ${n}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          steps: [
            step({
              prompt: `Pomnóż liczby bez przecinka: $${a} \\cdot ${n}$.`,
              ...expectNumber(a * n),
              hints: ['Mnóż tak jak liczby naturalne.', `$${a} \\cdot ${n}$`, `$${a} \\cdot ${n} = ${a * n}$`],
            }),
            step({
              prompt: 'Oddziel przecinkiem tyle cyfr, ile miały razem czynniki. Ile wynosi iloczyn?',
              ...expectNumber(ans, 'decimal'),
              hints: [
                `$${decimalTex(A)}$ ma 2 cyfry po przecinku, ${n} nie ma żadnej.`,
                'Wynik ma mieć 2 cyfry po przecinku.',
                `$${decimalTex(A)} \\cdot ${n} = ${decimalTex(ans)}$`,
              ],
              errors: [
                {
                  code: 'decimal_places_wrong',
                  patterns: [`^${String(toNumber(onePlace)).replace('.', '\\.')}$`],
                  feedback: 'Policz jeszcze raz cyfry po przecinku.',
                },
              ],
            }),
          ],
          commonErrors: errors,
          solution: `$${a} \\cdot ${n} = ${a * n}$, a czynnik $${decimalTex(A)}$ ma dwie cyfry po przecinku, więc $${decimalTex(A)} \\cdot ${n} = ${decimalTex(ans)}$.`,
          params: { a: decimalTex(A), n },
        };
      }
      const a = rng.int(11, 99);
      const b = rng.int(2, 9);
      const bPlaces = rng.int(1, 2);
      if (a % 10 === 0) return null;
      const A = D(a, 1);
      const B = D(b, bPlaces);
      const ans = mul(A, B);
      const places = 1 + bPlaces;
      const oneFactor = D(a * b, Math.max(1, bPlaces));
      const partsSeparately = add(
        rat(Math.floor(a / 10) * Math.floor((b * 10 ** (1 - bPlaces)) / 10)),
        mul(D(a % 10, 1), B),
      );
      const errors = [
        numberError(
          'decimal_places_wrong',
          oneFactor,
          `Po przecinku ma być tyle cyfr, ile mają oba czynniki razem: $1 + ${bPlaces} = ${places}$.`,
        ),
        numberError(
          'parts_multiplied_separately',
          partsSeparately,
          'Mnożono osobno całości i części po przecinku. Pomnóż liczby bez przecinków, a potem oddziel cyfry przecinkiem.',
        ),
      ];
      if (!distinct(ans, values(errors))) return null;
      return {
        type: 'numeric' as const,
        stem: `Oblicz: $${decimalTex(A)} \\cdot ${decimalTex(B)}$.`,
        answer: numberAnswer(ans),
        answerHint: ANSWER_HINT,
        steps: [
          step({
            prompt: `Pomnóż liczby bez przecinków: $${a} \\cdot ${b}$.`,
            ...expectNumber(a * b),
            hints: ['Na razie pomiń przecinki.', `$${a} \\cdot ${b}$`, `$${a} \\cdot ${b} = ${a * b}$`],
          }),
          step({
            prompt: 'Ile cyfr po przecinku mają oba czynniki razem?',
            ...expectNumber(places),
            hints: [
              'Policz cyfry po przecinku w każdym czynniku i dodaj.',
              `$${decimalTex(A)}$: 1, $${decimalTex(B)}$: ${bPlaces}.`,
              `$1 + ${bPlaces} = ${places}$`,
            ],
          }),
          step({
            prompt: 'Podaj iloczyn.',
            ...expectNumber(ans, 'decimal'),
            hints: [
              `Oddziel przecinkiem ${places} cyfry od prawej w liczbie ${a * b}.`,
              'Gdy brakuje cyfr, dopisz zera z przodu.',
              `$${decimalTex(A)} \\cdot ${decimalTex(B)} = ${decimalTex(ans)}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$${a} \\cdot ${b} = ${a * b}$; czynniki mają razem ${places} cyfry po przecinku, więc $${decimalTex(A)} \\cdot ${decimalTex(B)} = ${decimalTex(ans)}$.`,
        params: { a: decimalTex(A), b: decimalTex(B) },
      };
    });
  },
});

const divide = defineTemplate({
  id: 'decimal_operations.divide',
  title: 'Dzielenie ułamków dziesiętnych',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      if (level === 1) {
        const n = rng.int(2, 9);
        const q = rng.int(11, 99); // quotient with one place: 1,1 … 9,9
        if (q % 10 === 0 || (n * q) % 10 === 0) return null;
        const A = D(n * q, 1);
        const ans = D(q, 1);
        const errors = [
          numberError(
            'comma_dropped',
            rat(q),
            `Wynik nie ma przecinka. Dzielna $${decimalTex(A)}$ ma jedną cyfrę po przecinku, więc iloraz też.`,
          ),
          numberError(
            'comma_moved_twice',
            D(q, 2),
            `Przecinek w ilorazie stawiamy tam, gdzie w dzielnej: wynik ma jedną cyfrę po przecinku.`,
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz: $${decimalTex(A)} : ${n}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          steps: [
            step({
              prompt: `Podziel liczby bez przecinka: $${n * q} : ${n}$.`,
              ...expectNumber(q),
              hints: ['Na razie pomiń przecinek.', `$${n * q} : ${n}$`, `$${n * q} : ${n} = ${q}$`],
            }),
            step({
              prompt: 'Wstaw przecinek w wyniku. Ile wynosi iloraz?',
              ...expectNumber(ans, 'decimal'),
              hints: [
                'Przy dzieleniu przez liczbę naturalną przecinek przenosimy z dzielnej.',
                `Dzielna ma jedną cyfrę po przecinku.`,
                `$${decimalTex(A)} : ${n} = ${decimalTex(ans)}$`,
              ],
              errors: [{ code: 'comma_dropped', patterns: [`^${q}$`], feedback: 'Nie zapomnij o przecinku.' }],
            }),
          ],
          commonErrors: errors,
          solution: `$${n * q} : ${n} = ${q}$, więc $${decimalTex(A)} : ${n} = ${decimalTex(ans)}$.`,
          params: { a: decimalTex(A), n },
        };
      }
      // Divide by a decimal: move both commas so the divisor becomes a whole number.
      // Level 3 uses real bottle sizes (0,25 l, 0,5 l, 0,75 l, 1,5 l …).
      const [d, places] =
        level === 2
          ? [rng.int(2, 9), 1]
          : rng.pick([
              [25, 2],
              [5, 1],
              [75, 2],
              [2, 1],
              [3, 1],
              [4, 1],
              [15, 1],
              [33, 2],
            ] as const);
      const divisor = D(d, places);
      const q = level === 2 ? rng.int(3, 40) : rng.int(4, 24);
      const dividend = mul(divisor, rat(q));
      const ans = rat(q);
      const onlyDividend = div(dividend, rat(d));
      const errors = [
        numberError(
          'divisor_only_shifted',
          onlyDividend,
          `Przesunięto przecinek tylko w dzielniku. W dzielnej trzeba go przesunąć o tyle samo miejsc.`,
        ),
        numberError('multiply_instead', mul(dividend, divisor), 'Pomnożono zamiast podzielić.'),
      ];
      if (!distinct(ans, values(errors)) || toNumber(dividend) < 0.1) return null;
      const k = 10 ** places;
      const shifted = mul(dividend, rat(k));
      if (level === 3) {
        const bottle = divisor;
        const litres = dividend;
        const cook = rng.pick(COOKS);
        const drink = rng.pick(['soku', 'kompotu', 'syropu malinowego', 'soku jabłkowego']);
        const jars = rng.pick(['butelek', 'słoików', 'dzbanków', 'kartonów'] as const);
        return {
          type: 'numeric' as const,
          stem: `${cook.name} ${cook.female ? 'zrobiła' : 'zrobił'} $${decimalTex(litres)}$ l ${drink} i przelewa go do ${jars} o pojemności $${decimalTex(bottle)}$ l. Ile ${jars} napełni?`,
          answer: numberAnswer(ans),
          answerHint: `Wpisz liczbę ${jars}.`,
          steps: [
            step({
              prompt: `Trzeba obliczyć $${decimalTex(litres)} : ${decimalTex(bottle)}$. Przez ile pomnożysz obie liczby, aby dzielnik był liczbą naturalną?`,
              ...expectNumber(k),
              hints: [
                'Iloraz się nie zmieni, gdy dzielną i dzielnik pomnożymy przez tę samą liczbę.',
                `Dzielnik $${decimalTex(bottle)}$ ma ${places === 1 ? 'jedną cyfrę' : 'dwie cyfry'} po przecinku.`,
                `Mnożymy obie liczby przez ${k}.`,
              ],
            }),
            divideByWholeStep(
              shifted,
              d,
              ans,
              `$${decimalTex(litres)} : ${decimalTex(bottle)} = ${decimalTex(shifted)} : ${d}$`,
              [
                {
                  code: 'divisor_only_shifted',
                  patterns: [`^${String(toNumber(onlyDividend)).replace('.', '\\.')}$`],
                  feedback: 'W dzielnej też przesuń przecinek.',
                },
              ],
            ),
          ],
          commonErrors: errors,
          solution: `Mnożymy dzielną i dzielnik przez ${k}: $${decimalTex(litres)} : ${decimalTex(bottle)} = ${decimalTex(shifted)} : ${d} = ${q}$. ${cook.name} napełni ${qty(q, JARS[jars])}.`,
          params: { litres: decimalTex(litres), bottle: decimalTex(bottle) },
        };
      }
      return {
        type: 'numeric' as const,
        stem: `Oblicz: $${decimalTex(dividend)} : ${decimalTex(divisor)}$.`,
        answer: numberAnswer(ans),
        answerHint: ANSWER_HINT,
        steps: [
          step({
            prompt: `Przesuń przecinek w obu liczbach o ${places === 1 ? 'jedno miejsce' : 'dwa miejsca'} w prawo. Jaka jest nowa dzielna?`,
            ...expectNumber(shifted, 'decimal'),
            hints: [
              'Iloraz się nie zmieni, gdy dzielną i dzielnik pomnożymy przez tę samą liczbę.',
              `Pomnóż $${decimalTex(dividend)}$ przez ${k}.`,
              `$${decimalTex(dividend)} \\cdot ${k} = ${decimalTex(shifted)}$`,
            ],
          }),
          divideByWholeStep(shifted, d, ans, `$${decimalTex(shifted)} : ${d}$`),
        ],
        commonErrors: errors,
        solution: `$${decimalTex(dividend)} : ${decimalTex(divisor)} = ${decimalTex(shifted)} : ${d} = ${q}$`,
        params: { a: decimalTex(dividend), b: decimalTex(divisor) },
      };
    });
  },
});

export const decimalOperationsTemplates: readonly QuestionTemplate[] = [addSub, multiply, divide];
