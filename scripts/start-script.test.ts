import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_NODE_FLAGS } from '../src/server/db/pglite-data-dir.ts';

const root = join(import.meta.dirname, '..');
const startScript: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.start;

/** The test runner's environment without what Vite/Vitest add (BASE_URL='/' is not the app's). */
function serverEnv(): NodeJS.ProcessEnv {
  const { BASE_URL: _base, ...env } = process.env;
  return env;
}

function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
  } catch {
    return []; // pgrep exits 1 when there are none
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForHealthy(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url}/health did not answer 200 within ${timeoutMs} ms`);
}

describe('npm start', () => {
  // npm runs a script as `sh -c <script>` and forwards its signals to that shell only. The
  // server must be that process (exec), or stopping `npm start` leaves the server running.
  it('stops the server when the process npm started is stopped', async () => {
    const serve = startScript.replace(/^npm run build && /, '');
    expect(serve).not.toBe(startScript);
    const dataDir = mkdtempSync(join(tmpdir(), 'celujacy-start-'));
    const shell = spawn('sh', ['-c', serve], {
      cwd: root,
      env: {
        ...serverEnv(),
        // The repository's Node 24 (the test runs on it) serves, as it does under npm.
        PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let before: number[] = [];
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        shell.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const found = /http:\/\/[^\s]+:\d+/.exec(out);
          if (found) resolve(found[0]);
        });
        shell.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
        shell.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)));
      });
      // The port opens before the embedded database has started; while PGlite initialises, the
      // event loop is busy and a signal is handled late. Stop a started server, as a user would.
      await waitForHealthy(url, 45_000);
      // start.ts became the server (same pid) under the flags of its engine, PGlite here.
      const cmdline = readFileSync(`/proc/${shell.pid}/cmdline`, 'utf8').split('\0');
      for (const flag of PGLITE_NODE_FLAGS) expect(cmdline).toContain(flag);
      expect(cmdline).toContain(join(root, 'src/server/index.ts'));
      // With `exec` the shell became the server; without it the server is the shell's child.
      before = [shell.pid!, ...childrenOf(shell.pid!)];
      shell.kill('SIGTERM');
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && before.some(alive)) await new Promise((r) => setTimeout(r, 100));
      expect(before.filter(alive)).toEqual([]);
    } finally {
      for (const pid of [shell.pid!, ...before].filter(alive)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
