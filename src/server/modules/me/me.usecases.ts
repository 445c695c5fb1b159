import { CommonErrors } from '../../errors.ts';
import type { ConsentsRepository } from '../consents/consents.repository.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type { MeRepository } from './me.repository.ts';

export async function getMe(
  data: { userId: string },
  deps: { me: MeRepository; consents: ConsentsRepository; students: StudentsRepository },
) {
  const profile = await deps.me.findProfile(data.userId);
  // The session outlived its user (account deleted in another tab): treat as signed out.
  if (!profile) throw CommonErrors.unauthorized();
  const [lastSignInAt, hasConsent, childrenCount] = await Promise.all([
    deps.me.lastSignInAt(data.userId),
    deps.consents.hasParentalConsent(data.userId),
    deps.students.countForParent(data.userId),
  ]);
  return {
    user: {
      id: profile.id,
      email: profile.email,
      name: profile.name,
      role: profile.role,
      emailVerified: profile.emailVerified,
      createdAt: profile.createdAt.toISOString(),
      lastSignInAt: lastSignInAt ? lastSignInAt.toISOString() : null,
    },
    isAdmin: profile.role === 'admin',
    hasConsent,
    childrenCount,
  };
}
