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

/** Skills whose task is the conversion itself: a value in another unit is not yet the answer. */
const UNIT_CONVERSION_SKILLS: ReadonlySet<SkillId> = new Set(['units_conversion', 'speed_units', 'scale_maps']);
/** A stem that names the unit of the result: "Zamień…", "Podaj wynik w metrach", "Ile to km/h?". */
const ASKS_FOR_UNIT =
  /\b(?:zamień|wyraź|przelicz)|\bw\s+(?:mili|centy|decy|kilo)?metrach\b|\bw\s+(?:gramach|dekagramach|kilogramach|tonach|litrach|mililitrach|hektolitrach|arach|hektarach|sekundach|minutach|godzinach|groszach)\b|\b(?:w|na)\s+(?:mm|cm|dm|km|m|g|dag|kg|t|ml|l|hl|ha|s|min|h|gr)(?:[²³]|\/h|\/s|\/min)?(?![\p{L}\d])/iu;

/**
 * Marks a number answer whose stem asks for its unit (`unitAsked`): the checker converts a right
 * value in another unit of the same kind everywhere else (issue 25: 0,0012 m² for 12 cm²).
 */
function markUnitAsked(skillId: SkillId, body: ReturnType<QuestionTemplate['generate']>): typeof body {
  const a = body.answer;
  if (a.kind !== 'number') return body;
  if (!UNIT_CONVERSION_SKILLS.has(skillId) && !ASKS_FOR_UNIT.test(body.stem)) return body;
  return { ...body, answer: { ...a, unitAsked: true } };
}

/** Reproducible: the same (templateId, level, seed) always yields the same item. */
export function generateQuestion(templateId: string, level: Level, seed: number): QuestionInstance {
  const template = byId.get(templateId);
  if (!template) throw new Error(`Unknown template: ${templateId}`);
  const rng = createRng(hashString(`${templateId}|${level}|${seed}`));
  // Typography is one rule for every template: non-breaking spaces before units (typography.ts).
  const body = markUnitAsked(template.skillId, typesetItem(template.generate({ rng, level })));
  return {
    ...body,
    templateId,
    skillId: template.skillId,
    level,
    seed,
    examStyle: template.examStyle ?? 'standard',
  };
}
