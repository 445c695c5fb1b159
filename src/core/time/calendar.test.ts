import { describe, expect, it } from 'vitest';
import { familyDate } from './calendar.ts';

describe('familyDate', () => {
  it('uses the Warsaw calendar day, in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(familyDate(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21');
    expect(familyDate(new Date('2026-11-20T22:59:59Z'))).toBe('2026-11-20');
    expect(familyDate(new Date('2026-07-14T22:10:00Z'))).toBe('2026-07-15');
    expect(familyDate(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
  });
});
