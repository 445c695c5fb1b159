import { canAddChild, canLearn, countsTrialTask } from '#core/plans/gating.ts';
import type { HintLimit, PlanId } from '#core/plans/catalogue.ts';
import { periodEnd, subscriptionStatus } from '#core/plans/subscription-status.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { PlanErrors } from './plans.errors.ts';
import type { PlansRepository } from './plans.repository.ts';

export interface PlansDeps {
  db: Db;
  plans: PlansRepository;
  now: () => Date;
}

export async function gatingStatus(data: { parentId: string }, deps: PlansDeps) {
  return subscriptionStatus(await deps.plans.readSubscription(data.parentId), deps.now());
}

/** GET /api/plan?studentId=: the plan a child learns on (the family's). */
export async function childPlan(
  data: { parentId: string; studentId: string },
  deps: PlansDeps & { students: StudentsRepository },
): Promise<{ plan: PlanId }> {
  const student = await deps.students.findForParent(data.parentId, data.studentId);
  if (!student) throw StudentErrors.notFound();
  return { plan: (await gatingStatus(data, deps)).activePlan };
}

/**
 * What other modules ask of a family's plan (injected by routes.ts, so practice, diagnostic,
 * tutor, attempts and students never import this module's internals).
 */
export function createPlanGate(deps: PlansDeps) {
  const status = (parentId: string) => gatingStatus({ parentId }, deps);
  return {
    status,
    /** Starting a practice session or a diagnostic. */
    async assertCanLearn(parentId: string): Promise<void> {
      if (!canLearn(await status(parentId))) throw PlanErrors.trialExpired();
    },
    /** Two children added at once are checked one after the other under the family's row lock. */
    async addWithinLimit<T>(
      parentId: string,
      count: (tx: Tx) => Promise<number>,
      add: (tx: Tx) => Promise<T>,
    ): Promise<T> {
      return deps.db.transaction(async (tx) => {
        const now = deps.now();
        const stored = await deps.plans.lockSubscriptionInTx(tx, parentId, now);
        if (!canAddChild(subscriptionStatus(stored, now), await count(tx))) throw PlanErrors.childLimit();
        return add(tx);
      });
    },
    async hintLimit(parentId: string): Promise<HintLimit> {
      return (await status(parentId)).hintLimit;
    },
    /**
     * Inside the answer's transaction: refuses a task once the trial is over, and counts one on
     * the trial. The family's row stays locked until the answer commits, so two tabs answering at
     * once are counted one after the other and never pass the trial's 50 tasks.
     */
    async countTaskInTx(tx: Tx, parentId: string, now: Date): Promise<void> {
      const stored = await deps.plans.lockSubscriptionInTx(tx, parentId, now);
      const s = subscriptionStatus(stored, now);
      if (!canLearn(s)) throw PlanErrors.trialExpired();
      if (countsTrialTask(s)) await deps.plans.countTrialTaskInTx(tx, parentId, now);
    },
  };
}

export type PlanGate = ReturnType<typeof createPlanGate>;

/** Redeems an access code for the family: one use per family, never past the code's max_uses. */
export async function redeemCode(
  data: { parentId: string; code: string },
  deps: PlansDeps,
): Promise<{ activePlan: PlanId }> {
  const now = deps.now();
  const code = await deps.plans.findCode(data.code);
  if (!code) throw PlanErrors.codeInvalid();
  if (code.revokedAt || code.expiresAt.getTime() <= now.getTime()) throw PlanErrors.codeExpired();
  if (code.used >= code.maxUses) throw PlanErrors.codeExhausted();
  await deps.db.transaction(async (tx) => {
    const stored = await deps.plans.lockSubscriptionInTx(tx, data.parentId, now);
    if (!(await deps.plans.recordCodeUseInTx(tx, code.id, data.parentId, now))) throw PlanErrors.codeAlreadyUsed();
    if (!(await deps.plans.claimCodeUseInTx(tx, code.id, now))) throw PlanErrors.codeExhausted();
    const endsAt = periodEnd(stored, code.plan, code.durationDays, now);
    const note = `Kod ${code.code}`;
    await deps.plans.setPlanInTx(tx, { userId: data.parentId, plan: code.plan, currentPeriodEnd: endsAt, note, now });
    await deps.plans.insertGrantInTx(tx, {
      userId: data.parentId,
      plan: code.plan,
      source: 'code',
      durationDays: code.durationDays,
      endsAt,
      codeId: code.id,
      note,
      createdAt: now,
    });
    await deps.plans.auditInTx(tx, {
      actorId: data.parentId,
      action: 'plan.code_redeemed',
      target: data.parentId,
      data: { codeId: code.id, code: code.code, plan: code.plan, endsAt: endsAt.toISOString() },
      now,
    });
  });
  return { activePlan: code.plan };
}
