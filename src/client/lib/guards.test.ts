import { describe, it, expect } from 'vitest';
import {
  adminGuard,
  adminSecurityGuard,
  authGuard,
  childMayOpen,
  consentGuard,
  homeFor,
  learnerGuard,
  notForChildGuard,
  onboardingGuard,
  type OnboardingStatus,
} from './guards.ts';

const base: OnboardingStatus = {
  signedIn: true,
  emailVerified: true,
  isAdmin: false,
  hasConsent: true,
  childrenCount: 1,
  twoFactorEnabled: false,
  secondFactorPending: false,
  child: null,
};
const signedOut: OnboardingStatus = {
  ...base,
  signedIn: false,
  emailVerified: false,
  hasConsent: false,
  childrenCount: 0,
};

describe('route guards (spec 2 Guards, 6)', () => {
  it('auth guard sends the signed-out to /auth/magic-login', () => {
    expect(authGuard(signedOut)).toBe('/auth/magic-login');
    expect(authGuard({ ...base, emailVerified: false })).toBe('/auth/verify');
    expect(authGuard(base)).toBeNull();
  });

  it('admin guard sends a non-admin to / and lets an admin through', () => {
    expect(adminGuard(signedOut)).toBe('/auth/magic-login');
    expect(adminGuard(base)).toBe('/');
    expect(
      adminGuard({ ...base, isAdmin: true, twoFactorEnabled: true, hasConsent: false, childrenCount: 0 }),
    ).toBeNull();
  });

  it('an admin without an authenticator reaches only /admin/security, to enrol one', () => {
    const admin = { ...base, isAdmin: true, twoFactorEnabled: false };
    expect(adminGuard(admin)).toBe('/admin/security');
    expect(adminSecurityGuard(admin)).toBeNull();
    expect(adminSecurityGuard(base)).toBe('/');
    expect(adminSecurityGuard(signedOut)).toBe('/auth/magic-login');
    expect(adminSecurityGuard({ ...admin, twoFactorEnabled: true, secondFactorPending: true })).toBe(
      '/auth/two-factor?next=%2Fadmin%2Fsecurity',
    );
  });

  it('admin guard sends an enrolled admin without the second factor to the code step', () => {
    const admin = { ...base, isAdmin: true, twoFactorEnabled: true };
    expect(adminGuard({ ...admin, secondFactorPending: true })).toBe('/auth/two-factor?next=%2Fadmin');
    expect(adminGuard({ ...admin, secondFactorPending: false })).toBeNull();
    // A parent is refused before the code matters.
    expect(adminGuard({ ...base, secondFactorPending: true })).toBe('/');
  });

  it('onboarding guard: login → consent → add child, in that order', () => {
    expect(onboardingGuard(signedOut)).toBe('/auth/login');
    expect(onboardingGuard({ ...base, hasConsent: false, childrenCount: 0 })).toBe('/onboarding/consent');
    expect(onboardingGuard({ ...base, childrenCount: 0 })).toBe('/onboarding/add-child');
    expect(onboardingGuard(base)).toBeNull();
  });

  it('consent guard only needs consent, not children', () => {
    expect(consentGuard({ ...base, hasConsent: false })).toBe('/onboarding/consent');
    expect(consentGuard({ ...base, childrenCount: 0 })).toBeNull();
  });

  it('admins land on /admin, others on the parent dashboard', () => {
    expect(homeFor(true)).toBe('/admin');
    expect(homeFor(false)).toBe('/parent/dashboard');
  });
});

describe("a signed-in child's guards (issue 23)", () => {
  const child: OnboardingStatus = {
    ...signedOut,
    child: { studentId: 's-1', nickname: 'Ola', grade: '7' },
  };

  it('sends a child home from every parent page', () => {
    for (const guard of [authGuard, adminGuard, onboardingGuard, consentGuard, notForChildGuard]) {
      expect(guard(child)).toBe('/student');
    }
    expect(notForChildGuard(base)).toBeNull();
    expect(notForChildGuard(signedOut)).toBeNull();
  });

  it('lets a child into their own learning screens only; a parent needs consent', () => {
    expect(learnerGuard()(child)).toBeNull();
    expect(learnerGuard('s-1')(child)).toBeNull();
    expect(learnerGuard('s-2')(child)).toBe('/student');
    expect(learnerGuard('s-2')(base)).toBeNull();
    expect(learnerGuard()({ ...base, hasConsent: false })).toBe('/onboarding/consent');
    expect(learnerGuard()(signedOut)).toBe('/auth/magic-login');
    // Signed out on a device a child used: the child's own sign-in.
    expect(learnerGuard(undefined, true)(signedOut)).toBe('/child/sign-in');
  });

  it('keeps a child to their home, their screens and the legal pages', () => {
    for (const path of ['/student', '/student/s-1/session/run', '/child/sign-in', '/privacy']) {
      expect(childMayOpen(path, 's-1'), path).toBe(true);
    }
    for (const path of [
      '/',
      '/pricing',
      '/billing',
      '/parent/settings',
      '/settings',
      '/me',
      '/admin',
      '/student/s-2/session/start',
    ]) {
      expect(childMayOpen(path, 's-1'), path).toBe(false);
    }
  });
});
