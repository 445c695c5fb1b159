import { describe, it, expect } from 'vitest';
import { adminGuard, authGuard, consentGuard, homeFor, onboardingGuard, type OnboardingStatus } from './guards.ts';

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
    expect(adminGuard({ ...base, isAdmin: true, hasConsent: false, childrenCount: 0 })).toBeNull();
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
