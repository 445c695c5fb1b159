import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { launchDatabaseUrl, loadConfig } from './config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections and accepts a positive integer', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
  });

  it('refuses a size that is not a positive integer', () => {
    for (const value of ['0', '-3', '2.5', 'many']) {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: value }), value).toThrow(/DATABASE_POOL_SIZE/);
    }
  });
});

describe('the launcher’s DATABASE_URL (start.ts chooses node’s flags with it)', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  function envFile(text: string): string {
    const dir = mkdtempSync(join(tmpdir(), 'celujacy-env-'));
    dirs.push(dir);
    const file = join(dir, '.env');
    writeFileSync(file, text);
    return file;
  }

  it('reads DATABASE_URL as node’s --env-file would: the environment first, then the file', () => {
    const file = envFile('# PostgreSQL\nDATABASE_URL=postgres://file@127.0.0.1/app\nPORT=3000\n');
    expect(launchDatabaseUrl(file, {})).toBe('postgres://file@127.0.0.1/app');
    expect(launchDatabaseUrl(file, { DATABASE_URL: 'postgres://env@127.0.0.1/app' })).toBe(
      'postgres://env@127.0.0.1/app',
    );
    // Set but empty in the environment: the file does not fill it in, and no URL means PGlite.
    expect(launchDatabaseUrl(file, { DATABASE_URL: '' })).toBeUndefined();
    expect(launchDatabaseUrl(envFile('PORT=3000\n'), {})).toBeUndefined();
    expect(launchDatabaseUrl(join(tmpdir(), 'celujacy-no-such-dir', '.env'), {})).toBeUndefined();
  });
});
