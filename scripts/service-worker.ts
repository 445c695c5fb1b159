/**
 * Part of `npm run build`, after `vite build` and the pre-render: writes dist/client/sw.js from
 * scripts/service-worker/sw.js with this build's id (its time, then a hash of its files) and the
 * files it caches when it installs (docs/decisions/0025): what every page needs before it paints
 * (the entry's chunks and CSS) and every file a family's page loads before its first paint
 * (routes.tsx; the admin's pages excepted). Cached while installing, a script gets V8's code cache
 * at once, so a returning visitor's page starts without compiling its code again (issue 26). What
 * pages load later (charts, the toaster, zod) is cached as it is fetched.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeFiles, routeModules, type Manifest } from './route-chunks.ts';

const clientDir = 'dist/client';
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');

const precache = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || precache.has(`/${chunk.file}`)) return;
  precache.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) precache.add(`/${css}`);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const routes = routeModules(readFileSync('src/client/routes.tsx', 'utf8'));
const allRouteKeys = new Set(routes.flatMap((r) => r.modules));
for (const route of routes) {
  if (route.path === '/admin' || route.path.startsWith('/admin/')) continue;
  const { firstLoad } = routeFiles({
    manifest,
    html: indexHtml,
    routeKeys: route.modules,
    allRouteKeys,
    prerendered: false,
    readJs: (file) => readFileSync(join(clientDir, file), 'utf8'),
  });
  for (const file of firstLoad) precache.add(`/${file}`);
}

const files = [...precache].sort();
const hash = createHash('sha256')
  .update(readFileSync(join(clientDir, 'index.html')))
  .update(
    Object.values(manifest)
      .map((c) => c.file)
      .sort()
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);
const build = `${Date.now().toString(36)}-${hash}`;
const template = readFileSync('scripts/service-worker/sw.js', 'utf8');
writeFileSync(
  join(clientDir, 'sw.js'),
  template.replace("'__BUILD__'", JSON.stringify(build)).replace("['__PRECACHE__']", JSON.stringify(files)),
);
console.log(`service worker ${build}: ${files.length} files precached`);
