import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from '../../../ui/recharts.ts';
import { adminPl } from '../../../i18n/admin.ts';
import { shortDay } from './short-day.ts';

/**
 * Sessions per day as bars. Loaded lazily (recharts is the heaviest client dependency); the
 * figures are also in the table beside it, so the drawing itself is hidden from screen readers.
 */
export default function SessionsChart({ daily }: { daily: { day: string; sessions: number }[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={daily} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="day"
            tickFormatter={shortDay}
            tick={{ fill: '#475569', fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis allowDecimals={false} tick={{ fill: '#475569', fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip
            cursor={{ fill: '#eef2ff' }}
            labelFormatter={(day) => shortDay(String(day))}
            formatter={(value) => [String(value), adminPl.analytics.sessions]}
          />
          <Bar dataKey="sessions" fill="#4f46e5" radius={[4, 4, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
