// Runs the database-backed suites (src/server) a second time against PostgreSQL when
// TEST_DATABASE_URL is set, so CI proves them on both engines (the first run uses PGlite).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  process.stdout.write('TEST_DATABASE_URL is not set: PostgreSQL run skipped (suites ran on PGlite).\n');
  process.exit(0);
}
process.stdout.write(`Running src/server suites against PostgreSQL (${url.replace(/\/\/[^@]*@/, '//…@')})\n`);
const result = spawnSync('npx', ['vitest', 'run', 'src/server'], { stdio: 'inherit', env: process.env });
process.exit(result.status ?? 1);
