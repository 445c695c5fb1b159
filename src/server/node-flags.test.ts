import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PGLITE_NODE_FLAGS } from './db/pglite-data-dir.ts';
import { configuredDatabaseUrl, POSTGRES_NODE_FLAGS, serverNodeFlags } from './node-flags.ts';

describe('the server’s node flags per engine', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  function envFile(text: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'celujacy-env-'));
    dirs.push(dir);
    const file = join(dir, '.env');
    writeFileSync(file, text);
    return file;
  }

  it('caps the heap on PGlite only', () => {
    expect(serverNodeFlags(undefined)).toEqual(PGLITE_NODE_FLAGS);
    expect(serverNodeFlags('postgres://postgres@127.0.0.1:5432/app')).toEqual(POSTGRES_NODE_FLAGS);
    for (const cap of ['--max-old-space-size', '--max-semi-space-size']) {
      expect(POSTGRES_NODE_FLAGS.some((f) => f.startsWith(cap))).toBe(false);
    }
  });

  it('reads DATABASE_URL as node’s --env-file would: the environment first, then the file', () => {
    const file = envFile('# PostgreSQL\nDATABASE_URL=postgres://file@127.0.0.1/app\nPORT=3000\n');
    expect(configuredDatabaseUrl({}, file)).toBe('postgres://file@127.0.0.1/app');
    expect(configuredDatabaseUrl({ DATABASE_URL: 'postgres://env@127.0.0.1/app' }, file)).toBe(
      'postgres://env@127.0.0.1/app',
    );
    // Set but empty in the environment: the file does not fill it in, and no URL means PGlite.
    expect(configuredDatabaseUrl({ DATABASE_URL: '' }, file)).toBeUndefined();
    expect(configuredDatabaseUrl({}, envFile('PORT=3000\n'))).toBeUndefined();
    expect(configuredDatabaseUrl({}, join(tmpdir(), 'celujacy-no-such-dir', '.env'))).toBeUndefined();
  });

  it('npm start and npm run dev start the server through start.ts, which chooses them', () => {
    const scripts: Record<string, string> = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'),
    ).scripts;
    expect(scripts.start).toBe('npm run build && exec node src/server/start.ts');
    expect(scripts.dev).toBe('node src/server/start.ts --watch');
  });
});
