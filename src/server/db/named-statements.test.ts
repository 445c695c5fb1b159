import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../test/database.ts';
import { MAX_NAMED_STATEMENTS, NAME_AFTER_USES, nameFrequentStatements } from './named-statements.ts';

/** PostgreSQL only (TEST_DATABASE_URL): PGlite is embedded and has no statement names. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('named frequent statements (PostgreSQL)', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let pool: pg.Pool;
  let naming: { named: () => number };

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    // One connection, so the statements prepared on it are the ones listed below.
    pool = new pg.Pool({ connectionString: empty.url, max: 1 });
    // The database is dropped with (force) right after pool.end(); a connection still closing
    // then hears "terminating connection", which must not surface as an unhandled error.
    pool.on('error', () => {});
    naming = nameFrequentStatements(pool);
  });
  afterAll(async () => {
    await pool.end();
    await empty.drop();
  });

  const prepared = async () =>
    (await pool.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.map((r) =>
      r.statement.trim(),
    );

  it('prepares a parameterized text once it is frequent, and answers as before', async () => {
    const text = 'select $1::int + 1 as n';
    for (let i = 0; i < NAME_AFTER_USES - 1; i++) expect((await pool.query({ text }, [i])).rows[0].n).toBe(i + 1);
    expect(await prepared()).not.toContain(text);
    for (let i = 0; i < 3; i++) expect((await pool.query({ text }, [i * 10])).rows[0].n).toBe(i * 10 + 1);
    expect(await prepared()).toContain(text);
    expect(naming.named()).toBe(1);
  });

  it('leaves texts without parameters and self-named statements alone', async () => {
    for (let i = 0; i < NAME_AFTER_USES + 1; i++) await pool.query('select 1; select 2');
    await pool.query({ text: 'select $1::text as own', name: 'own_name' }, ['x']);
    const list = await prepared();
    expect(list).not.toContain('select 1; select 2');
    expect(naming.named()).toBe(1);
  });

  it('names at most MAX_NAMED_STATEMENTS texts', async () => {
    for (let k = 0; k < MAX_NAMED_STATEMENTS + 5; k++)
      for (let i = 0; i < NAME_AFTER_USES; i++) await pool.query({ text: `select $1::int + ${k} as n` }, [i]);
    expect(naming.named()).toBe(MAX_NAMED_STATEMENTS);
    expect((await pool.query({ text: `select $1::int + ${MAX_NAMED_STATEMENTS + 4} as n` }, [1])).rows[0].n).toBe(
      MAX_NAMED_STATEMENTS + 5,
    );
  });
});
