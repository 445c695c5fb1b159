import type { QuestionTemplate, CommonError } from '../../types.ts';
import { type Rational, add, mul, rat, sub, toNumber, div } from '../../../math/rational.ts';
import { numberAnswer, numberError, step } from '../../authoring.ts';
import { texNumber } from '../../../text/format.ts';
import { type GeneratedBody, distinct, numStep, redrawItem } from '../../template-utils.ts';

/** A decimal given by its digits without the comma and the number of places: (235, 2) → 2,35. */
const D = (digits: number, places: number): Rational => rat(digits, 10 ** places);
const t = (r: Rational): string => texNumber(toNumber(r));
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

const addSub: QuestionTemplate = {
  id: 'decimal_operations.add-sub',
  skillId: 'decimal_operations',
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
            `Cyfry trzeba podpisać przecinek pod przecinkiem. $${t(A)} = ${t(A)}0$, więc dodajemy setne do setnych i dziesiąte do dziesiątych.`,
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
          stem: `Oblicz: $${t(A)} + ${t(B)}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          steps: [
            step({
              prompt: `Dopisz zero, aby $${t(A)}$ miała dwie cyfry po przecinku. Jak wygląda ta liczba?`,
              expected: `${t(A).replace('{,}', ',')}0`,
              patterns: [`^${String(Math.floor(a / 10))}\\.${a % 10}0$`],
              hints: [
                'Zero dopisane na końcu po przecinku nie zmienia liczby.',
                `Dopisz 0 na końcu liczby ${t(A).replace('{,}', ',')}.`,
                `$${t(A)} = ${t(A)}0$`,
              ],
            }),
            step({
              prompt: 'Dodaj liczby sposobem pisemnym, przecinek pod przecinkiem. Ile wynosi suma?',
              ...numStep(ans, 'decimal'),
              hints: [
                'Dodawaj setne do setnych, dziesiąte do dziesiątych, jedności do jedności.',
                `$${t(A)}0 + ${t(B)}$`,
                `$${t(A)}0 + ${t(B)} = ${t(ans)}$`,
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
          solution: `$${t(A)} + ${t(B)} = ${t(A)}0 + ${t(B)} = ${t(ans)}$`,
          params: { a: t(A), b: t(B) },
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
            `Pożyczono jedność, ale potem przepisano cyfry po przecinku zamiast odjąć $${t(rat(1))}{,}00 - ${t(D(b % 100, 2))}$.`,
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        const ctx = rng.chance(0.5);
        return {
          type: 'numeric' as const,
          stem: ctx
            ? `W baniaku było $${a}$ l wody. Odlano z niego $${t(B)}$ l. Ile litrów wody zostało w baniaku?`
            : `Oblicz: $${a} - ${t(B)}$.`,
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
              prompt: `Oblicz $${a}{,}00 - ${t(B)}$.`,
              ...numStep(ans, 'decimal'),
              hints: [
                'Odejmuj setne od setnych; gdy brakuje, pożycz z wyższego rzędu.',
                `$${a}{,}00 - ${t(B)}$`,
                `$${a}{,}00 - ${t(B)} = ${t(ans)}$`,
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
          solution: `$${a} - ${t(B)} = ${a}{,}00 - ${t(B)} = ${t(ans)}$`,
          params: { a, b: t(B) },
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
        stem: `Oblicz: $${t(A)} - ${t(B)}$.`,
        answer: numberAnswer(ans),
        answerHint: ANSWER_HINT,
        steps: [
          step({
            prompt: `Dopisz zero, aby $${t(A)}$ miała dwie cyfry po przecinku. Jak wygląda ta liczba?`,
            expected: `${t(A).replace('{,}', ',')}0`,
            patterns: [`^${String(Math.floor(a / 10))}\\.${a % 10}0$`],
            hints: [
              'Zero dopisane na końcu po przecinku nie zmienia liczby.',
              `Dopisz 0 na końcu.`,
              `$${t(A)} = ${t(A)}0$`,
            ],
          }),
          step({
            prompt: 'Odejmij sposobem pisemnym, przecinek pod przecinkiem. Ile wynosi różnica?',
            ...numStep(ans, 'decimal'),
            hints: [
              'Zacznij od setnych. Gdy górna cyfra jest mniejsza, pożycz jedność z rzędu wyżej.',
              `$${t(A)}0 - ${t(B)}$`,
              `$${t(A)}0 - ${t(B)} = ${t(ans)}$`,
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
        solution: `$${t(A)} - ${t(B)} = ${t(A)}0 - ${t(B)} = ${t(ans)}$`,
        params: { a: t(A), b: t(B) },
      };
    });
  },
};

const multiply: QuestionTemplate = {
  id: 'decimal_operations.multiply',
  skillId: 'decimal_operations',
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
          stem: `Oblicz: $${t(A)} \\cdot ${p}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          steps: [
            step({
              prompt: `O ile miejsc i w którą stronę przesuniesz przecinek? Podaj liczbę miejsc.`,
              ...numStep(shift),
              hints: [`Policz zera w liczbie ${p}.`, 'Przy mnożeniu przecinek idzie w prawo.', `O ${shift} w prawo.`],
            }),
            step({
              prompt: 'Podaj wynik.',
              ...numStep(ans, 'decimal'),
              hints: [
                'Gdy brakuje cyfr, dopisz zera.',
                `Przesuń przecinek w liczbie ${t(A).replace('{,}', ',')} o ${shift} w prawo.`,
                `$${t(A)} \\cdot ${p} = ${t(ans)}$`,
              ],
            }),
          ],
          commonErrors: errors,
          solution: `Mnożąc przez ${p}, przesuwamy przecinek o ${shift} w prawo: $${t(A)} \\cdot ${p} = ${t(ans)}$.`,
          params: { a: t(A), p },
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
            `Czynnik $${t(A)}$ ma dwie cyfry po przecinku, więc iloczyn też musi mieć dwie.`,
          ),
        ];
        if (!distinct(ans, values(errors))) return null;
        return {
          type: 'numeric' as const,
          stem: `Oblicz: $${t(A)} \\cdot ${n}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          steps: [
            step({
              prompt: `Pomnóż liczby bez przecinka: $${a} \\cdot ${n}$.`,
              ...numStep(a * n),
              hints: ['Mnóż tak jak liczby naturalne.', `$${a} \\cdot ${n}$`, `$${a} \\cdot ${n} = ${a * n}$`],
            }),
            step({
              prompt: 'Oddziel przecinkiem tyle cyfr, ile miały razem czynniki. Ile wynosi iloczyn?',
              ...numStep(ans, 'decimal'),
              hints: [
                `$${t(A)}$ ma 2 cyfry po przecinku, ${n} nie ma żadnej.`,
                'Wynik ma mieć 2 cyfry po przecinku.',
                `$${t(A)} \\cdot ${n} = ${t(ans)}$`,
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
          solution: `$${a} \\cdot ${n} = ${a * n}$, a czynnik $${t(A)}$ ma dwie cyfry po przecinku, więc $${t(A)} \\cdot ${n} = ${t(ans)}$.`,
          params: { a: t(A), n },
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
        stem: `Oblicz: $${t(A)} \\cdot ${t(B)}$.`,
        answer: numberAnswer(ans),
        answerHint: ANSWER_HINT,
        steps: [
          step({
            prompt: `Pomnóż liczby bez przecinków: $${a} \\cdot ${b}$.`,
            ...numStep(a * b),
            hints: ['Na razie pomiń przecinki.', `$${a} \\cdot ${b}$`, `$${a} \\cdot ${b} = ${a * b}$`],
          }),
          step({
            prompt: 'Ile cyfr po przecinku mają oba czynniki razem?',
            ...numStep(places),
            hints: [
              'Policz cyfry po przecinku w każdym czynniku i dodaj.',
              `$${t(A)}$: 1, $${t(B)}$: ${bPlaces}.`,
              `$1 + ${bPlaces} = ${places}$`,
            ],
          }),
          step({
            prompt: 'Podaj iloczyn.',
            ...numStep(ans, 'decimal'),
            hints: [
              `Oddziel przecinkiem ${places} cyfry od prawej w liczbie ${a * b}.`,
              'Gdy brakuje cyfr, dopisz zera z przodu.',
              `$${t(A)} \\cdot ${t(B)} = ${t(ans)}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$${a} \\cdot ${b} = ${a * b}$; czynniki mają razem ${places} cyfry po przecinku, więc $${t(A)} \\cdot ${t(B)} = ${t(ans)}$.`,
        params: { a: t(A), b: t(B) },
      };
    });
  },
};

const divide: QuestionTemplate = {
  id: 'decimal_operations.divide',
  skillId: 'decimal_operations',
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
            `Wynik nie ma przecinka. Dzielna $${t(A)}$ ma jedną cyfrę po przecinku, więc iloraz też.`,
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
          stem: `Oblicz: $${t(A)} : ${n}$.`,
          answer: numberAnswer(ans),
          answerHint: ANSWER_HINT,
          steps: [
            step({
              prompt: `Podziel liczby bez przecinka: $${n * q} : ${n}$.`,
              ...numStep(q),
              hints: ['Na razie pomiń przecinek.', `$${n * q} : ${n}$`, `$${n * q} : ${n} = ${q}$`],
            }),
            step({
              prompt: 'Wstaw przecinek w wyniku. Ile wynosi iloraz?',
              ...numStep(ans, 'decimal'),
              hints: [
                'Przy dzieleniu przez liczbę naturalną przecinek przenosimy z dzielnej.',
                `Dzielna ma jedną cyfrę po przecinku.`,
                `$${t(A)} : ${n} = ${t(ans)}$`,
              ],
              errors: [{ code: 'comma_dropped', patterns: [`^${q}$`], feedback: 'Nie zapomnij o przecinku.' }],
            }),
          ],
          commonErrors: errors,
          solution: `$${n * q} : ${n} = ${q}$, więc $${t(A)} : ${n} = ${t(ans)}$.`,
          params: { a: t(A), n },
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
        return {
          type: 'numeric' as const,
          stem: `Mama zrobiła $${t(litres)}$ l soku i przelewa go do butelek o pojemności $${t(bottle)}$ l. Ile butelek napełni?`,
          answer: numberAnswer(ans),
          answerHint: 'Wpisz liczbę butelek.',
          steps: [
            step({
              prompt: `Trzeba obliczyć $${t(litres)} : ${t(bottle)}$. Przez ile pomnożysz obie liczby, aby dzielnik był liczbą naturalną?`,
              ...numStep(k),
              hints: [
                'Iloraz się nie zmieni, gdy dzielną i dzielnik pomnożymy przez tę samą liczbę.',
                `Dzielnik $${t(bottle)}$ ma ${places === 1 ? 'jedną cyfrę' : 'dwie cyfry'} po przecinku.`,
                `Mnożymy obie liczby przez ${k}.`,
              ],
            }),
            step({
              prompt: `Oblicz $${t(shifted)} : ${d}$.`,
              ...numStep(ans),
              hints: [
                'Teraz dzielisz przez liczbę naturalną.',
                `$${t(litres)} : ${t(bottle)} = ${t(shifted)} : ${d}$`,
                `$${t(shifted)} : ${d} = ${q}$`,
              ],
              errors: [
                {
                  code: 'divisor_only_shifted',
                  patterns: [`^${String(toNumber(onlyDividend)).replace('.', '\\.')}$`],
                  feedback: 'W dzielnej też przesuń przecinek.',
                },
              ],
            }),
          ],
          commonErrors: errors,
          solution: `$${t(litres)} : ${t(bottle)} = ${t(shifted)} : ${d} = ${q}$. Mama napełni ${q} butelek.`.replace(
            `${q} butelek`,
            `${q} ${q % 10 >= 2 && q % 10 <= 4 && (q % 100 < 12 || q % 100 > 14) ? 'butelki' : 'butelek'}`,
          ),
          params: { litres: t(litres), bottle: t(bottle) },
        };
      }
      return {
        type: 'numeric' as const,
        stem: `Oblicz: $${t(dividend)} : ${t(divisor)}$.`,
        answer: numberAnswer(ans),
        answerHint: ANSWER_HINT,
        steps: [
          step({
            prompt: `Przesuń przecinek w obu liczbach o ${places === 1 ? 'jedno miejsce' : 'dwa miejsca'} w prawo. Jaka jest nowa dzielna?`,
            ...numStep(shifted, 'decimal'),
            hints: [
              'Iloraz się nie zmieni, gdy dzielną i dzielnik pomnożymy przez tę samą liczbę.',
              `Pomnóż $${t(dividend)}$ przez ${k}.`,
              `$${t(dividend)} \\cdot ${k} = ${t(shifted)}$`,
            ],
          }),
          step({
            prompt: `Oblicz $${t(shifted)} : ${d}$.`,
            ...numStep(ans),
            hints: [
              'Teraz dzielisz przez liczbę naturalną.',
              `$${t(shifted)} : ${d}$`,
              `$${t(shifted)} : ${d} = ${q}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `$${t(dividend)} : ${t(divisor)} = ${t(shifted)} : ${d} = ${q}$`,
        params: { a: t(dividend), b: t(divisor) },
      };
    });
  },
};

export const decimalOperationsTemplates: readonly QuestionTemplate[] = [addSub, multiply, divide];
