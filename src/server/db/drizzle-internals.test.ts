import { eq, Param, Placeholder, SQL, sql, StringChunk } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialSkillState, initialStudentState } from '#core/adaptive/index.ts';
import { NO_SUBSCRIPTION } from '#core/plans/subscription-status.ts';
import { createAttemptsRepository } from '../modules/attempts/attempts.repository.ts';
import { createLearnerModelRepository } from '../modules/learner-model/learner-model.repository.ts';
import { subscriptionGuardValues, subscriptionUnchanged, trialTaskCount } from '../modules/plans/subscription-rows.ts';
import type { Db } from './client.ts';
import * as schema from './schema/index.ts';
import { attempts } from './schema/index.ts';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './client.ts';
import { plainSqlToQuery, prepareQuery } from './drizzle-internals.ts';
import { columnNames } from './sql-names.ts';
import { allOrNothingStatement, rowsOf } from './statements.ts';

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

/**
 * What drizzle-internals.ts reads of Drizzle's private API, on the installed version: a change
 * of any of it in an upgrade fails here (the fast path would otherwise misread statements).
 */
describe("Drizzle's internals the fast path relies on", () => {
  it('a template keeps its text as StringChunks of string arrays and its values as they were given', () => {
    const statement = sql`select ${'a'} from x`;
    expect(statement).toBeInstanceOf(SQL);
    const [head, value, tail] = statement.queryChunks;
    expect(head).toBeInstanceOf(StringChunk);
    expect((head as StringChunk).value).toEqual(['select ']);
    expect(value).toBe('a');
    expect((tail as StringChunk).value).toEqual([' from x']);
  });

  it("a StringChunk (textChunk: sql-names.ts's names) is written as text by Drizzle and by the fast path", () => {
    const name = columnNames(attempts).studentId;
    expect(name).toBeInstanceOf(StringChunk);
    expect(name.value).toEqual(['student_id']);
    const statement = sql`select ${name} from x where y = ${1}`;
    expect(dialect.sqlToQuery(statement).sql).toBe('select student_id from x where y = $1');
    expect(plainSqlToQuery(statement)).toEqual({ sql: 'select student_id from x where y = $1', params: [1] });
  });

  it('a column-bound value is a Param with its column as encoder; sql.param a Param; a placeholder a Placeholder', () => {
    const param = (eq(attempts.level, 2) as SQL).queryChunks.find((c) => c instanceof Param) as Param;
    expect(param.value).toBe(2);
    expect(param.encoder).toBe(attempts.level);
    expect(typeof param.encoder.mapToDriverValue).toBe('function');
    expect(sql`${sql.param([1, 2])}`.queryChunks[1]).toBeInstanceOf(Param);
    expect(sql`${sql.placeholder('x')}`.queryChunks[1]).toBeInstanceOf(Placeholder);
  });

  it('inlineParams() is the shouldInlineParams flag', () => {
    const flag = (s: SQL) => (s as unknown as { shouldInlineParams: unknown }).shouldInlineParams;
    expect(flag(sql`select ${'a'}`)).toBe(false);
    expect(flag(sql`select ${'a'}`.inlineParams())).toBe(true);
  });

  describe('the session runs a built text, unnamed with its values or named with its placeholders', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.close());

    it('answers the rows of either', async () => {
      const unnamed = prepareQuery(database.db, { sql: 'select $1::int + 1 as n', params: [1] });
      expect(rowsOf(await unnamed.execute())).toEqual([{ n: 2 }]);
      const built = dialect.sqlToQuery(sql`select ${sql.placeholder('x')}::int + 1 as n`);
      const named = prepareQuery(database.db, built, 'drizzle_internals_test');
      expect(rowsOf(await named.execute({ x: 41 }))).toEqual([{ n: 42 }]);
      expect(rowsOf(await named.execute({ x: 1 }))).toEqual([{ n: 2 }]);
    });

    it.runIf(process.env.TEST_DATABASE_URL)(
      'gives PostgreSQL the name (a statement prepared on the connection)',
      async () => {
        // In a transaction: one connection of the pool, the one the statement was prepared on.
        const names = await database.db.transaction(async (tx) => {
          const built = dialect.sqlToQuery(sql`select ${sql.placeholder('x')}::int as n`);
          await prepareQuery(tx, built, 'drizzle_internals_named').execute({ x: 1 });
          return rowsOf<{ name: string }>(await tx.execute(sql`select name from pg_prepared_statements`));
        });
        expect(names.map((r) => r.name)).toContain('drizzle_internals_named');
      },
    );
  });
});
