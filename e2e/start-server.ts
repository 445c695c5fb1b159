/**
 * Starts the real server for the end-to-end run on a fresh, throw-away database directory and
 * removes it afterwards. Playwright's webServer runs this with PORT/BASE_URL in the environment.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGLITE_NODE_FLAGS } from '../src/server/db/pglite-data-dir.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'celujacy-e2e-'));

// With npm start's node flags: the journeys run the server as it is deployed on PGlite.
const child = spawn(process.execPath, [...PGLITE_NODE_FLAGS, 'src/server/index.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    // Separate addresses let admin journeys run in parallel without sharing one account's magic links;
    // admin.e2e.<slot>@example.com are the practice/tutor tests' answer-key readers, one per worker
    // slot (practice.helpers.ts);
    // admin.2fa@example.com enrols two-factor (admin-two-factor.spec.ts), so no other test uses it.
    ADMIN_EMAILS:
      process.env.ADMIN_EMAILS ??
      'admin@example.com,admin.tresci@example.com,admin.e2e.0@example.com,admin.e2e.1@example.com,admin.e2e.2@example.com,admin.e2e.3@example.com,admin.wzory@example.com,admin.nowy@example.com,admin.2fa@example.com,admin.panel@example.com,admin.rodzina@example.com',
    AUTH_RATE_LIMIT: 'off',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

function cleanup() {
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    child.kill(signal);
  });
}

child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
