/**
 * An open data task read off a table or a bar chart, as the CKE asks it: how many were asked,
 * how many gave an answer of at least (at most) k, and what percent of all they are. The table
 * and the chart are drawn from the item's numbers.
 */
import { rat } from '../../../math/rational.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { texValue } from '../../kit/format.ts';
import { barChartFigure } from '../../chart-figures.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { pluralForm, type NounForms } from '../../../text/plural.ts';
import { ISTOTNY_POSTEP, ROZWIAZANIE_PELNE, ZASADNICZE_TRUDNOSCI, openItem } from './parts.ts';

interface Survey {
  /** The stem's first sentence. */
  intro: string;
  /** The table's first row, or the chart's horizontal axis. */
  valueHead: string;
  /** What the pupils have or did k times, after "co najmniej k": "książki", "razy". */
  thing: NounForms;
  /** The verb after "ilu uczniów" ("przeczytało") and after "jaki procent uczniów" ("przeczytał"). */
  verb: { many: string; percent: string };
  /** True: "co najwyżej k"; false: "co najmniej k". */
  atMost: boolean;
  /** A table in the stem (true) or a bar chart (false). */
  table: boolean;
  /** Class sizes drawn, and how many decimal places the percent may have. */
  totals: readonly number[];
  percentDecimals: number;
  ks: readonly number[];
}

// Each level its own survey: no task repeats word for word on another level.
const SURVEYS: Readonly<Record<1 | 2 | 3, Survey>> = {
  1: {
    intro: 'W tabeli przedstawiono, ile książek przeczytali w czasie wakacji uczniowie klasy 8b.',
    valueHead: 'liczba książek',
    thing: { one: 'książkę', few: 'książki', many: 'książek' },
    verb: { many: 'przeczytało', percent: 'przeczytał' },
    atMost: false,
    table: true,
    totals: [20, 25],
    percentDecimals: 0,
    ks: [2, 3],
  },
  2: {
    intro:
      'Uczniów klasy 7a zapytano, ile razy w ostatnim miesiącu byli w kinie. Wyniki przedstawiono na diagramie: pod słupkiem podano, ile razy, a wysokość słupka to liczba uczniów.',
    valueHead: 'ile razy w kinie',
    thing: { one: 'raz', few: 'razy', many: 'razy' },
    verb: { many: 'było w kinie', percent: 'był w kinie' },
    atMost: false,
    table: false,
    totals: [20, 25],
    percentDecimals: 0,
    ks: [1, 2, 3],
  },
  3: {
    intro:
      'Uczniów klasy 8c zapytano, ile zwierząt domowych mają. Wyniki przedstawiono na diagramie: pod słupkiem podano liczbę zwierząt, a wysokość słupka to liczba uczniów.',
    valueHead: 'liczba zwierząt',
    thing: { one: 'zwierzę', few: 'zwierzęta', many: 'zwierząt' },
    verb: { many: 'ma', percent: 'ma' },
    atMost: true,
    table: false,
    totals: [22, 24, 26, 28, 30, 32],
    percentDecimals: 1,
    ks: [1, 2],
  },
};

const VALUES: readonly number[] = [0, 1, 2, 3, 4];
const t = (x: number) => texValue(rat(Math.round(x * 1000), 1000));
const pupils = (n: number) => pluralForm(n, { one: 'ucznia', few: 'uczniów', many: 'uczniów' });

const chartPercent = defineTemplate({
  id: 'data_graphs.open-chart-percent',
  title: 'Zadanie otwarte: odczyt danych z tabeli lub diagramu i procent',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const s = SURVEYS[level];
    const d = redraw(() => {
      const total = rng.pick(s.totals);
      const counts = VALUES.slice(0, -1).map(() => rng.int(1, 10));
      const last = total - counts.reduce((x, y) => x + y, 0);
      if (last < 1 || last > 10) return null;
      counts.push(last);
      const k = rng.pick(s.ks);
      const chosen = VALUES.filter((v) => (s.atMost ? v <= k : v >= k));
      const count = chosen.reduce((sum, v) => sum + counts[v]!, 0);
      const percent = (count * 100) / total;
      const scale = 10 ** s.percentDecimals;
      if (!Number.isInteger(Math.round(percent * scale * 1e6) / 1e6)) return null;
      // Level 3's percent is not whole: the pupil divides and keeps the decimal.
      if (s.percentDecimals > 0 && Number.isInteger(percent)) return null;
      return { total, counts, k, chosen, count, percent };
    });
    const { total, counts, k, chosen, count, percent } = d;
    const edge = s.atMost ? 'co najwyżej' : 'co najmniej';
    const kThing = `$${k}$ ${pluralForm(k, s.thing)}`;
    const who = `uczniów ${s.verb.many} ${edge} ${kThing}`;
    const past = VALUES.filter((v) => (s.atMost ? v < k : v > k));
    const boundaryMissed = past.reduce((sum, v) => sum + counts[v]!, 0);
    const rest = total - count;
    const table = `$$\\begin{array}{|l|c|c|c|c|c|}\\hline \\text{${s.valueHead}} & ${VALUES.join(' & ')} \\\\ \\hline \\text{liczba uczniów} & ${counts.join(' & ')} \\\\ \\hline\\end{array}$$`;
    const aria = `Diagram słupkowy liczby uczniów: ${VALUES.map((v, i) => `${v} — ${counts[i]} ${pupils(counts[i]!)}`).join(', ')}`;
    const figure = s.table ? undefined : barChartFigure(VALUES.map(String), counts, 2, 'liczba uczniów', aria);
    const sumTex = counts.join(' + ');
    const chosenTex = chosen.map((v) => counts[v]).join(' + ');
    return openItem(rng, {
      stem: `${s.intro}${s.table ? `\n\n${table}\n\n` : ' '}Jaki procent uczniów tej klasy ${s.verb.percent} ${edge} ${kThing}?`,
      ...(figure ? { figure } : {}),
      parts: [
        {
          prompt: 'Ilu uczniów liczy klasa?',
          value: total,
          calc: counts.join('+'),
          hints: [
            `Dodaj liczby uczniów ze wszystkich ${s.table ? 'kolumn tabeli' : 'słupków'}.`,
            `$${sumTex}$`,
            `$${sumTex} = ${total}$`,
          ],
          mistakes: [
            {
              key: 'values_added',
              value: VALUES.reduce((x, y) => x + y, 0),
              feedback: `Dodano liczby ${s.table ? 'z pierwszego wiersza' : 'spod słupków'}. Liczba uczniów to ${s.table ? 'drugi wiersz tabeli' : 'wysokość słupków'}.`,
            },
          ],
          work: `Liczba uczniów: $${sumTex} = ${total}$.`,
        },
        {
          prompt: `Ilu ${who}?`,
          value: count,
          calc: chosen.map((v) => counts[v]).join('+'),
          hints: [
            `„${edge[0]!.toUpperCase()}${edge.slice(1)} ${k}” to ${s.atMost ? `$${k}$ lub mniej` : `$${k}$ lub więcej`}.`,
            `Dodaj liczby uczniów ${s.table ? 'z kolumn' : 'ze słupków'}: ${chosen.join(', ')}.`,
            `$${chosenTex} = ${count}$`,
          ],
          mistakes: [
            {
              key: 'boundary_excluded',
              value: boundaryMissed,
              feedback: `„${edge[0]!.toUpperCase()}${edge.slice(1)} ${k}” obejmuje także uczniów, których odpowiedź to dokładnie $${k}$.`,
            },
          ],
          work: `${edge[0]!.toUpperCase()}${edge.slice(1)} ${kThing}: $${chosenTex} = ${count}$ ${pupils(count)}.`,
        },
        {
          prompt: 'Jaki to procent wszystkich uczniów klasy?',
          value: rat(Math.round(percent * 10), 10),
          unit: '%',
          calc: 'b/a*100',
          hints: [
            'Podziel liczbę tych uczniów przez liczbę wszystkich i zamień na procenty.',
            `$\\frac{${count}}{${total}} \\cdot 100\\%$`,
            `$\\frac{${count}}{${total}} \\cdot 100\\% = ${t(percent)}\\%$`,
          ],
          mistakes: [
            {
              key: 'count_not_percent',
              value: count,
              feedback: 'To liczba uczniów, a nie procent. Podziel ją przez liczbę wszystkich uczniów klasy.',
            },
            {
              key: 'percent_of_rest',
              value: rat(Math.round((count * 1000) / rest), 10),
              feedback: `Podzielono przez liczbę pozostałych uczniów ($${rest}$). Procent liczy się z całej klasy ($${total}$).`,
            },
          ],
          work: `$\\frac{${count}}{${total}} \\cdot 100\\% = ${t(percent)}\\%$.`,
        },
      ],
      scheme: [
        [1, 'poprawne odczytanie danych i obliczenie liczby uczniów klasy', ['a'], ISTOTNY_POSTEP],
        [1, `poprawne obliczenie, ilu ${who}`, ['b'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie procentu', ['a', 'b', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: to $${t(percent)}\\%$ uczniów klasy.`,
      params: { counts: counts.join(';'), k, atMost: s.atMost },
    });
  },
});

export const chartReadingTemplates: readonly QuestionTemplate[] = [chartPercent];
