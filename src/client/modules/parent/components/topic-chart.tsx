import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
} from '../../../ui/recharts.ts';
import type { DashboardResponse } from '#server/contract.ts';
import { familyPl } from '../../../i18n/family.ts';
import { formatPercent } from '../../../lib/format.ts';

const t = familyPl.topicChart;
type Topic = DashboardResponse['children'][number]['topicProgress'][number];

/** Room for the area names on the left; long names wrap onto a second line. */
const LABEL_WIDTH = 116;
const ROW_HEIGHT = 52;

/** The text alternative: the strongest and the weakest area in one sentence. */
export function topicSummary(topics: readonly Topic[]): string {
  const sorted = [...topics].sort((a, b) => b.mastery - a.mastery);
  const label = (p: Topic) => `${p.name} (${formatPercent(p.mastery)})`;
  const best = sorted[0]!;
  const weakest = sorted.length > 1 ? sorted.at(-1)! : null;
  return t.summary(label(best), weakest && label(weakest));
}

function AreaTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  return (
    <Text
      x={Number(x)}
      y={Number(y)}
      width={LABEL_WIDTH - 8}
      textAnchor="end"
      verticalAnchor="middle"
      fontSize={12}
      fill="#334155"
    >
      {String(payload?.value ?? '')}
    </Text>
  );
}

/**
 * One child's mastery per area as horizontal bars. Loaded lazily with recharts like the progress
 * chart; keyboard users move through the areas with the arrow keys, and the figures are in a table.
 */
export default function TopicChart({ topics }: { topics: readonly Topic[] }) {
  return (
    <figure className="min-w-0">
      <figcaption className="text-sm text-slate-700">{topicSummary(topics)}</figcaption>
      <div className="mt-3 w-full min-w-0 overflow-hidden" style={{ height: topics.length * ROW_HEIGHT + 32 }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={[...topics]}
            layout="vertical"
            margin={{ top: 0, right: 44, bottom: 0, left: 0 }}
            barCategoryGap={12}
            accessibilityLayer
          >
            <CartesianGrid stroke="#e2e8f0" horizontal={false} />
            <XAxis
              type="number"
              domain={[0, 100]}
              ticks={[0, 25, 50, 75, 100]}
              tickFormatter={(v: number) => `${v}%`}
              tick={{ fontSize: 12, fill: '#475569' }}
            />
            <YAxis type="category" dataKey="name" width={LABEL_WIDTH} tick={AreaTick} tickLine={false} />
            <Tooltip formatter={(value) => [formatPercent(Number(value)), t.mastery]} cursor={{ fill: '#eef2ff' }} />
            {/* No grow animation: the percent labels appear only after it, and a child switch would replay it. */}
            <Bar dataKey="mastery" name={t.mastery} fill="#6366f1" radius={[0, 4, 4, 0]} isAnimationActive={false}>
              <LabelList
                dataKey="mastery"
                position="right"
                formatter={(v: unknown) => formatPercent(Number(v))}
                fontSize={12}
                fill="#334155"
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2">
        <summary className="min-h-11 cursor-pointer py-2 font-medium text-indigo-700">{t.showTable}</summary>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t.topic}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.mastery}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {topics.map((p) => (
              <tr key={p.area}>
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  {p.name}
                </th>
                <td className="py-1.5 text-right">{formatPercent(p.mastery)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
