import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { session, user } from './auth.ts';

/*
 * Better Auth's two-factor plugin table (addressed by the export key `twoFactor`, columns by
 * property name) and our record of which sessions passed the second factor.
 */

/** One authenticator per account: the TOTP secret and backup codes, both encrypted by Better Auth. */
export const twoFactor = pgTable('two_factor', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  /** False between "enable" and the first correct code; such an authenticator protects nothing yet. */
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /**
   * The TOTP time step (Unix time / 30 s) of the last code accepted: a code of that step or an
   * earlier one is refused, so a code seen over a shoulder cannot be used again within its window.
   * Ours, not Better Auth's (it never reads or writes it).
   */
  lastAcceptedStep: bigint('last_accepted_step', { mode: 'number' }),
});

/**
 * Sessions that proved the second factor (a TOTP or backup code). Better Auth's own marker
 * covers only password sign-in; a magic-link session is "one factor" until its owner steps up,
 * so admin routes read this row (docs/decisions/0007).
 */
export const sessionSecondFactor = pgTable('session_second_factor', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => session.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});
