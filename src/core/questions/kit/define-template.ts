/** A template declared with its skill written once: the skill is the prefix of the template's id. */
import type { SkillId } from '../../curriculum/skill-ids.ts';
import type { QuestionTemplate } from '../types.ts';

/**
 * What a template file writes: everything of a QuestionTemplate but `skillId`, which its id
 * `<skillId>.<short-name>` already names; the compiler checks that the prefix is a skill id.
 */
export type TemplateSpec = Omit<QuestionTemplate, 'id' | 'skillId'> & { id: `${SkillId}.${string}` };

/** The template of `spec`, its `skillId` read from its id ('fraction_add_sub.unlike-denominators' → 'fraction_add_sub'). */
export function defineTemplate(spec: TemplateSpec): QuestionTemplate {
  const { id, ...rest } = spec;
  return { id, skillId: id.slice(0, id.indexOf('.')) as SkillId, ...rest };
}
