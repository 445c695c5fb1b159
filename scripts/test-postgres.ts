// Runs the database-backed suites (src/server) a second time against PostgreSQL when
// TEST_DATABASE_URL is set, so CI proves them on both engines (the first run uses PGlite). A set
// URL whose server does not answer fails the run: a red database must never pass unseen.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write('TEST_DATABASE_URL is not set: PostgreSQL run skipped (suites ran on PGlite).\n');
  process.exit(0);
}
const shown = url.replace(/\/\/[^@]*@/, '//…@');
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
try {
  await client.connect();
  await client.query('select 1');
} catch (error) {
  process.stderr.write(`TEST_DATABASE_URL is set but PostgreSQL does not answer (${shown}): ${String(error)}\n`);
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}
process.stdout.write(`Running src/server suites against PostgreSQL (${shown})\n`);
const result = spawnSync('npx', ['vitest', 'run', 'src/server'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
