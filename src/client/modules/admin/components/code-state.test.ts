import { describe, expect, it } from 'vitest';
import { codeState } from './code-state.ts';

const now = new Date('2026-11-25T12:00:00Z');
const code = { revokedAt: null, expiresAt: '2026-11-26T12:00:00Z', used: 3, maxUses: 10 };

describe('codeState', () => {
  it('is active while valid, unused up and not revoked', () => {
    expect(codeState(code, now)).toBe('active');
    expect(codeState({ ...code, used: 9 }, now)).toBe('active');
  });

  it('names why a code no longer works, revocation first, then expiry, then uses', () => {
    expect(codeState({ ...code, used: 10 }, now)).toBe('exhausted');
    expect(codeState({ ...code, expiresAt: '2026-11-25T12:00:00Z' }, now)).toBe('expired');
    expect(codeState({ ...code, expiresAt: '2026-11-20T00:00:00Z', used: 10 }, now)).toBe('expired');
    expect(codeState({ ...code, revokedAt: '2026-11-24T00:00:00Z', used: 10 }, now)).toBe('revoked');
  });
});
