import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Difficulty, Goal, Grade } from '#core/curriculum/student-profile.ts';
import { user } from './auth.ts';

export interface ConsentAccepted {
  parental: boolean;
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

/** Parental consent (RODO art. 8): one row per user and type, updated in place on re-consent. */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').$type<'parental'>().notNull(),
    accepted: jsonb('accepted').$type<ConsentAccepted>().notNull(),
    // We do not store parents' IP addresses; the column exists because the spec's entity has it.
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consents_user_id_type_key').on(t.userId, t.type)],
);

/** Children (learner profiles) always belong to one parent account. */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: text('parent_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    grade: text('grade').$type<Grade>().notNull(),
    goal: text('goal').$type<Goal>().notNull(),
    difficulties: text('difficulties')
      .array()
      .$type<Difficulty[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('students_parent_id_created_at_idx').on(t.parentId, t.createdAt)],
);
