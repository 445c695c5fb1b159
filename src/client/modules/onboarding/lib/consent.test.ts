import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { canSubmitConsent } from './consent.ts';

describe('consent submit rule (spec 5)', () => {
  it('needs exactly parental, terms and privacy; marketing never matters', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (parental, terms, privacy, marketing) => {
        expect(canSubmitConsent({ parental, terms, privacy, marketing })).toBe(parental && terms && privacy);
      }),
    );
  });
});
