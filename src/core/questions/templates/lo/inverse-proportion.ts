import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, INTEGER_OR_FRACTION_HINT } from '../../kit/numbers.ts';
import { nonZeroInt, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { texValue, qty } from '../../kit/format.ts';
import { rat, mul, div, type Rational } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';
import { pluralForm, type NounForms } from '../../../text/plural.ts';

const DEVICES: NounForms = { one: 'urządzenie', few: 'urządzenia', many: 'urządzeń' };

type Item = ReturnType<QuestionTemplate['generate']>;

const HOURS: NounForms = { one: 'godzinę', few: 'godziny', many: 'godzin' };
const DAYS: NounForms = { one: 'dzień', few: 'dni', many: 'dni' };
const count = (x: number, forms: NounForms): string => `${x} ${pluralForm(x, forms)}`;

const CONTEXTS = [
  {
    agents: { one: 'jednakowa koparka', few: 'jednakowe koparki', many: 'jednakowych koparek' },
    verbOne: 'wykonuje',
    verbMany: 'wykonują',
    verbManyGen: 'wykonuje',
    task: 'wykop',
    taskGen: 'wykonanie tego wykopu',
    dative: 'koparkom',
    genPl: 'koparek',
    unit: HOURS,
    unitGen: 'godzin',
  },
  {
    agents: { one: 'jednakowy kran', few: 'jednakowe krany', many: 'jednakowych kranów' },
    verbOne: 'napełnia',
    verbMany: 'napełniają',
    verbManyGen: 'napełnia',
    task: 'basen',
    taskGen: 'napełnienie tego basenu',
    dative: 'kranom',
    genPl: 'kranów',
    unit: HOURS,
    unitGen: 'godzin',
  },
  {
    agents: { one: 'jednakowa maszyna', few: 'jednakowe maszyny', many: 'jednakowych maszyn' },
    verbOne: 'wykonuje',
    verbMany: 'wykonują',
    verbManyGen: 'wykonuje',
    task: 'zamówienie',
    taskGen: 'wykonanie tego zamówienia',
    dative: 'maszynom',
    genPl: 'maszyn',
    unit: DAYS,
    unitGen: 'dni',
  },
] as const;

const workTime = defineTemplate({
  id: 'inverse_proportion.work-time',
  title: 'Wielkości odwrotnie proporcjonalne — czas pracy',
  generate({ rng, level }): Item {
    const ctx = rng.pick(CONTEXTS);
    const agentsText = (k: number) => `${k} ${pluralForm(k, ctx.agents)}`;
    const verb = (k: number) =>
      k === 1 ? ctx.verbOne : pluralForm(k, { one: ctx.verbOne, few: ctx.verbMany, many: ctx.verbManyGen });
    if (level < 3) {
      const { nA, t, m } = redraw(() => {
        const nA = rng.int(2, 8);
        const t = rng.int(2, 15);
        const m = rng.int(2, 12);
        if (m === nA || (nA * t) % m !== 0) return null;
        if (level === 1 && m % nA !== 0 && nA % m !== 0) return null;
        if (level === 2 && (m % nA === 0 || nA % m === 0)) return null;
        return { nA, t, m };
      });
      const correct = (nA * t) / m;
      const mistakes: NumericMistake[] = [
        {
          key: 'direct_proportion',
          value: rat(t * m, nA),
          feedback:
            'To wielkości odwrotnie proporcjonalne: im więcej maszyn, tym KRÓCEJ trwa praca. Nie mnóż czasu przez stosunek liczby maszyn — podziel.',
        },
        {
          key: 'additive_reasoning',
          value: rat(t - (m - nA)),
          feedback:
            'Zmiana liczby maszyn nie zmienia czasu o tyle samo jednostek. Policz, ile pracy to razem (liczba maszyn · czas).',
        },
        {
          key: 'total_work_only',
          value: rat(nA * t),
          feedback: 'To cała praca (liczba maszyn · czas). Podziel ją jeszcze przez nową liczbę maszyn.',
        },
      ];
      const sol = `Iloczyn liczby ${ctx.genPl} i czasu pracy jest stały: $${nA} \\cdot ${t} = ${nA * t}$. Stąd czas: $${nA * t} : ${m} = ${correct}$, czyli ${correct} ${pluralForm(correct, ctx.unit === HOURS ? { one: 'godzina', few: 'godziny', many: 'godzin' } : DAYS)}.`;
      return {
        type: 'numeric',
        stem: `${agentsText(nA)} ${verb(nA)} ${ctx.task} w ${count(t, ctx.unit)}. Ile ${ctx.unitGen} zajmie ${ctx.taskGen} ${m} takim ${ctx.dative}, jeśli pracują w tym samym tempie?`,
        answer: numberAnswer(correct),
        answerHint: `Wpisz liczbę ${ctx.unitGen}.`,
        unitLabel: ctx.unit === HOURS ? 'h' : 'dni',
        steps: [
          numberStep({
            prompt: `Ile ${ctx.unitGen} zajęłaby ta praca jednemu urządzeniu?`,
            value: rat(nA * t),
            hints: [
              'Jedno urządzenie pracuje wolniej niż kilka.',
              `Pomnóż liczbę urządzeń przez czas: jedno potrzebuje ${nA} razy więcej czasu.`,
              `$${nA} \\cdot ${t} = ${nA * t}$`,
            ],
            errors: [
              {
                code: 'direct_proportion',
                value: rat(t, nA),
                feedback: 'Jedno urządzenie pracuje dłużej, nie krócej — pomnóż, a nie dziel.',
              },
            ],
          }),
          numberStep({
            prompt: `Ile ${ctx.unitGen} zajmie ta praca ${m} urządzeniom?`,
            value: rat(correct),
            hints: [
              'Więcej urządzeń — krótszy czas.',
              `Podziel wynik z poprzedniego kroku przez ${m}.`,
              `$${nA * t} : ${m} = ${correct}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(correct), mistakes),
        solution: sol,
        params: { nA, t, m, task: ctx.task },
      };
    }
    const { nA, t, d, k } = redraw(() => {
      const nA = rng.int(4, 10);
      const t = rng.int(6, 20);
      const d = rng.int(1, t - 2);
      const k = rng.int(1, nA - 2);
      const rest = nA * (t - d);
      return rest % (nA - k) === 0 && rest / (nA - k) !== t - d ? { nA, t, d, k } : null;
    });
    const restWork = nA * (t - d);
    const correct = restWork / (nA - k);
    const mistakes: NumericMistake[] = [
      {
        key: 'done_work_ignored',
        value: rat(nA * t, nA - k),
        feedback: `Przed awarią część pracy została już wykonana — do zrobienia zostało tylko $${nA} \\cdot ${t - d}$ jednostek pracy.`,
      },
      {
        key: 'direct_proportion',
        value: rat((t - d) * (nA - k), nA),
        feedback: 'Mniej urządzeń pracuje DŁUŻEJ. Czas jest odwrotnie proporcjonalny do liczby urządzeń.',
      },
      {
        key: 'additive_reasoning',
        value: rat(t - d + k),
        feedback:
          'Ubytek urządzeń nie wydłuża pracy o tyle samo jednostek. Policz pozostałą pracę i podziel ją przez liczbę pozostałych urządzeń.',
      },
    ];
    // Work measured in "one machine for one hour/day", so the arithmetic stays in one unit.
    const sol = `Do wykonania zostało tyle pracy, ile ${qty(nA, DEVICES)} ${pluralForm(nA, { one: 'zrobiłoby', few: 'zrobiłyby', many: 'zrobiłoby' })} w ${count(t - d, ctx.unit)}, czyli tyle, ile jedno urządzenie zrobiłoby w $${nA} \\cdot ${t - d} = ${restWork}$ ${pluralForm(restWork, ctx.unit)}. Sprawnych urządzeń zostało $${nA} - ${k} = ${nA - k}$, więc praca trwała jeszcze $${restWork} : ${nA - k} = ${correct}$ ${pluralForm(correct, ctx.unit)}.`;
    return {
      type: 'numeric',
      stem: `${agentsText(nA)} ${verb(nA)} ${ctx.task} w ${count(t, ctx.unit)}. Po ${count(d, ctx.unit === HOURS ? { one: 'godzinie', few: 'godzinach', many: 'godzinach' } : { one: 'dniu', few: 'dniach', many: 'dniach' })} pracy ${k === 1 ? 'jedno urządzenie zepsuło się' : `${k} ${pluralForm(k, { one: 'urządzenie', few: 'urządzenia', many: 'urządzeń' })} ${pluralForm(k, { one: 'zepsuło', few: 'zepsuły', many: 'zepsuło' })} się`}, a pozostałe pracowały dalej w tym samym tempie. Ile ${ctx.unitGen} jeszcze pracowały pozostałe urządzenia?`,
      answer: numberAnswer(correct),
      answerHint: `Wpisz liczbę ${ctx.unitGen}.`,
      unitLabel: ctx.unit === HOURS ? 'h' : 'dni',
      steps: [
        numberStep({
          prompt: `Ile ${ctx.unitGen} pracy jednego urządzenia zostało do wykonania po awarii?`,
          value: rat(restWork),
          hints: [
            `Gdyby nic się nie zepsuło, praca trwałaby jeszcze ${count(t - d, ctx.unit)}.`,
            `Pomnóż liczbę wszystkich urządzeń przez pozostały czas.`,
            `$${nA} \\cdot ${t - d} = ${restWork}$`,
          ],
          errors: [
            {
              code: 'done_work_ignored',
              value: rat(nA * t),
              feedback: 'To cała praca. Odejmij to, co zrobiono przed awarią.',
            },
          ],
        }),
        numberStep({
          prompt: `Ile ${ctx.unitGen} pracowały pozostałe urządzenia?`,
          value: rat(correct),
          hints: [
            'Pozostałą pracę dzielą między siebie sprawne urządzenia.',
            `Sprawnych urządzeń jest $${nA} - ${k} = ${nA - k}$.`,
            `$${restWork} : ${nA - k} = ${correct}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(rat(correct), mistakes),
      solution: sol,
      params: { nA, t, d, k, task: ctx.task },
    };
  },
});

const hyperbola = defineTemplate({
  id: 'inverse_proportion.hyperbola',
  title: 'Funkcja f(x) = a/x przez dany punkt',
  generate({ rng, level }): Item {
    const { p, q, r } = redraw(() => {
      const p = nonZeroInt(rng, -6, 6);
      const q = nonZeroInt(rng, -8, 8);
      const r = nonZeroInt(rng, -9, 9);
      if (Math.abs(p) === 1 || Math.abs(q) === 1 || p === q || r === p || Math.abs(r) === 1) return null;
      if (level === 2 && (p * q) % r === 0) return null;
      return { p, q, r };
    });
    const a = rat(p * q);
    const P = `P = (${p};\\ ${q})`;
    const fPart = 'Wykres funkcji $f(x) = \\frac{a}{x}$ przechodzi przez punkt $' + P + '$.';
    let correct: Rational;
    let stem: string;
    let mistakes: NumericMistake[];
    let sol: string;
    const aSteps = numberStep({
      prompt: 'Oblicz współczynnik $a$.',
      value: a,
      hints: [
        'Podstaw współrzędne punktu do wzoru $y = \\frac{a}{x}$.',
        `$${q} = \\frac{a}{${p < 0 ? `(${p})` : p}}$`,
        `$a = ${p} \\cdot ${q < 0 ? `(${q})` : q} = ${p * q}$`,
      ],
      errors: [
        {
          code: 'divided_instead',
          value: rat(q, p),
          feedback: 'Z równania $y = \\frac{a}{x}$ wynika $a = x \\cdot y$ — pomnóż współrzędne.',
        },
        {
          code: 'divided_reversed',
          value: rat(p, q),
          feedback: 'Z równania $y = \\frac{a}{x}$ wynika $a = x \\cdot y$ — pomnóż współrzędne.',
        },
      ],
    });
    if (level === 1) {
      correct = a;
      stem = `${fPart} Oblicz współczynnik $a$.`;
      mistakes = [
        {
          key: 'divided_instead',
          value: rat(q, p),
          feedback: 'Z równania $y = \\frac{a}{x}$ wynika $a = x \\cdot y$ — współrzędne trzeba pomnożyć.',
        },
        {
          key: 'divided_reversed',
          value: rat(p, q),
          feedback: 'Z równania $y = \\frac{a}{x}$ wynika $a = x \\cdot y$ — współrzędne trzeba pomnożyć.',
        },
        { key: 'sign_error', value: rat(-p * q), feedback: 'Sprawdź znak iloczynu współrzędnych.' },
      ];
      sol = `$${q} = \\frac{a}{${p}}$, więc $a = ${p} \\cdot ${q < 0 ? `(${q})` : q} = ${p * q}$.`;
      return {
        type: 'fraction',
        stem,
        answer: numberAnswer(correct, { preferFraction: true }),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: 'Jaka jest wartość $y$ dla $x = ' + p + '$?',
            value: rat(q),
            hints: [
              'Odczytaj drugą współrzędną punktu $P$.',
              'Punkt $(x;\\ y)$ leży na wykresie, gdy $y = f(x)$.',
              `$y = ${q}$`,
            ],
          }),
          aSteps,
        ],
        commonErrors: numberErrors(correct, mistakes),
        solution: sol,
        params: { p, q },
      };
    }
    if (level === 2) {
      correct = div(a, rat(r));
      stem = `${fPart} Oblicz $f(${r})$.`;
      mistakes = [
        {
          key: 'multiplied_instead',
          value: mul(a, rat(r)),
          feedback: `$f(${r}) = \\frac{a}{${r}}$ — dzielimy $a$ przez argument, a nie mnożymy.`,
        },
        {
          key: 'direct_proportion',
          value: rat(q * r, p),
          feedback:
            'To proporcjonalność prosta. Przy proporcjonalności odwrotnej stały jest ILOCZYN $x \\cdot y$, a nie iloraz.',
        },
        {
          key: 'a_not_computed',
          value: rat(q, r),
          feedback: 'Najpierw wyznacz $a = x \\cdot y$ z punktu $P$, potem oblicz $f(' + r + ')$.',
        },
      ];
      sol = `$a = ${p} \\cdot ${q < 0 ? `(${q})` : q} = ${p * q}$, więc $f(${r}) = \\frac{${p * q}}{${r}}${r > 0 && correct.d === r ? '' : ` = ${texRational(correct)}`}$.`;
    } else {
      const s = rng.pick([2, 3, 4, -2, -3, 5].filter((v) => v !== q && (p * q) % v !== 0));
      correct = div(a, rat(s));
      stem = `${fPart} Dla jakiego argumentu $x$ funkcja $f$ przyjmuje wartość $${s}$?`;
      mistakes = [
        {
          key: 'multiplied_instead',
          value: mul(a, rat(s)),
          feedback: `Z równania $\\frac{a}{x} = ${s}$ wynika $x = \\frac{a}{${s}}$ — dzielimy.`,
        },
        {
          key: 'inverted',
          value: div(rat(s), a),
          feedback: `Z równania $\\frac{${p * q}}{x} = ${s}$ wynika $x = \\frac{${p * q}}{${s}}$, a nie odwrotnie.`,
        },
        {
          key: 'sign_error',
          value: div(rat(-p * q), rat(s)),
          feedback: `Sprawdź znak: $a = ${p * q}$, a wartość funkcji to $${s}$.`,
        },
      ];
      sol = `$a = ${p * q}$. Z równania $\\frac{${p * q}}{x} = ${s}$: $x = \\frac{${p * q}}{${s}} = ${texRational(correct)}$.`;
    }
    return {
      type: 'fraction',
      stem,
      answer: numberAnswer(correct, { preferFraction: true }),
      answerHint: INTEGER_OR_FRACTION_HINT,
      steps: [
        aSteps,
        numberStep({
          prompt: level === 2 ? `Oblicz $f(${r})$.` : 'Podaj szukany argument.',
          value: correct,
          hints: [
            'Wstaw obliczone $a$ do wzoru funkcji.',
            level === 2
              ? `$f(${r}) = \\frac{${p * q}}{${r}}$`
              : 'Rozwiąż równanie $\\frac{a}{x} = y$ względem $x$: $x = \\frac{a}{y}$.',
            `Wynik: $${texValue(correct)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution: sol,
      params: { p, q, r },
    };
  },
});

export const inverseProportionTemplates: readonly QuestionTemplate[] = [workTime, hyperbola];
