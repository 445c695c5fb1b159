import { describe, expect, it } from 'vitest';
import { backupCodeSchema, totpCodeSchema } from './two-factor.ts';

describe('two-factor code fields', () => {
  it('takes six digits, with the spaces authenticator apps show', () => {
    expect(totpCodeSchema.parse({ code: '123 456' }).code).toBe('123456');
    expect(totpCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(totpCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
    expect(totpCodeSchema.safeParse({ code: '1234567' }).success).toBe(false);
  });

  it('takes a backup code with or without its hyphen, keeping the letter case', () => {
    expect(backupCodeSchema.parse({ code: ' aB3dE-fG7hK ' }).code).toBe('aB3dE-fG7hK');
    expect(backupCodeSchema.parse({ code: 'aB3dEfG7hK' }).code).toBe('aB3dE-fG7hK');
    expect(backupCodeSchema.safeParse({ code: 'aB3dE-fG7h' }).success).toBe(false);
    expect(backupCodeSchema.safeParse({ code: 'aB3dE_fG7hK' }).success).toBe(false);
  });
});
