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
    const lo = topicCoverage('LO');
    expect(lo.none.map((x) => x.name)).toContain('Zbiory i logika');
    expect(lo.total).toBeGreaterThan(lo.none.length + lo.one.length);
  });
});
