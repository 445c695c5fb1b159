/**
 * Bar and pie charts of a survey: reading counts, the whole, a category's percent of the whole
 * and a sector's angle. The charts are drawn from the item's numbers.
 */
import { rat, mul, sub, div } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { type PfStatement, drawTruths, pfPairBody } from '../../kit/true-false-pair.ts';
import { texValue, percentTex } from '../../kit/format.ts';
import { pluralForm } from '../../../text/plural.ts';
import { barChartFigure, pieChartFigure } from '../../chart-figures.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';

interface Survey {
  /** "Uczniów klasy 6a zapytano, jaki sport lubią najbardziej." */
  question: string;
  categories: readonly string[];
  /** The answer in the locative-free form used in "wybrało …": "piłkę nożną". */
  chose: readonly string[];
}

const SURVEYS: readonly Survey[] = [
  {
    question: 'Uczniów zapytano, jaki sport lubią najbardziej.',
    categories: ['piłka', 'pływanie', 'rower', 'tenis'],
    chose: ['piłkę', 'pływanie', 'rower', 'tenis'],
  },
  {
    question: 'Uczniów zapytano o ulubiony owoc.',
    categories: ['jabłko', 'banan', 'gruszka', 'śliwka'],
    chose: ['jabłko', 'banana', 'gruszkę', 'śliwkę'],
  },
  {
    question: 'Uczniów zapytano, jakie zwierzę chcieliby mieć w domu.',
    categories: ['pies', 'kot', 'rybki', 'chomik'],
    chose: ['psa', 'kota', 'rybki', 'chomika'],
  },
  {
    question: 'Uczniów zapytano o ulubiony przedmiot szkolny.',
    categories: ['WF', 'plastyka', 'muzyka', 'historia'],
    chose: ['WF', 'plastykę', 'muzykę', 'historię'],
  },
];

const pupils = (n: number): string => pluralForm(n, { one: 'ucznia', few: 'uczniów', many: 'uczniów' });

/** Counts of four categories with a total whose percents are whole numbers. */
function drawCounts(rng: Rng): { counts: number[]; total: number } {
  return redraw(() => {
    const total = rng.pick([20, 25, 40, 50]);
    const counts = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 12)];
    const last = total - counts.reduce((s, c) => s + c, 0);
    if (last < 2 || last > 16) return null;
    counts.push(last);
    if (new Set(counts).size < 4) return null;
    return { counts: rng.shuffle(counts), total };
  });
}

/** Bar chart of a survey: a difference of two bars, the number surveyed, a category's percent. */
const surveyBars = defineTemplate({
  id: 'pie_bar_charts.survey-bars',
  title: 'Diagram słupkowy: odczyt, całość, procent całości',
  generate({ rng, level }): GeneratedBody {
    const survey = rng.pick(SURVEYS);
    const { counts, total } = drawCounts(rng);
    // Grid lines at every pupil; numbers every 2 (every 4 on a taller chart).
    const labelEvery = Math.max(...counts) > 12 ? 4 : 2;
    const aria = `Diagram słupkowy liczby uczniów: ${survey.categories.map((c, i) => `${c} — ${counts[i]}`).join(', ')}`;
    const figure = barChartFigure(survey.categories, counts, labelEvery, 'liczba uczniów', aria);
    const intro = `${survey.question} Każdy wybrał jedną odpowiedź. Wyniki przedstawiono na diagramie.`;
    const [i, j] = redraw(() => {
      const a = rng.int(0, 3);
      const b = rng.int(0, 3);
      return counts[a]! > counts[b]! ? [a, b] : null;
    });
    const [ci, cj] = [counts[i]!, counts[j]!];
    const params = { counts: counts.join(';'), survey: survey.categories[0]!, i, j };
    if (level === 1) {
      const diff = rat(ci - cj);
      const mistakes: NumericMistake[] = [
        {
          key: 'added_instead',
          value: rat(ci + cj),
          feedback: 'Dodano liczby z dwóch słupków. „O ile więcej” oznacza różnicę.',
        },
        {
          key: 'one_bar_only',
          value: rat(ci),
          feedback: `To liczba uczniów, którzy wybrali ${survey.chose[i]}. Odejmij od niej drugą liczbę.`,
        },
        {
          key: 'label_steps_counted',
          value: rat(ci - cj, labelEvery),
          feedback: `Policzono odstępy między liczbami na osi. Każdy z nich to ${labelEvery} ${pupils(labelEvery)} — odczytaj liczby z osi.`,
        },
      ];
      return {
        type: 'numeric',
        stem: `${intro} O ilu uczniów więcej wybrało odpowiedź „${survey.categories[i]}” niż „${survey.categories[j]}”?`,
        figure,
        answer: numberAnswer(diff),
        answerHint: 'Wpisz liczbę uczniów.',
        steps: [
          numberStep({
            prompt: `Ilu uczniów wybrało odpowiedź „${survey.categories[i]}”?`,
            value: rat(ci),
            hints: [
              'Odczytaj wysokość słupka na osi pionowej.',
              'Każda linia siatki to jeden uczeń.',
              `Słupek sięga do ${ci}.`,
            ],
          }),
          numberStep({
            prompt: `Ilu uczniów wybrało odpowiedź „${survey.categories[j]}”?`,
            value: rat(cj),
            hints: [
              'Odczytaj wysokość drugiego słupka.',
              'Każda linia siatki to jeden uczeń.',
              `Słupek sięga do ${cj}.`,
            ],
          }),
          numberStep({
            prompt: 'O ilu uczniów więcej?',
            value: diff,
            hints: ['Odejmij mniejszą liczbę od większej.', `$${ci} - ${cj}$`, `$${ci} - ${cj} = ${ci - cj}$`],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(diff, mistakes),
        solution: `Odpowiedź „${survey.categories[i]}”: ${ci}, odpowiedź „${survey.categories[j]}”: ${cj}. Różnica: $${ci} - ${cj} = ${ci - cj}$.`,
        params,
      };
    }
    const sumTex = counts.join(' + ');
    const smallest = Math.min(...counts);
    if (level === 2) {
      const mistakes: NumericMistake[] = [
        {
          key: 'largest_bar',
          value: rat(Math.max(...counts)),
          feedback: 'To tylko najwyższy słupek. Liczba ankietowanych to suma wszystkich słupków.',
        },
        {
          key: 'bar_left_out',
          value: rat(total - smallest),
          feedback: 'Pominięto najniższy słupek. Dodaj liczby ze wszystkich czterech słupków.',
        },
        { key: 'categories_counted', value: rat(4), feedback: 'To liczba odpowiedzi do wyboru, a nie liczba uczniów.' },
      ];
      return {
        type: 'numeric',
        stem: `${intro} Ilu uczniów wzięło udział w ankiecie?`,
        figure,
        answer: numberAnswer(rat(total)),
        answerHint: 'Wpisz liczbę uczniów.',
        steps: [
          numberStep({
            prompt: 'Ile wynosi suma wysokości wszystkich słupków?',
            value: rat(total),
            hints: [
              'Każdy uczeń jest policzony w dokładnie jednym słupku.',
              `Odczytaj wszystkie słupki: $${sumTex}$.`,
              `$${sumTex} = ${total}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(total), mistakes),
        solution: `Każdy uczeń wybrał jedną odpowiedź, więc w ankiecie wzięło udział $${sumTex} = ${total}$ uczniów.`,
        params,
      };
    }
    const pct = div(rat(ci * 100), rat(total));
    const mistakes: NumericMistake[] = [
      {
        key: 'count_as_percent',
        value: rat(ci),
        feedback: `${ci} to liczba uczniów, a nie procent. Porównaj ją z liczbą wszystkich ankietowanych.`,
      },
      {
        key: 'compared_with_rest',
        value: div(rat(ci * 100), rat(total - ci)),
        feedback: 'Porównano z pozostałymi uczniami. Procent całości liczymy względem wszystkich ankietowanych.',
      },
      {
        key: 'equal_shares',
        value: rat(25),
        feedback: 'Cztery odpowiedzi nie oznaczają czterech równych części — słupki mają różne wysokości.',
      },
    ];
    return {
      type: 'numeric',
      stem: `${intro} Jaki procent ankietowanych uczniów wybrał odpowiedź „${survey.categories[i]}”?`,
      figure,
      answer: numberAnswer(pct, { unit: { accepted: ['%'], required: false } }),
      answerHint: 'Wpisz liczbę procent.',
      unitLabel: '%',
      steps: [
        numberStep({
          prompt: 'Ilu uczniów wzięło udział w ankiecie?',
          value: rat(total),
          hints: ['Dodaj wysokości wszystkich słupków.', `$${sumTex}$`, `$${sumTex} = ${total}$`],
        }),
        numberStep({
          prompt: `Jaki procent wszystkich stanowi ${ci} ${pupils(ci)}?`,
          value: pct,
          hints: [
            'Część podziel przez całość i pomnóż przez 100%.',
            `$\\frac{${ci}}{${total}} \\cdot 100\\%$`,
            `$\\frac{${ci}}{${total}} \\cdot 100\\% = ${percentTex(pct.n / pct.d)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(pct, mistakes),
      solution: `W ankiecie wzięło udział $${sumTex} = ${total}$ uczniów. Odpowiedź „${survey.categories[i]}” wybrało ${ci} z nich: $\\frac{${ci}}{${total}} \\cdot 100\\% = ${percentTex(pct.n / pct.d)}$.`,
      params,
    };
  },
});

interface PieContext {
  intro: string;
  names: readonly string[];
  /** The sentence stating the whole, e.g. "W szkole uczy się 240 uczniów." */
  whole: (n: number) => string;
  /** The level-2 question about one category. */
  howMany: (name: string) => string;
  /** A sentence stating how many chose a category (P/F task). */
  count: (name: string, n: number) => string;
}

const PIES: readonly PieContext[] = [
  {
    intro: 'Diagram przedstawia, jak uczniowie szkoły docierają rano na lekcje.',
    names: ['pieszo', 'rowerem', 'autobusem', 'samochodem'],
    whole: (n) => `W szkole uczy się ${n} ${pluralForm(n, { one: 'uczeń', few: 'uczniów', many: 'uczniów' })}.`,
    howMany: (name) => `Ilu uczniów dociera do szkoły ${name}?`,
    count: (name, n) => `${name[0]!.toUpperCase()}${name.slice(1)} dociera do szkoły ${n} uczniów.`,
  },
  {
    intro: 'Diagram przedstawia, jakie książki wypożyczono w bibliotece w ciągu miesiąca.',
    names: ['przygodowe', 'fantastyka', 'kryminały', 'poradniki'],
    whole: (n) =>
      `W tym miesiącu wypożyczono ${n} ${pluralForm(n, { one: 'książkę', few: 'książki', many: 'książek' })}.`,
    howMany: (name) => `Ile wypożyczono książek z grupy „${name}”?`,
    count: (name, n) =>
      `Z grupy „${name}” wypożyczono ${n} ${pluralForm(n, { one: 'książkę', few: 'książki', many: 'książek' })}.`,
  },
  {
    intro: 'Diagram przedstawia, jak widzowie ocenili nowy film.',
    names: ['bardzo dobry', 'dobry', 'słaby', 'bez zdania'],
    whole: (n) =>
      `Film ${pluralForm(n, { one: 'ocenił', few: 'oceniło', many: 'oceniło' })} ${n} ${pluralForm(n, { one: 'widz', few: 'widzów', many: 'widzów' })}.`,
    howMany: (name) => `Ilu widzów wybrało odpowiedź „${name}”?`,
    count: (name, n) => `Odpowiedź „${name}” wybrało ${n} widzów.`,
  },
];

/** Four percents, multiples of 5, each at least 10, summing to 100. */
function drawPercents(rng: Rng): number[] {
  return redraw(() => {
    const p = [rng.int(2, 9) * 5, rng.int(2, 8) * 5, rng.int(2, 6) * 5];
    const last = 100 - p.reduce((s, x) => s + x, 0);
    if (last < 10) return null;
    p.push(last);
    return new Set(p).size === 4 ? p : null;
  });
}

/** A number of answers of which every listed percent (and 5% more or less) is whole. */
function drawTotal(rng: Rng, percents: readonly number[]): number {
  return redraw(() => {
    const n = rng.pick([40, 60, 80, 120, 200, 240, 300, 400, 500]);
    return percents.every((p) => (n * p) % 100 === 0) && n % 20 === 0 ? n : null;
  });
}

/** Pie chart: the missing percent, a category's count from the whole, a sector's angle. */
const pieChart = defineTemplate({
  id: 'pie_bar_charts.pie-chart',
  title: 'Diagram kołowy: brakujący procent, liczebność, kąt wycinka',
  generate({ rng, level }): GeneratedBody {
    const ctx = rng.pick(PIES);
    const percents = drawPercents(rng);
    const k = rng.int(0, 3);
    const p = percents[k]!;
    const name = ctx.names[k]!;
    const sectors = ctx.names.map((n, i) => ({
      name: n,
      percent: percents[i]!,
      label: level === 1 && i === k ? '?' : `${percents[i]}%`,
    }));
    const aria = `Diagram kołowy: ${sectors.map((s) => `${s.name} — ${s.label === '?' ? 'nieznany procent' : s.label}`).join(', ')}`;
    const figure = pieChartFigure(sectors, aria);
    const params = { percents: percents.join(';'), k, ctx: ctx.names[0]! };
    if (level === 1) {
      const others = percents.filter((_, i) => i !== k);
      const sum = others.reduce((s, x) => s + x, 0);
      const mistakes: NumericMistake[] = [
        {
          key: 'sum_of_others',
          value: rat(sum),
          feedback: 'To suma pozostałych wycinków. Brakujący procent to różnica między 100% a tą sumą.',
        },
        { key: 'from_360', value: rat(360 - sum), feedback: 'Całe koło to 100%, a nie 360%. Odejmij sumę od 100%.' },
        {
          key: 'equal_shares',
          value: rat(25),
          feedback: 'Wycinki mają różne wielkości — brakujący procent trzeba obliczyć.',
        },
      ];
      return {
        type: 'numeric',
        stem: `${ctx.intro} Jaki procent stanowi część „${name}”, oznaczona na diagramie znakiem zapytania?`,
        figure,
        answer: numberAnswer(rat(p), { unit: { accepted: ['%'], required: false } }),
        answerHint: 'Wpisz liczbę procent.',
        unitLabel: '%',
        steps: [
          numberStep({
            prompt: 'Ile procent stanowią razem pozostałe części?',
            value: rat(sum),
            hints: [
              'Dodaj procenty zapisane w pozostałych wycinkach.',
              `$${others.join(' + ')}$`,
              `$${others.join(' + ')} = ${sum}$`,
            ],
          }),
          numberStep({
            prompt: 'Jaki procent stanowi brakująca część?',
            value: rat(p),
            hints: ['Całe koło to 100%.', `$100 - ${sum}$`, `$100 - ${sum} = ${p}$`],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(rat(p), mistakes),
        solution: `Całe koło to $100\\%$. Pozostałe części: $${others.join(' + ')} = ${percentTex(sum)}$, więc brakuje $100\\% - ${percentTex(sum)} = ${percentTex(p)}$.`,
        params,
      };
    }
    if (level === 2) {
      const total = drawTotal(rng, [p]);
      const count = rat((total * p) / 100);
      const mistakes: NumericMistake[] = [
        {
          key: 'percent_as_count',
          value: rat(p),
          feedback: `${p}% to procent, a nie liczba. Oblicz ${p}% z ${total}.`,
        },
        {
          key: 'complement',
          value: rat(total - (total * p) / 100),
          feedback: 'Obliczono pozostałą część. Pytanie dotyczy tylko wskazanego wycinka.',
        },
        {
          key: 'divided_by_percent',
          value: div(rat(total), rat(p)),
          feedback: `Podzielono ${total} przez ${p}. Procent liczby to liczba pomnożona przez $\\frac{${p}}{100}$.`,
        },
      ];
      return {
        type: 'numeric',
        stem: `${ctx.intro} ${ctx.whole(total)} ${ctx.howMany(name)}`,
        figure,
        answer: numberAnswer(count),
        answerHint: 'Wpisz liczbę.',
        steps: [
          numberStep({
            prompt: `Ile to jest ${p}% z ${total}?`,
            value: count,
            hints: [
              `${p}% to $\\frac{${p}}{100}$ całości.`,
              `$\\frac{${p}}{100} \\cdot ${total}$`,
              `$\\frac{${p}}{100} \\cdot ${total} = ${texValue(count)}$`,
            ],
            errors: stepErrors(mistakes),
          }),
        ],
        commonErrors: numberErrors(count, mistakes),
        solution: `Część „${name}” to $${percentTex(p)}$ całości: $\\frac{${p}}{100} \\cdot ${total} = ${texValue(count)}$.`,
        params: { ...params, total },
      };
    }
    const angle = mul(rat(p), rat(36, 10));
    const mistakes: NumericMistake[] = [
      {
        key: 'percent_as_degrees',
        value: rat(p),
        feedback: 'Procent to nie stopnie. Cały kąt pełny ($360^\\circ$) odpowiada 100%.',
      },
      {
        key: 'half_circle',
        value: mul(rat(p), rat(18, 10)),
        feedback: 'Za całość przyjęto $180^\\circ$. Całe koło to kąt pełny, czyli $360^\\circ$.',
      },
      {
        key: 'complement',
        value: sub(rat(360), angle),
        feedback: 'To kąt pozostałej części koła. Pytanie dotyczy tylko wskazanego wycinka.',
      },
    ];
    return {
      type: 'numeric',
      stem: `${ctx.intro} Jaką miarę ma kąt środkowy wycinka „${name}”?`,
      figure,
      answer: numberAnswer(angle, { unit: { accepted: ['°', 'stopni'], required: false } }),
      answerHint: 'Wpisz miarę kąta w stopniach.',
      unitLabel: '°',
      steps: [
        numberStep({
          prompt: `Ile stopni to ${p}% kąta pełnego?`,
          value: angle,
          hints: [
            'Całe koło to $360^\\circ$, czyli 100%; 1% to $3{,}6^\\circ$.',
            `$\\frac{${p}}{100} \\cdot 360^\\circ$`,
            `$\\frac{${p}}{100} \\cdot 360^\\circ = ${texValue(angle)}^\\circ$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(angle, mistakes),
      solution: `Wycinek „${name}” to $${percentTex(p)}$ koła, a całe koło to $360^\\circ$: $\\frac{${p}}{100} \\cdot 360^\\circ = ${texValue(angle)}^\\circ$.`,
      params,
    };
  },
});

const quotedName = (name: string): string => `„${name}”`;

/** "X" was chosen more often than "Y" (compare the percents). */
function moreStatement(ctx: PieContext, percents: readonly number[], i: number, j: number): PfStatement {
  const [pi, pj] = [percents[i]!, percents[j]!];
  return {
    text: `Odpowiedź ${quotedName(ctx.names[i]!)} wybrano częściej niż odpowiedź ${quotedName(ctx.names[j]!)}.`,
    truth: pi > pj,
    why: `odpowiedź ${quotedName(ctx.names[i]!)} to $${percentTex(pi)}$, a ${quotedName(ctx.names[j]!)} — $${percentTex(pj)}$.`,
    steps: [
      numberStep({
        prompt: `Jaki procent stanowi odpowiedź ${quotedName(ctx.names[i]!)}?`,
        value: rat(pi),
        hints: ['Odczytaj procent zapisany w wycinku.', 'Większy wycinek to więcej odpowiedzi.', `$${percentTex(pi)}$`],
      }),
    ],
  };
}

/** Two answers together make more than half (never exactly half). */
function halfStatement(ctx: PieContext, percents: readonly number[], i: number, j: number): PfStatement {
  const sum = percents[i]! + percents[j]!;
  return {
    text: `Odpowiedzi ${quotedName(ctx.names[i]!)} i ${quotedName(ctx.names[j]!)} stanowią razem więcej niż połowę wszystkich odpowiedzi.`,
    truth: sum > 50,
    why: `$${percents[i]}\\% + ${percents[j]}\\% = ${percentTex(sum)}$, a połowa to $50\\%$.`,
    steps: [
      numberStep({
        prompt: 'Ile procent stanowią te dwie odpowiedzi razem?',
        value: rat(sum),
        hints: ['Dodaj procenty z obu wycinków.', `$${percents[i]} + ${percents[j]}$`, `$${sum}$`],
      }),
    ],
  };
}

/** A sector's central angle (false: 18° = 5% more or less). */
function angleStatement(
  rng: Rng,
  ctx: PieContext,
  percents: readonly number[],
  k: number,
  truth: boolean,
): PfStatement {
  const p = percents[k]!;
  const right = (p * 36) / 10;
  const shown = truth ? right : right + (rng.chance(0.5) ? 18 : -18);
  return {
    text: `Kąt środkowy wycinka ${quotedName(ctx.names[k]!)} ma miarę $${shown}^\\circ$.`,
    truth,
    why: `$\\frac{${p}}{100} \\cdot 360^\\circ = ${right}^\\circ$.`,
    steps: [
      numberStep({
        prompt: `Ile stopni to ${p}% kąta pełnego?`,
        value: rat(right),
        hints: ['Całe koło to $360^\\circ$.', `$\\frac{${p}}{100} \\cdot 360^\\circ$`, `$${right}^\\circ$`],
      }),
    ],
  };
}

/** How many chose a category, from the total (false: the count for 5% more or less). */
function countStatement(
  rng: Rng,
  ctx: PieContext,
  percents: readonly number[],
  k: number,
  total: number,
  truth: boolean,
): PfStatement {
  const p = percents[k]!;
  const right = (total * p) / 100;
  const shown = truth ? right : (total * (p + (rng.chance(0.5) ? 5 : -5))) / 100;
  return {
    text: ctx.count(ctx.names[k]!, shown),
    truth,
    why: `$${percentTex(p)}$ z ${total} to $\\frac{${p}}{100} \\cdot ${total} = ${right}$.`,
    steps: [
      numberStep({
        prompt: `Ile to jest ${p}% z ${total}?`,
        value: rat(right),
        hints: [`${p}% to $\\frac{${p}}{100}$ całości.`, `$\\frac{${p}}{100} \\cdot ${total}$`, `$${right}$`],
      }),
    ],
  };
}

/** E8 P/F on a pie chart: comparing answers (1), more than half (2), a sector's angle (3); and a count from the whole. */
const pieTrueFalse = defineTemplate({
  id: 'pie_bar_charts.e8-true-false',
  title: 'Diagram kołowy: prawda czy fałsz',
  examStyle: 'prawda_falsz',
  generate({ rng, level }): GeneratedBody {
    const ctx = rng.pick(PIES);
    const truths = drawTruths(rng);
    const { percents, first } = redraw(() => {
      const pc = drawPercents(rng);
      const i = rng.int(0, 3);
      const j = redraw(() => {
        const x = rng.int(0, 3);
        return x === i ? null : x;
      });
      const st =
        level === 1
          ? moreStatement(ctx, pc, i, j)
          : level === 2
            ? halfStatement(ctx, pc, i, j)
            : angleStatement(rng, ctx, pc, i, truths[0]);
      if (pc[i]! + pc[j]! === 50 || st.truth !== truths[0]) return null;
      return { percents: pc, first: st };
    });
    const k = rng.int(0, 3);
    const total = drawTotal(rng, [percents[k]!]);
    const second = countStatement(rng, ctx, percents, k, total, truths[1]);
    const sectors = ctx.names.map((n, i) => ({ name: n, percent: percents[i]!, label: `${percents[i]}%` }));
    const aria = `Diagram kołowy: ${sectors.map((x) => `${x.name} — ${x.label}`).join(', ')}`;
    return {
      ...pfPairBody([first, second], `${ctx.intro} ${ctx.whole(total)}`),
      figure: pieChartFigure(sectors, aria),
      params: { percents: percents.join(';'), total, texts: `${first.text} | ${second.text}` },
    };
  },
});

export const pieBarChartsTemplates: readonly QuestionTemplate[] = [surveyBars, pieChart, pieTrueFalse];
