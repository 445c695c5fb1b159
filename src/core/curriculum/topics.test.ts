import { describe, expect, it } from 'vitest';
import { allTemplates } from '../questions/registry.ts';
import { CURRICULUM_TOPICS, topicCoverage } from './topics.ts';
import { SKILL_IDS } from './skill-ids.ts';

describe('curriculum topics', () => {
  it('name existing templates of their own skill', () => {
    const byId = new Map(allTemplates().map((t) => [t.id, t]));
    const problems = CURRICULUM_TOPICS.flatMap((topic) =>
      topic.templates
        .filter((id) => byId.get(id)?.skillId !== topic.skill)
        .map(
          (id) =>
            `${topic.name}: ${id} ${byId.has(id) ? `is a template of ${byId.get(id)!.skillId}` : 'does not exist'}`,
        ),
    );
    expect(problems).toEqual([]);
    expect(CURRICULUM_TOPICS.every((topic) => (SKILL_IDS as readonly string[]).includes(topic.skill))).toBe(true);
  });

  it('every closed template teaches a topic (a new template is added to its topic)', () => {
    const listed = new Set(CURRICULUM_TOPICS.flatMap((topic) => topic.templates));
    const unlisted = allTemplates()
      .filter((t) => !t.open && !listed.has(t.id))
      .map((t) => t.id);
    expect(unlisted).toEqual([]);
  });

  it('counts the topics with no template and with one per stage', () => {
    for (const stage of ['4-6', '7-8', 'LO'] as const) {
      const c = topicCoverage(stage);
      const topics = CURRICULUM_TOPICS.filter((x) => x.stage === stage);
      expect(c.total).toBe(topics.length);
      expect(c.one.every((x) => x.templates.length === 1)).toBe(true);
      expect(c.none.length + c.one.length + topics.filter((x) => x.templates.length > 1).length).toBe(c.total);
    }
  });

  it('leaves no topic of the curriculum without a template (issue 25)', () => {
    for (const stage of ['4-6', '7-8', 'LO'] as const) {
      expect(
        topicCoverage(stage).none.map((x) => x.name),
        stage,
      ).toEqual([]);
    }
  });
});
