import type { ContentSkill } from './api.ts';

export interface SkillGroup {
  grade: string;
  areas: Array<{ area: string; skills: ContentSkill[] }>;
}

const GRADE_ORDER = ['5', '6', '7', '8', '1LO'];

/**
 * Skills grouped by grade, then by their first parent-facing area ('' for general arithmetic
 * skills that have none), keeping the curriculum order inside each group. `query` filters by
 * skill name, skill id or template title (case- and diacritics-insensitive).
 */
export function groupSkills(skills: readonly ContentSkill[], grade: string | null, query: string): SkillGroup[] {
  const q = fold(query.trim());
  const groups = new Map<string, Map<string, ContentSkill[]>>();
  for (const s of skills) {
    if (grade && s.grade !== grade) continue;
    if (q && !matches(s, q)) continue;
    const area = s.areas[0] ?? '';
    const byArea = groups.get(s.grade) ?? new Map<string, ContentSkill[]>();
    byArea.set(area, [...(byArea.get(area) ?? []), s]);
    groups.set(s.grade, byArea);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => GRADE_ORDER.indexOf(a) - GRADE_ORDER.indexOf(b))
    .map(([g, byArea]) => ({
      grade: g,
      // General arithmetic ('' area) first, like the curriculum.
      areas: [...byArea.entries()]
        .sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : 0))
        .map(([area, list]) => ({ area, skills: list })),
    }));
}

function fold(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
}

function matches(s: ContentSkill, q: string): boolean {
  return fold(s.name).includes(q) || s.id.includes(q) || s.templates.some((t) => fold(t.title).includes(q));
}
