import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed link that confirms an account deletion: who (user id and address, so a changed
 * address voids it), until when, and an HMAC with the server's secret. Nothing is stored; a link
 * for an account that no longer exists confirms nothing.
 */
export interface DeletionClaim {
  userId: string;
  email: string;
  expiresAt: Date;
}

const PURPOSE = 'account-deletion.v1';

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}.${payload}`).digest();
}

export function signDeletionToken(claim: DeletionClaim, secret: string): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claim.userId, e: claim.email, x: claim.expiresAt.getTime() }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The claim of a genuine, unexpired token; null for anything else. */
export function verifyDeletionToken(token: string, secret: string, now: Date): DeletionClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = mac(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { u, e, x } = (parsed ?? {}) as { u?: unknown; e?: unknown; x?: unknown };
  if (typeof u !== 'string' || typeof e !== 'string' || typeof x !== 'number') return null;
  if (x <= now.getTime()) return null;
  return { userId: u, email: e, expiresAt: new Date(x) };
}
