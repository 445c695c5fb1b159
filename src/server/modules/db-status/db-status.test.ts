import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../db/client.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { createTestAppWithAdmin, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { createDbStatusRepository } from './db-status.repository.ts';
import { getDbStatus } from './db-status.usecases.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

const journalTags = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] }
).entries.map((e) => e.tag);

type Row = { table: string; rows: number };

describe('GET /api/admin/db-status', () => {
  it('reports the engine, its version, every shipped migration as applied, row counts and latency', async () => {
    await createVerifiedUser(t, { consent: true, children: 2 });
    const res = await call(t.app, '/api/admin/db-status', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.engine).toBe(t.database.kind);
    expect(res.json.version).toMatch(/^\d+(\.\d+)?/);
    expect(res.json.migrations).toMatchObject({ shipped: journalTags.length, applied: journalTags.length, unknown: 0 });
    expect(res.json.migrations.list.map((m: { tag: string }) => m.tag)).toEqual(journalTags);
    expect(res.json.migrations.list.every((m: { applied: boolean; changedSinceApplied: boolean }) => m.applied)).toBe(
      true,
    );
    expect(res.json.migrations.list.some((m: { changedSinceApplied: boolean }) => m.changedSinceApplied)).toBe(false);
    const counts = new Map(res.json.tables.map((r: Row) => [r.table, r.rows]));
    expect(counts.get('user')).toBe(2);
    expect(counts.get('students')).toBe(2);
    expect(counts.get('consents')).toBe(1);
    expect(counts.has('attempts')).toBe(true);
    expect(res.json.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('shows a migration the database lacks, and one it applied from another build', async () => {
    const { db } = t.database;
    const applied = await db.execute(sql`select id, created_at from drizzle.__drizzle_migrations order by id`);
    const rows = (applied as unknown as { rows: { id: number; created_at: string }[] }).rows;
    const last = rows.at(-1)!;
    // The last shipped migration is recorded under another time: the journal's one looks missing.
    await db.execute(sql`update drizzle.__drizzle_migrations set created_at = 1 where id = ${last.id}`);
    try {
      const ticks = [0, 2, 2, 5, 5, 6, 6, 9, 9, 10];
      const status = await getDbStatus(
        {},
        { dbStatus: createDbStatusRepository(db, MIGRATIONS_FOLDER), engine: 'pglite', clock: () => ticks.shift()! },
      );
      expect(status.migrations).toMatchObject({
        shipped: journalTags.length,
        applied: journalTags.length - 1,
        unknown: 1,
      });
      expect(status.migrations.list.at(-1)).toEqual({
        tag: journalTags.at(-1),
        applied: false,
        changedSinceApplied: false,
      });
      // Round trips of 2, 3, 1, 3 and 1 ms: the median is 2.
      expect(status.latencyMs).toBe(2);
    } finally {
      await db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = ${last.created_at} where id = ${last.id}`,
      );
    }
  });

  it('refuses parents and signed-out callers', async () => {
    const parent = await createVerifiedUser(t, { consent: true });
    expect((await call(t.app, '/api/admin/db-status', { cookie: parent.cookie })).status).toBe(403);
    expect((await call(t.app, '/api/admin/db-status')).status).toBe(401);
  });
});
