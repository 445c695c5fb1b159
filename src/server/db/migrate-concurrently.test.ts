import { describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../test/database.ts';
import { openPostgres } from './client.ts';

/**
 * Several instances started at once on one new PostgreSQL database (a compose file, an upgrade)
 * all migrate it: they take turns, and every one starts on the current schema. Only on
 * PostgreSQL (TEST_DATABASE_URL); an embedded PGlite belongs to one process.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations from several instances at once', () => {
  it('apply once, in turn, and leave every instance on the current schema', async () => {
    const empty = await createEmptyPostgresDatabase(url!);
    const instances = [1, 2, 3].map(() => openPostgres(empty.url, 2));
    try {
      await Promise.all(instances.map((i) => i.migrate()));
      for (const i of instances) expect(await i.schemaState()).toBe('current');
    } finally {
      await Promise.all(instances.map((i) => i.close()));
      await empty.drop();
    }
  }, 60_000);
});
