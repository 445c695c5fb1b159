import { canAddChild, canLearn, countsTrialTask, mockExamAccess } from '#core/plans/gating.ts';
import { planName, type HintLimit, type PlanId } from '#core/plans/catalogue.ts';
import { redeemOutcome, subscriptionStatus, type StoredSubscription } from '#core/plans/subscription-status.ts';
import { FAMILY_TIME_ZONE } from '#core/time/calendar.ts';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { PlanErrors } from './plans.errors.ts';
import type { PlansRepository } from './plans.repository.ts';
import { trialTaskCount } from './subscription-rows.ts';

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
    /** The same check on a subscription the caller read with its own rows (subscriptionField). */
    assertCanLearnWith(stored: StoredSubscription, now: Date): void {
      if (!canLearn(subscriptionStatus(stored, now))) throw PlanErrors.trialExpired();
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
    /**
     * Starts a mock exam under the family's row lock, so two children starting at once on the
     * trial get one mock between them. `count` counts the family's mocks inside the lock.
     */
    async startMockWithinPlan<T>(
      parentId: string,
      count: (tx: Tx) => Promise<number>,
      start: (tx: Tx, plan: PlanId) => Promise<T>,
    ): Promise<T> {
      return deps.db.transaction(async (tx) => {
        const now = deps.now();
        const s = subscriptionStatus(await deps.plans.lockSubscriptionInTx(tx, parentId, now), now);
        const access = mockExamAccess(s, await count(tx));
        if (access === 'trial_expired') throw PlanErrors.trialExpired();
        if (access === 'exam_plus_required') throw PlanErrors.examPlusRequired();
        if (access === 'trial_mock_used') throw PlanErrors.trialMockUsed();
        return start(tx, s.activePlan);
      });
    },
    async hintLimit(parentId: string): Promise<HintLimit> {
      return (await status(parentId)).hintLimit;
    },
    /**
     * For an answer's one write (runAllOrNothing): refuses a task once the trial is over, and
     * returns the guarded statement that counts it on the trial (null on a paid plan). `stored`
     * is the family's row as read with the answer; the count only happens if it is unchanged, so
     * two tabs answering at once are counted one after the other and never pass the trial's 50.
     */
    taskCount(parentId: string, stored: StoredSubscription, now: Date): SQL | null {
      const s = subscriptionStatus(stored, now);
      if (!canLearn(s)) throw PlanErrors.trialExpired();
      return countsTrialTask(s) ? trialTaskCount(parentId, stored, now) : null;
    },
  };
}

export type PlanGate = ReturnType<typeof createPlanGate>;

/** How a redeemed code changed the family's plan (the redeem result says it). */
export type RedeemResult = { activePlan: PlanId; currentPeriodEnd: Date; outcome: 'started' | 'extended' | 'upgraded' };

const polishDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: FAMILY_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * Redeems an access code for the family: one use per family, never past the code's max_uses, and
 * never lowering a running plan (docs/decisions/0027-redeem-never-lowers.md): a code for a lower
 * plan is refused and stays unused; the same plan is extended; a higher plan starts now.
 */
export async function redeemCode(data: { parentId: string; code: string }, deps: PlansDeps): Promise<RedeemResult> {
  const now = deps.now();
  const code = await deps.plans.findCode(data.code);
  if (!code) throw PlanErrors.codeInvalid();
  if (code.revokedAt || code.expiresAt.getTime() <= now.getTime()) throw PlanErrors.codeExpired();
  if (code.used >= code.maxUses) throw PlanErrors.codeExhausted();
  return deps.db.transaction(async (tx) => {
    const stored = await deps.plans.lockSubscriptionInTx(tx, data.parentId, now);
    const outcome = redeemOutcome(stored, code.plan, code.durationDays, now);
    if (outcome.kind === 'refused') {
      throw PlanErrors.codeLowersPlan(
        `Masz plan ${planName(outcome.running)} do ${polishDate.format(outcome.runningUntil)}. ` +
          `Kod na plan ${planName(code.plan)} nie obniża planu: aktywuj go po tej dacie.`,
      ).withDetails({ activePlan: outcome.running, currentPeriodEnd: outcome.runningUntil, codePlan: code.plan });
    }
    if (!(await deps.plans.recordCodeUseInTx(tx, code.id, data.parentId, now))) throw PlanErrors.codeAlreadyUsed();
    if (!(await deps.plans.claimCodeUseInTx(tx, code.id, now))) throw PlanErrors.codeExhausted();
    const { endsAt } = outcome;
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
      data: { codeId: code.id, code: code.code, plan: code.plan, endsAt: endsAt.toISOString(), outcome: outcome.kind },
      now,
    });
    return { activePlan: code.plan, currentPeriodEnd: endsAt, outcome: outcome.kind };
  });
}
