/**
 * Deep links through sign-in: a guard sends a signed-out visitor to the sign-in page with the
 * page they asked for in `?next=`, and sign-in (password, magic link, two-factor) returns there.
 * Only a path of this site is honoured, never another origin (no open redirect).
 */
const ORIGIN = 'https://celujacy.invalid';

export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Control characters (a tab or newline inside "/\t/evil") are dropped by URL parsers: refuse them.
  if ([...next].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // The sign-in pages themselves are no destination (a loop back to the form).
  if (/^\/auth\/(login|magic-login|callback|two-factor)$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `to` with `?next=` set to the page asked for, when `to` is a sign-in page and the page is worth returning to. */
export function withNext(to: string, requested: string): string {
  if (to !== '/auth/login' && to !== '/auth/magic-login') return to;
  const next = safeNextPath(requested);
  if (!next || next === '/') return to;
  return `${to}?${new URLSearchParams({ next }).toString()}`;
}
