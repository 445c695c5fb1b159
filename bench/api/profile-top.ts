/**
 * Lists where a V8 CPU profile written by `bench:api --cpu-prof DIR` spends its time:
 *   node bench/api/profile-top.ts FILE.cpuprofile [--top N] [--phase NAME]
 * Prints the top functions by self time, the same grouped by package (node_modules/<pkg>), by
 * file of this project and by engine part, and for native frames (socket writes, crypto, GC)
 * the nearest JavaScript callers. bench:api writes the monotonic start and end of each of its
 * phases (health, onboarding, learning) to phases.json beside the profiles; `--phase learning`
 * (the default when that file exists) counts only the samples taken during that phase.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
/** Phase name → [start, end] in microseconds of the monotonic clock (as V8 profiles count). */
export type Phases = Record<string, [number, number]>;

function arg(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
}

function shortUrl(url: string): string {
  return url.replace(/^.*\/(node_modules|src|bench)\//, '$1/');
}

function label(f: CallFrame): string {
  const where = f.url ? `${shortUrl(f.url)}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
}

/** Which bucket a frame's self time counts in: a package, a project file, or an engine part. */
function groupOf(f: CallFrame): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f.url);
  if (pkg) return `pkg ${pkg[1]}`;
  const own = /\/((?:src|bench)\/.*)$/.exec(f.url);
  if (own) return own[1]!;
  if (f.url.startsWith('node:')) return f.url;
  return `(${f.functionName || 'native'})`;
}

function addTo(m: Map<string, number>, key: string, us: number) {
  m.set(key, (m.get(key) ?? 0) + us);
}

function main() {
  const argv = process.argv.slice(2);
  const file = argv.find((a) => a.endsWith('.cpuprofile'));
  if (!file) throw new Error('usage: node bench/api/profile-top.ts FILE.cpuprofile [--top N] [--phase NAME|all]');
  const top = Number(arg(argv, 'top', '25'));
  const phasesFile = join(dirname(file), 'phases.json');
  const phases: Phases = existsSync(phasesFile) ? (JSON.parse(readFileSync(phasesFile, 'utf8')) as Phases) : {};
  const phase = arg(argv, 'phase', phases.learning ? 'learning' : 'all');
  const window = phase === 'all' ? null : phases[phase];
  if (phase !== 'all' && !window) throw new Error(`no phase ${phase} in ${phasesFile}`);

  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  /** The nearest ancestor that is JavaScript of the app or a package (not Node's internals). */
  const jsCaller = (id: number): string => {
    for (let p = parentOf.get(id); p !== undefined; p = parentOf.get(p)) {
      const f = byId.get(p)!.callFrame;
      if (f.url && !f.url.startsWith('node:')) return label(f);
    }
    return '(none)';
  };

  const selfByFunction = new Map<string, number>();
  const selfByGroup = new Map<string, number>();
  const nativeCallers = new Map<string, Map<string, number>>();
  let at = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window[0] || at > window[1])) continue;
    const node = byId.get(profile.samples[i]!);
    if (!node) continue;
    const f = node.callFrame;
    addTo(selfByFunction, label(f), delta);
    addTo(selfByGroup, groupOf(f), delta);
    if (!f.url && !f.functionName.startsWith('(')) {
      const m = nativeCallers.get(f.functionName) ?? new Map<string, number>();
      addTo(m, jsCaller(node.id), delta);
      nativeCallers.set(f.functionName, m);
    }
    total += delta;
  }
  const line = (us: number, text: string) =>
    `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${text}\n`;
  const print = (title: string, m: Map<string, number>, n = top, indent = '') => {
    if (title) process.stdout.write(`\n${title}\n`);
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) process.stdout.write(indent + line(us, k));
  };
  process.stdout.write(`profile ${file}, phase ${phase}: ${(total / 1e6).toFixed(1)} s sampled\n`);
  print('self time by function', selfByFunction);
  print('self time by package / file', selfByGroup);
  process.stdout.write('\nnative frames by nearest JavaScript caller\n');
  const natives = [...nativeCallers].map(([k, m]) => [k, m, [...m.values()].reduce((a, b) => a + b, 0)] as const);
  for (const [name, m, us] of natives.sort((a, b) => b[2] - a[2]).slice(0, 6)) {
    process.stdout.write(line(us, name));
    print('', m, 4, '    ');
  }
}

main();
