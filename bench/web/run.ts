/**
 * `npm run bench:web`: builds the client (`npm run build`; `--no-build` reads dist/client as it
 * is) and prints each route's weight, gzipped (level 9, as Vite reports; 1 kB = 1000 bytes):
 * - first load: what the browser fetches before any lazy chunk — the entry chunk and its static
 *   imports, the route's own chunks and theirs, and their CSS;
 * - total: also what those load later with `import()` (charts, the toaster), fonts excepted.
 * The last line is JSON. Exits 1 when a budget (issue 14) is exceeded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedFile } from '../../src/server/http/prerendered-file.ts';
import { ROUTE_SHELLS_INDEX, type RouteShell } from '../../src/server/http/route-shell.ts';
import { pageRoutes, routeFiles, type Manifest } from '../../scripts/route-chunks.ts';

const distDir = 'dist/client';

/**
 * Issue 14's budgets. `knownOverKb`: a budget not met yet — reported as OVER on every run, but
 * the run fails only past this ceiling (so it still catches growth); delete it to enforce the budget.
 */
const budgets: Array<{
  path: string;
  /** firstJs: the first load's JavaScript alone. */
  measure: 'firstLoad' | 'total' | 'firstJs';
  maxKb: number;
  knownOverKb?: number;
  why?: string;
}> = [
  { path: '/', measure: 'firstLoad', maxKb: 90 },
  { path: '/student/:studentId/session/run', measure: 'total', maxKb: 200 },
];

/**
 * Issue 26: the first-load JavaScript of every page of the app (pre-rendered pages have their own
 * budget above). Met since the app runs on Preact's compatibility layer (decision 0029).
 */
const appRouteFirstJsMaxKb = 120;

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const routes = pageRoutes(readFileSync('src/client/routes.tsx', 'utf8'));
const allRouteKeys = new Set(routes.flatMap((r) => r.modules));

const gzipped = new Map<string, number>();
const weight = (files: string[]) => {
  let js = 0;
  let css = 0;
  for (const file of files) {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js: kb(js), css: kb(css), all: kb(js + css) };
};
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

const readText = (file: string) => readFileSync(join(distDir, file), 'utf8');
/** Paths the server answers with a redirect before any of the app loads (the aliases): nothing to weigh. */
const serverRedirects = new Map(
  (JSON.parse(readText(ROUTE_SHELLS_INDEX)) as RouteShell[]).flatMap((shell) =>
    'redirect' in shell ? [[shell.path, shell.redirect] as const] : [],
  ),
);
const rows = routes.map((route) => {
  const redirect = serverRedirects.get(route.path);
  if (redirect !== undefined) {
    const none = { js: 0, css: 0, all: 0 };
    return { path: route.path, prerendered: false, redirect, firstLoad: none, total: none };
  }
  const page = prerenderedFile(route.path);
  const prerendered = page !== null && existsSync(join(distDir, page));
  const files = routeFiles({
    manifest,
    html: readText(prerendered && page ? page : 'index.html'),
    routeKeys: route.modules,
    allRouteKeys,
    prerendered,
    readJs: readText,
  });
  return {
    path: route.path,
    prerendered,
    redirect,
    firstLoad: weight(files.firstLoad),
    total: weight(files.total),
  };
});

const table = [
  ['route', 'first JS', 'first CSS', 'first load', 'total'],
  ...rows.map((r) => [
    `${r.path}${r.prerendered ? ' (pre-rendered)' : ''}${r.redirect ? ` (the server redirects: ${r.redirect})` : ''}`,
    `${r.firstLoad.js}`,
    `${r.firstLoad.css}`,
    `${r.firstLoad.all}`,
    `${r.total.all}`,
  ]),
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
console.log('kB gzipped (level 9); first load = before any lazy chunk; total = with lazy chunks, without fonts');
for (const row of table)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));

const checked = budgets.map((budget) => {
  const row = rows.find((r) => r.path === budget.path);
  if (!row) throw new Error(`no route ${budget.path} in routes.tsx`);
  const kbMeasured = budget.measure === 'firstJs' ? row.firstLoad.js : row[budget.measure].all;
  const ok = kbMeasured <= budget.maxKb;
  return { ...budget, kb: kbMeasured, ok, fails: !ok && !(budget.knownOverKb && kbMeasured <= budget.knownOverKb) };
});
const appRows = rows.filter((r) => !r.prerendered && !r.redirect);
const overApp = appRows.filter((r) => r.firstLoad.js > appRouteFirstJsMaxKb);
const heaviest = appRows.reduce((a, b) => (b.firstLoad.js > a.firstLoad.js ? b : a));
checked.push({
  path: `every app route (heaviest: ${heaviest.path})`,
  measure: 'firstJs' as const,
  maxKb: appRouteFirstJsMaxKb,
  why: `${overApp.length} of ${appRows.length} over`,
  kb: heaviest.firstLoad.js,
  ok: overApp.length === 0,
  fails: overApp.length > 0,
});
for (const b of checked) {
  const verdict = b.ok ? 'ok  ' : b.fails ? 'OVER' : 'OVER (known, fails past ' + b.knownOverKb + ' kB: ' + b.why + ')';
  console.log(`${verdict} ${b.path} ${b.measure} ${b.kb} kB (budget ${b.maxKb} kB)`);
}
console.log(JSON.stringify({ bench: 'web', unit: 'kB gzip', routes: rows, budgets: checked }));
if (checked.some((b) => b.fails)) process.exitCode = 1;
