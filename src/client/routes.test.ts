import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routes } from './routes.tsx';

function leaves(list: readonly RouteObject[], parent = ''): { path: string; route: RouteObject }[] {
  return list.flatMap((r) => {
    const path = r.index ? `${parent}(index)` : `${parent}${r.path ?? ''}/`;
    return r.children?.length ? leaves(r.children, path) : [{ path, route: r }];
  });
}

describe('client routes', () => {
  // React Router warns "leaf route has no element" for a leaf that renders nothing.
  it('gives every leaf route something to render', () => {
    const silent = leaves(routes)
      .filter(({ route }) => !route.Component && !route.element && !route.lazy)
      .map(({ path }) => path);
    expect(silent).toEqual([]);
  });
});
