import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Feature modules depend on each other in one direction only: a folder-level import cycle
 * (attempts → learner-model → attempts) would make two features one in disguise. Tests are
 * leaves (a test may drive a neighbouring module) and are left out of the graph.
 */
const MODULES_DIR = dirname(fileURLToPath(import.meta.url));
const SERVER_DIR = resolve(MODULES_DIR, '..');

type Graph = Map<string, Map<string, string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Specifiers of static imports, re-exports and dynamic imports (type-only ones included). */
function importSpecifiers(source: string): string[] {
  const out: string[] = [];
  const patterns = [/\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of source.matchAll(re)) out.push(m[1]!);
  return out;
}

/** The module folder a file belongs to, or null outside src/server/modules. */
function moduleOf(file: string): string | null {
  const rel = relative(MODULES_DIR, file);
  if (rel.startsWith('..')) return null;
  const [folder, ...rest] = rel.split(sep);
  return rest.length > 0 ? folder! : null;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(from), specifier);
  if (specifier.startsWith('#server/')) return resolve(SERVER_DIR, specifier.slice('#server/'.length));
  return null;
}

/** Module folder → imported module folder → one file that shows the edge (for the message). */
function moduleGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(MODULES_DIR)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, specifier);
      const to = target && moduleOf(target);
      if (to && to !== from && !edges.has(to)) edges.set(to, `${relative(MODULES_DIR, file)} → ${specifier}`);
    }
  }
  return graph;
}

/** One cycle of the graph as a closed path (first node repeated at the end), or null. */
function findCycle(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[] | null {
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

function describeCycle(graph: Graph, cycle: readonly string[]): string {
  return cycle
    .slice(0, -1)
    .map((from, i) => `  ${from} → ${cycle[i + 1]} (${graph.get(from)?.get(cycle[i + 1]!)})`)
    .join('\n');
}

describe('module graph', () => {
  it('has no import cycle between module folders', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(5);
    const cycle = findCycle(graph);
    expect(cycle, cycle ? `module import cycle:\n${describeCycle(graph, cycle)}` : '').toBeNull();
  });

  it('sees the imports the rule is about', () => {
    const graph = moduleGraph();
    // A known edge: answering a question updates the learner model.
    expect(graph.get('attempts')?.has('learner-model')).toBe(true);
    expect(
      importSpecifiers(
        `import type { A } from '../a/a.ts';\nexport { b } from "../b/b.ts";\nconst c = await import('../c/c.ts');\nimport {\n  d,\n} from '#server/modules/d/d.ts';`,
      ),
    ).toEqual(['../a/a.ts', '../b/b.ts', '#server/modules/d/d.ts', '../c/c.ts']);
  });

  it('finds a cycle when there is one, and none in a tree', () => {
    const edges = (pairs: [string, string][]) => {
      const g = new Map<string, Map<string, string>>();
      for (const [a, b] of pairs) g.set(a, (g.get(a) ?? new Map()).set(b, ''));
      return g;
    };
    expect(
      findCycle(
        edges([
          ['a', 'b'],
          ['b', 'c'],
          ['a', 'c'],
        ]),
      ),
    ).toBeNull();
    expect(
      findCycle(
        edges([
          ['a', 'b'],
          ['b', 'c'],
          ['c', 'a'],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
  });
});
