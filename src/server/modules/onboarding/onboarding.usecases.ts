import type { SessionUser } from '../../http/env.ts';
import type { ConsentsRepository } from '../consents/consents.repository.ts';
import type { StudentsRepository } from '../students/students.repository.ts';

export type OnboardingNext =
  '/auth/magic-login' | '/onboarding/consent' | '/onboarding/add-child' | '/parent/dashboard';

/** Where /onboarding/next sends the user (spec §2): sign in → consent → first child → panel. */
export function nextOnboardingStep(s: {
  signedIn: boolean;
  hasConsent: boolean;
  childrenCount: number;
}): OnboardingNext {
  if (!s.signedIn) return '/auth/magic-login';
  if (!s.hasConsent) return '/onboarding/consent';
  if (s.childrenCount === 0) return '/onboarding/add-child';
  return '/parent/dashboard';
}

export async function getOnboardingStatus(
  data: { user: SessionUser | null },
  deps: { consents: ConsentsRepository; students: StudentsRepository },
) {
  const { user } = data;
  if (!user) {
    return {
      signedIn: false,
      emailVerified: false,
      isAdmin: false,
      hasConsent: false,
      childrenCount: 0,
      next: nextOnboardingStep({ signedIn: false, hasConsent: false, childrenCount: 0 }),
    };
  }
  const [hasConsent, childrenCount] = await Promise.all([
    deps.consents.hasParentalConsent(user.id),
    deps.students.countForParent(user.id),
  ]);
  return {
    signedIn: true,
    emailVerified: user.emailVerified,
    isAdmin: user.role === 'admin',
    hasConsent,
    childrenCount,
    next: nextOnboardingStep({ signedIn: true, hasConsent, childrenCount }),
  };
}
