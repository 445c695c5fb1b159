import { describe, it, expect } from 'vitest';
import type { ContentSkill } from './api.ts';
import { groupSkills } from './group.ts';

const skill = (id: string, name: string, grade: ContentSkill['grade'], areas: string[], titles: string[] = []) =>
  ({
    id,
    name,
    grade,
    areas,
    prerequisites: [],
    templates: titles.map((title, i) => ({ id: `${id}.t${i}`, title, examStyle: 'standard' })),
  }) as unknown as ContentSkill; // made-up ids and areas keep the grouping cases readable

const skills: ContentSkill[] = [
  skill('fractions', 'Ułamki zwykłe', '6', ['fractions_powers'], ['Dodawanie ułamków']),
  skill('arith', 'Działania pisemne', '5', []),
  skill('angles', 'Kąty', '6', ['geometry']),
  skill('percent', 'Procenty', '6', ['proportions'], ['Obliczanie procentu liczby']),
  skill('integers', 'Liczby całkowite', '6', []),
];

describe('admin content grouping', () => {
  it('groups by grade (in school order), then by area with general arithmetic first', () => {
    const groups = groupSkills(skills, null, '');
    expect(groups.map((g) => g.grade)).toEqual(['5', '6']);
    expect(groups[1]?.areas.map((a) => a.area)).toEqual(['', 'fractions_powers', 'geometry', 'proportions']);
  });
  it('filters by grade and by name or template title, ignoring case and Polish diacritics', () => {
    expect(groupSkills(skills, '5', '').flatMap((g) => g.areas.flatMap((a) => a.skills.map((s) => s.id)))).toEqual([
      'arith',
    ]);
    const ids = (q: string) =>
      groupSkills(skills, null, q).flatMap((g) => g.areas.flatMap((a) => a.skills.map((s) => s.id)));
    expect(ids('UŁAMKI')).toEqual(['fractions']);
    expect(ids('katy')).toEqual(['angles']);
    expect(ids('procentu')).toEqual(['percent']);
    expect(ids('nic takiego')).toEqual([]);
  });
});
