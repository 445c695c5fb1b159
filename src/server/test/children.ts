import type { TestApp } from './app.ts';
import { call, cookiesFrom } from './http.ts';
import type { TestUser } from './users.ts';

/** The token of a sign-in link (it travels in the URL's fragment). */
export function linkToken(url: string): string {
  return new URL(url).hash.slice(1);
}

/** The parent makes a one-time link; a fresh browser opens it. Returns the child device's cookie. */
export async function signInChild(t: TestApp, parent: TestUser, studentId: string, userAgent?: string) {
  const link = await call(t.app, `/api/students/${studentId}/sign-in-link`, { cookie: parent.cookie, body: {} });
  if (link.status !== 201) throw new Error(`sign-in link failed: ${link.status} ${link.text}`);
  const headers = userAgent ? { 'user-agent': userAgent } : undefined;
  const res = await call(t.app, '/api/child-auth/link', { body: { token: linkToken(link.json.url) }, headers });
  if (res.status !== 200) throw new Error(`child sign-in failed: ${res.status} ${res.text}`);
  return cookiesFrom(res);
}
