import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { Database } from './client.ts';
import { prepareDatabase } from './readiness.ts';

function fakeDatabase(kind: Database['kind'], failures: number) {
  let calls = 0;
  const database = {
    kind,
    migrate: async () => {
      calls++;
      if (calls <= failures) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    },
    maintain: async () => {},
  } as unknown as Database;
  return { database, calls: () => calls };
}

describe('database readiness', () => {
  it('retries with back-off until the database answers, then reports ready', async () => {
    const { database, calls } = fakeDatabase('postgres', 4);
    const readiness = prepareDatabase(database, createLogger('silent'), { initialMs: 1, maxMs: 4 });
    expect(readiness.isReady()).toBe(false);
    await readiness.whenReady;
    expect(readiness.isReady()).toBe(true);
    expect(calls()).toBe(5);
  });

  it('stops retrying when stopped (shutdown before the database came)', async () => {
    const { database, calls } = fakeDatabase('postgres', Infinity);
    const readiness = prepareDatabase(database, createLogger('silent'), { initialMs: 60_000, maxMs: 60_000 });
    readiness.stop();
    await readiness.whenReady;
    expect(readiness.isReady()).toBe(false);
    expect(calls()).toBe(1);
  });

  it('does not wait for PGlite, whose failure is not an outage', async () => {
    const { database } = fakeDatabase('pglite', 1);
    await expect(prepareDatabase(database, createLogger('silent')).whenReady).rejects.toThrow(/ECONNREFUSED/);
  });
});
