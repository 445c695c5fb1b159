import { and, count, countDistinct, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FAMILY_TIME_ZONE } from '#core/time/calendar.ts';
import type { Db } from '../../db/client.ts';
import { attempts, practiceSessions } from '../../db/schema/index.ts';

/** A question answered (right or wrong, "Nie wiem" included) since the instant; skips are not answers. */
const answeredSince = (since: Date) =>
  and(inArray(attempts.result, ['correct', 'incorrect']), gte(attempts.answeredAt, since));

/**
 * The family's calendar date of a stored instant, computed by the database (YYYY-MM-DD). The zone
 * is a literal, not a parameter: GROUP BY must see the very same expression as the select list.
 */
const familyDay = (column: PgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${FAMILY_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/**
 * Aggregates over every family's learning (admins only): no rows of children leave this
 * repository, only counts.
 */
export function createAdminAnalyticsRepository(db: Db) {
  return {
    /** Children who answered at least one question (practice or diagnostic) since the instant. */
    async activeLearnersSince(since: Date): Promise<number> {
      const [row] = await db
        .select({ n: countDistinct(attempts.studentId) })
        .from(attempts)
        .where(answeredSince(since));
      return row?.n ?? 0;
    },

    /** Practice sessions started per family day since the instant. */
    sessionsPerDay(since: Date) {
      const day = familyDay(practiceSessions.startedAt);
      return db
        .select({ day, sessions: count() })
        .from(practiceSessions)
        .where(gte(practiceSessions.startedAt, since))
        .groupBy(day);
    },

    /** Answered questions and correct ones per family day since the instant. */
    answersPerDay(since: Date) {
      const day = familyDay(attempts.answeredAt);
      return db
        .select({
          day,
          answered: count(),
          correct: sql<number>`count(*) filter (where ${attempts.result} = 'correct')`.mapWith(Number),
        })
        .from(attempts)
        .where(answeredSince(since))
        .groupBy(day);
    },
  };
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
