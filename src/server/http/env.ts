import type { Logger } from '../logger.ts';
import type { UserRole } from '../db/schema/index.ts';

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
  };
}
