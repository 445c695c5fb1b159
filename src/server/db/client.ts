import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { nameFrequentStatements } from './named-statements.ts';
import { PGLITE_START_PARAMS } from './pglite-data-dir.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One database type for both drivers: code never knows whether it runs on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle (same query API as the database). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a repository function runs its statements: the database or the caller's transaction. */
export type Executor = Db | Tx;

/** What the job engine (jobs/engine.ts) connects through: the embedded instance, or its own pool. */
export type JobConnection = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  jobs: JobConnection;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Whether the newest migration of this build is applied: 'missing' when the database answers
   * but lacks it (recreated empty, restored from an older backup), 'unreachable' when it does not
   * answer. One read of a table of a dozen rows, in place of /health's `select 1`.
   */
  schemaState(): Promise<SchemaState>;
  /**
   * Registers writes the app holds back for a moment (write-behind: the shared calibrations'
   * increments); flushWrites stores them now, and close does before it closes.
   */
  onFlush(flush: () => Promise<void>): void;
  flushWrites(): Promise<void>;
  /**
   * Does what PostgreSQL's autovacuum does, where nothing else does. PGlite runs single-user,
   * without autovacuum: never analyzed, it plans a child's last 20 questions as a read of the
   * child's whole history. 'statistics' analyzes the tables with none yet or changed by more than
   * autovacuum's threshold since (50 rows + 10 %); 'vacuum' vacuums and analyzes every table. On
   * PostgreSQL the call does nothing.
   */
  maintain(what: 'statistics' | 'vacuum'): Promise<void>;
  close(): Promise<void>;
}

/** The write-behind part of a Database, and its close that runs the flushes first. */
function writeBehind(closeConnection: () => Promise<void>): Pick<Database, 'onFlush' | 'flushWrites' | 'close'> {
  const flushes: (() => Promise<void>)[] = [];
  const flushWrites = async () => {
    await Promise.all(flushes.map((f) => f()));
  };
  return {
    onFlush: (flush) => void flushes.push(flush),
    flushWrites,
    close: async () => {
      await flushWrites();
      await closeConnection();
    },
  };
}

export const MIGRATIONS_FOLDER = new URL('../../../drizzle', import.meta.url).pathname;

export type SchemaState = 'current' | 'missing' | 'unreachable';

/** The newest migration's time in the journal: Drizzle's migrator stores it as `created_at`. */
let newestMigrationAt: number | undefined;
function newestMigration(): number {
  newestMigrationAt ??= Math.max(
    ...(
      JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((e) => e.when),
  );
  return newestMigrationAt;
}

/** PostgreSQL's "relation does not exist" and "schema does not exist". */
const MISSING_RELATION = new Set(['42P01', '3F000']);

/** The code of a driver error, also when Drizzle wraps it in its own (`cause`). */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** An error of a statement on a table the database no longer has (its schema was lost). */
export function isMissingRelation(err: unknown): boolean {
  const code = sqlState(err);
  return code !== undefined && MISSING_RELATION.has(code);
}

async function schemaState(db: Db): Promise<SchemaState> {
  try {
    const { rows } = (await db.execute(
      sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { at: string | number | null }[] };
    return Number(rows[0]?.at ?? 0) >= newestMigration() ? 'current' : 'missing';
  } catch (err) {
    return isMissingRelation(err) ? 'missing' : 'unreachable';
  }
}

export interface OpenOptions {
  /**
   * Called with the text and parameters of every statement the app's queries run (tests count
   * round trips and explain what a request reads).
   */
  onStatement?: (sql: string, params: readonly unknown[]) => void;
  /**
   * PGlite only: start from this data directory (a `dumpDataDir` tarball) instead of a new one,
   * which skips initdb (tests start each suite from one migrated copy).
   */
  loadDataDir?: Blob;
}

function statementLogger(options: OpenOptions) {
  const onStatement = options.onStatement;
  return onStatement ? { logger: { logQuery: (query: string, params: unknown[]) => onStatement(query, params) } } : {};
}

/** Tables autovacuum would analyze: never analyzed (reltuples -1), or changed enough since. */
const STALE_STATISTICS_SQL = `select format('%I.%I', s.schemaname, s.relname) as name
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where c.reltuples < 0 or s.n_mod_since_analyze > 50 + 0.1 * c.reltuples`;

/**
 * `dataDir` undefined → in-memory PGlite (tests); a path → persistent PGlite (the server first
 * creates a new directory with createPgliteDataDir, so initdb's memory is not its own).
 */
export function openPglite(dataDir?: string, options: OpenOptions = {}): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // One options object: PGlite reads its second argument only when the first is a path, so an
  // in-memory database given `(undefined, options)` would start without them.
  const client = new PGlite({ dataDir, startParams: [...PGLITE_START_PARAMS], loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema, ...statementLogger(options) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    jobs: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db as unknown as Db),
    schemaState: () => schemaState(db as unknown as Db),
    maintain: async (what) => {
      if (what === 'vacuum') {
        await client.exec('vacuum (analyze)');
        return;
      }
      // The counts of changes reach the statistics views at most once a second: flush them first.
      await client.exec('select pg_stat_force_next_flush()');
      const { rows } = await client.query<{ name: string }>(STALE_STATISTICS_SQL);
      if (rows.length > 0) await client.exec(`analyze ${rows.map((r) => r.name).join(', ')}`);
    },
    ...writeBehind(() => client.close()),
  };
}

export function openPostgres(url: string, max = 10, options: OpenOptions = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  nameFrequentStatements(pool);
  const db = drizzlePg(pool, { schema, ...statementLogger(options) });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    jobs: { kind: 'postgres', url },
    migrate: () => migrateOnce(pool, () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER })),
    ping: () => ping(db as unknown as Db),
    schemaState: () => schemaState(db as unknown as Db),
    maintain: async () => {},
    ...writeBehind(() => pool.end()),
  };
}

/** Any fixed number: the advisory lock instances of this app take around their migrations. */
const MIGRATION_LOCK = 7_240_531;

/**
 * Several instances started at once on one PostgreSQL (an upgrade, a compose file) migrate one
 * after another: the first applies what is new, the others wait for it and find nothing to do.
 * The lock is held on a connection of its own for the migration's length.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    lock.release();
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
