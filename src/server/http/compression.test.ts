import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { acceptedEncodings } from './client-files.ts';

const script = `console.log(${JSON.stringify('Celujący '.repeat(300))});`;

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  proxied = await createTestApp({ env: { COMPRESS_RESPONSES: 'off' } });
  for (const dir of [t.config.CLIENT_DIST, proxied.config.CLIENT_DIST]) {
    mkdirSync(join(dir, 'assets'), { recursive: true });
    const file = join(dir, 'assets', 'app-abc123.js');
    writeFileSync(file, script);
    writeFileSync(`${file}.br`, brotliCompressSync(script));
    writeFileSync(`${file}.gz`, gzipSync(script));
  }
});
afterAll(async () => {
  await t.close();
  await proxied.close();
});

const get = (app: TestApp, path: string, acceptEncoding?: string) =>
  app.app.request(path, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

const decoded = async (res: Response) => {
  const body = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return gunzipSync(body).toString();
  return body.toString();
};

describe('the client build on the wire', () => {
  it('sends an asset precompressed for br, for gzip, and plain for neither — always with Vary', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['gzip;q=0, br', 'br'],
      ['identity', null],
      ['br;q=0, gzip;q=0', null],
      [undefined, null],
    ] as const) {
      const res = await get(t, '/assets/app-abc123.js', accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-encoding'), accept).toBe(encoding);
      expect(res.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(res.headers.get('content-type'), accept).toMatch(/^text\/javascript/);
      expect(res.headers.get('cache-control'), accept).toContain('immutable');
      expect(await decoded(res), accept).toBe(script);
    }
  });

  it('a missing asset or file is a 404, not the app’s HTML', async () => {
    for (const path of ['/assets/app-gone.js', '/assets/nope.css', '/sw-old.js', '/assets/app-abc123.js.map']) {
      const res = await get(t, path, 'br, gzip');
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/html/);
    }
    for (const path of ['/.vite/manifest.json', '/assets/..%2f..%2fpackage.json', '/%2e%2e/package.json']) {
      expect((await get(t, path)).status, path).not.toBe(200);
    }
  });

  it('a page answers 304 to a revalidation with its ETag', async () => {
    const first = await get(t, '/parent/dashboard', 'br');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/parent/dashboard', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });
});

describe('API responses', () => {
  it('JSON of 1 kB and more is compressed as the client accepts; small JSON is not', async () => {
    const plain = await get(t, '/api/demo/session?grade=7');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const body = await plain.text();
    expect(body.length).toBeGreaterThan(1024);
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
    for (const encoding of ['br', 'gzip']) {
      const res = await get(t, '/api/demo/session?grade=7', encoding);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(JSON.parse(await decoded(res))).toHaveProperty('questions');
    }
    const small = await get(t, '/api/nie-ma', 'br, gzip');
    expect(small.status).toBe(404);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await small.json()).error.code).toBe('route.not_found');
  });

  it('COMPRESS_RESPONSES=off leaves the API to the proxy but still sends the precompressed build', async () => {
    const api = await get(proxied, '/api/demo/session?grade=7', 'br, gzip');
    expect(api.status).toBe(200);
    expect(api.headers.get('content-encoding')).toBeNull();
    const asset = await get(proxied, '/assets/app-abc123.js', 'br, gzip');
    expect(asset.headers.get('content-encoding')).toBe('br');
  });
});

describe('acceptedEncodings', () => {
  it('orders by q-value, then brotli before gzip; a wildcard counts', () => {
    expect(acceptedEncodings('gzip, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0.1, gzip')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('deflate')).toEqual([]);
    expect(acceptedEncodings('GZIP;Q=0.5')).toEqual(['gzip']);
  });
});
