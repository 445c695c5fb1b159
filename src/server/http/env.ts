import type { Logger } from '../logger.ts';
import type { UserRole } from '../db/schema/index.ts';
import type { ChildPrincipal } from '../auth/child-session.ts';

/** The signed-in user as our routes see it (loaded from the session cookie on every API call). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  emailVerified: boolean;
  createdAt: Date;
  /** An authenticator app is enrolled (admins only). */
  twoFactorEnabled: boolean;
  /** This session proved the second factor (always false when none is enrolled). */
  secondFactorPassed: boolean;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** null when signed out; set for every /api/* request outside /api/auth. */
    user: SessionUser | null;
    /**
     * A child signed in on their own device (docs/decisions/0019-child-sessions.md); then `user` is
     * null, so every route behind requireUser refuses it, and only routes that opt in accept it.
     */
    child: ChildPrincipal | null;
  };
}
