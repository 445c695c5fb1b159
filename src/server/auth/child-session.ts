import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Grade } from '#core/curriculum/student-profile.ts';
import { CHILD_SESSION_DAYS } from '#core/family/child-access.ts';
import { addDays } from '#core/time/calendar.ts';
import type { Db } from '../db/client.ts';
import { childSessions, students } from '../db/schema/index.ts';

/**
 * A child's own session (issue 23, docs/decisions/0019-child-sessions.md): a random 256-bit
 * token in an httpOnly cookie of its own, signed with the app's secret (a forged or garbled
 * cookie is refused before any read), stored only as its SHA-256 in child_sessions. Deleting the
 * row signs the device out; instances that cached it stop accepting it within the session
 * cache's time (session-cache.ts).
 */
export const CHILD_COOKIE = 'celujacy_child';

/** Whom a child session acts as: one child of one family. */
export interface ChildPrincipal {
  kind: 'child';
  /** The child_sessions row (a device). */
  sessionId: string;
  studentId: string;
  parentId: string;
  nickname: string;
  grade: Grade;
}

/** How often (at most) a device's "last used" is written: it is shown to the parent, not an audit trail. */
const LAST_USED_EVERY_MS = 5 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new random token (43 characters of base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function signature(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`child-session:${token}`).digest('base64url');
}

/** The token of a signed cookie value, or null when the signature does not match. */
export function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(token, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export function childCookieValue(c: Context): string | undefined {
  return getCookie(c, CHILD_COOKIE);
}

export function setChildCookie(c: Context, token: string, secret: string, secure: boolean) {
  setCookie(c, CHILD_COOKIE, `${token}.${signature(token, secret)}`, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    // The server's expiry decides; the cookie only has to outlive it.
    maxAge: 400 * 24 * 60 * 60,
  });
}

export function clearChildCookie(c: Context, secure: boolean) {
  deleteCookie(c, CHILD_COOKIE, { path: '/', secure });
}

/** Creating, resolving and ending child sessions. */
export function createChildSessionStore(db: Db) {
  return {
    /** Signs a device in as a child; returns the token for the cookie. */
    async create(p: { studentId: string; via: 'link' | 'pin'; userAgent: string | null; now: Date }) {
      const token = newToken();
      await db.insert(childSessions).values({
        studentId: p.studentId,
        tokenHash: hashToken(token),
        via: p.via,
        userAgent: p.userAgent?.slice(0, 400) ?? null,
        createdAt: p.now,
        lastUsedAt: p.now,
        expiresAt: addDays(p.now, CHILD_SESSION_DAYS),
      });
      return token;
    },

    /** The child a token stands for, or null (unknown, signed out or expired). Refreshes "last used". */
    async resolve(token: string, now: Date): Promise<{ principal: ChildPrincipal; expiresAt: Date } | null> {
      const [row] = await db
        .select({
          sessionId: childSessions.id,
          studentId: students.id,
          parentId: students.parentId,
          nickname: students.nickname,
          grade: students.grade,
          lastUsedAt: childSessions.lastUsedAt,
          expiresAt: childSessions.expiresAt,
        })
        .from(childSessions)
        .innerJoin(students, eq(students.id, childSessions.studentId))
        .where(and(eq(childSessions.tokenHash, hashToken(token)), gt(childSessions.expiresAt, now)));
      if (!row) return null;
      let expiresAt = row.expiresAt;
      if (now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) {
        // Sliding expiry: a device in use stays signed in.
        expiresAt = addDays(now, CHILD_SESSION_DAYS);
        await db.update(childSessions).set({ lastUsedAt: now, expiresAt }).where(eq(childSessions.id, row.sessionId));
      }
      const { sessionId, studentId, parentId, nickname, grade } = row;
      return { principal: { kind: 'child', sessionId, studentId, parentId, nickname, grade }, expiresAt };
    },

    /** Ends the session a token stands for (the child's own sign-out). */
    async revokeToken(token: string): Promise<void> {
      await db.delete(childSessions).where(eq(childSessions.tokenHash, hashToken(token)));
    },
  };
}

export type ChildSessionStore = ReturnType<typeof createChildSessionStore>;
