import { describe, it, expect } from 'vitest';
import { buildCookieConsent, parseCookieConsent } from './storage.ts';

describe('cookie consent (spec 3)', () => {
  const now = new Date('2025-09-14T10:00:00Z');
  it('keeps essential always true and marks acceptedAll only when everything is on', () => {
    const some = buildCookieConsent({ analytics: true, marketing: false, personalization: true }, now);
    expect(some).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      personalization: true,
      timestamp: '2025-09-14T10:00:00.000Z',
      acceptedAll: false,
    });
    expect(buildCookieConsent({ analytics: true, marketing: true, personalization: true }, now).acceptedAll).toBe(true);
  });
  it('round-trips and rejects garbage', () => {
    const c = buildCookieConsent({ analytics: false, marketing: true, personalization: false }, now);
    expect(parseCookieConsent(JSON.stringify(c))).toEqual(c);
    expect(parseCookieConsent('{not json')).toBeNull();
    expect(parseCookieConsent(null)).toBeNull();
    expect(parseCookieConsent(JSON.stringify({ essential: false, analytics: 'yes' }))).toMatchObject({
      essential: true,
      analytics: false,
    });
  });
});
