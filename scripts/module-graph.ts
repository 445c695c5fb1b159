/**
 * The import graph between the feature folders of src/server/modules and src/client/modules, for
 * the tests that keep it free of cycles (module-graph.test.ts in each): a folder-level cycle
 * (plans → parent → plans) makes two features one in disguise. Tests are leaves (a test may drive
 * a neighbouring module) and are left out of the graph.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Module folder → imported module folder → one file that shows the edge (for the message). */
export type ModuleGraph = Map<string, Map<string, string>>;

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const SRC_DIR = resolve(import.meta.dirname, '../src');
const ALIASES: Record<string, string> = { '#core/': 'core', '#server/': 'server', '#client/': 'client' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return SOURCE.test(e.name) && !TEST.test(e.name) ? [path] : [];
  });
}

/**
 * Specifiers of static imports, re-exports, side-effect imports (`import './x.ts'`) and dynamic
 * imports (type-only ones included).
 */
export function importSpecifiers(source: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push(m[1]!);
  return out;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  return alias ? resolve(SRC_DIR, ALIASES[alias]!, specifier.slice(alias.length)) : null;
}

/** The graph of the feature folders directly under `modulesDir`. */
export function moduleGraph(modulesDir: string): ModuleGraph {
  const moduleOf = (file: string): string | null => {
    const rel = relative(modulesDir, file);
    if (rel.startsWith('..')) return null;
    const [folder, ...rest] = rel.split(sep);
    return rest.length > 0 ? folder! : null;
  };
  const graph: ModuleGraph = new Map();
  for (const file of sourceFiles(modulesDir)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, specifier);
      const to = target && moduleOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${relative(modulesDir, file)} → ${specifier}`);
    }
  }
  return graph;
}

/** One cycle of the graph as a closed path (first node repeated at the end), or null. */
export function findCycle(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[] | null {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'visiting');
    path.push(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (state.get(next) === 'visiting') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

/** The cycle with, for each edge, a file that makes it. */
export function describeCycle(graph: ModuleGraph, cycle: readonly string[]): string {
  return cycle
    .slice(0, -1)
    .map((from, i) => `  ${from} → ${cycle[i + 1]} (${graph.get(from)?.get(cycle[i + 1]!)})`)
    .join('\n');
}
