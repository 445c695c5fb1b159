import { describe, expect, it } from 'vitest';
import { createRng } from '../math/random.ts';
import { CODE_ALPHABET, CODE_MAX_LENGTH, CODE_PREFIX_MAX, generateCode, normalizeCode } from './access-codes.ts';

describe('access codes', () => {
  it('are trimmed and upper-cased before comparing', () => {
    expect(normalizeCode('  cel-ab2c3d ')).toBe('CEL-AB2C3D');
  });

  it('are PREFIX-XXXXXX with an unambiguous six-character suffix', () => {
    const rng = createRng('codes');
    for (let i = 0; i < 200; i++) {
      const code = generateCode('cel', () => rng.next());
      expect(code).toMatch(/^CEL-[2-9A-HJKMNP-Z]{6}$/);
    }
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('uses the whole alphabet at the edges of the random range', () => {
    expect(generateCode('X', () => 0)).toBe('X-222222');
    expect(generateCode('X', () => 0.999999)).toBe('X-ZZZZZZ');
  });

  it('fit the redeem form with the longest prefix', () => {
    expect(generateCode('A'.repeat(CODE_PREFIX_MAX), () => 0.5).length).toBeLessThanOrEqual(CODE_MAX_LENGTH);
  });
});
