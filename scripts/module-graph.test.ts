import { describe, expect, it } from 'vitest';
import { findCycle, importSpecifiers } from './module-graph.ts';

describe('module graph tools', () => {
  it('reads every kind of import', () => {
    expect(
      importSpecifiers(
        `import type { A } from '../a/a.ts';\nexport { b } from "../b/b.ts";\nconst c = await import('../c/c.ts');\nimport {\n  d,\n} from '#server/modules/d/d.ts';\nimport '../e/e.ts';`,
      ),
    ).toEqual(['../a/a.ts', '../b/b.ts', '#server/modules/d/d.ts', '../e/e.ts', '../c/c.ts']);
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
