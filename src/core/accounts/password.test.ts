import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password.ts';

describe('passwordProblems', () => {
  it('accepts a password with 8+ characters, a lower-case letter, a capital and a digit', () => {
    expect(passwordProblems('Haslo-Testowe-123')).toEqual([]);
    expect(passwordProblems('Żółwik12')).toEqual([]);
  });

  it.each([
    ['aaaaaaaa', ['upper', 'digit']],
    ['12345678', ['lower', 'upper']],
    ['        ', ['lower', 'upper', 'digit']],
    ['password', ['upper', 'digit']],
    ['Ab1', ['min']],
    ['łódź1234', ['upper']],
  ])('refuses %j with %j', (password, problems) => {
    expect(passwordProblems(password)).toEqual(problems);
  });

  it('counts characters, not UTF-16 units, and caps the length', () => {
    expect(passwordProblems('Aa1😀😀😀')).toEqual(['min']);
    expect(passwordProblems(`Aa1${'x'.repeat(126)}`)).toEqual(['max']);
  });
});
