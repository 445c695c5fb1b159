import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import {
  PIN_LOCK_MINUTES,
  PIN_MAX_FAILURES,
  PIN_PATTERN,
  SIGN_IN_LINK_MINUTES,
  deviceLabel,
  familyCodeFrom,
  normalizeFamilyCode,
  practiceAllowance,
  startOfToday,
  type PracticeAllowance,
  type PracticeLimits,
} from '#core/family/child-access.ts';
import { offersLightMode } from '#core/notifications/settings.ts';
import { canLearn } from '#core/plans/gating.ts';
import { hashToken, newToken, type ChildPrincipal, type ChildSessionStore } from '../../auth/child-session.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { StudentErrors } from '../students/students.errors.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import { ChildAccessErrors } from './child-access.errors.ts';
import type { ChildAccessRepository } from './child-access.repository.ts';
import { accessAskEmail, pinLockedEmail } from './child-access.templates.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** scrypt with a random salt, stored as `scrypt$salt$hash` (base64url). */
async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(pin, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = await scryptAsync(pin, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(given, expected);
}

/** A stored hash a PIN is checked against when there is none, so every refusal takes as long. */
const NO_PIN = `scrypt$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;

export interface ChildAccessDeps {
  access: ChildAccessRepository;
  students: StudentsRepository;
  settings: Pick<SettingsRepository, 'get'>;
  childSessions: ChildSessionStore;
  /** The family's plan: whether its children may learn now. */
  planGate: { status(parentId: string): Promise<{ status: Parameters<typeof canLearn>[0]['status'] }> };
  mailer: Mailer;
  baseUrl: string;
  now: () => Date;
  random?: (n: number) => Uint8Array;
}

async function ownChild(parentId: string, studentId: string, deps: Pick<ChildAccessDeps, 'students'>) {
  const student = await deps.students.findForParent(parentId, studentId);
  if (!student) throw StudentErrors.notFound();
  return student;
}

/** The family's code, made on first use (a clash with another family's code draws again). */
export async function familyCode(
  data: { parentId: string },
  deps: Pick<ChildAccessDeps, 'access' | 'now' | 'random'>,
): Promise<string> {
  const random = deps.random ?? ((n: number) => new Uint8Array(randomBytes(n)));
  for (let i = 0; i < 5; i++) {
    const stored = await deps.access.familyCode(data.parentId);
    if (stored) return stored;
    await deps.access.insertFamilyCode(data.parentId, familyCodeFrom(random(16)), deps.now());
  }
  throw new Error('could not store a family code');
}

/**
 * A new family code (the old one may have been seen by someone else): the old code stops working
 * at once; devices already signed in stay signed in, and the PINs stay as they are.
 */
export async function replaceFamilyCode(
  data: { parentId: string },
  deps: Pick<ChildAccessDeps, 'access' | 'now' | 'random'>,
): Promise<string> {
  await familyCode(data, deps);
  const random = deps.random ?? ((n: number) => new Uint8Array(randomBytes(n)));
  for (let i = 0; i < 5; i++) {
    const code = familyCodeFrom(random(16));
    if (await deps.access.replaceFamilyCode(data.parentId, code)) return code;
  }
  throw new Error('could not store a new family code');
}

/** Daily: devices whose session ran out and old sign-in links are forgotten. */
export async function removeExpiredChildAccess(deps: Pick<ChildAccessDeps, 'access' | 'now'>) {
  return deps.access.removeExpired(deps.now());
}

export async function createSignInLink(data: { parentId: string; studentId: string }, deps: ChildAccessDeps) {
  const student = await ownChild(data.parentId, data.studentId, deps);
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60 * 1000);
  await deps.access.createLink({ studentId: student.id, tokenHash: hashToken(token), now, expiresAt });
  // The token travels in the fragment: it never reaches a server log or a Referer header.
  return { url: `${deps.baseUrl}/child/link#${token}`, expiresAt: expiresAt.toISOString() };
}

export async function setPin(data: { parentId: string; studentId: string; pin: string }, deps: ChildAccessDeps) {
  const student = await ownChild(data.parentId, data.studentId, deps);
  await deps.access.setPin(student.id, await hashPin(data.pin), deps.now());
  return { hasPin: true as const };
}

/** What the parent panel shows about one child's sign-in and limits. */
export async function childAccessSettings(data: { parentId: string; studentId: string }, deps: ChildAccessDeps) {
  const student = await ownChild(data.parentId, data.studentId, deps);
  const row = await deps.access.access(student.id);
  const now = deps.now();
  const locked = row?.pinLockedUntil && row.pinLockedUntil > now ? row.pinLockedUntil.toISOString() : null;
  return {
    hasPin: row?.pinHash != null,
    pinLockedUntil: locked,
    dailyLimitMinutes: row?.dailyLimitMinutes ?? null,
    quietHoursApply: row?.quietHoursApply ?? false,
  };
}

export async function setPracticeLimits(
  data: { parentId: string; studentId: string; limits: PracticeLimits },
  deps: ChildAccessDeps,
) {
  const student = await ownChild(data.parentId, data.studentId, deps);
  await deps.access.setLimits(student.id, data.limits, deps.now());
  return childAccessSettings(data, deps);
}

export async function listDevices(data: { parentId: string; studentId: string }, deps: ChildAccessDeps) {
  const student = await ownChild(data.parentId, data.studentId, deps);
  const rows = await deps.access.devices(student.id, deps.now());
  return rows.map((r) => ({
    id: r.id,
    device: deviceLabel(r.userAgent),
    via: r.via,
    signedInAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt.toISOString(),
  }));
}

export async function signOutDevice(
  data: { parentId: string; studentId: string; deviceId: string },
  deps: ChildAccessDeps,
) {
  const student = await ownChild(data.parentId, data.studentId, deps);
  const known = UUID.test(data.deviceId) && (await deps.access.deleteDevice(student.id, data.deviceId));
  if (!known) throw ChildAccessErrors.deviceNotFound();
}

/** The names a child picks from after typing the family code (nicknames only, never more). */
export async function familyChildren(data: { familyCode: string }, deps: ChildAccessDeps) {
  const code = normalizeFamilyCode(data.familyCode);
  const parentId = code ? await deps.access.familyByCode(code) : null;
  if (!parentId) throw ChildAccessErrors.familyNotFound();
  return deps.access.childrenOf(parentId);
}

/**
 * Family code, child and PIN checked together: any wrong one is the same refusal. A child whose
 * PIN sign-in is locked is told so (only with the right family code); the fifth wrong PIN in a
 * row locks it for PIN_LOCK_MINUTES and e-mails the parent.
 */
export async function signInWithPin(
  data: { familyCode: string; studentId: string; pin: string; userAgent: string | null },
  deps: ChildAccessDeps,
): Promise<string> {
  const code = normalizeFamilyCode(data.familyCode);
  const parentId = code ? await deps.access.familyByCode(code) : null;
  const student = parentId ? await deps.students.findForParent(parentId, data.studentId) : null;
  const row = student ? await deps.access.access(student.id) : null;
  const now = deps.now();
  if (student && row?.pinLockedUntil && row.pinLockedUntil > now) throw ChildAccessErrors.pinLocked();
  const wellFormed = PIN_PATTERN.test(data.pin);
  const matches = await pinMatches(wellFormed ? data.pin : '0000', row?.pinHash ?? NO_PIN);
  if (student && row?.pinHash && wellFormed && matches) {
    await deps.access.resetFailures(student.id, now);
    return deps.childSessions.create({ studentId: student.id, via: 'pin', userAgent: data.userAgent, now });
  }
  if (student && parentId && row?.pinHash) {
    const failures = await deps.access.countFailure(student.id, now);
    if (failures >= PIN_MAX_FAILURES) {
      // Concurrent tries past the fifth find the lock already set; only the fifth sets it.
      if (failures === PIN_MAX_FAILURES)
        await lockPin({ parentId, studentId: student.id, nickname: student.nickname }, deps);
      throw ChildAccessErrors.pinLocked();
    }
  }
  throw ChildAccessErrors.signInRefused();
}

async function lockPin(p: { parentId: string; studentId: string; nickname: string }, deps: ChildAccessDeps) {
  const now = deps.now();
  await deps.access.lock(p.studentId, now, new Date(now.getTime() + PIN_LOCK_MINUTES * 60 * 1000));
  const email = await deps.access.parentEmail(p.parentId);
  if (!email) return;
  const mail = pinLockedEmail({
    nickname: p.nickname,
    minutes: PIN_LOCK_MINUTES,
    url: `${deps.baseUrl}/parent/dashboard`,
  });
  await deps.mailer.send({ to: email, ...mail });
}

/** Opens a one-time link: the device signs in as its child; a used or expired link is refused. */
export async function signInWithLink(data: { token: string; userAgent: string | null }, deps: ChildAccessDeps) {
  const now = deps.now();
  const studentId = await deps.access.consumeLink(hashToken(data.token), now);
  if (!studentId) throw ChildAccessErrors.linkInvalid();
  return deps.childSessions.create({ studentId, via: 'link', userAgent: data.userAgent, now });
}

/** Whether the child may practise now, and for how long (daily limit, quiet hours). */
export async function practiceAllowanceFor(
  data: { parentId: string; studentId: string; limits?: PracticeLimits },
  deps: Pick<ChildAccessDeps, 'access' | 'settings' | 'now'>,
): Promise<PracticeAllowance> {
  const now = deps.now();
  // The practice module reads the limits with the child; nothing more is read when none is set.
  const limits = data.limits ?? (await deps.access.limits(data.studentId));
  if (limits.dailyLimitMinutes === null && !limits.quietHoursApply) return { allowed: true, secondsLeft: null };
  const settings = await deps.settings.get(data.parentId);
  const usedSecondsToday =
    limits.dailyLimitMinutes === null
      ? 0
      : await deps.access.practisedSeconds(data.studentId, startOfToday(now, settings), now);
  return practiceAllowance({ limits, settings, usedSecondsToday, now });
}

/**
 * For the practice module: refuses a session the parent's limits do not allow and answers how
 * long it may run (null: no limit applies).
 */
export async function assertMayPractise(
  data: { parentId: string; studentId: string; limits: PracticeLimits },
  deps: Pick<ChildAccessDeps, 'access' | 'settings' | 'now'>,
): Promise<number | null> {
  const allowance = await practiceAllowanceFor(data, deps);
  if (allowance.allowed) return allowance.secondsLeft;
  throw allowance.reason === 'daily_limit' ? ChildAccessErrors.dailyLimit() : ChildAccessErrors.quietHours();
}

/** Tells the parent (at most once a day) that a child could not practise because of the plan. */
export async function askParentForAccess(
  child: ChildPrincipal,
  deps: Pick<ChildAccessDeps, 'access' | 'mailer' | 'baseUrl' | 'now' | 'random'>,
): Promise<void> {
  await familyCode({ parentId: child.parentId }, deps);
  if (!(await deps.access.claimAccessAsk(child.parentId, deps.now()))) return;
  const email = await deps.access.parentEmail(child.parentId);
  if (!email) return;
  await deps.mailer.send({
    to: email,
    ...accessAskEmail({ nickname: child.nickname, url: `${deps.baseUrl}/pricing` }),
  });
}

export type ChildPractiseReason = 'ask_parent' | 'daily_limit' | 'quiet_hours' | null;

/** GET /api/child/me: who the child is and whether they may practise now. */
export async function childMe(child: ChildPrincipal, deps: ChildAccessDeps) {
  const [plan, allowance, limits, settings] = await Promise.all([
    deps.planGate.status(child.parentId),
    practiceAllowanceFor(child, deps),
    deps.access.limits(child.studentId),
    deps.settings.get(child.parentId),
  ]);
  const planAllows = canLearn(plan);
  if (!planAllows) await askParentForAccess(child, deps);
  const reason: ChildPractiseReason = !planAllows ? 'ask_parent' : allowance.allowed ? null : allowance.reason;
  return {
    role: 'student' as const,
    student: { id: child.studentId, nickname: child.nickname, grade: child.grade },
    canPractise: reason === null,
    reason,
    /** The parent's daily limit in minutes (null: none) and the seconds of practice left today under it. */
    dailyLimitMinutes: limits.dailyLimitMinutes,
    secondsLeftToday: allowance.allowed ? allowance.secondsLeft : 0,
    /** The parent's light mode for this child's screens (the parent's settings stay the parent's). */
    lightMode: settings.light_mode_enabled && offersLightMode(child.grade),
  };
}
