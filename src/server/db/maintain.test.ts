import { describe, expect, it } from 'vitest';
import { createJobs, JOB_NAMES } from '../jobs/jobs.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { createDefaultMailer } from '../app.ts';
import { openPglite, type Database } from './client.ts';
import { prepareDatabase } from './readiness.ts';

/** pg_class.reltuples: -1 until the table is first analyzed (or vacuumed). */
async function estimatedRows(database: Database, table: string): Promise<number> {
  const jobs = database.jobs;
  if (jobs.kind !== 'pglite') throw new Error('PGlite only');
  const { rows } = await jobs.client.query<{ reltuples: number }>('select reltuples from pg_class where relname = $1', [
    table,
  ]);
  return Number(rows[0]!.reltuples);
}

function jobsFor(database: Database) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const logger = createLogger('silent');
  const now = () => new Date();
  const mailer = createDefaultMailer({ config, database, logger, now });
  return createJobs({ db: database.db, database, config, mailer, logger, now });
}

describe('embedded database maintenance (PGlite has no autovacuum)', () => {
  it('has statistics before the first request, analyzes what changed hourly and vacuums nightly', async () => {
    const database = openPglite();
    try {
      await prepareDatabase(database, createLogger('silent')).whenReady;
      expect(await estimatedRows(database, 'attempts')).toBeGreaterThanOrEqual(0);
      if (database.jobs.kind !== 'pglite') throw new Error('PGlite only');
      await database.jobs.client.exec(`
        insert into "user" (id, name, email) values ('p1', 'Rodzic', 'rodzic@example.pl');
        insert into students (id, parent_id, nickname, grade, goal)
        select gen_random_uuid(), 'p1', 'Dziecko ' || g, '6', 'exam_70' from generate_series(1, 40) g;
        create table upgrade_probe (id int);`);

      // Analyzed when a table has no statistics yet (here a table a migration added) or changed
      // by more than autovacuum's threshold (50 rows + 10 %) since.
      const jobs = jobsFor(database);
      const statistics = jobs.find((j) => j.name === JOB_NAMES.databaseStatistics)!;
      expect(statistics.cron).toBe('23 * * * *');
      await statistics.handler();
      expect(await estimatedRows(database, 'upgrade_probe')).toBe(0);
      expect(await estimatedRows(database, 'students')).toBe(0);
      await database.jobs.client.exec(`
        insert into students (id, parent_id, nickname, grade, goal)
        select gen_random_uuid(), 'p1', 'Dziecko ' || g, '6', 'exam_70' from generate_series(41, 60) g;`);
      await statistics.handler();
      expect(await estimatedRows(database, 'students')).toBe(60);

      const vacuum = jobs.find((j) => j.name === JOB_NAMES.databaseVacuum)!;
      expect(vacuum.cron).toBe('41 0 * * *');
      await database.jobs.client.exec(`delete from students where nickname = 'Dziecko 60'`);
      await vacuum.handler();
      expect(await estimatedRows(database, 'students')).toBe(59);
    } finally {
      await database.close();
    }
  });

  it('leaves PostgreSQL to its autovacuum', async () => {
    const database = openPglite();
    try {
      const names = jobsFor({ ...database, kind: 'postgres' }).map((j) => j.name);
      expect(names).not.toContain(JOB_NAMES.databaseStatistics);
      expect(names).not.toContain(JOB_NAMES.databaseVacuum);
      expect(names).toContain(JOB_NAMES.mailDrain);
    } finally {
      await database.close();
    }
  });
});
