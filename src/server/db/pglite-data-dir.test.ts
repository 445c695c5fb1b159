import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteDataDir, PGLITE_START_PARAMS, pgliteMemoryBounded } from './pglite-data-dir.ts';

describe('PGlite data directory and memory settings', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('leaves an existing data directory alone (no initdb child)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-existing-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'PG_VERSION'), '17\n');
    expect(await createPgliteDataDir(dir)).toBe('exists');
  });

  it('knows whether the process runs with the flags that bound its memory', () => {
    const heapCaps = ['--max-old-space-size=256', '--max-semi-space-size=8'];
    expect(pgliteMemoryBounded(['--liftoff-only', ...heapCaps, '--env-file-if-exists=.env'])).toBe(true);
    // A heap cap at another size is the operator's choice; a missing one is not bounded.
    expect(pgliteMemoryBounded(['--liftoff-only', '--max-old-space-size=1024', '--max-semi-space-size=16'])).toBe(true);
    expect(pgliteMemoryBounded(['--liftoff-only', '--env-file-if-exists=.env'])).toBe(false);
    expect(pgliteMemoryBounded(heapCaps)).toBe(false);
  });

  it('keeps PGlite’s own start parameters and sizes the buffers down', () => {
    expect(PGLITE_START_PARAMS).toContain('--single');
    expect(PGLITE_START_PARAMS).toContain('shared_buffers=16MB');
  });
});
