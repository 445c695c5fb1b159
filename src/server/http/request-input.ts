import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { CommonErrors } from '../errors.ts';
import type { AppEnv } from './env.ts';

/** The most any request body may carry, our routes and Better Auth's alike. */
export const MAX_BODY_BYTES = 64 * 1024;
/** A client that announces a body and sends it slower than this loses the connection. */
export const BODY_READ_TIMEOUT_MS = 10_000;

/**
 * Reads the request's body as UTF-8 text within the size limit and the read timeout: from node's
 * own request when @hono/node-server serves it (no web Request and stream are built around it,
 * which cost the learning routes a few percent of their CPU), else from the web Request (tests
 * through app.request(), other runtimes).
 */
export function readRequestBodyText(c: Context, timeoutMs = BODY_READ_TIMEOUT_MS): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? readIncomingText(incoming, timeoutMs) : readBodyText(c.req.raw, timeoutMs);
}

/**
 * readBodyText's limits on node's request stream. A body over the limit or too slow ends the
 * connection (as cancelling the web stream does): the client is not sending what it announced.
 */
export function readIncomingText(incoming: IncomingMessage, timeoutMs = BODY_READ_TIMEOUT_MS): Promise<string> {
  const declared = Number(incoming.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) return Promise.reject(CommonErrors.tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (err: Error | null) => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('error', done);
      if (!err) return resolve(Buffer.concat(chunks).toString('utf8'));
      incoming.destroy();
      reject(err);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > MAX_BODY_BYTES) done(CommonErrors.tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => done(null);
    const timer = setTimeout(() => done(CommonErrors.bodyTimeout()), timeoutMs);
    incoming.on('data', onData).on('end', onEnd).on('error', done);
  });
}

/**
 * Reads a request body as UTF-8 text within the size limit and the read timeout. The declared
 * content-length is only a first filter: the bytes are counted as they arrive, and a body that
 * stops arriving (a lying content-length) ends in 408 instead of holding the connection.
 */
export async function readBodyText(request: Request, timeoutMs = BODY_READ_TIMEOUT_MS): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw CommonErrors.tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(CommonErrors.bodyTimeout()), timeoutMs);
  });
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), timedOut]);
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) throw CommonErrors.tooLarge();
      chunks.push(value);
    }
  } catch (err) {
    reader.cancel().catch(() => {});
    throw err;
  } finally {
    clearTimeout(timer);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** UTF-16 halves without their pair: not encodable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string can be stored as PostgreSQL text unchanged (text and jsonb refuse NUL). */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * Refuses (400) any string in a parsed input, object keys included, that PostgreSQL cannot
 * store. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function assertStorableText(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isStorableText(current)) throw CommonErrors.unstorableText();
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) pending.push(key, inner);
    }
  }
}

/**
 * Every /api request's path and query, decoded, must be storable text too: path parameters and
 * query values reach the database like body fields do.
 */
export const refuseUnstorableUrl = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const parts = [...url.pathname.split('/'), ...url.search.slice(1).split(/[&=]/)];
  for (const part of parts) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part.replace(/\+/g, ' '));
    } catch {
      throw CommonErrors.unstorableText();
    }
    if (!isStorableText(decoded)) throw CommonErrors.unstorableText();
  }
  await next();
});
