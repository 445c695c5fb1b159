import { describe, it, expect } from 'vitest';
import {
  AREAS,
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
import { GRADES } from './student-profile.ts';
import { allTemplates, generateQuestion } from '../questions/registry.ts';
import { LEVELS } from '../questions/types.ts';

describe('skill graph', () => {
  it('has one skill per id of SKILL_IDS, in order, each id once', () => {
    expect(SKILLS.map((s) => s.id)).toEqual([...SKILL_IDS]);
    expect(new Set(SKILL_IDS).size).toBe(SKILL_IDS.length);
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
    expect([...order].sort()).toEqual([...SKILL_IDS].sort());
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
    expect(skillsForGrade(GRADES.at(-1)!)).toEqual(SKILLS);
    const g7 = skillsForGrade('7');
    expect(g7.some((s) => s.id === 'powers')).toBe(true);
    expect(g7.some((s) => s.id === 'pythagoras')).toBe(false);
    for (let i = 1; i < GRADES.length; i++) {
      expect(skillsForGrade(GRADES[i]!).length).toBeGreaterThan(skillsForGrade(GRADES[i - 1]!).length);
    }
  });

  it('every grade has its own skills; grades 5–8 together (the e8 exam) and 1LO each cover every area', () => {
    for (const g of GRADES)
      expect(
        SKILLS.some((s) => s.grade === g),
        `grade ${g}`,
      ).toBe(true);
    const areasOf = (skills: readonly Skill[]) => new Set(skills.flatMap((s) => s.areas));
    const allAreas = AREAS.map((a) => a.id);
    expect([...areasOf(skillsForGrade('8'))].sort()).toEqual([...allAreas].sort());
    expect([...areasOf(SKILLS.filter((s) => s.grade === '1LO'))].sort()).toEqual([...allAreas].sort());
  });

  it('every skill can be practised: one of its templates generates an item at every level', () => {
    for (const s of SKILLS) {
      const templates = allTemplates().filter((t) => t.skillId === s.id);
      expect(templates.length, `${s.id} has no template`).toBeGreaterThan(0);
      for (const level of LEVELS) {
        const item = generateQuestion(templates[0]!.id, level, 1);
        expect(item.skillId).toBe(s.id);
        expect(item.level).toBe(level);
      }
    }
  });

  it('dependentsOf is the inverse of prerequisites', () => {
    expect(dependentsOf('roots')).toEqual(expect.arrayContaining(['root_operations', 'pythagoras']));
    for (const s of SKILLS) {
      for (const p of s.prerequisites) expect(dependentsOf(p), `${p} → ${s.id}`).toContain(s.id);
      for (const d of dependentsOf(s.id)) expect(getSkill(d).prerequisites).toContain(s.id);
    }
  });
});
