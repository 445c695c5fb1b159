import { describe, expect, it } from 'vitest';
import { enrolmentReducer, type EnrolmentState } from './use-two-factor-enrolment.ts';

describe('two-factor enrolment steps', () => {
  const started = enrolmentReducer({ step: 'idle' }, { type: 'started', totpURI: 'otpauth://x', backupCodes: ['a'] });

  it('shows the backup codes only after the first code was confirmed', () => {
    expect(started).toEqual({ step: 'scan', totpURI: 'otpauth://x', backupCodes: ['a'] });
    expect(enrolmentReducer(started, { type: 'confirmed' })).toEqual({ step: 'codes', backupCodes: ['a'] });
    // A stray confirmation outside the scan step changes nothing.
    const idle: EnrolmentState = { step: 'idle' };
    expect(enrolmentReducer(idle, { type: 'confirmed' })).toBe(idle);
  });

  it('forgets the codes once they are saved or the enrolment is abandoned', () => {
    const codes = enrolmentReducer(started, { type: 'confirmed' });
    expect(enrolmentReducer(codes, { type: 'finished' })).toEqual({ step: 'idle' });
    expect(enrolmentReducer(started, { type: 'cancelled' })).toEqual({ step: 'idle' });
  });
});
