/**
 * Dodawanie i odejmowanie pisemne for pupils who need the column algorithm walked through:
 * one step per column (the digit written under the line, the carry or the borrow), then the
 * whole result. The common errors are the slips teachers see most: a forgotten carry, the
 * column sums written side by side, the smaller digit taken from the larger, a borrow that is
 * never taken away from the next column.
 */
import type { Level, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import type { Rng } from '../../../math/random.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { CHOICE_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { qty } from '../../kit/format.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { ratOf } from '../../kit/numbers.ts';
import { texNumber } from '../../../text/format.ts';
import {
  additionColumns,
  additionConcatenated,
  additionWithoutCarry,
  columnLayoutTex,
  columnName,
  subtractionColumns,
  subtractionSmallerFromLarger,
  subtractionWithoutReducing,
  type AdditionColumn,
  type SubtractionColumn,
} from './written-columns.ts';

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function additionStep(c: AdditionColumn, last: boolean): QuestionStep {
  const terms = c.digits.join(' + ') + (c.carryIn ? ` + ${c.carryIn}` : '');
  const carryNote = c.carryIn ? ` i cyfrę ${c.carryIn} przeniesioną z poprzedniej kolumny` : '';
  const errors: { code: string; value: ReturnType<typeof ratOf>; feedback: string }[] = [];
  if (c.carryIn) {
    const own = c.sum - c.carryIn;
    errors.push({
      code: 'forgot_carry',
      value: ratOf(last ? own : own % 10),
      feedback: `Zapomniano o przeniesieniu: nad tą kolumną jest jeszcze ${c.carryIn} z poprzedniej kolumny.`,
    });
  }
  if (!last && c.sum >= 10) {
    errors.push({
      code: 'whole_column_sum',
      value: ratOf(c.sum),
      feedback: `Pod kreską w jednej kolumnie piszesz tylko jedną cyfrę: ${c.sum % 10}, a ${Math.floor(c.sum / 10)} przenosisz do następnej kolumny.`,
    });
  }
  return numberStep({
    prompt: `${capitalise(columnName(c.place))}: dodaj cyfry ${c.digits.join(', ')}${carryNote}. ${last ? 'To ostatnia kolumna — co zapisujesz pod kreską?' : 'Jaką cyfrę zapisujesz pod kreską?'}`,
    value: ratOf(c.written),
    hints: [
      `Dodaj cyfry stojące w tej kolumnie${c.carryIn ? ' razem z przeniesieniem' : ''}.`,
      last
        ? 'W ostatniej kolumnie zapisujesz całą sumę.'
        : 'Gdy suma jest większa od 9, pod kreską piszesz jej ostatnią cyfrę, a dziesiątkę przenosisz do następnej kolumny.',
      last
        ? `$${terms} = ${c.sum}$, więc zapisujesz ${c.sum}.`
        : `$${terms} = ${c.sum}$, więc zapisujesz ${c.written}${c.carryOut ? ` i przenosisz ${c.carryOut}` : ''}.`,
    ],
    errors,
  });
}

/** Column addition: two addends (levels 1–2) or three (level 3), with carries. */
const columnAddition = defineTemplate({
  id: 'written_add_sub.column-addition',
  title: 'Dodawanie pisemne z przenoszeniem',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const addends =
        level === 1
          ? [rng.int(120, 899), rng.int(110, 899)]
          : level === 2
            ? [rng.int(1200, 8999), rng.int(1100, 8999)]
            : [rng.int(1200, 5999), rng.int(1100, 4999), rng.int(300, 2999)];
      const columns = additionColumns(addends);
      const carries = columns.filter((c) => c.carryIn > 0).length;
      if (carries < (level === 1 ? 1 : 2)) return null;
      const total = addends.reduce((a, b) => a + b, 0);
      const mistakes: NumericMistake[] = [
        {
          key: 'forgot_carry',
          value: ratOf(additionWithoutCarry(addends)),
          feedback:
            'Zapomniano o przeniesieniu: gdy suma w kolumnie jest większa od 9, dziesiątkę przenosi się do następnej kolumny i dodaje do niej.',
        },
        {
          key: 'whole_column_sum',
          value: ratOf(additionConcatenated(addends)),
          feedback:
            'W każdej kolumnie zapisano całą sumę cyfr. Pod kreską w kolumnie piszesz tylko jedną cyfrę, a dziesiątkę przenosisz dalej.',
        },
      ];
      if (!mistakesDistinct(ratOf(total), mistakes)) return null;
      const work = columns.map(
        (c) => `${columnName(c.place)}: $${c.digits.join(' + ')}${c.carryIn ? ` + ${c.carryIn}` : ''} = ${c.sum}$`,
      );
      const numbersTex = addends.map((a) => texNumber(a)).join(' + ');
      return {
        type: 'numeric' as const,
        stem: `Oblicz sposobem pisemnym: $${numbersTex}$.\n${columnLayoutTex(addends, '+')}`,
        answer: numberAnswer(total),
        answerHint: 'Wpisz wynik dodawania.',
        steps: [
          ...columns.map((c, i) => additionStep(c, i === columns.length - 1)),
          numberStep({
            prompt: 'Odczytaj wynik spod kreski. Ile wynosi suma?',
            value: ratOf(total),
            hints: [
              'Cyfry pod kreską czytasz od lewej do prawej.',
              'Najpierw to, co zapisano w ostatniej kolumnie, potem kolejne cyfry aż do kolumny jedności.',
              `$${numbersTex} = ${texNumber(total)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(ratOf(total), mistakes),
        solution: `${capitalise(work.join('; '))}. Pod kreską: $${texNumber(total)}$, czyli $${numbersTex} = ${texNumber(total)}$.`,
        params: { addends: addends.join('+') },
      };
    });
  },
});

function subtractionStep(c: SubtractionColumn): QuestionStep {
  const available = c.top - c.borrowIn;
  const start = c.borrowIn ? `${c.top} - 1` : `${c.top}`;
  const errors: { code: string; value: ReturnType<typeof ratOf>; feedback: string }[] = [];
  if (c.borrows) {
    errors.push({
      code: 'smaller_from_larger',
      value: ratOf(Math.abs(c.top - c.bottom)),
      feedback: `Odjęto mniejszą cyfrę od większej. Od górnej cyfry odejmujesz dolną; gdy górna jest za mała, pożyczasz 10 z następnej kolumny.`,
    });
  }
  if (c.borrowIn) {
    errors.push({
      code: 'forgot_reduce',
      value: ratOf(c.top + (c.top < c.bottom ? 10 : 0) - c.bottom),
      feedback:
        c.top === 0
          ? 'Z tej kolumny pożyczono 1 do poprzedniej kolumny, a stoi w niej 0 — ta kolumna też musi pożyczyć 10 z następnej.'
          : `Z tej kolumny pożyczono 1 do poprzedniej kolumny, więc zamiast ${c.top} zostało ${c.top - 1}.`,
    });
  }
  const work = c.borrows ? `${start} + 10 - ${c.bottom} = ${c.written}` : `${start} - ${c.bottom} = ${c.written}`;
  return numberStep({
    prompt: `${capitalise(columnName(c.place))}: od ${c.top}${c.borrowIn ? ' (pamiętaj o pożyczce)' : ''} odejmij ${c.bottom}. Jaką cyfrę zapisujesz pod kreską?`,
    value: ratOf(c.written),
    hints: [
      !c.borrowIn
        ? 'Od górnej cyfry odejmujesz dolną.'
        : available < 0
          ? 'Z tej kolumny pożyczono 1 do poprzedniej, ale stoi w niej 0 — ona też musi pożyczyć 10 z następnej kolumny.'
          : `Z tej kolumny pożyczono już 1 do poprzedniej, więc zostało $${start} = ${available}$.`,
      !c.borrows
        ? 'Górna cyfra jest dość duża — nie trzeba pożyczać.'
        : available < 0
          ? `Policz $${start} + 10$, a potem odejmij ${c.bottom}.`
          : `$${available}$ to mniej niż ${c.bottom}: pożycz 10 z następnej kolumny i odejmij od $${available} + 10$.`,
      `$${work}$`,
    ],
    errors,
  });
}

/**
 * A column subtraction a − b with borrowing (level 3 borrows across zeros, 5003 − 1268), its
 * columns and the two slips of the column algorithm; null when the draw does not fit the level.
 */
function drawSubtraction(rng: Rng, level: Level) {
  let a: number;
  if (level === 3) {
    // A zero (or two) inside the top number: the borrow has to go through it.
    const head = rng.int(2, 9);
    const tail = rng.int(1, 9);
    a = rng.chance(0.5) ? head * 1000 + tail : head * 1000 + rng.int(1, 9) * 100 + tail;
  } else {
    a = level === 1 ? rng.int(300, 999) : rng.int(3000, 9999);
  }
  const b = level === 1 ? rng.int(100, a - 100) : rng.int(1000, a - 1000);
  const columns = subtractionColumns(a, b);
  const borrows = columns.filter((c) => c.borrows).length;
  if (borrows < (level === 1 ? 1 : 2)) return null;
  if (level === 3 && !columns.some((c) => c.borrowIn && c.top === 0)) return null;
  // The result keeps the top number's length (no leading zero to explain).
  if (columns.at(-1)!.written === 0) return null;
  const diff = a - b;
  const mistakes: NumericMistake[] = [
    {
      key: 'smaller_from_larger',
      value: ratOf(subtractionSmallerFromLarger(a, b)),
      feedback:
        'W kolumnach odjęto mniejszą cyfrę od większej. Zawsze od górnej cyfry odejmuje się dolną — gdy górna jest za mała, pożycza się 10 z następnej kolumny.',
    },
    {
      key: 'forgot_reduce',
      value: ratOf(subtractionWithoutReducing(a, b)),
      feedback:
        'Pożyczono 10, ale nie zmniejszono cyfry w kolumnie, z której pożyczono. Po pożyczce ta cyfra jest o 1 mniejsza.',
    },
  ];
  return mistakesDistinct(ratOf(diff), mistakes) ? { a, b, diff, columns, mistakes } : null;
}

/** One step per column, then the result read off (its slips recognised), and the worked solution. */
function subtractionWork(d: NonNullable<ReturnType<typeof drawSubtraction>>, mistakes: readonly NumericMistake[]) {
  const { a, b, diff, columns } = d;
  const work = columns.map(
    (c) =>
      `${columnName(c.place)}: $${c.borrowIn ? `${c.top} - 1` : c.top}${c.borrows ? ' + 10' : ''} - ${c.bottom} = ${c.written}$`,
  );
  return {
    steps: [
      ...columns.map(subtractionStep),
      numberStep({
        prompt: 'Odczytaj wynik spod kreski. Ile wynosi różnica?',
        value: ratOf(diff),
        hints: [
          'Cyfry pod kreską czytasz od lewej do prawej.',
          `Sprawdź wynik dodawaniem: różnica dodana do ${texNumber(b)} ma dać ${texNumber(a)}.`,
          `$${texNumber(a)} - ${texNumber(b)} = ${texNumber(diff)}$, bo $${texNumber(diff)} + ${texNumber(b)} = ${texNumber(a)}$`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    solution: `${capitalise(work.join('; '))}. Wynik: $${texNumber(a)} - ${texNumber(b)} = ${texNumber(diff)}$. Sprawdzenie: $${texNumber(diff)} + ${texNumber(b)} = ${texNumber(a)}$.`,
  };
}

/** Column subtraction with borrowing; level 3 borrows across zeros (5003 − 1268). */
const columnSubtraction = defineTemplate({
  id: 'written_add_sub.column-subtraction',
  title: 'Odejmowanie pisemne z pożyczaniem',
  generate({ rng, level }) {
    const d = redraw(() => drawSubtraction(rng, level));
    const { steps, solution } = subtractionWork(d, d.mistakes);
    return {
      type: 'numeric' as const,
      stem: `Oblicz sposobem pisemnym: $${texNumber(d.a)} - ${texNumber(d.b)}$.\n${columnLayoutTex([d.a, d.b], '-')}`,
      answer: numberAnswer(d.diff),
      answerHint: 'Wpisz wynik odejmowania.',
      steps,
      commonErrors: numberErrors(ratOf(d.diff), d.mistakes),
      solution,
      params: { a: d.a, b: d.b },
    };
  },
});

/** Stories of "how many are not …": the whole, the part and the question (nouns through the plural helper). */
const PART_STORIES = [
  {
    noun: { one: 'książkę', few: 'książki', many: 'książek' },
    story: (a: string, b: string) => `Szkolna biblioteka ma ${a}. Wypożyczono z niej ${b}.`,
    question: 'Ile książek zostało w bibliotece?',
  },
  {
    noun: { one: 'bilet', few: 'bilety', many: 'biletów' },
    story: (a: string, b: string) => `Na koncert przygotowano ${a}. Do wczoraj sprzedano ${b}.`,
    question: 'Ile biletów zostało do sprzedania?',
  },
  {
    noun: { one: 'sadzonkę', few: 'sadzonki', many: 'sadzonek' },
    story: (a: string, b: string) => `Szkółka leśna przygotowała ${a} drzew. Leśnicy posadzili już ${b}.`,
    question: 'Ile sadzonek zostało do posadzenia?',
  },
] as const;

/**
 * E8 closed task "Wybierz właściwą odpowiedź": a subtraction with borrowing in a story, the
 * distractors the slips of the column algorithm and the numbers added instead of subtracted.
 */
const examSubtraction = defineTemplate({
  id: 'written_add_sub.e8-how-many-left',
  title: 'Ile zostało? Odejmowanie pisemne (wybór odpowiedzi)',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const x = drawSubtraction(rng, level);
      if (!x) return null;
      const mistakes: NumericMistake[] = [
        ...x.mistakes,
        {
          key: 'added_instead',
          value: ratOf(x.a + x.b),
          feedback: 'Dodano liczby zamiast je odjąć. Pytamy, ile zostało, więc od całości odejmujemy to, co ubyło.',
        },
      ];
      return mistakesDistinct(ratOf(x.diff), mistakes) ? { ...x, mistakes } : null;
    });
    const ctx = rng.pick(PART_STORIES);
    const { steps, solution } = subtractionWork(d, d.mistakes);
    const { options, answer, commonErrors } = mcqFromMistakes(
      rng,
      ratOf(d.diff),
      d.mistakes,
      (r) => `$${texNumber(r.n)}$`,
    );
    return {
      type: 'mcq',
      stem: `${ctx.story(qty(d.a, ctx.noun), qty(d.b, ctx.noun))} ${ctx.question}\n\n${CHOICE_INSTRUCTION}`,
      options,
      answer,
      steps,
      commonErrors,
      solution,
      params: { a: d.a, b: d.b, story: ctx.question },
    };
  },
});

export const writtenAddSubTemplates: readonly QuestionTemplate[] = [columnAddition, columnSubtraction, examSubtraction];
