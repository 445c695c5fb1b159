import { Hono } from 'hono';
import { currentUser, requireAdmin, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import { AuthErrors } from '../../auth/auth.errors.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/env.ts';
import { consumeRateLimit } from '../../http/rate-limit.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import {
  closeAccessRequest,
  createCode,
  grantPlan,
  sendAccessCode,
  listAccessRequests,
  listCodes,
  requestAccess,
  revokeCode,
  searchUsers,
  type AccessCodeMailDeps,
} from './plans-admin.usecases.ts';
import {
  accessRequestBody,
  createCodeBody,
  grantPlanBody,
  listQuery,
  planQuery,
  redeemCodeBody,
  sendAccessCodeBody,
  usersQuery,
} from './plans.schemas.ts';
import { childPlan, gatingStatus, redeemCode, type PlansDeps } from './plans.usecases.ts';

/** Guessing codes is slowed per account: 10 tries in 10 minutes. */
export const REDEEM_RATE = { window: 10 * 60, max: 10 } as const;
/** The request-access form is open to anyone, so it is limited per user or address. */
export const ACCESS_REQUEST_RATE = { window: 60 * 60, max: 5 } as const;

/** The family's plan, trial and access codes, mounted at /api. */
export function plansRoutes(
  deps: PlansDeps & {
    students: StudentsRepository;
    hasConsent: (userId: string) => Promise<boolean>;
    trustProxy: boolean;
  },
) {
  const signedIn = [requireUser, requireVerifiedEmail] as const;
  return new Hono<AppEnv>()
    .get('/gating-status', ...signedIn, async (c) => c.json(await gatingStatus({ parentId: currentUser(c).id }, deps)))
    .get('/plan', ...signedIn, requireConsent(deps.hasConsent), async (c) => {
      const { studentId } = readQuery(c, planQuery);
      return c.json(await childPlan({ parentId: currentUser(c).id, studentId }, deps));
    })
    .post('/redeem-code', ...signedIn, async (c) => {
      const parentId = currentUser(c).id;
      const { code } = await readJson(c, redeemCodeBody);
      await consumeRateLimit(deps.db, `redeem-code:${parentId}`, REDEEM_RATE, deps.now());
      return c.json(await redeemCode({ parentId, code }, deps));
    })
    .post('/access-requests', async (c) => {
      // Plans are the parent's business: a child's session never asks for access (issue 23).
      if (c.get('child')) throw AuthErrors.childNotAllowed();
      const user = c.get('user');
      const body = await readJson(c, accessRequestBody);
      const who = user ? `user:${user.id}` : `ip:${clientIp(c, deps.trustProxy) ?? 'unknown'}`;
      await consumeRateLimit(deps.db, `access-request:${who}`, ACCESS_REQUEST_RATE, deps.now());
      await requestAccess({ userId: user?.id ?? null, body }, deps);
      return c.json({ ok: true as const }, 201);
    });
}

/** Admins give plans and manage access codes and access requests, mounted at /api/admin. */
export function adminPlansRoutes(deps: AccessCodeMailDeps) {
  const admin = [requireUser, requireAdmin] as const;
  return new Hono<AppEnv>()
    .post('/grant-plan', ...admin, async (c) => {
      const body = await readJson(c, grantPlanBody);
      return c.json(await grantPlan({ adminId: currentUser(c).id, body }, deps));
    })
    .get('/codes', ...admin, async (c) => c.json(await listCodes(readQuery(c, listQuery), deps)))
    .post('/codes', ...admin, async (c) => {
      const body = await readJson(c, createCodeBody);
      return c.json(await createCode({ adminId: currentUser(c).id, body }, deps), 201);
    })
    .post('/codes/:id/revoke', ...admin, async (c) =>
      c.json(await revokeCode({ adminId: currentUser(c).id, codeId: c.req.param('id') }, deps)),
    )
    .get('/access-requests', ...admin, async (c) => c.json(await listAccessRequests(readQuery(c, listQuery), deps)))
    .post('/access-requests/:id/send-code', ...admin, async (c) => {
      const body = await readJson(c, sendAccessCodeBody);
      const data = { adminId: currentUser(c).id, requestId: c.req.param('id'), body };
      return c.json(await sendAccessCode(data, deps));
    })
    .post('/access-requests/:id/done', ...admin, async (c) =>
      c.json(await closeAccessRequest({ adminId: currentUser(c).id, requestId: c.req.param('id') }, deps)),
    )
    .get('/users', ...admin, async (c) => c.json(await searchUsers(readQuery(c, usersQuery), deps)));
}

/** Uniform in [0, 1) from the platform's cryptographic generator. */
export function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}
