import { describe, expect, it } from 'vitest';
import { plural } from './pl.ts';
import { learningNouns } from './learning.ts';

describe('learning plural forms', () => {
  it('uses Polish plural forms for tasks and minutes', () => {
    expect(plural(1, learningNouns.task)).toBe('1 zadanie');
    expect(plural(2, learningNouns.task)).toBe('2 zadania');
    expect(plural(5, learningNouns.task)).toBe('5 zadań');
    expect(plural(22, learningNouns.task)).toBe('22 zadania');
    expect(plural(12, learningNouns.task)).toBe('12 zadań');
    expect(plural(1, learningNouns.minute)).toBe('1 minuta');
    expect(plural(3, learningNouns.minute)).toBe('3 minuty');
    expect(plural(0, learningNouns.minute)).toBe('0 minut');
    expect(plural(21, learningNouns.hint)).toBe('21 wskazówek');
  });
});
