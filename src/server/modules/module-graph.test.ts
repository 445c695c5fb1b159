import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeCycle, findCycle, moduleGraph } from '../../../scripts/module-graph.ts';

/** Server feature modules depend on each other in one direction only (scripts/module-graph.ts). */
const graph = moduleGraph(dirname(fileURLToPath(import.meta.url)));

describe('server module graph', () => {
  it('has no import cycle between module folders', () => {
    expect(graph.size).toBeGreaterThan(5);
    const cycle = findCycle(graph);
    expect(cycle, cycle ? `module import cycle:\n${describeCycle(graph, cycle)}` : '').toBeNull();
  });

  it('sees the imports the rule is about', () => {
    // A known edge: answering a question updates the learner model.
    expect(graph.get('attempts')?.has('learner-model')).toBe(true);
  });
});
