import { type Rational, rat, div } from '../../../math/rational.ts';
import { texNumber } from '../../../text/format.ts';
import { pluralForm } from '../../../text/plural.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type AgePair, pickAgePair, pickTwoPeople, verb } from '../../kit/people.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { mcqFromErrors, DOKONCZ_INSTRUCTION } from '../../kit/mcq.ts';
import { step, numberStep } from '../../kit/steps.ts';
import type { McqOption, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

const lat = (n: number): string => `${n} ${pluralForm(n, { one: 'rok', few: 'lata', many: 'lat' })}`;

const TATA_SYN: AgePair = {
  older: 'Tata',
  olderInText: 'tata',
  olderFemale: false,
  younger: 'syn',
  youngerGenitive: 'syna',
  youngerFemale: false,
};

/** The typical wrong ages in "k times older now, m times older in n years" (x: the younger's age). */
function ageMistakes(who: AgePair, k: number, m: number, n: number, x: Rational): NumericMistake[] {
  return [
    {
      key: 'other_person',
      value: rat(k * x.n),
      feedback: `Tyle lat ma ${who.olderInText}. Pytanie dotyczy wieku ${who.youngerGenitive}.`,
    },
    {
      key: 'years_added_once',
      value: div(rat(n), rat(k - m)),
      feedback: `Za ${lat(n)} przybędzie lat i ${who.olderInText}, i ${who.younger}: $${k}x + ${n} = ${m}(x + ${n})$.`,
    },
    {
      key: 'future_age',
      value: rat(x.n + n),
      feedback: `To wiek ${who.youngerGenitive} za ${lat(n)}. Pytanie dotyczy wieku obecnego.`,
    },
  ];
}

/** Classic word problems solved by one linear equation; the unknown is named in the steps. */
const solveStory = defineTemplate({
  id: 'equation_word_problems.solve-story',
  title: 'Zadanie tekstowe rozwiązywane równaniem',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const d = redraw(() => {
        const x = rng.int(5, 90);
        const s = 3 * x + 3;
        const mistakes: NumericMistake[] = [
          {
            key: 'middle_number',
            value: rat(x + 1),
            feedback: `To środkowa liczba (${s} : 3). Najmniejsza jest o 1 mniejsza.`,
          },
          {
            key: 'largest_number',
            value: rat(x + 2),
            feedback: 'To największa z tych liczb. Pytanie dotyczy najmniejszej.',
          },
        ];
        return mistakesDistinct(rat(x), mistakes) ? { x, s, mistakes } : null;
      });
      const { x, s } = d;
      return {
        type: 'numeric',
        stem: `Suma trzech kolejnych liczb naturalnych jest równa $${s}$. Jaka jest najmniejsza z tych liczb?`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt:
              'Oznacz najmniejszą liczbę przez $x$. Kolejne to $x + 1$ i $x + 2$. Równanie to $3x + 3 = ' +
              s +
              '$. Ile wynosi $3x$?',
            value: rat(s - 3),
            hints: ['Odejmij 3 od obu stron równania.', `$3x = ${s} - 3$`, `$3x = ${s - 3}$`],
          }),
          numberStep({
            prompt: 'Ile wynosi $x$?',
            value: rat(x),
            hints: ['Podziel obie strony przez 3.', `$x = ${s - 3} : 3$`, `$x = ${x}$`],
            errors: stepErrors(d.mistakes),
          }),
        ],
        commonErrors: numberErrors(x, d.mistakes),
        solution: `$x + (x + 1) + (x + 2) = ${s}$, więc $3x = ${s - 3}$ i $x = ${x}$. Rozwiązujemy to równanie: $${x} + ${x + 1} + ${x + 2} = ${s}$.`,
        params: { x, s },
      };
    }
    if (level === 2) {
      const [a, b] = pickTwoPeople(rng);
      const d = redraw(() => {
        const x = rng.int(8, 90);
        const diff = rng.int(3, 40);
        const s = 2 * x + diff;
        const mistakes: NumericMistake[] = [
          {
            key: 'half_of_total',
            value: div(rat(s), rat(2)),
            feedback: `Podzielono kwotę po równo, a ${a.name} ma o ${diff} zł więcej.`,
          },
          {
            key: 'other_person',
            value: rat(x + diff),
            feedback: `To kwota, którą ma ${a.name}. Pytanie dotyczy kwoty, którą ma ${b.name}.`,
          },
          {
            key: 'subtract_only',
            value: rat(s - diff),
            feedback: `Po odjęciu ${diff} zł zostaje podwojona kwota, którą ma ${b.name}. Podziel jeszcze przez 2.`,
          },
        ];
        return mistakesDistinct(rat(x), mistakes) ? { x, diff, s, mistakes } : null;
      });
      const { x, diff, s } = d;
      return {
        type: 'numeric',
        stem: `${a.name} i ${b.name} mają razem $${s}\\text{ zł}$. ${a.name} ma o $${diff}\\text{ zł}$ więcej niż ${b.name}. Ile złotych ma ${b.name}?`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz kwotę w złotych.',
        unitLabel: 'zł',
        steps: [
          numberStep({
            prompt: `Oznacz przez $x$ kwotę, którą ma ${b.name}. Wtedy $x + (x + ${diff}) = ${s}$. Ile wynosi $2x$?`,
            value: rat(s - diff),
            hints: [`Odejmij ${diff} od obu stron.`, `$2x = ${s} - ${diff}$`, `$2x = ${s - diff}$`],
          }),
          numberStep({
            prompt: 'Ile wynosi $x$?',
            value: rat(x),
            hints: ['Podziel przez 2.', `$x = ${s - diff} : 2$`, `$x = ${x}$`],
            errors: stepErrors(d.mistakes),
          }),
        ],
        commonErrors: numberErrors(x, d.mistakes),
        solution: `$x + x + ${diff} = ${s}$, więc $2x = ${s - diff}$ i $x = ${x}$. ${b.name} ma ${x} zł, a ${a.name} ${x + diff} zł.`,
        params: { x, diff, s },
      };
    }
    const d = redraw(() => {
      const m = rng.int(2, 4);
      const k = rng.int(m + 1, 7);
      const n = rng.int(2, 15);
      const x = div(rat(n * (m - 1)), rat(k - m));
      // x = n would let the pupil copy the number of years from the stem.
      if (x.d !== 1 || x.n < 3 || x.n > 16 || x.n === n) return null;
      return mistakesDistinct(x, ageMistakes(TATA_SYN, k, m, n, x)) ? { m, k, n, x } : null;
    });
    const { m, k, n, x } = d;
    // The people are drawn after the numbers, so a seed keeps its numbers whatever the story.
    const who = pickAgePair(rng, k * x.n, x.n);
    const mistakes = ageMistakes(who, k, m, n, x);
    const older = who.olderFemale ? 'starsza' : 'starszy';
    const steps: QuestionStep[] = [
      numberStep({
        prompt: `Oznacz wiek ${who.youngerGenitive} przez $x$. Wtedy $${k}x + ${n} = ${m}(x + ${n})$. Po przeniesieniu wyrazów z $x$ na lewą stronę: jaki współczynnik stoi przy $x$?`,
        value: rat(k - m),
        hints: ['Opuść nawias po prawej stronie.', `$${k}x - ${m}x$`, `$${k}x - ${m}x = ${k - m === 1 ? '' : k - m}x$`],
      }),
      // With coefficient 1 the right side is already the age: one step instead of two equal answers.
      ...(k - m === 1
        ? [
            numberStep({
              prompt: `Przenieś liczby na prawą stronę. Ile lat ma ${who.younger}?`,
              value: x,
              hints: [
                'Po prawej stronie jest $' + m * n + '$, a liczbę ' + n + ' przenosimy z lewej.',
                `$x = ${m * n} - ${n}$`,
                `$x = ${x.n}$`,
              ],
              errors: stepErrors(mistakes),
            }),
          ]
        : [
            numberStep({
              prompt: 'Ile wynosi prawa strona po przeniesieniu liczb?',
              value: rat(m * n - n),
              hints: [
                'Po prawej stronie jest $' + m * n + '$, a liczbę ' + n + ' przenosimy z lewej.',
                `$${m * n} - ${n}$`,
                `$${m * n - n}$`,
              ],
            }),
            numberStep({
              prompt: `Ile lat ma ${who.younger}?`,
              value: x,
              hints: [
                'Podziel obie strony przez współczynnik przy $x$.',
                `$x = ${m * n - n} : ${k - m}$`,
                `$x = ${x.n}$`,
              ],
              errors: stepErrors(mistakes),
            }),
          ]),
    ];
    return {
      type: 'numeric',
      stem: `${who.older} jest ${k} razy ${older} od ${who.youngerGenitive}. Za ${lat(n)} będzie od ${who.youngerFemale ? 'niej' : 'niego'} ${m} razy ${older}. Ile lat ma teraz ${who.younger}?`,
      answer: numberAnswer(x),
      answerHint: 'Wpisz liczbę lat.',
      steps,
      commonErrors: numberErrors(x, mistakes),
      solution: `$${k}x + ${n} = ${m}(x + ${n})$, czyli $${k}x + ${n} = ${m}x + ${m * n}$, ${k - m === 1 ? `więc po przeniesieniu wyrazów współczynnik przy $x$ wynosi $1$ i od razu $x = ${m * n - n}$` : `więc $${k - m}x = ${m * n - n}$ i $x = ${x.n}$`}. Sprawdzenie: ${who.olderInText} ma ${lat(k * x.n)}, za ${lat(n)} będzie mieć ${lat(k * x.n + n)}, a ${who.younger} ${lat(x.n + n)}.`,
      params: { k, m, n, x: x.n },
    };
  },
});

interface EquationChoice {
  situation: string;
  unknown: string;
  correct: string;
  wrong: { key: string; text: string; feedback: string }[];
  steps: QuestionStep[];
  solution: string;
}

/** E8 closed task: choose the equation that models the situation. */
const whichEquation = defineTemplate({
  id: 'equation_word_problems.e8-which-equation',
  title: 'Równanie opisujące sytuację (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    let c: EquationChoice;
    if (level === 1) {
      const [a, b] = pickTwoPeople(rng);
      const k = rng.int(2, 5);
      const x = rng.int(5, 30);
      const s = x * (k + 1);
      c = {
        situation: `${a.name} ${verb(a, 'zebrał', 'zebrała')} ${k} razy więcej kasztanów niż ${b.name}. Razem ${a.female && b.female ? 'zebrały' : 'zebrali'} $${s}$ ${pluralForm(s, { one: 'kasztan', few: 'kasztany', many: 'kasztanów' })}.`,
        unknown: `liczbę kasztanów, które ${verb(b, 'zebrał', 'zebrała')} ${b.name}`,
        correct: `x + ${k}x = ${s}`,
        wrong: [
          {
            key: 'times_more_as_plus',
            text: `x + (x + ${k}) = ${s}`,
            feedback: `„${k} razy więcej” to $${k}x$, a nie $x + ${k}$.`,
          },
          {
            key: 'only_one_person',
            text: `${k}x = ${s}`,
            feedback: `$${k}x$ to kasztany, które ${verb(a, 'zebrał', 'zebrała')} ${a.name}. Razem to $x + ${k}x$.`,
          },
          {
            key: 'times_more_as_divide',
            text: `x + \\frac{x}{${k}} = ${s}`,
            feedback: `${a.name} ${verb(a, 'zebrał', 'zebrała')} więcej, więc mnożymy $x$ przez ${k}, a nie dzielimy.`,
          },
        ],
        steps: [
          numberStep({
            prompt: `Ile kasztanów ${verb(a, 'zebrał', 'zebrała')} ${a.name}, jeśli ${b.name} ${verb(b, 'zebrał', 'zebrała')} $x$? Wpisz współczynnik przy $x$.`,
            value: rat(k),
            hints: [
              `„${k} razy więcej” oznacza mnożenie.`,
              `${a.name} ma $${k} \\cdot x$.`,
              `$${k}x$, czyli współczynnik ${k}.`,
            ],
          }),
          numberStep({
            prompt: 'Sprawdź swoje równanie: ile wynosi $x$?',
            value: rat(x),
            hints: [`$x + ${k}x = ${k + 1}x$`, `$${k + 1}x = ${s}$`, `$x = ${s} : ${k + 1} = ${x}$`],
          }),
        ],
        solution: `${b.name}: $x$, ${a.name}: $${k}x$, razem $x + ${k}x = ${s}$. Rozwiązujemy to równanie: $${k + 1}x = ${s}$, więc $x = ${s} : ${k + 1} = ${x}$.`,
      };
    } else if (level === 2) {
      const dd = rng.int(2, 9);
      const x = rng.int(3, 20);
      const obw = 2 * x + 2 * (x + dd);
      c = {
        situation: `Długość prostokąta jest o $${dd}\\text{ cm}$ większa od jego szerokości. Obwód tego prostokąta jest równy $${obw}\\text{ cm}$.`,
        unknown: 'szerokość prostokąta (w centymetrach)',
        correct: `2x + 2(x + ${dd}) = ${obw}`,
        wrong: [
          {
            key: 'half_perimeter',
            text: `x + (x + ${dd}) = ${obw}`,
            feedback: 'Obwód to suma długości wszystkich czterech boków, a nie dwóch.',
          },
          {
            key: 'area_perimeter_confused',
            text: `x(x + ${dd}) = ${obw}`,
            feedback: 'Iloczyn boków to pole, a w zadaniu podano obwód.',
          },
          {
            key: 'missing_brackets',
            text: `2x + 2x + ${dd} = ${obw}`,
            feedback: `Dwa dłuższe boki to $2(x + ${dd})$: każdy z nich jest o ${dd} cm dłuższy.`,
          },
        ],
        steps: [
          step({
            prompt: 'Szerokość prostokąta to $x$. Zapisz jego długość za pomocą $x$.',
            expected: `x+${dd}`,
            patterns: [`^(x\\+${dd}|${dd}\\+x)$`],
            hints: [`Długość jest o ${dd} cm większa.`, '„O … większa” oznacza dodawanie.', `$x + ${dd}$`],
          }),
          numberStep({
            prompt: 'Rozwiąż równanie: ile wynosi $x$?',
            value: rat(x),
            hints: [`$2x + 2x + ${2 * dd} = ${obw}$`, `$4x = ${obw - 2 * dd}$`, `$x = ${x}$`],
          }),
        ],
        solution: `Boki mają długości $x$ i $x + ${dd}$, a obwód to $2x + 2(x + ${dd}) = ${obw}$. Rozwiązujemy to równanie: $4x + ${2 * dd} = ${obw}$, $4x = ${obw - 2 * dd}$, więc $x = ${x}$.`,
      };
    } else {
      const p = rng.pick([10, 20, 25, 30, 40]);
      const x = rng.int(3, 30) * 20;
      const a: Rational = rat((x * (100 - p)) / 100);
      const f = texNumber((100 - p) / 100);
      c = {
        situation: `Po obniżce ceny o $${p}\\%$ bluza kosztuje $${texNumber(a.n)}\\text{ zł}$.`,
        unknown: 'cenę bluzy przed obniżką (w złotych)',
        correct: `${f}x = ${texNumber(a.n)}`,
        wrong: [
          {
            key: 'additive_reasoning',
            text: `x - ${p} = ${texNumber(a.n)}`,
            feedback: `Obniżka o ${p}% to nie obniżka o ${p} zł.`,
          },
          {
            key: 'wrong_base_percent',
            text: `${texNumber(p / 100)}x = ${texNumber(a.n)}`,
            feedback: `Po obniżce zostaje $${100 - p}\\%$ ceny, a nie $${p}\\%$.`,
          },
          {
            key: 'percent_of_new_value',
            text: `x = ${texNumber(a.n)} + ${texNumber(p / 100)} \\cdot ${texNumber(a.n)}`,
            feedback: 'Procent obniżki liczymy od ceny przed obniżką, a nie od nowej ceny.',
          },
        ],
        steps: [
          numberStep({
            prompt: 'Jaki procent ceny początkowej zostaje po obniżce? Wpisz liczbę.',
            value: rat(100 - p),
            hints: ['Cena początkowa to 100%.', `$100\\% - ${p}\\%$`, `$${100 - p}\\%$`],
          }),
          numberStep({
            prompt: 'Rozwiąż równanie: ile wynosi $x$?',
            value: rat(x),
            hints: [`$${f}x = ${texNumber(a.n)}$`, `$x = ${texNumber(a.n)} : ${f}$`, `$x = ${x}$`],
          }),
        ],
        solution: `Po obniżce zostaje $${100 - p}\\% = ${f}$ ceny, więc $${f}x = ${texNumber(a.n)}$. Rozwiązujemy to równanie: $x = ${texNumber(a.n)} : ${f} = ${texNumber(x)}$.`,
      };
    }
    const correctText = `$${c.correct}$`;
    const distractors: McqOption[] = c.wrong.map((w) => ({ text: `$${w.text}$`, errorKey: w.key }));
    const { options, answer } = mcqFromErrors(rng, correctText, distractors);
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\n${c.situation} Jeśli $x$ oznacza ${c.unknown}, to tę sytuację opisuje równanie`,
      options,
      answer,
      steps: c.steps,
      commonErrors: c.wrong.map((w) => textError(w.key, `$${w.text}$`, w.feedback)),
      solution: c.solution,
      params: { level, correct: c.correct },
    };
  },
});

export const equationWordProblemsTemplates: readonly QuestionTemplate[] = [solveStory, whichEquation];
