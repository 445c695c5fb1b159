import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, launchDatabaseUrl, loadConfig } from './config.ts';

describe('DATABASE_POOL_SIZE', () => {
  it('defaults to 10 connections and accepts a positive integer', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '25' }).DATABASE_POOL_SIZE).toBe(25);
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

describe('safe by default: a server started with no configuration', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'celujacy-data-'));
    dirs.push(dir);
    return dir;
  };

  it('generates a secret per data directory, keeps it (mode 0600) and reuses it on the next start', () => {
    const [a, b] = [dataDir(), dataDir()];
    const first = loadConfig({ DATA_DIR: a }).authSecret;
    const second = loadConfig({ DATA_DIR: b }).authSecret;
    expect(first).not.toBe(second);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(a, AUTH_SECRET_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(join(a, AUTH_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: a }).authSecret).toBe(first);
  });

  it('tightens a secret file others can read, and refuses a stored secret that is too short', () => {
    const dir = dataDir();
    const file = join(dir, AUTH_SECRET_FILE);
    writeFileSync(file, 'k'.repeat(40));
    chmodSync(file, 0o644);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe('k'.repeat(40));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'short');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/shorter than 32/);
  });

  it('uses BETTER_AUTH_SECRET when given and writes no file; production requires it', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir, BETTER_AUTH_SECRET: 's'.repeat(32) }).authSecret).toBe('s'.repeat(32));
    expect(() => statSync(join(dir, AUTH_SECRET_FILE))).toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', DATA_DIR: dir })).toThrow(
      /BETTER_AUTH_SECRET: required in production/,
    );
  });

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});
