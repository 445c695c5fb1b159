import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The address of whoever sent the request: the socket peer, or with a trusted reverse proxy the
 * address that proxy appended last to X-Forwarded-For. Used only as a rate-limit key.
 * null under app.request() in tests, where there is no socket.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, '');
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/**
 * Whether the request comes from this machine: its socket peer is a loopback address and no proxy
 * says it forwards someone else's request (a proxy on this machine relaying the internet has a
 * loopback peer too). An in-process request (app.request in tests) has no socket and no peer.
 */
export function isLoopbackRequest(c: Context): boolean {
  if (FORWARDING_HEADERS.some((h) => c.req.header(h) !== undefined)) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return true;
  }
  return address !== undefined && isLoopbackAddress(address);
}
