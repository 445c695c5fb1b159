import { generateCode } from '#core/plans/access-codes.ts';
import { subscriptionStatus } from '#core/plans/subscription-status.ts';
import type { PlanId } from '#core/plans/catalogue.ts';
import { PlanErrors } from './plans.errors.ts';
import type { AccessRequestBody, CreateCodeBody, GrantPlanBody } from './plans.schemas.ts';
import { periodEnd } from '#core/plans/subscription-status.ts';
import { addDays } from '#core/time/calendar.ts';
import type { PlansDeps } from './plans.usecases.ts';
const CODE_DRAWS = 5;

export interface AdminPlansDeps extends PlansDeps {
  /** Uniform in [0, 1); a cryptographic source in production: codes must not be guessable. */
  random: () => number;
}

/** An admin gives a family a plan for some days ('free' ends the running plan now). */
export async function grantPlan(
  data: { adminId: string; body: GrantPlanBody },
  deps: PlansDeps,
): Promise<{ email: string; plan: PlanId; currentPeriodEnd: Date | null }> {
  const { email, plan, durationDays } = data.body;
  const note = data.body.note || null;
  const userId = await deps.plans.findUserIdByEmail(email);
  if (!userId) throw PlanErrors.userNotFound();
  const now = deps.now();
  const endsAt = await deps.db.transaction(async (tx) => {
    const stored = await deps.plans.lockSubscriptionInTx(tx, userId, now);
    const end = plan === 'free' ? null : periodEnd(stored, plan, durationDays, now);
    await deps.plans.setPlanInTx(tx, { userId, plan, currentPeriodEnd: end, note, now });
    await deps.plans.insertGrantInTx(tx, {
      userId,
      plan,
      source: 'grant',
      durationDays,
      endsAt: end ?? now,
      note,
      grantedBy: data.adminId,
      createdAt: now,
    });
    await deps.plans.auditInTx(tx, {
      actorId: data.adminId,
      action: 'plan.granted',
      target: userId,
      data: { email, plan, durationDays, note, endsAt: end?.toISOString() ?? null },
      now,
    });
    return end;
  });
  return { email, plan, currentPeriodEnd: endsAt };
}

function codeDto(row: {
  id: string;
  code: string;
  plan: PlanId;
  durationDays: number;
  maxUses: number;
  used: number;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
}) {
  return {
    id: row.id,
    code: row.code,
    plan: row.plan,
    durationDays: row.durationDays,
    maxUses: row.maxUses,
    used: row.used,
    expiresAt: row.expiresAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
  };
}

export async function createCode(data: { adminId: string; body: CreateCodeBody }, deps: AdminPlansDeps) {
  const now = deps.now();
  const { plan, prefix, maxUses, validDays, durationDays } = data.body;
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const row = await deps.plans.insertCode({
      code: generateCode(prefix, deps.random),
      plan,
      durationDays,
      maxUses,
      expiresAt: addDays(now, validDays),
      createdBy: data.adminId,
      createdAt: now,
    });
    if (row) {
      await deps.db.transaction((tx) =>
        deps.plans.auditInTx(tx, {
          actorId: data.adminId,
          action: 'plan.code_created',
          target: row.id,
          data: { code: row.code, plan, maxUses, validDays, durationDays },
          now,
        }),
      );
      return { code: codeDto(row) };
    }
  }
  throw new Error('no free access code after several draws');
}

export async function listCodes(data: { limit: number }, deps: PlansDeps) {
  const { codes, uses } = await deps.plans.listCodes(data.limit);
  return {
    codes: codes.map((c) => ({
      ...codeDto(c),
      uses: uses.filter((u) => u.codeId === c.id).map((u) => ({ email: u.email, usedAt: u.usedAt })),
    })),
  };
}

export async function revokeCode(data: { adminId: string; codeId: string }, deps: PlansDeps) {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const revoked = await deps.plans.revokeCodeInTx(tx, data.codeId, now);
    if (!revoked) return null;
    await deps.plans.auditInTx(tx, {
      actorId: data.adminId,
      action: 'plan.code_revoked',
      target: revoked.id,
      data: { code: revoked.code },
      now,
    });
    return revoked;
  });
  if (!row) throw PlanErrors.codeNotFound();
  return { code: codeDto(row) };
}

/** The admin's user search: each account with its plan's status now. */
export async function searchUsers(data: { query: string; limit: number }, deps: PlansDeps) {
  const now = deps.now();
  const rows = await deps.plans.searchUsers(data.query, data.limit);
  return {
    users: rows.map(({ stored, ...u }) => {
      const s = subscriptionStatus(stored, now);
      return { ...u, activePlan: s.activePlan, status: s.status, currentPeriodEnd: s.subscription.currentPeriodEnd };
    }),
  };
}

export async function requestAccess(data: { userId: string | null; body: AccessRequestBody }, deps: PlansDeps) {
  await deps.plans.insertAccessRequest({
    email: data.body.email,
    message: data.body.message || null,
    userId: data.userId,
    now: deps.now(),
  });
}

export async function listAccessRequests(data: { limit: number }, deps: PlansDeps) {
  const rows = await deps.plans.listAccessRequests(data.limit);
  return {
    requests: rows.map((r) => ({ id: r.id, email: r.email, message: r.message, createdAt: r.createdAt })),
  };
}
