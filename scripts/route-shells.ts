/**
 * Part of `npm run build`, after the pre-render: writes a route shell per page of the app
 * (src/server/http/route-shell.ts) — index.html plus `<link rel="modulepreload">` for the page's
 * own chunks, `<link rel="preload" as="style">` for its stylesheet and a preload of the
 * signed-in status every page asks first — and routes/index.json,
 * which the server reads. Without it a cold load waits for the app's code to arrive and run
 * before it even asks for the page's code: one more round trip and the app's start-up time on a
 * slow phone (issue 26). A page with no code of its own (one that only redirects, like /parent
 * or /onboarding/next) still gets a shell for the status preload: its redirect waits for the
 * status. Pre-rendered pages get no shell.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { prerenderedFile } from '../src/server/http/prerendered-file.ts';
import { ROUTE_SHELLS_INDEX, routeShellFile, type RouteShell } from '../src/server/http/route-shell.ts';
import { STATUS_PATH } from '../src/client/lib/status-path.ts';
import { PAGE_ALIASES } from '../src/client/page-aliases.ts';
import { isStaticDatum, PAGE_DATA } from '../src/client/lib/page-data.ts';
import { routeShellHtml } from './route-shell-html.ts';
import { htmlFiles, routeFiles, routeModules, type Manifest } from './route-chunks.ts';

const clientDir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
const routes = routeModules(readFileSync('src/client/routes.tsx', 'utf8'));
const allRouteKeys = new Set(routes.flatMap((r) => r.modules));
const inIndex = new Set(Object.values(htmlFiles(indexHtml)).flat());

rmSync(join(clientDir, dirname(ROUTE_SHELLS_INDEX)), { recursive: true, force: true });
const shells: RouteShell[] = [];
for (const route of routes) {
  const page = prerenderedFile(route.path);
  if (route.path.includes('*') || (page && existsSync(join(clientDir, page)))) continue;
  const own = routeFiles({
    manifest,
    html: indexHtml,
    routeKeys: route.modules,
    allRouteKeys,
    prerendered: false,
    readJs: (file) => readFileSync(join(clientDir, file), 'utf8'),
  }).firstLoad.filter((file) => !inIndex.has(file));
  const file = routeShellFile(route.path);
  mkdirSync(dirname(join(clientDir, file)), { recursive: true });
  // The signed-in status: the layout and every guard wait for it before the page renders.
  const data = PAGE_DATA[route.path] ?? [];
  writeFileSync(join(clientDir, file), routeShellHtml(indexHtml, own, [STATUS_PATH, ...data.filter(isStaticDatum)]));
  // The rest depend on the address or the visitor: the server announces them (RouteShell.data).
  const dynamic = data.filter((datum) => !isStaticDatum(datum));
  shells.push({ path: route.path, file, ...(dynamic.length > 0 ? { data: dynamic } : {}) });
}
// Aliases: the server redirects them before any of the app loads.
for (const [path, redirect] of Object.entries(PAGE_ALIASES)) shells.push({ path, redirect });
writeFileSync(join(clientDir, ROUTE_SHELLS_INDEX), JSON.stringify(shells));
console.log(`route shells: ${shells.filter((s) => 'file' in s).length} pages preload their chunks and the status`);
