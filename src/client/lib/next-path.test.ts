import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/parent/weekly')).toBe('/parent/weekly');
    expect(safeNextPath('/pricing?code=CEL-ABC234#x')).toBe('/pricing?code=CEL-ABC234#x');
    expect(safeNextPath('/admin')).toBe('/admin');
  });
  it('refuses other origins and tricks that become one', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '\n//evil.example',
      'evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeNextPath(bad), String(bad)).toBeNull();
    }
  });
  it('refuses the sign-in pages themselves', () => {
    expect(safeNextPath('/auth/login')).toBeNull();
    expect(safeNextPath('/auth/callback?x=1')).toBeNull();
  });
});

describe('withNext', () => {
  it('adds the requested page to the sign-in pages only', () => {
    expect(withNext('/auth/login', '/parent/weekly?week=2026-11-23')).toBe(
      '/auth/login?next=%2Fparent%2Fweekly%3Fweek%3D2026-11-23',
    );
    expect(withNext('/auth/magic-login', '/admin')).toBe('/auth/magic-login?next=%2Fadmin');
    expect(withNext('/onboarding/consent', '/parent/weekly')).toBe('/onboarding/consent');
    expect(withNext('/auth/login', '/')).toBe('/auth/login');
    expect(withNext('/auth/login', '//evil.example')).toBe('/auth/login');
  });
});
