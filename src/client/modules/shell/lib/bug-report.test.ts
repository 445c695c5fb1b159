import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { BUG_DESCRIPTION_MAX, canSubmitBugReport } from './bug-report.ts';

describe('report-bug submit rule', () => {
  it('is disabled for blank text, however much whitespace', () => {
    fc.assert(fc.property(fc.stringMatching(/^[ \t\n\r]*$/), (s) => !canSubmitBugReport(s)));
  });
  it('is enabled once there is a visible character', () => {
    expect(canSubmitBugReport('  x  ')).toBe(true);
    expect(canSubmitBugReport('a'.repeat(BUG_DESCRIPTION_MAX))).toBe(true);
    expect(canSubmitBugReport('a'.repeat(BUG_DESCRIPTION_MAX + 1))).toBe(false);
  });
});
