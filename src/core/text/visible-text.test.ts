import { describe, expect, it } from 'vitest';
import { visibleText } from './visible-text.ts';

describe('visibleText', () => {
  it('drops invisible characters, so they cannot make a name', () => {
    expect(visibleText('\u200b\u200b')).toBe('');
    expect(visibleText('\u200bO\u200dl\ufeffa\u202e')).toBe('Ola');
    expect(visibleText('\u0007Ala\u0000')).toBe('Ala');
  });

  it('keeps letters of any alphabet and one space between words', () => {
    expect(visibleText('  Zośka \t\u00a0 Łucja\n')).toBe('Zośka Łucja');
    expect(visibleText('👧 Ola')).toBe('👧 Ola');
  });
});
