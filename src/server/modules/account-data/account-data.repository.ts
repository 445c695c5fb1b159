import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  accessRequests,
  account,
  askedTemplates,
  attempts,
  attemptSteps,
  childAccess,
  childFamilies,
  childPinLockouts,
  childSessions,
  childSignInLinks,
  consents,
  diagnosticAttempts,
  diagnostics,
  learnerSkillState,
  learnerState,
  mockExams,
  mockExamTasks,
  parentSettings,
  planGrants,
  practiceSessions,
  redeemCodes,
  redeemCodeUses,
  reportedIssues,
  session,
  students,
  subscriptions,
  user,
  weeklyReports,
} from '../../db/schema/index.ts';
import { deleteFamilyInTx, retentionCandidates } from './account-data-removal.repository.ts';

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

    /** Removes the family in the caller's transaction (account-data-removal.repository.ts). */
    deleteFamilyInTx,

    /** Accounts the retention rule may delete (account-data-removal.repository.ts). */
    retentionCandidates: (before: Date, limit: number) => retentionCandidates(db, before, limit),
  };
}

export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
