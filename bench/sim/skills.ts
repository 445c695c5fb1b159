/** The product's skill graph, as the diagnostic takes it. */
import type { DiagnosticSkill } from '#core/adaptive/diagnostic.ts';
import { SKILLS } from '#core/curriculum/skills.ts';

export function loadSkills(): { skills: readonly DiagnosticSkill[]; source: string } {
  return { skills: SKILLS, source: 'src/core/curriculum/skills.ts' };
}
