import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from '../test/database.ts';
import { startJobEngine, type JobEngine } from './engine.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function until(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('job engine (pg-boss) on the app database', () => {
  it('runs a queued job, retries a failing one with back-off, and stops cleanly', async () => {
    const runs: number[] = [];
    let failures = 0;
    const engine: JobEngine = await startJobEngine({
      connection: database.jobs,
      logger: createLogger('silent'),
      pollingIntervalSeconds: 0.5,
      jobs: [
        { name: 'probe', queue: { retryLimit: 0 }, handler: async () => runs.push(Date.now()) },
        {
          name: 'flaky',
          queue: { retryLimit: 3, retryDelay: 1, retryBackoff: true },
          handler: async () => {
            if (++failures < 3) throw new Error('not yet');
            return 'ok';
          },
        },
      ],
    });
    try {
      await engine.run('probe');
      await engine.run('flaky');
      await until(() => runs.length === 1 && failures === 3, 30_000);
      expect(runs).toHaveLength(1);
    } finally {
      await engine.stop();
    }
  }, 60_000);
});
