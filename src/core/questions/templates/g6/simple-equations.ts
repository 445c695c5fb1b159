import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { numberErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';
import { texNumber } from '../../../text/format.ts';

const inverseOps = defineTemplate({
  id: 'simple_equations.inverse-operations',
  title: 'Równania rozwiązywane działaniem odwrotnym',
  generate({ rng, level }): GeneratedBody {
    const hint = 'Wpisz liczbę x.';
    if (level === 1) {
      const plus = rng.chance(0.5);
      const { a, x } = redraw(() => {
        const a = rng.int(3, 60);
        const x = rng.int(2, 80);
        // Keep the right-hand side positive for the youngest.
        return a === x || (!plus && x <= a) || (!plus && x === 2 * a) ? null : { a, x };
      });
      const b = plus ? x + a : x - a;
      const eq = plus ? `x + ${a} = ${b}` : `x - ${a} = ${texNumber(b)}`;
      const errors = numberErrors(rat(x), [
        {
          key: 'sign_not_changed',
          value: rat(plus ? b + a : b - a),
          feedback: plus
            ? `Aby „cofnąć” dodawanie ${a}, trzeba odjąć ${a}, a nie dodać.`
            : `Aby „cofnąć” odejmowanie ${a}, trzeba dodać ${a}, a nie odjąć.`,
        },
        {
          key: 'ignored_term',
          value: rat(b),
          feedback: `Pominięto liczbę ${a}. Niewiadoma $x$ nie jest jeszcze sama po lewej stronie.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `Rozwiąż równanie: $${eq}$.`,
        answer: numberAnswer(x),
        answerHint: hint,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: plus
              ? `Jaką liczbę trzeba odjąć od obu stron, aby po lewej zostało samo $x$?`
              : `Jaką liczbę trzeba dodać do obu stron, aby po lewej zostało samo $x$?`,
            value: rat(a),
            hints: [
              'Działanie odwrotne do dodawania to odejmowanie (i odwrotnie).',
              `Po lewej stronie jest $${plus ? '+' : '-'} ${a}$.`,
              plus ? `Odejmujemy ${a}.` : `Dodajemy ${a}.`,
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi $x$?',
            value: rat(x),
            hints: [plus ? `$x = ${b} - ${a}$` : `$x = ${texNumber(b)} + ${a}$`, 'Oblicz.', `$x = ${x}$`],
            errors: [
              { code: 'sign_not_changed', value: rat(plus ? b + a : b - a), feedback: 'Wykonaj działanie odwrotne.' },
            ],
          }),
        ],
        solution: `$x = ${plus ? `${b} - ${a}` : `${texNumber(b)} + ${a}`} = ${x}$. Sprawdzenie: $${plus ? `${x} + ${a}` : `${x} - ${a}`} = ${texNumber(b)}$.`,
        params: { a, x, plus },
      };
    }
    if (level === 2) {
      const times = rng.chance(0.5);
      const { a, x } = redraw(() => {
        const a = rng.int(2, 12);
        const x = rng.int(2, 15);
        return a === x ? null : { a, x };
      });
      const xx = times ? x : x * a;
      const eq = times ? `${a}x = ${a * x}` : `x : ${a} = ${x}`;
      const rhs = times ? a * x : x;
      const errors = numberErrors(rat(xx), [
        times
          ? {
              key: 'multiplied_instead',
              value: rat(rhs * a),
              feedback: `Aby „cofnąć” mnożenie przez ${a}, trzeba podzielić przez ${a}.`,
            }
          : {
              key: 'divided_instead',
              value: rat(rhs, a),
              feedback: `Aby „cofnąć” dzielenie przez ${a}, trzeba pomnożyć przez ${a}.`,
            },
        {
          key: 'subtracted_instead',
          value: rat(rhs - a),
          feedback: `$${times ? `${a}x` : `x : ${a}`}$ to ${times ? 'mnożenie' : 'dzielenie'}, a nie ${times ? 'dodawanie' : 'odejmowanie'}.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `Rozwiąż równanie: $${eq}$.`,
        answer: numberAnswer(xx),
        answerHint: hint,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: times
              ? `Przez jaką liczbę trzeba podzielić obie strony równania?`
              : `Przez jaką liczbę trzeba pomnożyć obie strony równania?`,
            value: rat(a),
            hints: [
              'Działanie odwrotne do mnożenia to dzielenie (i odwrotnie).',
              times ? `$${a}x$ to $${a} \\cdot x$.` : `$x$ jest dzielone przez ${a}.`,
              times ? `Dzielimy przez ${a}.` : `Mnożymy przez ${a}.`,
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi $x$?',
            value: rat(xx),
            hints: [times ? `$x = ${rhs} : ${a}$` : `$x = ${rhs} \\cdot ${a}$`, 'Oblicz.', `$x = ${xx}$`],
          }),
        ],
        solution: `$x = ${times ? `${rhs} : ${a}` : `${rhs} \\cdot ${a}`} = ${xx}$. Sprawdzenie: $${times ? `${a} \\cdot ${xx}` : `${xx} : ${a}`} = ${rhs}$.`,
        params: { a, x: xx, times },
      };
    }
    const { a, b, x } = redraw(() => {
      const a = rng.int(2, 9);
      const b = rng.int(-20, 20);
      const x = rng.int(-9, 12);
      if (b === 0 || x === 0 || x === 1) return null;
      return { a, b, x };
    });
    const c = a * x + b;
    const errors = numberErrors(rat(x), [
      {
        key: 'sign_not_changed',
        value: rat(c + b, a),
        feedback: `Przenosząc ${b > 0 ? `$+${b}$` : `$${b}$`} na drugą stronę, trzeba zmienić znak.`,
      },
      {
        key: 'divide_one_term',
        value: rat(c - a * b, a),
        feedback: `Dzieląc przez ${a}, trzeba podzielić obie strony w całości — najpierw ${b > 0 ? 'odejmij' : 'dodaj'} ${Math.abs(b)}.`,
      },
      {
        key: 'multiplied_instead',
        value: rat((c - b) * a),
        feedback: `Na końcu trzeba podzielić przez ${a}, a nie pomnożyć.`,
      },
    ]);
    const bTex = b > 0 ? `+ ${b}` : `- ${-b}`;
    return {
      type: 'numeric',
      stem: `Rozwiąż równanie: $${a}x ${bTex} = ${c}$.`,
      answer: numberAnswer(x),
      answerHint: hint,
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `${b > 0 ? `Odejmij ${b} od` : `Dodaj ${-b} do`} obu stron. Ile wynosi $${a}x$?`,
          value: rat(c - b),
          hints: [
            'Najpierw pozbądź się liczby dodanej do $' + a + 'x$.',
            `$${a}x = ${c} ${b > 0 ? '-' : '+'} ${Math.abs(b)}$`,
            `$${a}x = ${c - b}$`,
          ],
          errors: [
            {
              code: 'sign_not_changed',
              value: rat(c + b),
              feedback: 'Zmień znak liczby przenoszonej na drugą stronę.',
            },
          ],
        }),
        numberStep({
          prompt: `Podziel obie strony przez ${a}. Ile wynosi $x$?`,
          value: rat(x),
          hints: ['Działanie odwrotne do mnożenia to dzielenie.', `$x = ${c - b} : ${a}$`, `$x = ${x}$`],
        }),
      ],
      solution: `$${a}x ${bTex} = ${c}$, więc $${a}x = ${c - b}$, zatem $x = ${c - b} : ${a} = ${x}$.`,
      params: { a, b, x },
    };
  },
});

const thinkOfNumber = defineTemplate({
  id: 'simple_equations.think-of-number',
  title: 'Zagadki „pomyślałem liczbę”',
  generate({ rng, level }): GeneratedBody {
    const p = pickPerson(rng);
    const thought = verb(p, 'pomyślał', 'pomyślała');
    const got = verb(p, 'Otrzymał', 'Otrzymała');
    if (level === 1) {
      const { a, x } = redraw(() => {
        const a = rng.int(3, 9);
        const x = rng.int(3, 20);
        return a === x ? null : { a, x };
      });
      const r = a * x;
      const errors = numberErrors(rat(x), [
        {
          key: 'forward_ops',
          value: rat(r * a),
          feedback: `Pomnożono wynik jeszcze raz. Trzeba „cofnąć” mnożenie przez ${a}, czyli podzielić.`,
        },
        {
          key: 'subtracted_instead',
          value: rat(r - a),
          feedback: 'Działaniem odwrotnym do mnożenia jest dzielenie, a nie odejmowanie.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `${p.name} ${thought} liczbę i ${verb(p, 'pomnożył', 'pomnożyła')} ją przez ${a}. ${got} ${r}. Jaką liczbę ${thought} ${p.name}?`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zapisz równanie $${a} \\cdot x = ${r}$. Przez jaką liczbę podzielisz ${r}?`,
            value: rat(a),
            hints: ['Mnożenie cofamy dzieleniem.', `$x = ${r} : ?$`, `Dzielimy przez ${a}.`],
          }),
          numberStep({
            prompt: 'Jaką liczbę pomyślano?',
            value: rat(x),
            hints: [`$${r} : ${a}$`, 'Sprawdź wynik mnożeniem.', `$${r} : ${a} = ${x}$`],
          }),
        ],
        solution: `$${a} \\cdot x = ${r}$, więc $x = ${r} : ${a} = ${x}$.`,
        params: { a, x },
      };
    }
    if (level === 2) {
      const { a, b, x, plus } = redraw(() => {
        const a = rng.int(2, 9);
        const b = rng.int(2, 30);
        const x = rng.int(2, 20);
        const plus = rng.chance(0.5);
        return a === x || a * x - b <= 0 ? null : { a, b, x, plus };
      });
      const r = a * x + (plus ? b : -b);
      const errors = numberErrors(rat(x), [
        {
          key: 'wrong_inverse_order',
          value: plus ? rat(r - a * b, a) : rat(r + a * b, a),
          feedback: `Operacje cofamy w odwrotnej kolejności: najpierw ${plus ? 'odejmij' : 'dodaj'} ${b}, dopiero potem podziel przez ${a}.`,
        },
        {
          key: 'sign_not_changed',
          value: plus ? rat(r + b, a) : rat(r - b, a),
          feedback: `${plus ? 'Dodanie' : 'Odjęcie'} ${b} cofamy ${plus ? 'odejmowaniem' : 'dodawaniem'}.`,
        },
        {
          key: 'forward_ops',
          value: rat(r * a + (plus ? b : -b)),
          feedback: 'Wykonano te same działania jeszcze raz, zamiast je „cofnąć”.',
        },
      ]);
      const did = plus
        ? `do wyniku ${verb(p, 'dodał', 'dodała')} ${b}`
        : `od wyniku ${verb(p, 'odjął', 'odjęła')} ${b}`;
      return {
        type: 'numeric',
        stem: `${p.name} ${thought} liczbę, ${verb(p, 'pomnożył', 'pomnożyła')} ją przez ${a}, a następnie ${did}. ${got} ${r}. Jaką liczbę ${thought} ${p.name}?`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Cofnij ostatnie działanie. Ile wynosiła liczba pomnożona przez ${a}?`,
            value: rat(a * x),
            hints: ['Działania cofamy od końca.', plus ? `$${r} - ${b}$` : `$${r} + ${b}$`, `$${a * x}$`],
            errors: [
              { code: 'sign_not_changed', value: rat(plus ? r + b : r - b), feedback: 'Użyj działania odwrotnego.' },
            ],
          }),
          numberStep({
            prompt: `Cofnij mnożenie przez ${a}. Jaką liczbę ${thought} ${p.name}?`,
            value: rat(x),
            hints: ['Mnożenie cofamy dzieleniem.', `$${a * x} : ${a}$`, `$${x}$`],
          }),
        ],
        solution: `$${a}x ${plus ? '+' : '-'} ${b} = ${r}$, więc $${a}x = ${a * x}$ i $x = ${x}$. Sprawdzenie: $${a} \\cdot ${x} ${plus ? '+' : '-'} ${b} = ${r}$.`,
        params: { a, b, x, plus },
      };
    }
    const { a, b, x } = redraw(() => {
      const a = rng.int(2, 6);
      const b = rng.int(2, 15);
      const x = rng.int(b + 1, b + 12);
      return { a, b, x };
    });
    const r = (x - b) * a;
    const errors = numberErrors(rat(x), [
      {
        key: 'wrong_inverse_order',
        value: rat(r + b, a),
        feedback: `Działania cofamy od końca: ostatnie było mnożenie przez ${a}, więc najpierw dzielimy przez ${a}, a potem dodajemy ${b}.`,
      },
      { key: 'sign_not_changed', value: rat(r / a - b), feedback: `Odejmowanie ${b} cofamy dodawaniem.` },
      { key: 'forgot_step', value: rat(r, a), feedback: `Nie cofnięto odejmowania ${b}.` },
    ]);
    return {
      type: 'numeric',
      stem: `${p.name} ${thought} liczbę, ${verb(p, 'odjął', 'odjęła')} od niej ${b}, a otrzymaną różnicę ${verb(p, 'pomnożył', 'pomnożyła')} przez ${a}. ${got} ${r}. Jaką liczbę ${thought} ${p.name}?`,
      answer: numberAnswer(x),
      answerHint: 'Wpisz liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Zapisz równanie $(x - ${b}) \\cdot ${a} = ${r}$. Ile wynosi $x - ${b}$?`,
          value: rat(x - b),
          hints: ['Cofamy od końca: ostatnie było mnożenie.', `$${r} : ${a}$`, `$x - ${b} = ${x - b}$`],
        }),
        numberStep({
          prompt: 'Ile wynosi $x$?',
          value: rat(x),
          hints: ['Odejmowanie cofamy dodawaniem.', `$${x - b} + ${b}$`, `$x = ${x}$`],
          errors: [{ code: 'sign_not_changed', value: rat(x - 2 * b), feedback: 'Odejmowanie cofamy dodawaniem.' }],
        }),
      ],
      solution: `$(x - ${b}) \\cdot ${a} = ${r}$, więc $x - ${b} = ${r} : ${a} = ${x - b}$, czyli $x = ${x}$.`,
      params: { a, b, x },
    };
  },
});

export const simpleEquationsTemplates: readonly QuestionTemplate[] = [inverseOps, thinkOfNumber];
