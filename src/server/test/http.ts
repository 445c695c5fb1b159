import type { createApp } from '../app.ts';
import { TEST_ORIGIN } from './app.ts';

type App = ReturnType<typeof createApp>;

export interface CallOptions {
  method?: string;
  /** Serialised as JSON unless it is already a string (to send malformed JSON). */
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  /** Defaults to the app's own origin, as a browser on the site would send. Pass null to omit. */
  origin?: string | null;
}

/** One request through app.request(), shaped like the browser client's fetch. */
export async function call(app: App, path: string, options: CallOptions = {}) {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
  if (origin !== null && method !== 'GET' && method !== 'HEAD') headers.origin = origin;
  const body =
    options.body === undefined
      ? undefined
      : typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body);
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let json: unknown = undefined;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (HTML pages, redirects): callers use `text`.
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests inspect arbitrary shapes
  return { status: res.status, headers: res.headers, text, json: json as any };
}

/** Merges Set-Cookie headers into a Cookie header value (name=value pairs only). */
export function cookiesFrom(res: { headers: Headers }, previous = ''): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(';')) {
    const [name, ...rest] = pair.trim().split('=');
    if (name) jar.set(name, rest.join('='));
  }
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [name, ...rest] = (pair ?? '').trim().split('=');
    if (!name) continue;
    const value = rest.join('=');
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join('; ');
}
