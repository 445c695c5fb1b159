import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptedEncodings } from './client-files.ts';
import type { AppEnv } from './env.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a JSON body is sent as it is: its compressed form saves less than a packet. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses a JSON response of at least COMPRESS_MIN_BYTES for a client that accepts brotli or
 * gzip. Hono's own `compress` streams every body it compresses (a JSON body carries no length
 * for its threshold to read) and knows no brotli; here the body is whole, so its size decides.
 * The fastest levels: a question with its typeset maths (median 3,3 kB) shrinks to 23 % with
 * brotli at quality 1 (20 % at quality 4, for ~4× the CPU), and a learning request must stay
 * cheap (bench:api). The work runs on libuv's thread pool.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.headers.has('content-encoding') ||
      !type.startsWith('application/json')
    )
      return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return;
    const vary = res.headers.get('vary');
    if (!vary) res.headers.set('vary', 'Accept-Encoding');
    else if (!/accept-encoding|\*/i.test(vary)) res.headers.set('vary', `${vary}, Accept-Encoding`);
    const [encoding] = acceptedEncodings(c.req.header('accept-encoding'));
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    let sent: Buffer = body;
    if (body.length >= COMPRESS_MIN_BYTES) {
      sent =
        encoding === 'br'
          ? await brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : await gzipAsync(body, { level: 1 });
    }
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    if (sent !== body) headers.set('content-encoding', encoding);
    // Replaces the response outright (`c.res =` would merge the old headers back in).
    c.res = undefined;
    c.res = new Response(new Uint8Array(sent.buffer as ArrayBuffer, sent.byteOffset, sent.length), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
