import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SummaryAttempt, SummaryStep } from '#core/reports/session-summary.ts';
import type { Db } from '../../db/client.ts';
import { preparedStatement } from '../../db/statements.ts';
import {
  askedTemplates,
  attempts,
  attemptSteps,
  childAccess,
  practiceSessions,
  students,
} from '../../db/schema/index.ts';
import { columnNames, nameList, tableAs, value, withNames } from '../../db/sql-names.ts';
import type { AttemptProgress } from '../attempts/attempts.repository.ts';
import {
  answerReadingFields,
  askedBeforeFields,
  learnerVersionField,
  openTopicsField,
  studentModelFields,
} from '../learner-model/learner-model.reads.ts';
import { subscriptionField, subscriptionUnchanged, type SubscriptionGuard } from '../plans/subscription-rows.ts';

/**
 * The statements of the practice routes, built once as named prepared statements: Drizzle builds
 * no query per request, and PostgreSQL parses and plans each once per connection (issue 14). The
 * learner's and the family's rows come as columns of the learner-model's and the plans' own
 * making (learner-model.reads.ts, subscription-rows.ts), in the same round trip.
 */

/** The id of a child's newest question, any session or diagnostic (the recent window's order). */
function lastAttemptOf(studentId: SQLWrapper) {
  const a = tableAs(attempts, 'a');
  return sql`select ${a.id} from ${a.$from} where ${a.studentId} = ${studentId}
    order by ${a.createdAt} desc, ${a.position} desc limit 1`;
}

/**
 * What a session's summary reads (core/reports/session-summary.ts), as columns of a statement
 * that has the session's id: its questions in order with their error texts' source only where an
 * error needs one (an item is a few kB: a session's items are not read to count its answers), and
 * its tutor steps.
 */
function summaryFields(sessionId: AnyPgColumn | SQL) {
  const a = tableAs(attempts, 'a');
  const e = tableAs(attemptSteps, 'e');
  const s = tableAs(attemptSteps, 's');
  return {
    summaryAttempts: sql<SummaryAttempt[]>`(select coalesce(json_agg(json_build_object('id', ${a.id},
        'skillId', ${a.skillId}, 'result', ${a.result}, 'errorKey', ${a.errorKey},
        'item', case when ${a.errorKey} is not null or exists(select 1 from ${e.$from}
            where ${e.attemptId} = ${a.id} and ${e.errorCode} is not null)
          then json_build_object('steps', ${a.item}->'steps', 'commonErrors', ${a.item}->'commonErrors') end)
        order by ${a.position}), '[]'::json)
      from ${a.$from} where ${a.sessionId} = ${sessionId})`,
    summarySteps: sql<SummaryStep[]>`(select coalesce(json_agg(json_build_object('attemptId', ${s.attemptId},
        'status', ${s.status}, 'errorCode', ${s.errorCode}) order by ${s.attemptId}, ${s.stepIndex}), '[]'::json)
      from ${s.$from} join ${a.$from} on ${a.id} = ${s.attemptId} where ${a.sessionId} = ${sessionId})`,
  };
}

/** The position, kind and result of each question of the statement's session, in order. */
function progressField(sessionId: AnyPgColumn) {
  const a = tableAs(attempts, 'a');
  return sql<AttemptProgress[]>`(select coalesce(json_agg(json_build_object(
            'id', ${a.id}, 'position', ${a.position}, 'kind', ${a.kind}, 'result', ${a.result}) order by ${a.position}), '[]'::json)
            from ${a.$from} where ${a.sessionId} = ${sessionId})`;
}

/** The reads of every learning request. */
export function preparedReads(db: Db) {
  const ownSession = and(
    eq(practiceSessions.id, sql.placeholder('sessionId')),
    eq(students.parentId, sql.placeholder('parentId')),
  );
  const sessionsStudent = eq(students.id, practiceSessions.studentId);
  // The served question given, when it is that session's.
  const sessionsAttempt = and(
    eq(attempts.id, sql.placeholder('attemptId')),
    eq(attempts.sessionId, practiceSessions.id),
  );
  return {
    withModel: db
      .select({
        session: practiceSessions,
        student: students,
        progress: progressField(practiceSessions.id),
        ...studentModelFields(practiceSessions.studentId),
        learnerVersion: learnerVersionField(practiceSessions.studentId),
        lastAttemptId: sql<string | null>`(${lastAttemptOf(practiceSessions.studentId)})`,
        ...askedBeforeFields(practiceSessions.studentId),
        ...openTopicsField(practiceSessions.studentId),
        ...subscriptionField(students.parentId),
      })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_with_model'),
    // With the parent's limits on the child's practice (docs/decisions/0019), in the same read.
    studentWithPlan: db
      .select({
        student: students,
        ...subscriptionField(students.parentId),
        dailyLimitMinutes: childAccess.dailyLimitMinutes,
        quietHoursApply: childAccess.quietHoursApply,
      })
      .from(students)
      .leftJoin(childAccess, eq(childAccess.studentId, students.id))
      .where(and(eq(students.id, sql.placeholder('studentId')), eq(students.parentId, sql.placeholder('parentId'))))
      .limit(1)
      .prepare('practice_student_with_plan'),
    withSummary: db
      .select({ session: practiceSessions, ...summaryFields(practiceSessions.id) })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_with_summary'),
    summary: db
      .select(summaryFields(sql`${sql.placeholder('sessionId')}::uuid`))
      .from(sql`(select 1) as one`)
      .prepare('practice_session_summary'),
    withAttempt: db
      .select({ session: practiceSessions, attempt: attempts })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .leftJoin(attempts, sessionsAttempt)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_with_attempt'),
    // withAttempt and, for the given skills, what answering reads (attempts' readForAnswer).
    forAnswer: db
      .select({
        session: practiceSessions,
        attempt: attempts,
        ...answerReadingFields({
          studentId: practiceSessions.studentId,
          skills: sql.placeholder('skills'),
          seen: { templateId: attempts.templateId, level: attempts.level, exceptAttemptId: attempts.id },
        }),
        ...subscriptionField(students.parentId),
      })
      .from(practiceSessions)
      .innerJoin(students, sessionsStudent)
      .leftJoin(attempts, sessionsAttempt)
      .where(ownSession)
      .limit(1)
      .prepare('practice_session_for_answer'),
  };
}

/** The subscription guard's values as placeholders named `subscription_${key}`. */
export const SUBSCRIPTION_GUARD_KEYS = ['plan', 'tasksUsed', 'periodEnd', 'startedAt', 'absent'] as const;

/**
 * Serving a question from what the session's snapshot was made from (serveIfCurrent); its values
 * are the placeholders' names.
 */
export function preparedServe(db: Db) {
  const ph = (name: string) => sql.placeholder(name);
  const subscription = Object.fromEntries(
    SUBSCRIPTION_GUARD_KEYS.map((k) => [k, ph(`subscription_${k}`)]),
  ) as unknown as SubscriptionGuard;
  const ps = tableAs(practiceSessions, 'ps');
  const st = tableAs(students, 'st');
  const served = tableAs(attempts, 'served');
  const a = tableAs(attempts, 'a');
  const inserted = columnNames(attempts);
  const asked = columnNames(askedTemplates);
  const returned = [attempts.id, attempts.studentId, attempts.templateId, attempts.createdAt] as const;
  return preparedStatement<{ id: string; item_seen: boolean }>(
    db,
    'practice_serve_if_current',
    sql`with guard as (
      select 1 from ${ps.$from} join ${st.$from} on ${st.id} = ${ps.studentId}
      where ${ps.id} = ${ph('sessionId')}::uuid and ${st.parentId} = ${ph('parentId')} and ${ps.status} = 'active'
        and ${st.grade} = ${ph('grade')} and ${st.goal} = ${ph('goal')} and ${st.difficulties} = ${ph('difficulties')}::text[]
        and ${learnerVersionField(sql`${ps.studentId}`)}
          is not distinct from ${ph('learnerVersion')}::int
        and (${lastAttemptOf(ps.studentId)}) is not distinct from ${ph('lastAttemptId')}::uuid
        and ${subscriptionUnchanged(ph('parentId'), subscription)}
    ), served as (
      insert into ${inserted.$from} (${nameList(attempts.studentId, attempts.sessionId, attempts.kind, attempts.position, attempts.templateId, attempts.level, attempts.seed, attempts.questionId)},
        ${nameList(attempts.skillId, attempts.params, attempts.item, attempts.predicted, attempts.createdAt)})
      select ${ph('studentId')}::uuid, ${ph('sessionId')}::uuid, ${ph('kind')}, ${ph('position')}::int,
        ${ph('templateId')}, ${ph('level')}::int, ${ph('seed')}::bigint, ${ph('questionId')}, ${ph('skillId')},
        ${ph('params')}::jsonb, ${ph('item')}::jsonb, ${ph('predicted')}::float8, ${ph('now')}::timestamptz
      from guard
      on conflict do nothing
      returning ${nameList(...returned)}
    ), asked as (
      insert into ${asked.$from} (${nameList(askedTemplates.studentId, askedTemplates.templateId, askedTemplates.firstAskedAt)})
      select ${nameList(attempts.studentId, attempts.templateId, attempts.createdAt)} from served
      on conflict do nothing
    )
    select ${served.id}, exists(select 1 from ${a.$from} where ${a.studentId} = ${ph('studentId')}::uuid
      and ${a.templateId} = ${ph('templateId')} and ${a.level} = ${ph('level')}::int
      and ${a.result} in ('correct', 'incorrect')) as item_seen
    from served`,
  );
}

/** A guard (a statement that returns a row while it holds): the session is still active. */
const SESSION_STILL_ACTIVE = ((c) =>
  withNames`select 1 from ${c.$from} where ${c.id} = ${value('sessionId')} and ${c.status} = 'active'`)(
  columnNames(practiceSessions),
);

export function sessionStillActive(sessionId: string): SQL {
  return SESSION_STILL_ACTIVE({ sessionId });
}
