import { describe, it, expect } from 'vitest';
import { childSchema } from './child-schema.ts';

const ok = { nickname: 'Ola', grade: '6', goal: 'habit', difficulties: ['geometry'] };

function firstMessage(input: unknown): string | undefined {
  const r = childSchema.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('child form (spec 5)', () => {
  it('accepts a valid child and trims the nickname', () => {
    const r = childSchema.parse({ ...ok, nickname: '  Ola  ' });
    expect(r.nickname).toBe('Ola');
  });
  it('counts the nickname length after trimming', () => {
    expect(firstMessage({ ...ok, nickname: ' A ' })).toBe('Pseudonim musi mieć co najmniej 2 znaki');
    expect(firstMessage({ ...ok, nickname: 'x'.repeat(33) })).toBe('Pseudonim może mieć maksymalnie 32 znaki');
    expect(firstMessage({ ...ok, nickname: ` ${'x'.repeat(32)} ` })).toBeUndefined();
  });
  it('requires grade and goal with the spec messages', () => {
    expect(firstMessage({ ...ok, grade: '' })).toBe('Wybierz klasę');
    expect(firstMessage({ ...ok, grade: '4' })).toBe('Wybierz klasę');
    expect(firstMessage({ ...ok, goal: undefined })).toBe('Wybierz cel nauki');
  });
  it('allows at most 5 difficulty areas', () => {
    const six = ['proportions', 'fractions_powers', 'linear_equations', 'functions', 'geometry', 'geometry'];
    expect(firstMessage({ ...ok, difficulties: six })).toBe('Maksymalnie 5 obszarów trudności');
    expect(firstMessage({ ...ok, difficulties: [] })).toBeUndefined();
  });
});
