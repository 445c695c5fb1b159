import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_NODE_FLAGS } from './db/pglite-data-dir.ts';
import { POSTGRES_NODE_FLAGS, serverNodeFlags } from './node-flags.ts';

describe('the server’s node flags per engine', () => {
  it('caps the heap on PGlite only', () => {
    expect(serverNodeFlags(undefined)).toEqual(PGLITE_NODE_FLAGS);
    expect(serverNodeFlags('postgres://postgres@127.0.0.1:5432/app')).toEqual(POSTGRES_NODE_FLAGS);
    for (const cap of ['--max-old-space-size', '--max-semi-space-size']) {
      expect(POSTGRES_NODE_FLAGS.some((f) => f.startsWith(cap))).toBe(false);
    }
  });

  it('npm start and npm run dev start the server through start.ts, which chooses them', () => {
    const scripts: Record<string, string> = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'),
    ).scripts;
    expect(scripts.start).toBe('npm run build && exec node src/server/start.ts');
    expect(scripts.dev).toBe('node src/server/start.ts --watch');
  });
});
