/**
 * Part of `npm run build`, last: writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9)
 * twin beside every compressible file of dist/client, which the server sends by the browser's
 * Accept-Encoding (src/server/http/client-files.ts). A twin that would not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE_FILE } from '../src/server/http/client-files.ts';

const clientDir = 'dist/client';

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.startsWith('.')) continue;
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let plain = 0;
let brotli = 0;
let count = 0;
for (const file of files(clientDir)) {
  if (!COMPRESSIBLE_FILE.test(file)) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  plain += body.length;
  brotli += Math.min(br.length, body.length);
  count += 1;
}
console.log(`precompressed ${count} files: ${Math.round(plain / 1000)} kB → ${Math.round(brotli / 1000)} kB brotli`);
