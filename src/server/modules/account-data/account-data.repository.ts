import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FamilyActivity } from '#core/privacy/retention.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import {
  accessRequests,
  account,
  askedTemplates,
  attempts,
  attemptSteps,
  auditLog,
  childAccess,
  childFamilies,
  childPinLockouts,
  childSessions,
  childSignInLinks,
  consents,
  diagnosticAttempts,
  diagnostics,
  emailOutbox,
  learnerSkillState,
  learnerState,
  mockExams,
  mockExamTasks,
  parentSettings,
  planGrants,
  practiceSessions,
  rateLimit,
  redeemCodes,
  redeemCodeUses,
  reportedIssues,
  session,
  students,
  subscriptions,
  user,
  verification,
  weeklyReports,
} from '../../db/schema/index.ts';
import { columnNames, tableAs } from '../../db/sql-names.ts';
import { rowsOf } from '../../db/statements.ts';

const toDateOrNull = (v: string | Date | null) => (v === null ? null : new Date(v));

/** A family as the retention job sees it: its account and the facts the core rule needs. */
export interface RetentionCandidate extends FamilyActivity {
  userId: string;
  email: string;
}

/**
 * Everything stored about one family (the account and its children), for the data export and the
 * account deletion. Every read is scoped by the parent's id; the deletion runs inside the caller's
 * transaction.
 */
export function createAccountDataRepository(db: Db) {
  async function childData(ex: Executor, studentIds: string[]) {
    if (studentIds.length === 0) return null;
    const [
      skills,
      sessions,
      diagnosticRuns,
      diagnosticResults,
      answered,
      reports,
      models,
      asked,
      exams,
      devices,
      pinLocks,
      access,
      links,
    ] = await Promise.all([
      ex
        .select({
          studentId: learnerSkillState.studentId,
          skillId: learnerSkillState.skillId,
          mastery: learnerSkillState.mastery,
          attempts: learnerSkillState.attempts,
          dueAt: learnerSkillState.dueAt,
          updatedAt: learnerSkillState.updatedAt,
        })
        .from(learnerSkillState)
        .where(inArray(learnerSkillState.studentId, studentIds))
        .orderBy(asc(learnerSkillState.skillId)),
      ex
        .select()
        .from(practiceSessions)
        .where(inArray(practiceSessions.studentId, studentIds))
        .orderBy(asc(practiceSessions.startedAt)),
      ex
        .select()
        .from(diagnosticAttempts)
        .where(inArray(diagnosticAttempts.studentId, studentIds))
        .orderBy(asc(diagnosticAttempts.startedAt)),
      ex
        .select()
        .from(diagnostics)
        .where(inArray(diagnostics.studentId, studentIds))
        .orderBy(asc(diagnostics.completedAt)),
      ex
        .select()
        .from(attempts)
        .where(inArray(attempts.studentId, studentIds))
        .orderBy(asc(attempts.createdAt), asc(attempts.position)),
      ex
        .select()
        .from(weeklyReports)
        .where(inArray(weeklyReports.studentId, studentIds))
        .orderBy(asc(weeklyReports.weekStart)),
      ex
        .select({ studentId: learnerState.studentId, state: learnerState.state, updatedAt: learnerState.updatedAt })
        .from(learnerState)
        .where(inArray(learnerState.studentId, studentIds)),
      ex
        .select()
        .from(askedTemplates)
        .where(inArray(askedTemplates.studentId, studentIds))
        .orderBy(asc(askedTemplates.firstAskedAt)),
      ex.select().from(mockExams).where(inArray(mockExams.studentId, studentIds)).orderBy(asc(mockExams.startedAt)),
      // A child's own sign-in (docs/decisions/0019-child-sessions.md); token and PIN hashes stay here.
      ex
        .select({
          studentId: childSessions.studentId,
          id: childSessions.id,
          via: childSessions.via,
          userAgent: childSessions.userAgent,
          createdAt: childSessions.createdAt,
          lastUsedAt: childSessions.lastUsedAt,
          expiresAt: childSessions.expiresAt,
        })
        .from(childSessions)
        .where(inArray(childSessions.studentId, studentIds))
        .orderBy(asc(childSessions.createdAt)),
      ex
        .select()
        .from(childPinLockouts)
        .where(inArray(childPinLockouts.studentId, studentIds))
        .orderBy(asc(childPinLockouts.lockedAt)),
      ex
        .select({
          studentId: childAccess.studentId,
          hasPin: sql<boolean>`${childAccess.pinHash} is not null`,
          pinFailures: childAccess.pinFailures,
          pinLockedUntil: childAccess.pinLockedUntil,
          dailyLimitMinutes: childAccess.dailyLimitMinutes,
          quietHoursApply: childAccess.quietHoursApply,
          updatedAt: childAccess.updatedAt,
        })
        .from(childAccess)
        .where(inArray(childAccess.studentId, studentIds)),
      ex
        .select({
          studentId: childSignInLinks.studentId,
          createdAt: childSignInLinks.createdAt,
          expiresAt: childSignInLinks.expiresAt,
          usedAt: childSignInLinks.usedAt,
        })
        .from(childSignInLinks)
        .where(inArray(childSignInLinks.studentId, studentIds))
        .orderBy(asc(childSignInLinks.createdAt)),
    ]);
    const attemptIds = answered.map((a) => a.id);
    const examIds = exams.map((e) => e.id);
    const examTasks =
      examIds.length === 0
        ? []
        : await ex
            .select()
            .from(mockExamTasks)
            .where(inArray(mockExamTasks.mockExamId, examIds))
            .orderBy(asc(mockExamTasks.position));
    const steps =
      attemptIds.length === 0
        ? []
        : await ex
            .select()
            .from(attemptSteps)
            .where(inArray(attemptSteps.attemptId, attemptIds))
            .orderBy(asc(attemptSteps.stepIndex));
    return {
      skills,
      sessions,
      diagnosticRuns,
      diagnosticResults,
      answered,
      steps,
      reports,
      models,
      asked,
      exams,
      examTasks,
      devices,
      pinLocks,
      access,
      links,
    };
  }

  return {
    /** The account row, or null when it does not exist (any more). */
    async findAccount(ex: Executor, userId: string) {
      const [row] = await ex.select().from(user).where(eq(user.id, userId));
      return row ?? null;
    },

    /** Every row of the family, grouped as the export presents it. Secrets (password hashes, tokens) are left out. */
    async readFamily(userId: string) {
      const [acc] = await db.select().from(user).where(eq(user.id, userId));
      if (!acc) return null;
      const [logins, signIns, consentRows, subscription, grants, codes, children, issues, requests, settings, family] =
        await Promise.all([
          db
            .select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt })
            .from(account)
            .where(eq(account.userId, userId)),
          db
            .select({
              createdAt: session.createdAt,
              updatedAt: session.updatedAt,
              expiresAt: session.expiresAt,
              ipAddress: session.ipAddress,
              userAgent: session.userAgent,
            })
            .from(session)
            .where(eq(session.userId, userId))
            .orderBy(asc(session.createdAt)),
          db.select().from(consents).where(eq(consents.userId, userId)),
          db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
          db.select().from(planGrants).where(eq(planGrants.userId, userId)).orderBy(asc(planGrants.createdAt)),
          db
            .select({ code: redeemCodes.code, plan: redeemCodes.plan, usedAt: redeemCodeUses.usedAt })
            .from(redeemCodeUses)
            .innerJoin(redeemCodes, eq(redeemCodes.id, redeemCodeUses.codeId))
            .where(eq(redeemCodeUses.userId, userId)),
          db.select().from(students).where(eq(students.parentId, userId)).orderBy(asc(students.createdAt)),
          db
            .select()
            .from(reportedIssues)
            .where(eq(reportedIssues.userId, userId))
            .orderBy(asc(reportedIssues.createdAt)),
          db
            .select()
            .from(accessRequests)
            .where(or(eq(accessRequests.userId, userId), sql`lower(${accessRequests.email}) = lower(${acc.email})`))
            .orderBy(asc(accessRequests.createdAt)),
          db.select().from(parentSettings).where(eq(parentSettings.userId, userId)),
          db
            .select({
              familyCode: childFamilies.familyCode,
              accessAskSentAt: childFamilies.accessAskSentAt,
              createdAt: childFamilies.createdAt,
            })
            .from(childFamilies)
            .where(eq(childFamilies.parentId, userId)),
        ]);
      const childIds = children.map((c) => c.id);
      const learning = await childData(db, childIds);
      return {
        account: acc,
        logins,
        signIns,
        consents: consentRows,
        subscription: subscription[0] ?? null,
        grants,
        codes,
        children,
        learning,
        issues,
        requests,
        settings: settings[0] ?? null,
        childSignIn: family[0] ?? null,
      };
    },

    /**
     * Removes the family in the caller's transaction. The children go with their rows in every
     * table that references them (foreign keys cascade: learner model, sessions, attempts, steps,
     * diagnostics), the account with its sessions, logins, consents and plan. What refers to the
     * account without a foreign key is deleted or anonymised here: bug and question reports,
     * access requests, e-mails in the outbox, pending sign-in links, rate-limit counters, and the
     * audit trail (kept, without the person). Shared calibrations hold no person and stay.
     */
    async deleteFamilyInTx(tx: Tx, who: { userId: string; email: string }) {
      const { userId } = who;
      const email = who.email.toLowerCase();
      // Rate-limit counters keyed by the family code or a child (their sign-in, their reports).
      const limits = columnNames(rateLimit);
      const families = columnNames(childFamilies);
      const s = tableAs(students, 's');
      await tx.execute(sql`
        delete from ${limits.$from}
        where ${limits.key} in (
            select 'app:child-auth:sign-in:family:' || ${families.familyCode} from ${families.$from} where ${families.parentId} = ${userId})
          or exists (
            select 1 from ${s.$from} where ${s.parentId} = ${userId} and position(${s.id}::text in ${tableAs(rateLimit).key}) > 0)`);
      // The children's devices, PIN, limits and lock events go with them (foreign keys cascade).
      await tx.delete(students).where(eq(students.parentId, userId));
      await tx.delete(reportedIssues).where(eq(reportedIssues.userId, userId));
      await tx
        .delete(accessRequests)
        .where(or(eq(accessRequests.userId, userId), sql`lower(${accessRequests.email}) = ${email}`));
      const outbox = columnNames(emailOutbox);
      await tx.execute(sql`delete from ${outbox.$from} where lower(${outbox.to}) = ${email}`);
      const v = columnNames(verification);
      await tx.execute(sql`
        delete from ${v.$from}
        where lower(${v.identifier}) = ${email} or position(${userId} in ${v.value}) > 0 or position(${email} in lower(${v.value})) > 0`);
      await tx.execute(sql`delete from ${limits.$from} where position(${userId} in ${limits.key}) > 0`);
      const log = columnNames(auditLog);
      await tx.execute(sql`
        update ${log.$from} set
          ${log.actorId} = case when ${log.actorId} = ${userId} then null else ${log.actorId} end,
          ${log.target} = case when ${log.target} = ${userId} or lower(${log.target}) = ${email} then null else ${log.target} end,
          ${log.data} = case when ${log.data} is null then null else ${log.data} - 'email' - 'note' end
        where ${log.actorId} = ${userId} or ${log.target} = ${userId} or lower(${log.target}) = ${email}`);
      // An admin's own account: the grants and codes they made stay, without their id.
      await tx.update(planGrants).set({ grantedBy: null }).where(eq(planGrants.grantedBy, userId));
      await tx.update(redeemCodes).set({ createdBy: null }).where(eq(redeemCodes.createdBy, userId));
      await tx.delete(user).where(eq(user.id, userId));
    },

    /**
     * Parent accounts (admins excluded) whose every activity is older than `before`, with the
     * facts the retention rule needs; the rule itself decides (core/privacy/retention.ts).
     */
    async retentionCandidates(before: Date, limit: number): Promise<RetentionCandidate[]> {
      const u = tableAs(user, 'u');
      const s = tableAs(session, 's');
      const a = tableAs(attempts, 'a');
      const st = tableAs(students, 'st');
      const sub = tableAs(subscriptions, 'sub');
      const rows = rowsOf<{
        id: string;
        email: string;
        created_at: string | Date;
        last_sign_in: string | Date | null;
        last_answer: string | Date | null;
        paid_until: string | Date | null;
      }>(
        await db.execute(sql`
          select ${u.id} as id, ${u.email} as email, ${u.createdAt} as created_at, si.last_sign_in, la.last_answer,
            ${sub.currentPeriodEnd} as paid_until
          from ${u.$from}
          left join lateral (select max(${s.updatedAt}) as last_sign_in from ${s.$from} where ${s.userId} = ${u.id}) si on true
          left join lateral (
            select max(${a.answeredAt}) as last_answer
            from ${a.$from} join ${st.$from} on ${st.id} = ${a.studentId}
            where ${st.parentId} = ${u.id}) la on true
          left join ${sub.$from} on ${sub.userId} = ${u.id}
          where ${u.role} <> 'admin'
            and greatest(${u.createdAt}, si.last_sign_in, la.last_answer, ${sub.currentPeriodEnd}) <= ${before.toISOString()}
          order by ${u.createdAt}
          limit ${limit}`),
      );
      return rows.map((r) => ({
        userId: r.id,
        email: r.email,
        createdAt: new Date(r.created_at),
        lastSignInAt: toDateOrNull(r.last_sign_in),
        lastAnswerAt: toDateOrNull(r.last_answer),
        paidUntil: toDateOrNull(r.paid_until),
      }));
    },
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
