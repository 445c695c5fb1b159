import type { DbStatusRepository } from './db-status.repository.ts';

/** Round trips timed for the latency figure; the median hides one slow outlier. */
const PINGS = 5;

export type DatabaseEngine = 'pglite' | 'postgres';

/**
 * The database as the admins' status page shows it: engine and version, each shipped migration
 * with whether the database applied it (drizzle's migrator matches on the journal time), row
 * counts per table and the median time of a trivial query.
 */
export async function getDbStatus(
  _data: Record<string, never>,
  deps: { dbStatus: DbStatusRepository; engine: DatabaseEngine; clock: () => number },
) {
  const latencyMs = await medianRoundTrip(deps);
  const [version, applied, tables] = await Promise.all([
    deps.dbStatus.serverVersion(),
    deps.dbStatus.appliedMigrations(),
    deps.dbStatus.tableCounts(),
  ]);
  const journal = deps.dbStatus.journal();
  const appliedAt = new Map(applied.map((m) => [m.createdAt, m.hash]));
  const migrations = journal.map((m) => ({
    tag: m.tag,
    applied: appliedAt.has(m.createdAt),
    // A file edited after it was applied: the database runs an older text than the build ships.
    changedSinceApplied: appliedAt.has(m.createdAt) && appliedAt.get(m.createdAt) !== m.hash,
  }));
  const known = new Set(journal.map((m) => m.createdAt));
  return {
    engine: deps.engine,
    version,
    latencyMs,
    migrations: {
      shipped: journal.length,
      applied: migrations.filter((m) => m.applied).length,
      /** Applied by a newer build than this one (a rollback would show them). */
      unknown: applied.filter((m) => !known.has(m.createdAt)).length,
      list: migrations,
    },
    tables,
  };
}

async function medianRoundTrip(deps: { dbStatus: DbStatusRepository; clock: () => number }): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < PINGS; i++) {
    const start = deps.clock();
    await deps.dbStatus.ping();
    times.push(deps.clock() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(PINGS / 2)]! * 10) / 10;
}
