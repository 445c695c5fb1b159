import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for the embedded PGlite. Its WebAssembly memory grows and never shrinks, so
 * PostgreSQL's own buffers are sized for a school's data, not a server's: 16 MB of shared buffers
 * (the files stay in the operating system's page cache anyway) instead of 128 MB, and maintenance
 * work (index builds in migrations) in 16 MB instead of 64 MB. Measured with `bench:api`
 * (README, "Latest benchmark results").
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'],
];

/**
 * The node flag that keeps PGlite's WebAssembly on V8's baseline compiler. Without it V8 recompiles
 * PostgreSQL's hottest functions with its optimizing compiler in the background, which peaks at
 * about 500 MB above the server's steady memory (measured: a server restart peaks at ~910 MB
 * without it, ~360 MB with it) and, on a busy 2-core machine, costs more CPU than it saves.
 * V8 reads it only from the command line: `npm start`, `npm run dev` and `bench:api` pass it.
 */
export const LIFTOFF_ONLY = '--liftoff-only';

/**
 * The node flags `npm start`, `npm run dev` and bench:api run the server with (package.json; a
 * test keeps them in step). Besides LIFTOFF_ONLY, caps on V8's heap: left alone, V8 on a machine
 * with gigabytes free sizes its heap lazily — the young generation alone reached ~130 MB and the
 * reserved old space drifted up to 340 MB over a 600 s soak while less than half of it was in use.
 * Measured with `bench:api` (README, "PGlite memory"): peak 527 MB by default, 397 MB with the
 * young generation capped (8 MB semi-spaces), 368 MB with the old space also capped at 256 MB —
 * about 2.5× the live heap under the benchmark's 40 learners (≈ 70–110 MB), and what keeps a long
 * run from growing. A server whose live heap outgrew the cap would stop with "heap out of memory":
 * past the documented load, use PostgreSQL (or raise the cap, `node --max-old-space-size=…`).
 */
export const PGLITE_NODE_FLAGS: readonly string[] = [
  LIFTOFF_ONLY,
  '--max-old-space-size=256',
  '--max-semi-space-size=8',
];

/** A flag's name without its value (`--max-old-space-size=256` → `--max-old-space-size`). */
const flagName = (flag: string) => flag.split('=')[0]!;

/**
 * Whether this process runs PGlite with bounded memory (the server warns at start-up when not):
 * every flag of PGLITE_NODE_FLAGS given, heap caps at any size (an operator's choice).
 */
export function pgliteMemoryBounded(execArgv: readonly string[] = process.execArgv): boolean {
  const given = new Set(execArgv.map(flagName));
  return PGLITE_NODE_FLAGS.every((flag) => given.has(flagName(flag)));
}

/**
 * Creates a new PGlite data directory in a short-lived child process when `dataDir` has none.
 * PGlite's initdb peaks at about 1.1 GB and leaves ~700 MB resident in the process that ran it;
 * done in its own process, that memory goes back to the system when it exits, and the server
 * only ever opens an existing directory (≈ 250 MB). Runs once per installation.
 */
export async function createPgliteDataDir(dataDir: string): Promise<'created' | 'exists'> {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return 'exists';
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, [LIFTOFF_ONLY, fileURLToPath(import.meta.url), dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`PGlite could not create its data directory ${dataDir} (exit ${code}): ${stderr}`);
  return 'created';
}

// Run as a script (by createPgliteDataDir): initdb into the directory given, then exit.
if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: pglite-data-dir.ts <data directory>');
  const db = await PGlite.create(dir, { startParams: [...PGLITE_START_PARAMS] });
  await db.close();
}
