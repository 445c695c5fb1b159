import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from '../../../ui/recharts.ts';
import type { DashboardResponse } from '#server/contract.ts';
import { plural, nouns } from '../../../i18n/pl.ts';
import { familyPl } from '../../../i18n/family.ts';
import { formatPercent } from '../../../lib/format.ts';

const t = familyPl.charts;
type Day = DashboardResponse['daily'][number];

const shortDate = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('pl-PL', { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' });
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The text alternative: the period in one sentence. */
export function progressSummary(days: readonly Day[]): string {
  const active = days.filter((d) => d.answered > 0 || d.minutes > 0);
  if (active.length === 0) return t.noActivity;
  const minutes = days.reduce((s, d) => s + d.minutes, 0);
  const answered = days.reduce((s, d) => s + d.answered, 0);
  const correct = days.reduce((s, d) => s + Math.round(((d.accuracy ?? 0) * d.answered) / 100), 0);
  const accuracy = answered > 0 ? formatPercent(Math.round((100 * correct) / answered)) : null;
  return t.summary(plural(minutes, nouns.minute), active.length, accuracy);
}

/**
 * Minutes (bars) and accuracy (line) per day over the last four weeks. Loaded lazily with
 * recharts; keyboard users move through the days with the arrow keys (recharts' accessibility
 * layer), and the same figures are in a table below.
 */
export default function ProgressChart({ days }: { days: readonly Day[] }) {
  return (
    <figure className="min-w-0">
      <figcaption className="text-slate-700">{progressSummary(days)}</figcaption>
      <div className="mt-4 h-64 w-full min-w-0 overflow-hidden sm:h-72">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart
            data={days.map((d) => ({ ...d, label: shortDate.format(asDate(d.date)) }))}
            margin={{ top: 8, right: 0, bottom: 0, left: -16 }}
            accessibilityLayer
          >
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis
              dataKey="label"
              tick={{ fontSize: 12, fill: '#475569' }}
              interval="preserveStartEnd"
              minTickGap={12}
            />
            <YAxis yAxisId="minutes" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} width={44} />
            <YAxis
              yAxisId="accuracy"
              orientation="right"
              domain={[0, 100]}
              tickFormatter={(v: number) => `${v}%`}
              tick={{ fontSize: 12, fill: '#475569' }}
              width={44}
            />
            <Tooltip
              labelFormatter={(_, payload) => {
                const date = payload?.[0]?.payload?.date as string | undefined;
                return date ? longDate.format(asDate(date)) : '';
              }}
              formatter={(value, name) =>
                name === t.accuracy
                  ? [value === null || value === undefined ? '—' : formatPercent(Number(value)), name]
                  : [plural(Number(value), nouns.minute), name]
              }
            />
            <Legend wrapperStyle={{ fontSize: 14 }} />
            <Bar yAxisId="minutes" dataKey="minutes" name={t.minutes} fill="#6366f1" radius={[4, 4, 0, 0]} />
            <Line
              yAxisId="accuracy"
              dataKey="accuracy"
              name={t.accuracy}
              stroke="#059669"
              strokeWidth={2}
              dot={{ r: 3 }}
              connectNulls
              type="monotone"
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-indigo-700">{t.showTable}</summary>
        <div className="max-h-80 overflow-auto" tabIndex={0} role="region" aria-label={t.progressTitle}>
          <table className="w-full text-left text-sm">
            <thead className="sticky top-0 bg-white">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t.day}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t.minutes}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  {t.answered}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t.accuracy}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {[...days].reverse().map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {longDate.format(asDate(d.date))}
                  </th>
                  <td className="py-1.5 pr-3 text-right">{d.minutes}</td>
                  <td className="py-1.5 pr-3 text-right">{d.answered}</td>
                  <td className="py-1.5 text-right">{d.accuracy === null ? '—' : formatPercent(d.accuracy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
