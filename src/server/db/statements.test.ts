import { eq, sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { initialSkillState, initialStudentState } from '#core/adaptive/index.ts';
import { NO_SUBSCRIPTION } from '#core/plans/subscription-status.ts';
import { createAttemptsRepository } from '../modules/attempts/attempts.repository.ts';
import { createLearnerModelRepository } from '../modules/learner-model/learner-model.repository.ts';
import { subscriptionGuardValues, subscriptionUnchanged, trialTaskCount } from '../modules/plans/subscription-rows.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';
import { attempts } from './schema/index.ts';
import { allOrNothingStatement, plainSqlToQuery } from './statements.ts';

const dialect = new PgDialect();
// The repositories only build statements here: nothing is run.
const unusedDb = drizzle.mock({ schema }) as unknown as Db;
const AT = new Date('2026-11-27T10:00:00.000Z');

/** An answer's one write as answerAttempt builds it (from a snapshot: with its guards). */
function answerWrite(): SQL {
  const attemptsRepo = createAttemptsRepository(unusedDb);
  const learner = createLearnerModelRepository(unusedDb);
  const model = learner.answerModelWrites({
    studentId: '00000000-0000-4000-8000-000000000001',
    readVersion: 7,
    student: initialStudentState(),
    skillStates: { 'fractions.add': initialSkillState(), 'fractions.compare': { ...initialSkillState(), dueAt: 5 } },
    mastery: { 'fractions.add': 0.4, 'fractions.compare': 0.7 },
    at: AT,
  });
  const stored = attemptsRepo.answerWrite(
    '00000000-0000-4000-8000-000000000002',
    { hintsUsed: 1 },
    { rawAnswer: "3/4 'x'", correct: true, errorKey: null, timeSpentMs: null, now: AT },
  );
  return allOrNothingStatement({
    guarded: [
      stored,
      ...model.guarded,
      trialTaskCount('parent-1', NO_SUBSCRIPTION, AT),
      sql`select 1 where ${subscriptionUnchanged('parent-1', subscriptionGuardValues({ ...NO_SUBSCRIPTION, plan: 'standard', currentPeriodEnd: AT }))}`,
    ],
    always: model.always,
  });
}

describe('plainSqlToQuery', () => {
  it("gives Drizzle's own text and values for an answer's write", () => {
    const statement = answerWrite();
    const expected = dialect.sqlToQuery(statement);
    const fast = plainSqlToQuery(statement);
    expect(fast).toEqual({ sql: expected.sql, params: expected.params });
    expect(fast!.params.length).toBeGreaterThan(20);
  });

  it('leaves to Drizzle what it does not read: columns, tables, placeholders, inlined values', () => {
    expect(plainSqlToQuery(sql`select ${attempts.id} from attempts`)).toBeNull();
    expect(plainSqlToQuery(sql`select 1 from ${attempts} where ${eq(attempts.level, 2)}`)).toBeNull();
    expect(plainSqlToQuery(sql`select ${sql.placeholder('x')}`)).toBeNull();
    expect(plainSqlToQuery(sql`select ${'a'}`.inlineParams())).toBeNull();
  });

  it('numbers values in order through nested statements, null and dates included', () => {
    const inner = sql`b = ${null} and c = ${sql.param([1, 2])}`;
    const statement = sql`select ${'a'}, ${2} where ${inner} and d = ${AT} and e = ${true}`;
    expect(plainSqlToQuery(statement)).toEqual({
      sql: dialect.sqlToQuery(statement).sql,
      params: dialect.sqlToQuery(statement).params,
    });
  });
});
