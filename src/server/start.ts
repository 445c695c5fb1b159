/**
 * `npm start` and `npm run dev`: runs the server (src/server/index.ts) under the node flags of the
 * engine it will use (node-flags.ts) — V8 reads heap sizes only from the command line, so they
 * cannot be chosen once the configuration is loaded. This process becomes the server
 * (process.execve: same pid, so `npm start`'s `exec` and a process manager's signals reach the
 * server itself); where execve is missing (Windows) the server runs as a child instead.
 * Arguments given here (`--watch`) are passed to node before the server's file.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { launchDatabaseUrl } from './config.ts';
import { serverNodeFlags } from './node-flags.ts';

const ENV_FILE = '.env';

// The server loads the env file itself; the launcher only needs to know its engine. The environment
// is handed on unchanged (execve's and spawn's default).
const flags = serverNodeFlags(launchDatabaseUrl(ENV_FILE));
const serverArgs = [
  ...flags,
  `--env-file-if-exists=${ENV_FILE}`,
  ...process.argv.slice(2),
  join(import.meta.dirname, 'index.ts'),
];

if (typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...serverArgs]);
} else {
  const child = spawn(process.execPath, serverArgs, { stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
