import { describe, expect, it } from 'vitest';
import { isDeliverableEmail } from './email.ts';

describe('isDeliverableEmail', () => {
  it('accepts ordinary addresses, trimmed', () => {
    for (const ok of ['anna@example.com', ' jan.kowalski+mat@poczta.onet.pl ', 'a_b@x-y.eu']) {
      expect(isDeliverableEmail(ok), ok).toBe(true);
    }
  });
  it('refuses what no reply can reach', () => {
    for (const bad of [
      'a@',
      '@b.pl',
      'a@b',
      'a b@c.pl',
      'a@@b.pl',
      '.a@b.pl',
      'a..b@c.pl',
      '',
      `${'a'.repeat(250)}@b.pl`,
    ]) {
      expect(isDeliverableEmail(bad), bad).toBe(false);
    }
  });
});
