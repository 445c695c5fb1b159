import { describe, expect, it } from 'vitest';
import { htmlFiles, routeFiles, routeModules, type Manifest } from './route-chunks.ts';

describe('routeModules', () => {
  it('gives every leaf its full path and the lazy modules of it and its parents', () => {
    const source = `
      const page = (load) => ({ lazy: async () => ({ Component: (await load()).default }) });
      export const routes = [
        { path: '/', Component: Layout, children: [
          { index: true, ...page(() => import('./landing.tsx')) },
          { path: 'about', ...page(() => import('./about.tsx')) },
          { path: 'student/:id', ...page(() => import('./screens.tsx')), children: [
            { path: 'run', loader: guarded(x), ...page(() => import('./run.tsx')) },
          ] },
          { path: '*', Component: NotFound },
        ] },
      ];
      const other = [{ path: 'ignored', ...page(() => import('./ignored.tsx')) }];`;
    expect(routeModules(source)).toEqual([
      { path: '/', modules: ['landing.tsx'] },
      { path: '/about', modules: ['about.tsx'] },
      { path: '/student/:id/run', modules: ['screens.tsx', 'run.tsx'] },
      { path: '/*', modules: [] },
    ]);
  });
});

describe('routeFiles', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      imports: ['_react.js'],
      dynamicImports: ['a.tsx', 'b.tsx'],
      css: ['assets/index.css'],
    },
    'page-entry.ts': { file: 'assets/page-entry.js', dynamicImports: ['hydrate.tsx'] },
    'hydrate.tsx': { file: 'assets/hydrate.js', imports: ['_react.js'], dynamicImports: ['a.tsx', 'b.tsx'] },
    '_react.js': { file: 'assets/react.js' },
    'a.tsx': { file: 'assets/a.js', imports: ['_shared.js'], dynamicImports: ['katex.mjs'] },
    'b.tsx': { file: 'assets/b.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
    'katex.mjs': { file: 'assets/katex.js' },
    'katex.css': { file: 'assets/katex.css' },
  };
  const spaHtml =
    '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"><link rel="stylesheet" crossorigin href="/assets/index.css">';
  const pageHtml =
    '<link rel="stylesheet" crossorigin href="/assets/index.css"><script type="module" crossorigin src="/assets/page-entry.js"></script>';
  const js: Record<string, string> = { 'assets/a.js': 'import("./katex.js"); const deps = ["assets/katex.css"]' };
  const load = { manifest, allRouteKeys: new Set(['a.tsx', 'b.tsx']), readJs: (f: string) => js[f] ?? '' };

  it('SPA: the first load is the entry, its imports and the route chunk; lazy chunks count in the total only', () => {
    const files = routeFiles({ ...load, html: spaHtml, routeKeys: ['a.tsx'], prerendered: false });
    expect(files.firstLoad).toEqual([
      'assets/a.js',
      'assets/index.css',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.css',
      'assets/shared.js',
    ]);
    // KaTeX and its stylesheet (named only in the chunk's code) load later; the other page never.
    expect(files.total).toEqual([...files.firstLoad, 'assets/katex.css', 'assets/katex.js'].sort());
  });

  it('pre-rendered: the first load is what the HTML names; the app and the page come after the paint', () => {
    const files = routeFiles({ ...load, html: pageHtml, routeKeys: ['b.tsx'], prerendered: true });
    expect(files.firstLoad).toEqual(['assets/index.css', 'assets/page-entry.js']);
    expect(files.total).toEqual([
      'assets/b.js',
      'assets/hydrate.js',
      'assets/index.css',
      'assets/page-entry.js',
      'assets/react.js',
      'assets/shared.css',
      'assets/shared.js',
    ]);
  });

  it('reads the scripts, preloads and stylesheets of an HTML page', () => {
    expect(htmlFiles(spaHtml)).toEqual({
      scripts: ['assets/index.js'],
      other: ['assets/react.js', 'assets/index.css'],
    });
  });
});
