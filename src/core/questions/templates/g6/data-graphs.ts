import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';
import { texNumber, formatNumber } from '../../../text/format.ts';
import { pluralForm, type NounForms } from '../../../text/plural.ts';
import { svgDoc, svgLine, svgPolygon, svgText } from '../../figures.ts';

const DAYS = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek'] as const;
/** Locative "w środę" etc. */
const DAYS_IN = ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek'] as const;
const DAY_LABELS = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.'] as const;
/** What the bar chart counts: "ile książek wypożyczono w szkolnej bibliotece". */
interface ChartContext {
  forms: NounForms;
  /** Past impersonal verb: "wypożyczono". */
  done: string;
  where: string;
  /** Figure title (accessible name). */
  title: string;
}
const CHART_CONTEXTS: readonly ChartContext[] = [
  {
    forms: { one: 'książkę', few: 'książki', many: 'książek' },
    done: 'wypożyczono',
    where: 'w szkolnej bibliotece',
    title: 'Diagram słupkowy liczby wypożyczonych książek',
  },
  {
    forms: { one: 'bilet', few: 'bilety', many: 'biletów' },
    done: 'sprzedano',
    where: 'w kinie „Promyk”',
    title: 'Diagram słupkowy liczby sprzedanych biletów',
  },
  {
    forms: { one: 'obiad', few: 'obiady', many: 'obiadów' },
    done: 'wydano',
    where: 'w szkolnej stołówce',
    title: 'Diagram słupkowy liczby wydanych obiadów',
  },
  {
    forms: { one: 'rower', few: 'rowery', many: 'rowerów' },
    done: 'wypożyczono',
    where: 'w wypożyczalni rowerów miejskich',
    title: 'Diagram słupkowy liczby wypożyczonych rowerów',
  },
  {
    forms: { one: 'paczkę', few: 'paczki', many: 'paczek' },
    done: 'nadano',
    where: 'w osiedlowym punkcie pocztowym',
    title: 'Diagram słupkowy liczby nadanych paczek',
  },
];

/** The context follows from the data (no extra random draw, so each seed keeps its numbers). */
function chartContext(values: readonly number[]): ChartContext {
  // Values are multiples of 5: count in fives so every context can come up.
  const fives = values.reduce((a, b) => a + b, 0) / 5;
  return CHART_CONTEXTS[Math.floor(fives) % CHART_CONTEXTS.length]!;
}

function barChart(values: readonly number[], max: number, title: string): string {
  const left = 44;
  const bottom = 200;
  const h = 170;
  const step = 56;
  const y = (v: number): number => bottom - (v / max) * h;
  let body = '';
  for (let v = 0; v <= max; v += 5) {
    body += svgLine(
      { x: left, y: y(v) },
      { x: left + step * values.length + 10, y: y(v) },
      { width: v === 0 ? 1.5 : 0.5, color: v === 0 ? '#334155' : '#cbd5e1' },
    );
    body += svgText({ x: left - 8, y: y(v) }, String(v), { anchor: 'end', size: 13 });
  }
  body += svgLine({ x: left, y: bottom }, { x: left, y: y(max) - 6 }, { width: 1.5 });
  values.forEach((v, i) => {
    const x0 = left + 14 + i * step;
    body += svgPolygon([
      { x: x0, y: bottom },
      { x: x0 + 32, y: bottom },
      { x: x0 + 32, y: y(v) },
      { x: x0, y: y(v) },
    ]);
    body += svgText({ x: x0 + 16, y: bottom + 14 }, DAY_LABELS[i]!, { size: 13 });
  });
  return svgDoc(left + step * values.length + 20, bottom + 28, body, title);
}

const barChartTemplate = defineTemplate({
  id: 'data_graphs.bar-chart',
  title: 'Odczytywanie danych z diagramu słupkowego',
  generate({ rng, level }): GeneratedBody {
    const values = redraw(() => {
      const vals = DAYS.map(() => rng.int(1, 8) * 5);
      return new Set(vals).size < 4 ? null : vals;
    });
    const max = Math.max(...values) + 5 - (Math.max(...values) % 5 === 0 ? 0 : Math.max(...values) % 5);
    const ctx = chartContext(values);
    const what = ctx.forms.many;
    const books = (n: number): string => pluralForm(n, ctx.forms);
    const figure = barChart(values, Math.max(max, 20), ctx.title);
    const intro = `Na diagramie przedstawiono, ile ${what} ${ctx.done} ${ctx.where} w kolejnych dniach tygodnia.`;
    if (level === 1) {
      const { i, j } = redraw(() => {
        const i = rng.int(0, 4);
        const j = rng.int(0, 4);
        return values[i]! <= values[j]! ? null : { i, j };
      });
      const [vi, vj] = [values[i]!, values[j]!];
      const errors = numberErrors(rat(vi - vj), [
        {
          key: 'sum_instead',
          value: rat(vi + vj),
          feedback: 'Dodano liczby. Pytanie „o ile więcej” oznacza odejmowanie.',
        },
        { key: 'read_one_bar', value: rat(vi), feedback: 'Podano wartość jednego słupka. Trzeba obliczyć różnicę.' },
      ]);
      return {
        type: 'numeric',
        stem: `${intro} O ile więcej ${what} ${ctx.done} ${DAYS_IN[i]} niż ${DAYS_IN[j]}?`,
        figure,
        answer: numberAnswer(vi - vj),
        answerHint: `Wpisz liczbę ${what}.`,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Ile ${what} ${ctx.done} ${DAYS_IN[i]}?`,
            value: rat(vi),
            hints: [
              'Znajdź słupek tego dnia.',
              'Odczytaj, na wysokości której linii kończy się słupek.',
              `${formatNumber(vi)}`,
            ],
          }),
          numberStep({
            prompt: `Ile ${what} ${ctx.done} ${DAYS_IN[j]}?`,
            value: rat(vj),
            hints: ['Znajdź słupek tego dnia.', 'Linie poziome są co 5.', `${formatNumber(vj)}`],
          }),
          numberStep({
            prompt: 'Oblicz różnicę.',
            value: rat(vi - vj),
            hints: ['„O ile więcej” — odejmujemy.', `$${vi} - ${vj}$`, `$${vi - vj}$`],
          }),
        ],
        solution: `${DAYS_IN[i]![0]!.toUpperCase()}${DAYS_IN[i]!.slice(1)} ${ctx.done} ${vi}, a ${DAYS_IN[j]} ${vj} ${books(vj)}: $${vi} - ${vj} = ${vi - vj}$.`,
        params: { values: values.join(','), i, j },
      };
    }
    if (level === 2) {
      const total = values.reduce((a, b) => a + b, 0);
      const errors = numberErrors(rat(total), [
        {
          key: 'missed_bar',
          value: rat(total - values[4]!),
          feedback: 'Pominięto jeden dzień. Dodaj wartości wszystkich pięciu słupków.',
        },
        {
          key: 'max_only',
          value: rat(Math.max(...values)),
          feedback: 'Podano tylko największą wartość. Trzeba dodać wszystkie.',
        },
        {
          key: 'count_bars',
          // Counting grid squares: each square is 5 books.
          value: rat(total, 5),
          feedback: `Policzono kratki, a nie ${ctx.forms.few}. Jedna kratka to 5 ${what}: odczytaj wartość każdego słupka na osi.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `${intro} Ile ${what} ${ctx.done} łącznie w ciągu tych pięciu dni?`,
        figure,
        answer: numberAnswer(total),
        answerHint: `Wpisz liczbę ${what}.`,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Ile ${what} ${ctx.done} w poniedziałek i we wtorek razem?`,
            value: rat(values[0]! + values[1]!),
            hints: ['Odczytaj dwa pierwsze słupki.', `$${values[0]} + ${values[1]}$`, `$${values[0]! + values[1]!}$`],
          }),
          numberStep({
            prompt: `Dodaj pozostałe dni. Ile ${what} ${ctx.done} łącznie?`,
            value: rat(total),
            hints: ['Odczytaj środę, czwartek i piątek.', `$${values.join(' + ')}$`, `$${total}$`],
            errors: [{ code: 'missed_bar', value: rat(total - values[4]!), feedback: 'Nie zapomnij o piątku.' }],
          }),
        ],
        solution: `W poniedziałek i we wtorek razem: $${values[0]} + ${values[1]} = ${values[0]! + values[1]!}$. Dodajemy pozostałe dni: $${values[0]! + values[1]!} + ${values.slice(2).join(' + ')} = ${total}$.`,
        params: { values: values.join(',') },
      };
    }
    const { i, j, vals } = redraw(() => {
      const i = rng.int(0, 4);
      const j = rng.int(0, 4);
      const vj = rng.int(1, 4) * 5;
      const k = rng.int(2, 4);
      if (i === j || vj * k > 40) return null;
      const vals = [...values];
      vals[j] = vj;
      vals[i] = vj * k;
      return { i, j, vals };
    });
    const [vi, vj] = [vals[i]!, vals[j]!];
    const k = vi / vj;
    const fig = barChart(vals, Math.max(Math.ceil(Math.max(...vals) / 5) * 5, 20), ctx.title);
    const errors = numberErrors(rat(k), [
      {
        key: 'difference_instead',
        value: rat(vi - vj),
        feedback: 'Obliczono, o ile więcej. Pytanie „ile razy więcej” oznacza dzielenie.',
      },
      { key: 'ratio_inverted', value: rat(vj, vi), feedback: 'Podzielono w odwrotnej kolejności.' },
    ]);
    return {
      type: 'numeric',
      stem: `${intro} Ile razy więcej ${what} ${ctx.done} ${DAYS_IN[i]} niż ${DAYS_IN[j]}?`,
      figure: fig,
      answer: numberAnswer(k),
      answerHint: 'Wpisz liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Odczytaj, ile ${what} ${ctx.done} ${DAYS_IN[i]}.`,
          value: rat(vi),
          hints: ['Znajdź słupek tego dnia.', 'Linie poziome są co 5.', `${vi}`],
        }),
        numberStep({
          prompt: `Odczytaj, ile ${what} ${ctx.done} ${DAYS_IN[j]}.`,
          value: rat(vj),
          hints: ['Znajdź słupek tego dnia.', 'Linie poziome są co 5.', `${vj}`],
        }),
        numberStep({
          prompt: 'Ile razy więcej? Podziel większą liczbę przez mniejszą.',
          value: rat(k),
          hints: ['„Ile razy więcej” — dzielimy.', `$${vi} : ${vj}$`, `$${k}$`],
          errors: [
            { code: 'difference_instead', value: rat(vi - vj), feedback: 'Tu trzeba dzielić, a nie odejmować.' },
          ],
        }),
      ],
      solution: `$${vi} : ${vj} = ${k}$, więc ${DAYS_IN[i]} ${ctx.done} ${k} razy więcej ${what}.`,
      params: { values: vals.join(','), i, j },
    };
  },
});

/**
 * When and where the temperatures were measured. The values stay signed temperatures (the template
 * teaches differences across zero), so the contexts vary the series (hours of a day, days of a week)
 * and the place, not the quantity.
 */
interface TemperatureSeries {
  /** Row label and column heads of the table, in KaTeX. */
  label: string;
  heads: readonly string[];
  /** When each value was measured: "o 6:00", "w poniedziałek". */
  at: readonly string[];
  /** The level 1 comparison of the first and the third value. */
  between: string;
  /** "tego dnia", "w tym tygodniu". */
  period: string;
  intro: (place: string) => string;
}

const TEMPERATURE_SERIES: readonly TemperatureSeries[] = [
  {
    label: 'godzina',
    heads: ['6{:}00', '9{:}00', '12{:}00', '15{:}00', '18{:}00'],
    at: ['o 6:00', 'o 9:00', 'o 12:00', 'o 15:00', 'o 18:00'],
    between: 'między godziną 6:00 a godziną 12:00',
    period: 'tego dnia',
    intro: (place) => `W tabeli zapisano temperaturę powietrza zmierzoną ${place}o różnych godzinach jednego dnia.`,
  },
  {
    label: 'dzień',
    heads: ['\\text{pon.}', '\\text{wt.}', '\\text{śr.}', '\\text{czw.}', '\\text{pt.}'],
    at: ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek'],
    between: 'między poniedziałkiem a środą',
    period: 'w tym tygodniu',
    intro: (place) =>
      `W tabeli zapisano temperaturę powietrza zmierzoną ${place}w kolejne dni tygodnia, zawsze o godzinie 7:00.`,
  },
];

/** Where the thermometer hangs ('' keeps the original, placeless wording). */
const TEMPERATURE_PLACES = [
  '',
  'na stacji meteorologicznej ',
  'w schronisku górskim ',
  'na szkolnym boisku ',
  'nad jeziorem ',
] as const;

const temperatureTable = defineTemplate({
  id: 'data_graphs.temperature-table',
  title: 'Odczytywanie danych z tabeli (temperatury)',
  generate({ rng, level }): GeneratedBody {
    const pickPair = (ts: readonly number[]): [number, number] =>
      level === 1 ? [ts[0]!, ts[2]!] : level === 2 ? [Math.min(...ts), Math.max(...ts)] : [ts[4]!, Math.max(...ts)];
    const temps = redraw(() => {
      const t0 = -rng.int(2, 9);
      const t1 = t0 + rng.int(1, 5);
      const t2 = rng.int(1, 8);
      const t3 = t2 + rng.int(-2, 3);
      const t4 = -rng.int(1, 6);
      const ts = [t0, t1, t2, t3, t4];
      if (new Set(ts).size < 5 || ts.includes(0) || Math.abs(t0) === t2) return null;
      // Every misconception must give its own wrong value.
      const [lo, hi] = pickPair(ts);
      const values = [hi - lo, Math.abs(Math.abs(hi) - Math.abs(lo)), hi + lo, hi - t1];
      return new Set(values).size < 4 ? null : ts;
    });
    // The context is drawn after the numbers, so a seed keeps its numbers whatever the context.
    const series = rng.pick(TEMPERATURE_SERIES);
    const place = rng.pick(TEMPERATURE_PLACES);
    const table = `$$\\begin{array}{|c|c|c|c|c|c|}\\hline \\text{${series.label}} & ${series.heads.join(' & ')} \\\\ \\hline \\text{temperatura} & ${temps.map((v) => `${texNumber(v)}^\\circ\\mathrm{C}`).join(' & ')} \\\\ \\hline\\end{array}$$`;
    const intro = `${series.intro(place)}\n\n${table}\n\n`;
    const deg = (n: number): string => `${n} ${pluralForm(n, { one: 'stopień', few: 'stopnie', many: 'stopni' })}`;
    const [a, b] = pickPair(temps);
    let question: string;
    if (level === 1) {
      question = `O ile stopni wzrosła temperatura ${series.between}?`;
    } else if (level === 2) {
      question = 'O ile stopni najwyższa zmierzona temperatura była wyższa od najniższej?';
    } else {
      question = `O ile stopni temperatura ${series.at[4]} była niższa od najwyższej temperatury zmierzonej ${series.period}?`;
    }
    const r = b - a;
    const errors = numberErrors(rat(r), [
      {
        key: 'abs_difference',
        value: rat(Math.abs(Math.abs(b) - Math.abs(a))),
        feedback:
          'Odjęto wartości bez znaków. Różnica temperatur to odległość na termometrze: od temperatury ujemnej do zera i dalej.',
      },
      {
        key: 'signed_sum',
        value: rat(b + a),
        feedback: 'Dodano temperatury. Różnicę obliczamy, odejmując niższą temperaturę od wyższej.',
      },
      {
        key: 'wrong_value_read',
        value: rat(b - temps[1]!),
        feedback: 'Odczytano temperaturę z innej godziny. Sprawdź tabelę jeszcze raz.',
      },
    ]);
    return {
      type: 'numeric',
      stem: intro + question,
      answer: numberAnswer(r),
      answerHint: 'Wpisz liczbę stopni.',
      unitLabel: '°C',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: 'Jaka jest niższa z dwóch porównywanych temperatur (w °C)?',
          value: rat(a),
          hints: [
            level === 1
              ? `Odczytaj temperaturę ${series.at[0]}.`
              : level === 2
                ? 'Znajdź najmniejszą liczbę w tabeli — pamiętaj, że $-5 < -2$.'
                : `Odczytaj temperaturę ${series.at[4]}.`,
            'Temperatura ujemna jest niższa od każdej dodatniej.',
            `$${texNumber(a)}$`,
          ],
        }),
        numberStep({
          prompt: 'Jaka jest wyższa z dwóch porównywanych temperatur (w °C)?',
          value: rat(b),
          hints: [
            level === 1 ? `Odczytaj temperaturę ${series.at[2]}.` : 'Znajdź największą liczbę w tabeli.',
            'Porównaj wszystkie liczby.',
            `$${texNumber(b)}$`,
          ],
        }),
        numberStep({
          prompt: 'Oblicz różnicę: wyższa minus niższa.',
          value: rat(r),
          hints: [
            'Odjęcie liczby ujemnej to dodanie liczby przeciwnej.',
            `$${texNumber(b)} - (${texNumber(a)})$`,
            `$${texNumber(b)} - (${texNumber(a)}) = ${r}$`,
          ],
          errors: [
            {
              code: 'abs_difference',
              value: rat(Math.abs(Math.abs(b) - Math.abs(a))),
              feedback: 'Odejmij z uwzględnieniem znaków.',
            },
          ],
        }),
      ],
      solution: `$${texNumber(b)} - (${texNumber(a)}) = ${texNumber(b)} + ${-a} = ${r}$, czyli ${deg(r)}.`,
      params: { temps: temps.join(',') },
    };
  },
});

export const dataGraphsTemplates: readonly QuestionTemplate[] = [barChartTemplate, temperatureTable];
