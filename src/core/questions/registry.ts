import { createRng, hashString } from '../math/random.ts';
import type { SkillId } from '../curriculum/skill-ids.ts';
import { ALL_TEMPLATES } from './templates/index.ts';
import type { Level, QuestionInstance, QuestionTemplate } from './types.ts';
import { typesetItem } from './typography.ts';

const byId = new Map<string, QuestionTemplate>(ALL_TEMPLATES.map((t) => [t.id, t]));
const bySkill = new Map<SkillId, QuestionTemplate[]>();
for (const t of ALL_TEMPLATES) {
  const list = bySkill.get(t.skillId) ?? [];
  list.push(t);
  bySkill.set(t.skillId, list);
}

export function allTemplates(): readonly QuestionTemplate[] {
  return ALL_TEMPLATES;
}

export function getTemplate(templateId: string): QuestionTemplate | undefined {
  return byId.get(templateId);
}

export function templatesForSkill(skillId: SkillId): readonly QuestionTemplate[] {
  return bySkill.get(skillId) ?? [];
}

/** Reproducible: the same (templateId, level, seed) always yields the same item. */
export function generateQuestion(templateId: string, level: Level, seed: number): QuestionInstance {
  const template = byId.get(templateId);
  if (!template) throw new Error(`Unknown template: ${templateId}`);
  const rng = createRng(hashString(`${templateId}|${level}|${seed}`));
  // Typography is one rule for every template: non-breaking spaces before units (typography.ts).
  const body = typesetItem(template.generate({ rng, level }));
  return {
    ...body,
    templateId,
    skillId: template.skillId,
    level,
    seed,
    examStyle: template.examStyle ?? 'standard',
  };
}
