import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycle, moduleGraph } from '../../../scripts/module-graph.ts';

/** Client feature folders depend on each other in one direction only (scripts/module-graph.ts). */
const graph = moduleGraph(dirname(fileURLToPath(import.meta.url)));

describe('client module graph', () => {
  it('has no import cycle between feature folders', () => {
    expect(graph.size).toBeGreaterThan(10);
    const cycle = findCycle(graph);
    expect(cycle, cycle ? `module import cycle:\n${describeCycle(graph, cycle)}` : '').toBeNull();
  });

  it('sees the imports the rule is about', () => {
    // Known edges: the child's home starts practice; the parent's dashboard links to the child's sign-in.
    expect(graph.get('student-home')?.has('practice')).toBe(true);
    expect(graph.get('parent')?.has('child')).toBe(true);
  });
});
