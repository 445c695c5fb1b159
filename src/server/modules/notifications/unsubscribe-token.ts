import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '#core/notifications/settings.ts';

/**
 * The one-click unsubscribe token in every scheduled e-mail: the parent and the kind, signed with
 * the server's secret (HMAC-SHA256), so a link switches off only what it was sent for. It does not
 * expire: an unsubscribe link must keep working in an old e-mail.
 */
const PURPOSE = 'unsubscribe:v1';

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest('base64url');
}

export function unsubscribeToken(userId: string, kind: NotificationKind, secret: string): string {
  const payload = Buffer.from(JSON.stringify([userId, kind])).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

export function readUnsubscribeToken(token: string, secret: string): { userId: string; kind: NotificationKind } | null {
  const [payload, sig, ...rest] = token.split('.');
  if (!payload || !sig || rest.length > 0) return null;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [userId, kind] = value as unknown[];
    if (typeof userId !== 'string' || !(NOTIFICATION_KINDS as readonly unknown[]).includes(kind)) return null;
    return { userId, kind: kind as NotificationKind };
  } catch {
    return null;
  }
}
