import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/statements.ts';
import * as schema from '../../db/schema/index.ts';

/** Where drizzle's migrator records what it applied (its defaults, which db/client.ts keeps). */
const MIGRATIONS_TABLE = sql`drizzle.__drizzle_migrations`;

/** Every table of the application's schema, by name. */
const TABLES: readonly PgTable[] = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .sort((a, b) => getTableName(a).localeCompare(getTableName(b)));

/**
 * Reads about the database itself for the admins' status page: server version, the migrator's
 * record, row counts and a trivial query to time.
 */
export function createDbStatusRepository(db: Db, migrationsFolder: string) {
  return {
    async serverVersion(): Promise<string> {
      const rows = rowsOf<{ server_version: string }>(await db.execute(sql`show server_version`));
      return rows[0]?.server_version ?? '';
    },

    /** Migrations the database has applied: hash and the journal time they were created with. */
    async appliedMigrations(): Promise<{ hash: string; createdAt: number }[]> {
      const exists = rowsOf<{ t: string | null }>(
        await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`),
      );
      if (!exists[0]?.t) return [];
      const rows = rowsOf<{ hash: string; created_at: string | number }>(
        await db.execute(sql`select hash, created_at from ${MIGRATIONS_TABLE} order by id`),
      );
      return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
    },

    /** The migrations shipped with this build, in journal order. */
    journal(): { tag: string; createdAt: number; hash: string }[] {
      const entries = (
        JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
          entries: { tag: string; when: number }[];
        }
      ).entries;
      const files = readMigrationFiles({ migrationsFolder });
      return entries.map((e, i) => ({ tag: e.tag, createdAt: e.when, hash: files[i]?.hash ?? '' }));
    },

    /** Exact row counts of every application table. */
    tableCounts(): Promise<{ table: string; rows: number }[]> {
      return Promise.all(
        TABLES.map(async (table) => {
          const [row] = await db.select({ n: count() }).from(table);
          return { table: getTableName(table), rows: row?.n ?? 0 };
        }),
      );
    },

    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type DbStatusRepository = ReturnType<typeof createDbStatusRepository>;
