import { describe, it, expect } from 'vitest';
import {
  AREAS,
  GRADES,
  SKILLS,
  getSkill,
  gradeIndex,
  prerequisitesClosure,
  skillsForGrade,
  topologicalOrder,
  dependentsOf,
  type Skill,
} from './skills.ts';
import { SKILL_IDS } from './skill-ids.ts';

describe('skill graph', () => {
  it('has the 65 skills of the skill map, ids matching SKILL_IDS in order', () => {
    expect(SKILLS).toHaveLength(65);
    expect(SKILLS.map((s) => s.id)).toEqual([...SKILL_IDS]);
  });

  it('every prerequisite is a known skill, never the skill itself, never repeated', () => {
    for (const s of SKILLS) {
      for (const p of s.prerequisites) expect(SKILL_IDS, `${s.id} → ${p}`).toContain(p);
      expect(s.prerequisites).not.toContain(s.id);
      expect(new Set(s.prerequisites).size).toBe(s.prerequisites.length);
    }
  });

  it("each prerequisite's grade is at most the skill's grade", () => {
    for (const s of SKILLS) {
      for (const p of s.prerequisites) {
        expect(
          gradeIndex(getSkill(p).grade),
          `${p} (${getSkill(p).grade}) before ${s.id} (${s.grade})`,
        ).toBeLessThanOrEqual(gradeIndex(s.grade));
      }
    }
  });

  it('is acyclic: a topological order exists and respects every edge', () => {
    const order = topologicalOrder();
    expect(order).toHaveLength(65);
    const pos = new Map(order.map((id, i) => [id, i]));
    for (const s of SKILLS) for (const p of s.prerequisites) expect(pos.get(p)!).toBeLessThan(pos.get(s.id)!);
  });

  it('topologicalOrder detects a cycle', () => {
    const a: Skill = { ...getSkill('powers'), prerequisites: ['roots'] };
    const b: Skill = { ...getSkill('roots'), prerequisites: ['powers'] };
    expect(() => topologicalOrder([a, b])).toThrow(/cycle/);
  });

  it('names are Polish, sections and curriculum versions are consistent', () => {
    for (const s of SKILLS) {
      expect(s.name.length).toBeGreaterThan(3);
      expect(s.section).toMatch(s.grade === '1LO' ? /^LO\./ : /^(4-6|7-8)\./);
      expect(s.curriculum).toBe(s.grade === '1LO' ? 'pp2018-lo' : 'pp2024-4-8');
      expect(s.e8).toBe(s.grade !== '1LO');
      for (const a of s.areas) expect(AREAS.map((x) => x.id)).toContain(a);
    }
  });

  it('every area has skills and a Polish name', () => {
    for (const area of AREAS) {
      expect(area.name).toMatch(/^[A-ZŁŚŻŹ]/);
      expect(SKILLS.some((s) => s.areas.includes(area.id))).toBe(true);
    }
  });

  it('prerequisitesClosure is transitive and ordered', () => {
    const closure = prerequisitesClosure('pythagoras');
    expect(closure).toEqual(
      expect.arrayContaining(['roots', 'powers', 'integers', 'nat_arithmetic', 'triangle_properties', 'angles']),
    );
    expect(closure).not.toContain('pythagoras');
    expect(closure.indexOf('nat_arithmetic')).toBeLessThan(closure.indexOf('roots'));
    expect(prerequisitesClosure('nat_arithmetic')).toEqual([]);
  });

  it('skillsForGrade includes earlier grades only', () => {
    expect(skillsForGrade('5').every((s) => s.grade === '5')).toBe(true);
    expect(skillsForGrade('1LO')).toHaveLength(65);
    const g7 = skillsForGrade('7');
    expect(g7.some((s) => s.id === 'powers')).toBe(true);
    expect(g7.some((s) => s.id === 'pythagoras')).toBe(false);
    for (let i = 1; i < GRADES.length; i++) {
      expect(skillsForGrade(GRADES[i]!).length).toBeGreaterThan(skillsForGrade(GRADES[i - 1]!).length);
    }
  });

  it('dependentsOf is the inverse of prerequisites', () => {
    expect(dependentsOf('roots')).toEqual(expect.arrayContaining(['root_operations', 'pythagoras']));
  });
});
