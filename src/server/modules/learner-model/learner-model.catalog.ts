/**
 * Static views of the curriculum and the template registry that the adaptive core takes as input.
 * Built once per process from code (no user data), so every app instance computes the same thing.
 */
import { neighbourIndex, type DiagnosticSkill, type Neighbours, type PracticeItem } from '#core/adaptive/index.ts';
import { SKILLS } from '#core/curriculum/skills.ts';
import { allTemplates } from '#core/questions/registry.ts';
import { LEVELS, type Level } from '#core/questions/types.ts';

export const DIAGNOSTIC_SKILLS: readonly DiagnosticSkill[] = SKILLS;

export const NEIGHBOURS: ReadonlyMap<string, Neighbours> = neighbourIndex(SKILLS);

/** Every askable item: each template at each level. */
export const PRACTICE_ITEMS: readonly PracticeItem[] = allTemplates().flatMap((t) =>
  LEVELS.map((level) => ({ templateId: t.id, level, skillId: t.skillId })),
);

const templatesBySkill = new Map<string, string[]>();
for (const t of allTemplates()) templatesBySkill.set(t.skillId, [...(templatesBySkill.get(t.skillId) ?? []), t.id]);

export function itemKeyOf(templateId: string, level: number): string {
  return `${templateId}#${level}`;
}

/** Keys of the medium (level 2) items of a skill: their mean calibration is the skill's typical item. */
export function typicalItemKeys(skillId: string): string[] {
  return (templatesBySkill.get(skillId) ?? []).map((id) => itemKeyOf(id, 2));
}

/** The answered skill and its direct graph neighbours (the skills one answer may change). */
export function affectedSkills(skillId: string): string[] {
  const n = NEIGHBOURS.get(skillId);
  return [...new Set([skillId, ...(n?.prerequisites ?? []), ...(n?.dependents ?? [])])];
}

export function isLevel(n: number): n is Level {
  return (LEVELS as readonly number[]).includes(n);
}
