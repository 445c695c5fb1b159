/**
 * Part of `npm run build`, after `vite build` and the pre-render: writes dist/client/sw.js from
 * scripts/service-worker/sw.js with this build's id (its time, then a hash of its files) and the
 * files every page needs before it paints — the entry's chunks and CSS, the manifest's icons —
 * which it caches when it installs (docs/decisions/0025).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const clientDir = 'dist/client';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const precache = new Set<string>();
const visit = (key: string) => {
  const chunk = manifest[key];
  if (!chunk || precache.has(`/${chunk.file}`)) return;
  precache.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) precache.add(`/${css}`);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

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
