import { describe, expect, it } from 'vitest';
import { ISSUE_DESCRIPTION_MAX, issueReportValid } from './reports.ts';

describe('issueReportValid', () => {
  it('needs a type and a non-blank description of at most 1000 characters', () => {
    expect(issueReportValid(null, 'opis')).toBe(false);
    expect(issueReportValid('other', '   ')).toBe(false);
    expect(issueReportValid('wrong_answer', 'Wynik powinien być 5')).toBe(true);
    expect(issueReportValid('other', 'a'.repeat(ISSUE_DESCRIPTION_MAX))).toBe(true);
    expect(issueReportValid('other', 'a'.repeat(ISSUE_DESCRIPTION_MAX + 1))).toBe(false);
  });
});
