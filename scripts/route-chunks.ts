import ts from 'typescript';
import { PAGE_ALIASES } from '../src/client/page-aliases.ts';

/** One entry of Vite's build manifest (`build.manifest: true`), keyed by source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A client route and the lazy modules (relative to src/client) it loads, outermost first. */
export interface RouteModules {
  path: string;
  modules: string[];
}

/**
 * Reads the route table out of routes.tsx: each route's full path and the modules its `import()`
 * calls load, its parents' included (a nested page also loads its layout route's module).
 */
export function routeModules(source: string): RouteModules[] {
  const file = ts.createSourceFile('routes.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: RouteModules[] = [];
  const visitRoutes = (list: ts.ArrayLiteralExpression, parentPath: string, parentModules: string[]) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      let own = '';
      let children: ts.ArrayLiteralExpression | undefined;
      const modules = [...parentModules];
      for (const property of element.properties) {
        const name = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
        if (
          ts.isPropertyAssignment(property) &&
          name === 'children' &&
          ts.isArrayLiteralExpression(property.initializer)
        ) {
          children = property.initializer;
          continue;
        }
        if (ts.isPropertyAssignment(property) && name === 'path' && ts.isStringLiteral(property.initializer)) {
          own = property.initializer.text;
        }
        modules.push(...importsIn(property));
      }
      const path = joinPath(parentPath, own);
      if (children) visitRoutes(children, path, modules);
      else found.push({ path, modules });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'routes') {
      if (node.initializer && ts.isArrayLiteralExpression(node.initializer)) visitRoutes(node.initializer, '', []);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every page path of routes.tsx: its routes and the aliases it spreads in (nothing of their own). */
export function pageRoutes(source: string): RouteModules[] {
  return [...routeModules(source), ...Object.keys(PAGE_ALIASES).map((path) => ({ path, modules: [] }))];
}

function importsIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = n.arguments;
      if (arg && ts.isStringLiteral(arg)) found.push(arg.text.replace(/^\.\//, ''));
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

function joinPath(parent: string, own: string): string {
  if (own.startsWith('/')) return own;
  const base = parent.endsWith('/') ? parent : `${parent}/`;
  return own ? `${base}${own}` : parent || '/';
}

/** The files a page's HTML makes the browser fetch at once (paths relative to the build directory). */
export function htmlFiles(html: string): { scripts: string[]; other: string[] } {
  const attr = (tag: string, name: string) => new RegExp(`${name}="/([^"]+)"`).exec(tag)?.[1];
  const scripts = [...html.matchAll(/<script type="module"[^>]*>/g)].map((m) => attr(m[0], 'src'));
  const links = [...html.matchAll(/<link rel="(?:stylesheet|modulepreload)"[^>]*>/g)].map((m) => attr(m[0], 'href'));
  return { scripts: scripts.filter((f) => f !== undefined), other: links.filter((f) => f !== undefined) };
}

/** The files a route downloads, split at the first lazy (dynamically imported) chunk. */
export interface RouteFiles {
  /** What the HTML loads, with the static imports of its scripts and (SPA) the route's own chunks and theirs. */
  firstLoad: string[];
  /** Also every chunk those load with `import()` later (KaTeX, charts, the app on a pre-rendered page), other pages excepted. */
  total: string[];
}

export interface RouteLoad {
  manifest: Manifest;
  /** The page's HTML: index.html (SPA) or its pre-rendered page. */
  html: string;
  /** The route's lazy modules (routeModules). */
  routeKeys: string[];
  /** Every route's lazy modules: pages other than this one's are not counted. */
  allRouteKeys: Set<string>;
  /** True for a pre-rendered page: its route modules load with the app, after the first paint. */
  prerendered: boolean;
  /** A built JS file's text: CSS loaded with `import()` is named there, not in the manifest. */
  readJs: (file: string) => string;
}

/** Follows the manifest from the page's scripts and the route's lazy modules. */
export function routeFiles(load: RouteLoad): RouteFiles {
  const { manifest, routeKeys, allRouteKeys } = load;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const fromHtml = htmlFiles(load.html);
  const entryKeys = fromHtml.scripts.map((file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${file} is not in the build manifest`);
    return key;
  });
  const chunk = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build manifest`);
    return found;
  };

  const statics = new Set<string>();
  const addStatic = (key: string) => {
    if (statics.has(key)) return;
    statics.add(key);
    for (const next of chunk(key).imports ?? []) addStatic(next);
  };
  for (const key of entryKeys) addStatic(key);
  if (!load.prerendered) for (const key of routeKeys) addStatic(key);

  const all = new Set<string>();
  const addAll = (key: string) => {
    if (all.has(key)) return;
    all.add(key);
    for (const next of chunk(key).imports ?? []) addAll(next);
    for (const next of chunk(key).dynamicImports ?? [])
      if (!allRouteKeys.has(next) || routeKeys.includes(next)) addAll(next);
  };
  for (const key of [...statics, ...routeKeys]) addAll(key);

  const firstLoad = new Set([...fromHtml.scripts, ...fromHtml.other, ...filesOf(manifest, statics)]);
  const total = new Set([...firstLoad, ...filesOf(manifest, all)]);
  const cssFiles = new Set(Object.values(manifest).flatMap((c) => (c.file.endsWith('.css') ? [c.file] : [])));
  for (const file of [...total]) {
    if (!file.endsWith('.js')) continue;
    const text = load.readJs(file);
    for (const css of cssFiles) if (text.includes(css)) total.add(css);
  }
  return { firstLoad: [...firstLoad].sort(), total: [...total].sort() };
}

function filesOf(manifest: Manifest, keys: Set<string>): string[] {
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}
