import { describe, expect, it } from 'vitest';
import {
  isDueForRemoval,
  removalCandidateBefore,
  removalDueAt,
  serviceEndedAt,
  type FamilyActivity,
} from './retention.ts';

const at = (iso: string) => new Date(iso);
const family = (over: Partial<FamilyActivity> = {}): FamilyActivity => ({
  createdAt: at('2024-01-10T10:00:00Z'),
  lastSignInAt: null,
  lastAnswerAt: null,
  paidUntil: null,
  ...over,
});

describe('data retention after the service ends', () => {
  it('the service ends at the latest of sign-in, answer and paid period', () => {
    const a = family({
      lastSignInAt: at('2025-03-01T08:00:00Z'),
      lastAnswerAt: at('2025-03-02T18:00:00Z'),
      paidUntil: at('2025-02-01T00:00:00Z'),
    });
    expect(serviceEndedAt(a)).toEqual(at('2025-03-02T18:00:00Z'));
    expect(serviceEndedAt(family({ paidUntil: at('2026-01-01T00:00:00Z') }))).toEqual(at('2026-01-01T00:00:00Z'));
    expect(serviceEndedAt(family())).toEqual(at('2024-01-10T10:00:00Z'));
  });

  it('removes data exactly three years after the service ended, not a moment earlier', () => {
    const a = family({ lastAnswerAt: at('2025-03-02T18:00:00Z') });
    expect(removalDueAt(a)).toEqual(at('2028-03-02T18:00:00Z'));
    expect(isDueForRemoval(a, at('2028-03-02T17:59:59Z'))).toBe(false);
    expect(isDueForRemoval(a, at('2028-03-02T18:00:00Z'))).toBe(true);
  });

  it('a paid period keeps the data until three years after it ends, even without use', () => {
    const a = family({ lastSignInAt: at('2024-01-10T10:00:00Z'), paidUntil: at('2025-06-30T00:00:00Z') });
    expect(isDueForRemoval(a, at('2027-02-01T00:00:00Z'))).toBe(false);
    expect(isDueForRemoval(a, at('2028-06-30T00:00:00Z'))).toBe(true);
  });

  it('29 February ends on 28 February three years later', () => {
    expect(removalDueAt(family({ createdAt: at('2024-02-29T12:00:00Z') }))).toEqual(at('2027-02-28T12:00:00Z'));
  });

  it('the candidate bound never excludes a family that is due', () => {
    const now = at('2028-03-03T00:00:00Z');
    const due = family({ createdAt: at('2025-03-02T18:00:00Z') });
    expect(isDueForRemoval(due, now)).toBe(true);
    expect(serviceEndedAt(due).getTime()).toBeLessThanOrEqual(removalCandidateBefore(now).getTime());
  });
});
