/**
 * Part of `npm run build`, after `vite build`: renders the pages in PRERENDERED_PATHS to HTML
 * (dist/client/pages/*.html, served by the server for those paths; see
 * docs/decisions/0012-prerendered-pages.md). Each is the built index.html with the page's
 * markup in #root and page-entry.ts, which hydrates after the first paint, in place of the SPA's
 * entry script.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { PRERENDERED_PATHS } from '../src/client/prerendered-pages.ts';
import { prerenderedFile } from '../src/server/http/prerendered-file.ts';
import { pageHtml, type Manifest } from './prerender-html.ts';

const clientDir = resolve('dist/client');
const serverBundleDir = resolve('dist/prerender');

await build({
  logLevel: 'warn',
  build: {
    ssr: 'prerender.tsx',
    outDir: serverBundleDir,
    emptyOutDir: true,
    manifest: false,
  },
  // Bundled, not left to Node's resolver: the build's aliases (React's API on Preact) must apply
  // to the router and every library too, or the page would render with a second React.
  ssr: { noExternal: true },
});
const { renderPage } = (await import(pathToFileURL(join(serverBundleDir, 'prerender.js')).href)) as {
  renderPage: (path: string) => Promise<string>;
};

const spaHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
for (const path of PRERENDERED_PATHS) {
  const file = prerenderedFile(path);
  if (!file) throw new Error(`${path} cannot be served pre-rendered`);
  const target = join(clientDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, pageHtml(spaHtml, await renderPage(path), manifest));
}
rmSync(serverBundleDir, { recursive: true, force: true });
console.log(`pre-rendered ${PRERENDERED_PATHS.join(' ')}`);
