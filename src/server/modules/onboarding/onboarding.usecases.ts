import type { ChildPrincipal } from '../../auth/child-session.ts';
import type { SessionUser } from '../../http/env.ts';
import type { ConsentsRepository } from '../consents/consents.repository.ts';
import type { StudentsRepository } from '../students/students.repository.ts';

export type OnboardingNext =
  | '/auth/magic-login'
  | '/auth/verify'
  | '/admin'
  | '/admin/security'
  | '/onboarding/consent'
  | '/onboarding/add-child'
  | '/parent/dashboard'
  | '/student';

/**
 * Where /onboarding/next sends the user (spec §2): sign in → verify → consent → first child →
 * panel. Admins land on /admin (spec §6), or first on /admin/security to enrol the authenticator
 * every admin must have (docs/decisions/0007); they give parental consent only to add children.
 */
export function nextOnboardingStep(s: {
  signedIn: boolean;
  emailVerified: boolean;
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  hasConsent: boolean;
  childrenCount: number;
}): OnboardingNext {
  if (!s.signedIn) return '/auth/magic-login';
  if (!s.emailVerified) return '/auth/verify';
  if (s.isAdmin) return s.twoFactorEnabled ? '/admin' : '/admin/security';
  if (!s.hasConsent) return '/onboarding/consent';
  if (s.childrenCount === 0) return '/onboarding/add-child';
  return '/parent/dashboard';
}

const NO_TWO_FACTOR = { twoFactorEnabled: false, secondFactorPending: false };

export async function getOnboardingStatus(
  data: { user: SessionUser | null; child: ChildPrincipal | null },
  deps: { consents: ConsentsRepository; students: StudentsRepository },
) {
  const { user } = data;
  if (!user) {
    const anonymous = {
      signedIn: false,
      emailVerified: false,
      isAdmin: false,
      hasConsent: false,
      childrenCount: 0,
      ...NO_TWO_FACTOR,
    };
    // A child signed in on their own device (docs/decisions/0019-child-sessions.md): their home is /student.
    if (data.child) {
      const { studentId, nickname, grade } = data.child;
      return { ...anonymous, child: { studentId, nickname, grade }, next: '/student' as OnboardingNext };
    }
    return { ...anonymous, child: null, next: nextOnboardingStep(anonymous) };
  }
  const [hasConsent, childrenCount] = await Promise.all([
    deps.consents.hasParentalConsent(user.id),
    deps.students.countForParent(user.id),
  ]);
  const status = {
    signedIn: true,
    emailVerified: user.emailVerified,
    isAdmin: user.role === 'admin',
    hasConsent,
    childrenCount,
    twoFactorEnabled: user.twoFactorEnabled,
    // The client sends such an admin to /auth/two-factor before /admin (docs/decisions/0007).
    secondFactorPending: user.twoFactorEnabled && !user.secondFactorPassed,
  };
  return { ...status, child: null, next: nextOnboardingStep(status) };
}
