/**
 * The open-task part of `npm run content:stats`: how many open tasks ("zadania otwarte") there
 * are, what they are worth (points per level, from the marking scheme of a sample item) and
 * per skill. Kept apart from content-stats.ts so the two grow without conflicts.
 */
import { allTemplates, generateQuestion } from '../src/core/questions/registry.ts';
import { LEVELS } from '../src/core/questions/types.ts';
import { pluralForm } from '../src/core/text/plural.ts';

const SAMPLE_SEEDS = 10;

export interface OpenTaskStats {
  templates: number;
  /** Sum over templates × levels of the points (a template worth 2/2/3 adds 7). */
  points: number;
  bySkill: Record<string, { templates: number; points: number }>;
}

/** Points of a template at each level; a level whose items differ in points shows its range. */
function pointsByLevel(templateId: string): { text: string[]; total: number } {
  const text: string[] = [];
  let total = 0;
  for (const level of LEVELS) {
    const seen = new Set<number>();
    for (let seed = 1; seed <= SAMPLE_SEEDS; seed++) {
      const q = generateQuestion(templateId, level, seed);
      if (q.answer.kind === 'parts') seen.add(q.answer.points);
    }
    const values = [...seen].sort((a, b) => a - b);
    text.push(values.length > 1 ? `${values[0]}–${values.at(-1)}` : String(values[0] ?? '?'));
    total += values[0] ?? 0;
  }
  return { text, total };
}

export function openTaskStats(): { lines: string[]; json: OpenTaskStats } {
  const open = allTemplates().filter((t) => t.open);
  const json: OpenTaskStats = { templates: open.length, points: 0, bySkill: {} };
  const rows: string[][] = [];
  for (const t of open) {
    const { text, total } = pointsByLevel(t.id);
    json.points += total;
    const skill = (json.bySkill[t.skillId] ??= { templates: 0, points: 0 });
    skill.templates++;
    skill.points += total;
    rows.push([t.skillId, t.id, `${text.join('/')} pkt`]);
  }
  const header = ['Umiejętność', 'Zadanie otwarte', 'Punkty (poziom 1/2/3)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const skills = Object.entries(json.bySkill)
    .map(([id, s]) => `${id} ${s.templates} (${s.points} pkt)`)
    .join(', ');
  return {
    lines: [
      `Zadania otwarte: ${open.length} ${pluralForm(open.length, { one: 'szablon', few: 'szablony', many: 'szablonów' })}` +
        ` × ${LEVELS.length} poziomy, razem ${json.points} pkt (suma po szablonach i poziomach)`,
      line(header),
      widths.map((w) => '-'.repeat(w)).join('  '),
      ...rows.map(line),
      `Według umiejętności: ${skills}`,
    ],
    json,
  };
}
