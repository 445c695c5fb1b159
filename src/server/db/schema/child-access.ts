import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { students } from './family.ts';

// A child's own sign-in (issue 23, docs/decisions/0019-child-sessions.md). Tokens, PINs and
// links are stored only as hashes; every row goes with the child or the family.

/** Per family: the code a child types before picking their name, and when a child last asked for access. */
export const childFamilies = pgTable('child_families', {
  parentId: text('parent_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  familyCode: text('family_code').notNull().unique(),
  /** When the parent was last told that a child could not practise (at most one e-mail a day). */
  accessAskSentAt: timestamp('access_ask_sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per child: the PIN (scrypt hash), its failed tries and lock, and the parent's limits on practice. */
export const childAccess = pgTable('child_access', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash'),
  pinFailures: integer('pin_failures').notNull().default(0),
  pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true }),
  /** Minutes of practice a day (5–180); null is no limit. */
  dailyLimitMinutes: integer('daily_limit_minutes'),
  /** Practice is refused during the parent's quiet hours. */
  quietHoursApply: boolean('quiet_hours_apply').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A device signed in as a child: the cookie's token is stored as its SHA-256; deleting the row signs it out. */
export const childSessions = pgTable(
  'child_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'link' | 'pin': how this device signed in. */
    via: text('via').$type<'link' | 'pin'>().notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('child_sessions_student_idx').on(t.studentId)],
);

/** One-time sign-in links (15 minutes, single use), stored as the SHA-256 of their token. */
export const childSignInLinks = pgTable(
  'child_sign_in_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('child_sign_in_links_student_idx').on(t.studentId)],
);

/** Every time 5 wrong PINs locked a child's PIN sign-in (shown in the family's export). */
export const childPinLockouts = pgTable(
  'child_pin_lockouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('child_pin_lockouts_student_idx').on(t.studentId)],
);
