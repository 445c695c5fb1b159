import { generateCode } from '#core/plans/access-codes.ts';
import { subscriptionStatus } from '#core/plans/subscription-status.ts';
import type { PlanId } from '#core/plans/catalogue.ts';
import { PlanErrors } from './plans.errors.ts';
import type { AccessRequestBody, CreateCodeBody, GrantPlanBody, SendAccessCodeBody } from './plans.schemas.ts';
import { periodEnd } from '#core/plans/subscription-status.ts';
import { addDays, FAMILY_TIME_ZONE } from '#core/time/calendar.ts';
import { DEFAULT_CODE_PREFIX, DEFAULT_CODE_VALID_DAYS, DEFAULT_PLAN_DAYS } from '#core/plans/access-codes.ts';
import { planName } from '#core/plans/catalogue.ts';
import type { Executor, Tx } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accessCodeEmail } from '../../mail/templates.ts';
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

/** Inserts a code with a fresh random suffix (another draw when the string is taken). */
async function insertFreshCode(
  row: Omit<Parameters<AdminPlansDeps['plans']['insertCode']>[0], 'code'>,
  prefix: string,
  deps: AdminPlansDeps,
  ex: Executor,
) {
  for (let draw = 0; draw < CODE_DRAWS; draw++) {
    const inserted = await deps.plans.insertCode({ ...row, code: generateCode(prefix, deps.random) }, ex);
    if (inserted) return inserted;
  }
  throw new Error('no free access code after several draws');
}

export async function createCode(data: { adminId: string; body: CreateCodeBody }, deps: AdminPlansDeps) {
  const now = deps.now();
  const { plan, prefix, maxUses, validDays, durationDays } = data.body;
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertFreshCode(
      { plan, durationDays, maxUses, expiresAt: addDays(now, validDays), createdBy: data.adminId, createdAt: now },
      prefix,
      deps,
      tx,
    );
    await deps.plans.auditInTx(tx, {
      actorId: data.adminId,
      action: 'plan.code_created',
      target: inserted.id,
      data: { code: inserted.code, plan, maxUses, validDays, durationDays },
      now,
    });
    return inserted;
  });
  return { code: codeDto(row) };
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
    plan: data.body.plan ?? null,
    userId: data.userId,
    now: deps.now(),
  });
}

export async function listAccessRequests(data: { limit: number }, deps: PlansDeps) {
  const rows = await deps.plans.listAccessRequests(data.limit);
  return {
    requests: rows.map((r) => ({
      id: r.id,
      email: r.email,
      message: r.message,
      plan: r.plan,
      status: r.status,
      code: r.code,
      handledAt: r.handledAt,
      createdAt: r.createdAt,
    })),
  };
}

export interface AccessCodeMailDeps extends AdminPlansDeps {
  mailer: Mailer;
  baseUrl: string;
}

const polishDay = new Intl.DateTimeFormat('pl-PL', {
  timeZone: FAMILY_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

async function openRequestInTx(tx: Tx, id: string, deps: PlansDeps) {
  const request = await deps.plans.lockAccessRequestInTx(tx, id);
  if (!request) throw PlanErrors.accessRequestNotFound();
  if (request.status !== 'open') throw PlanErrors.accessRequestHandled();
  return request;
}

/**
 * "Wyślij kod" (decision 0027): a single-use code for the requested plan (or the one the admin
 * chose), e-mailed to the request's address through the outbox, and the request marked answered,
 * all in one transaction: the e-mail goes out only if the code and the answer are stored.
 */
export async function sendAccessCode(
  data: { adminId: string; requestId: string; body: SendAccessCodeBody },
  deps: AccessCodeMailDeps,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const request = await openRequestInTx(tx, data.requestId, deps);
    const plan = data.body.plan ?? (request.plan && request.plan !== 'free' ? request.plan : null);
    if (!plan) throw PlanErrors.accessRequestPlanMissing();
    const code = await insertFreshCode(
      {
        plan,
        durationDays: DEFAULT_PLAN_DAYS,
        maxUses: 1,
        expiresAt: addDays(now, DEFAULT_CODE_VALID_DAYS),
        createdBy: data.adminId,
        createdAt: now,
      },
      DEFAULT_CODE_PREFIX,
      deps,
      tx,
    );
    const email = accessCodeEmail({
      url: `${deps.baseUrl}/pricing?code=${encodeURIComponent(code.code)}`,
      code: code.code,
      planName: planName(plan),
      durationDays: code.durationDays,
      validUntil: polishDay.format(code.expiresAt),
    });
    await deps.mailer.enqueue({ to: request.email, ...email }, tx);
    await deps.plans.closeAccessRequestInTx(tx, {
      id: request.id,
      status: 'code_sent',
      adminId: data.adminId,
      codeId: code.id,
      now,
    });
    await deps.plans.auditInTx(tx, {
      actorId: data.adminId,
      action: 'plan.access_code_sent',
      target: request.id,
      data: { email: request.email, codeId: code.id, code: code.code, plan },
      now,
    });
    return { request: { id: request.id, status: 'code_sent' as const, code: code.code, plan } };
  });
}

/** "Oznacz jako załatwione": the request is closed without a code (answered some other way). */
export async function closeAccessRequest(data: { adminId: string; requestId: string }, deps: PlansDeps) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const request = await openRequestInTx(tx, data.requestId, deps);
    await deps.plans.closeAccessRequestInTx(tx, {
      id: request.id,
      status: 'done',
      adminId: data.adminId,
      codeId: null,
      now,
    });
    await deps.plans.auditInTx(tx, {
      actorId: data.adminId,
      action: 'plan.access_request_closed',
      target: request.id,
      data: { email: request.email },
      now,
    });
    return { request: { id: request.id, status: 'done' as const } };
  });
}
