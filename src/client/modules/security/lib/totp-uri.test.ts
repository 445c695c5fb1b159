import { describe, expect, it } from 'vitest';
import { groupKey, qrPath, totpSecret } from './totp-uri.ts';

describe('TOTP enrolment helpers', () => {
  it('reads the key from the otpauth URI Better Auth returns', () => {
    const uri = 'otpauth://totp/Celuj%C4%85cy:admin%40example.pl?secret=JBSWY3DPEHPK3PXP&issuer=Celuj%C4%85cy&digits=6';
    expect(totpSecret(uri)).toBe('JBSWY3DPEHPK3PXP');
    expect(totpSecret('not a uri')).toBe('');
  });

  it('groups the key by four for reading aloud or typing', () => {
    expect(groupKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupKey('')).toBe('');
  });

  it('draws one square per dark module, at its column and row', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
