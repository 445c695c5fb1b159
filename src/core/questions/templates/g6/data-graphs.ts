import type { QuestionTemplate } from '../../types.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';
import { texNumber, formatNumber } from '../../../text/format.ts';
import { pluralForm } from '../../../text/plural.ts';
import { svgDoc, svgLine, svgPolygon, svgText } from '../../figures.ts';

const DAYS = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek'] as const;
/** Locative "w środę" etc. */
const DAYS_IN = ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek'] as const;
const DAY_LABELS = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.'] as const;
const books = (n: number): string => pluralForm(n, { one: 'książkę', few: 'książki', many: 'książek' });

function barChart(values: readonly number[], max: number): string {
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
  return svgDoc(left + step * values.length + 20, bottom + 28, body, 'Diagram słupkowy liczby wypożyczonych książek');
}

const barChartTemplate: QuestionTemplate = {
  id: 'data_graphs.bar-chart',
  skillId: 'data_graphs',
  title: 'Odczytywanie danych z diagramu słupkowego',
  generate({ rng, level }): GeneratedBody {
    const values = redraw(() => {
      const vals = DAYS.map(() => rng.int(1, 8) * 5);
      return new Set(vals).size < 4 ? null : vals;
    });
    const max = Math.max(...values) + 5 - (Math.max(...values) % 5 === 0 ? 0 : Math.max(...values) % 5);
    const figure = barChart(values, Math.max(max, 20));
    const intro =
      'Na diagramie przedstawiono, ile książek wypożyczono w szkolnej bibliotece w kolejnych dniach tygodnia.';
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
        stem: `${intro} O ile więcej książek wypożyczono ${DAYS_IN[i]} niż ${DAYS_IN[j]}?`,
        figure,
        answer: numberAnswer(vi - vj),
        answerHint: 'Wpisz liczbę książek.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Ile książek wypożyczono ${DAYS_IN[i]}?`,
            value: rat(vi),
            hints: [
              'Znajdź słupek tego dnia.',
              'Odczytaj, na wysokości której linii kończy się słupek.',
              `${formatNumber(vi)}`,
            ],
          }),
          numberStep({
            prompt: `Ile książek wypożyczono ${DAYS_IN[j]}?`,
            value: rat(vj),
            hints: ['Znajdź słupek tego dnia.', 'Linie poziome są co 5.', `${formatNumber(vj)}`],
          }),
          numberStep({
            prompt: 'Oblicz różnicę.',
            value: rat(vi - vj),
            hints: ['„O ile więcej” — odejmujemy.', `$${vi} - ${vj}$`, `$${vi - vj}$`],
          }),
        ],
        solution: `${DAYS_IN[i]![0]!.toUpperCase()}${DAYS_IN[i]!.slice(1)} wypożyczono ${vi}, a ${DAYS_IN[j]} ${vj} ${books(vj)}: $${vi} - ${vj} = ${vi - vj}$.`,
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
          feedback:
            'Policzono kratki, a nie książki. Jedna kratka to 5 książek: odczytaj wartość każdego słupka na osi.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `${intro} Ile książek wypożyczono łącznie w ciągu tych pięciu dni?`,
        figure,
        answer: numberAnswer(total),
        answerHint: 'Wpisz liczbę książek.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: 'Ile książek wypożyczono w poniedziałek i we wtorek razem?',
            value: rat(values[0]! + values[1]!),
            hints: ['Odczytaj dwa pierwsze słupki.', `$${values[0]} + ${values[1]}$`, `$${values[0]! + values[1]!}$`],
          }),
          numberStep({
            prompt: 'Dodaj pozostałe dni. Ile książek wypożyczono łącznie?',
            value: rat(total),
            hints: ['Odczytaj środę, czwartek i piątek.', `$${values.join(' + ')}$`, `$${total}$`],
            errors: [{ code: 'missed_bar', value: rat(total - values[4]!), feedback: 'Nie zapomnij o piątku.' }],
          }),
        ],
        solution: `$${values.join(' + ')} = ${total}$`,
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
    const fig = barChart(vals, Math.max(Math.ceil(Math.max(...vals) / 5) * 5, 20));
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
      stem: `${intro} Ile razy więcej książek wypożyczono ${DAYS_IN[i]} niż ${DAYS_IN[j]}?`,
      figure: fig,
      answer: numberAnswer(k),
      answerHint: 'Wpisz liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Odczytaj, ile książek wypożyczono ${DAYS_IN[i]}.`,
          value: rat(vi),
          hints: ['Znajdź słupek tego dnia.', 'Linie poziome są co 5.', `${vi}`],
        }),
        numberStep({
          prompt: `Odczytaj, ile książek wypożyczono ${DAYS_IN[j]}.`,
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
      solution: `$${vi} : ${vj} = ${k}$, więc ${DAYS_IN[i]} wypożyczono ${k} razy więcej książek.`,
      params: { values: vals.join(','), i, j },
    };
  },
};

const HOURS = ['6{:}00', '9{:}00', '12{:}00', '15{:}00', '18{:}00'] as const;
const HOURS_TEXT = ['6:00', '9:00', '12:00', '15:00', '18:00'] as const;

const temperatureTable: QuestionTemplate = {
  id: 'data_graphs.temperature-table',
  skillId: 'data_graphs',
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
    const table = `$$\\begin{array}{|c|c|c|c|c|c|}\\hline \\text{godzina} & ${HOURS.join(' & ')} \\\\ \\hline \\text{temperatura} & ${temps.map((v) => `${texNumber(v)}^\\circ\\mathrm{C}`).join(' & ')} \\\\ \\hline\\end{array}$$`;
    const intro = `W tabeli zapisano temperaturę powietrza zmierzoną o różnych godzinach jednego dnia.\n\n${table}\n\n`;
    const deg = (n: number): string => `${n} ${pluralForm(n, { one: 'stopień', few: 'stopnie', many: 'stopni' })}`;
    const [a, b] = pickPair(temps);
    let question: string;
    if (level === 1) {
      question = `O ile stopni wzrosła temperatura między godziną ${HOURS_TEXT[0]} a godziną ${HOURS_TEXT[2]}?`;
    } else if (level === 2) {
      question = 'O ile stopni najwyższa zmierzona temperatura była wyższa od najniższej?';
    } else {
      question = `O ile stopni temperatura o godzinie ${HOURS_TEXT[4]} była niższa od najwyższej temperatury zmierzonej tego dnia?`;
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
              ? `Odczytaj temperaturę o ${HOURS_TEXT[0]}.`
              : level === 2
                ? 'Znajdź najmniejszą liczbę w tabeli — pamiętaj, że $-5 < -2$.'
                : `Odczytaj temperaturę o ${HOURS_TEXT[4]}.`,
            'Temperatura ujemna jest niższa od każdej dodatniej.',
            `$${texNumber(a)}$`,
          ],
        }),
        numberStep({
          prompt: 'Jaka jest wyższa z dwóch porównywanych temperatur (w °C)?',
          value: rat(b),
          hints: [
            level === 1 ? `Odczytaj temperaturę o ${HOURS_TEXT[2]}.` : 'Znajdź największą liczbę w tabeli.',
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
};

export const dataGraphsTemplates: readonly QuestionTemplate[] = [barChartTemplate, temperatureTable];
