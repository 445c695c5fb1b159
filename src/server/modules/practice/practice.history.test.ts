import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { openRawConnection, storePastAnswers, type RunSql } from '../../test/history.ts';
import { call } from '../../test/http.ts';
import { correctInput, storedItem } from '../../test/questions.ts';
import { addChild, createVerifiedUser, type TestUser } from '../../test/users.ts';

/**
 * A whole school year (issue 14): what serving and answering a question read must not grow with
 * the child's history. The reads of a child with 2 000 past answers are explained (EXPLAIN ANALYZE
 * BUFFERS) beside the same reads for a child with 30: the pages they touch differ by a few, not by
 * hundreds (an attempt row with its item fills a good part of a page).
 */
interface Statement {
  sql: string;
  params: readonly unknown[];
}

const PAST_ANSWERS = 2000;
let t: TestApp;
let u: TestUser;
let raw: { run: RunSql; close: () => Promise<void> };
const statements: Statement[] = [];
let practisedNextRead: Statement;

beforeAll(async () => {
  t = await createTestApp({
    env: { SESSION_CACHE_MS: '60000' },
    database: { onStatement: (sql, params) => statements.push({ sql, params: [...params] }) },
  });
  u = await createVerifiedUser(t, { consent: true });
  raw = await openRawConnection(t.database);
});
afterAll(async () => {
  await raw.close();
  await t.close();
});

async function request(path: string, body: unknown) {
  statements.length = 0;
  const res = await call(t.app, path, { cookie: u.cookie, body });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text}`);
  return { json: res.json, statements: [...statements] };
}

/**
 * What serving and answering run after `warm` questions of a new session: the reads of the whole
 * session and learner model (a reload of the first question), and the statements of the last
 * question and its answer, served and stored from the instance's snapshot (session-snapshots.ts).
 */
async function learningStatements(studentId: string, warm: number) {
  const sessionId = (await request('/api/session/start', { studentId })).json.sessionId;
  let firstReads: Statement[] = [];
  for (let i = 0; i <= warm; i++) {
    const next = await request('/api/session/next', { sessionId });
    // Asked again (a reload), the pending question is read anew: the whole read, without the first
    // request's loads of the shared calibrations.
    if (i === 0) firstReads = (await request('/api/session/next', { sessionId })).statements;
    const questionId = next.json.question.id;
    const item = await storedItem(t, questionId);
    const answer = await request('/api/session/answer', {
      sessionId,
      questionId,
      answer: correctInput(item),
      timeSpentMs: 9000,
    });
    if (i === warm) return { firstReads, snapshot: [...next.statements, ...answer.statements] };
  }
  throw new Error('unreachable');
}

interface PlanNode {
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
}

/**
 * Pages a statement touches (shared buffers hit or read, every subplan included); a write is
 * explained in a transaction rolled back (its guards no longer hold by then, so it stores nothing
 * anyway, or fails: then it counts as touching none, and the comparison shows it).
 */
async function pagesTouched(s: Statement): Promise<number> {
  await raw.run('begin', []);
  const result = (await raw
    .run(`explain (analyze, buffers, format json) ${s.sql}`, [...s.params])
    .finally(() => raw.run('rollback', []))) as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0]!)[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return plan[0]!.Plan['Shared Hit Blocks'] + plan[0]!.Plan['Shared Read Blocks'];
}

describe('a child with months of practice behind them', () => {
  it('is served and answered reading about as many pages as a child two days in', async () => {
    const beginner = (await addChild(t, u, { nickname: 'Ala' })).id;
    const practised = (await addChild(t, u, { nickname: 'Olek' })).id;
    // Both beyond the windows the reads look back over (the last 20 questions): two days, and about
    // five months of daily practice.
    await storePastAnswers(raw.run, [beginner], 30);
    await storePastAnswers(raw.run, [practised], PAST_ANSWERS);
    // As a running database has them: statistics (PostgreSQL's autovacuum; on PGlite,
    // Database.maintain after migrating and hourly), and plans for a table of thousands of
    // children, where no read scans the whole table.
    await raw.run('analyze', []);
    await raw.run('set enable_seqscan = off', []);
    const fresh = await learningStatements(beginner, 3);
    const old = await learningStatements(practised, 3);
    // The same statements for both (the session and consent reads are cached): the first
    // question reads the session and the learner model, the later ones are served and answered
    // by one statement each.
    expect(old.firstReads.map((s) => s.sql)).toEqual(fresh.firstReads.map((s) => s.sql));
    expect(old.snapshot.map((s) => s.sql)).toEqual(fresh.snapshot.map((s) => s.sql));
    expect(old.firstReads.length).toBeGreaterThanOrEqual(1);
    expect(old.snapshot.length).toBe(2);
    const pairs = [...old.firstReads.entries()].map(([i, s]) => [s, fresh.firstReads[i]!] as const);
    // The served question's statement (its guard reads the child's newest question, the item seen
    // before); the answer's write is keyed by the attempt and the learner and touches no history.
    pairs.push([old.snapshot[0]!, fresh.snapshot[0]!]);
    for (const [statement, freshStatement] of pairs) {
      const pages = { fresh: await pagesTouched(freshStatement), old: await pagesTouched(statement) };
      // The margin is the windows' rows landing on more or fewer pages (items differ in size); the
      // old distinct-templates read alone added a page for every few past answers.
      expect(pages.old, statement.sql.slice(0, 80)).toBeLessThanOrEqual(pages.fresh + 30);
      expect(pages.fresh, statement.sql.slice(0, 80)).toBeGreaterThan(0);
    }
    await raw.run('reset enable_seqscan', []);
    practisedNextRead = old.firstReads[0]!;
  });

  // A prepared statement is planned once per connection only when its generic plan looks as good
  // as a custom one; a LIMIT sent as a parameter made it look worse once a child had a history.
  it('plans the next question once per connection, not on every request', async () => {
    const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replaceAll("'", "''")}'`);
    await raw.run(`prepare next_read as ${practisedNextRead.sql}`, []);
    const execute = `execute next_read(${practisedNextRead.params.map(literal).join(', ')})`;
    for (let i = 0; i < 8; i++) await raw.run(execute, []);
    const result = (await raw.run(
      `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'next_read'`,
      [],
    )) as { rows: { generic: number; custom: number }[] };
    await raw.run('deallocate next_read', []);
    // PostgreSQL tries five custom plans first, then keeps the generic one when it is not worse.
    expect(result.rows[0]).toEqual({ generic: 3, custom: 5 });
  });
});
