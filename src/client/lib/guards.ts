/**
 * Route guards from spec section 2 ("Guards") and 6, as pure functions of the onboarding status
 * so they are unit-tested; routes.tsx turns a non-null result into a redirect.
 */
import type { OnboardingStatus as OnboardingStatusResponse } from '#server/contract.ts';

/** What the guards decide on: the signed-in user's flags. Where onboarding continues is the server's `next`. */
export type OnboardingStatus = Omit<OnboardingStatusResponse, 'next'>;

export type Guard = (s: OnboardingStatus) => string | null;

/** A signed-in child's home: the one place of the app that is theirs (docs/decisions/0019-child-sessions.md). */
export const CHILD_HOME = '/student';

/**
 * Where a signed-in child may go: their home, their own learning screens, their sign-in pages
 * and the legal pages. Everything else (parent pages, pricing, billing, settings, admin, the
 * landing page with its prices) sends them home.
 */
export function childMayOpen(path: string, studentId: string): boolean {
  if (path === CHILD_HOME || path.startsWith('/child/')) return true;
  if (['/privacy', '/terms', '/about', '/contact'].includes(path)) return true;
  return path.startsWith(`/student/${studentId}/`);
}

/** Parent pages: a signed-in child goes home. */
const childGoesHome = (s: OnboardingStatus) => (s.child ? CHILD_HOME : null);

/** Auth guard: unauthenticated → /auth/magic-login (an unverified account finishes verification first). */
export const authGuard: Guard = (s) => {
  if (s.child) return CHILD_HOME;
  if (!s.signedIn) return '/auth/magic-login';
  if (!s.emailVerified) return '/auth/verify';
  return null;
};

/**
 * /admin/security: the auth guard, then a non-admin goes to /, and an admin with an authenticator
 * whose session has not passed it enters a code first. An admin without one may come in: this is
 * where it is enrolled.
 */
export const adminSecurityGuard: Guard = (s) => {
  const refused = authGuard(s) ?? (s.isAdmin ? null : '/');
  if (refused) return refused;
  return s.secondFactorPending ? twoFactorPath('/admin/security') : null;
};

/**
 * The other admin routes: as /admin/security, and an admin without an authenticator enrols one
 * there first — every admin must have one (docs/decisions/0007).
 */
export const adminGuard: Guard = (s) => {
  const refused = authGuard(s) ?? (s.isAdmin ? null : '/');
  if (refused) return refused;
  if (!s.twoFactorEnabled) return '/admin/security';
  return s.secondFactorPending ? twoFactorPath('/admin') : null;
};

/** The code step, returning to `next` afterwards. */
export function twoFactorPath(next: string): string {
  return `/auth/two-factor?${new URLSearchParams({ next }).toString()}`;
}

/** Onboarding guard: not logged in → /auth/login; no consent → consent; no children → add child. */
export const onboardingGuard: Guard = (s) => {
  if (s.child) return CHILD_HOME;
  if (!s.signedIn) return '/auth/login';
  if (!s.emailVerified) return '/auth/verify';
  if (!s.hasConsent) return '/onboarding/consent';
  if (s.childrenCount === 0) return '/onboarding/add-child';
  return null;
};

/** Adding a child needs saved parental consent (spec 6: consent failures go to /onboarding/consent). */
export const consentGuard: Guard = (s) => authGuard(s) ?? (s.hasConsent ? null : '/onboarding/consent');

/** Pages open to everyone except a signed-in child (pricing, billing). */
export const notForChildGuard: Guard = childGoesHome;

/**
 * A learner's screens: a signed-in child (their own only), or a parent with consent. Signed out
 * on a device where a child signed in before, the child's own sign-in opens.
 */
export function learnerGuard(studentId?: string, childDevice = false): Guard {
  return (s) => {
    if (s.child) return studentId === undefined || studentId === s.child.studentId ? null : CHILD_HOME;
    if (!s.signedIn && childDevice) return '/child/sign-in';
    return consentGuard(s);
  };
}

/** Spec 6: admins land on /admin after login; everybody else on /parent/dashboard. */
export function homeFor(isAdmin: boolean): string {
  return isAdmin ? '/admin' : '/parent/dashboard';
}

/** Where "Zapisz i przejdź do diagnostyki" leads: the new child's diagnostic intro. */
export function afterAddChildPath(studentId: string): string {
  return `/onboarding/diagnostic?${new URLSearchParams({ studentId }).toString()}`;
}
