import { isDueForRemoval, removalCandidateBefore } from '#core/privacy/retention.ts';
import type { Db } from '../../db/client.ts';
import { CommonErrors } from '../../errors.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { accountDeletionEmail } from '../../mail/templates.ts';
import { AccountDataErrors } from './account-data.errors.ts';
import type { AccountDataRepository } from './account-data.repository.ts';
import { signDeletionToken, verifyDeletionToken } from './account-data.tokens.ts';

/** Names the file format, so a reader knows what it holds and a later version can change it. */
export const EXPORT_FORMAT = 'celujacy.family-data.v1';
/** How long the e-mailed deletion link works. */
export const DELETION_LINK_SECONDS = 60 * 60;

type Family = NonNullable<Awaited<ReturnType<AccountDataRepository['readFamily']>>>;

function groupBy<T extends { studentId: string }>(rows: readonly T[] | undefined, studentId: string) {
  return (rows ?? []).filter((r) => r.studentId === studentId).map(({ studentId: _omit, ...rest }) => rest);
}

/** One child with everything recorded about their learning. */
function childExport(family: Family, child: Family['children'][number]) {
  const l = family.learning;
  const stepsByAttempt = new Map<string, unknown[]>();
  for (const { attemptId, id: _id, ...step } of l?.steps ?? []) {
    stepsByAttempt.set(attemptId, [...(stepsByAttempt.get(attemptId) ?? []), step]);
  }
  return {
    id: child.id,
    nickname: child.nickname,
    grade: child.grade,
    goal: child.goal,
    difficulties: child.difficulties,
    createdAt: child.createdAt,
    skills: groupBy(l?.skills, child.id),
    practiceSessions: groupBy(l?.sessions, child.id),
    diagnosticTests: groupBy(l?.diagnosticRuns, child.id),
    diagnosticResults: groupBy(l?.diagnosticResults, child.id),
    answers: groupBy(l?.answered, child.id).map((a) => ({ ...a, steps: stepsByAttempt.get(a.id) ?? [] })),
    weeklyReports: groupBy(l?.reports, child.id),
    mockExams: groupBy(l?.exams, child.id).map((exam) => ({
      ...exam,
      tasks: (l?.examTasks ?? [])
        .filter((task) => task.mockExamId === exam.id)
        .map(({ mockExamId: _omit, ...task }) => task),
    })),
    /** The learner model's whole state for the child (what every next task is chosen from). */
    learnerModel: groupBy(l?.models, child.id)[0] ?? null,
    askedTemplates: groupBy(l?.asked, child.id),
    // A child's own sign-in (issue 23): their devices, PIN lock events, and the parent's limits.
    signIn: {
      devices: groupBy(l?.devices, child.id),
      pinLockEvents: groupBy(l?.pinLocks, child.id),
      settings: groupBy(l?.access, child.id)[0] ?? null,
      signInLinks: groupBy(l?.links, child.id),
    },
  };
}

/** Everything the service stores about the parent's family, as one JSON document (RODO art. 15 and 20). */
export async function exportFamilyData(
  data: { parentId: string; now: Date },
  deps: { accountData: AccountDataRepository },
) {
  const family = await deps.accountData.readFamily(data.parentId);
  // The guard saw a session a moment ago; an account deleted since is signed out.
  if (!family) throw CommonErrors.unauthorized();
  const a = family.account;
  return {
    format: EXPORT_FORMAT,
    exportedAt: data.now.toISOString(),
    account: {
      id: a.id,
      name: a.name,
      email: a.email,
      emailVerified: a.emailVerified,
      role: a.role,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
      signInMethods: family.logins,
      signInSessions: family.signIns,
    },
    consents: family.consents.map(({ userId: _omit, ...c }) => c),
    settings: family.settings && (({ userId: _omit, ...s }) => s)(family.settings),
    plan: {
      subscription: family.subscription && (({ userId: _omit, ...s }) => s)(family.subscription),
      grants: family.grants.map(({ userId: _omit, grantedBy: _by, ...g }) => g),
      redeemedCodes: family.codes,
    },
    children: family.children.map((child) => childExport(family, child)),
    childSignIn: family.childSignIn,
    reportedProblems: family.issues.map(({ userId: _omit, ...i }) => i),
    accessRequests: family.requests.map(({ userId: _omit, ...r }) => r),
  };
}

/** The file name of an export, with the day it was made (e.g. celujacy-dane-2026-11-25.json). */
export function exportFileName(now: Date): string {
  return `celujacy-dane-${now.toISOString().slice(0, 10)}.json`;
}

/** Sends the confirmation link; nothing is removed until it is used. */
export async function requestAccountDeletion(
  data: { userId: string; email: string; now: Date },
  deps: { mailer: Mailer; baseUrl: string; secret: string },
) {
  const expiresAt = new Date(data.now.getTime() + DELETION_LINK_SECONDS * 1000);
  const token = signDeletionToken({ userId: data.userId, email: data.email, expiresAt }, deps.secret);
  const url = `${deps.baseUrl}/account/delete?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: data.email, ...accountDeletionEmail({ url, expiresInSeconds: DELETION_LINK_SECONDS }) });
  return { sentTo: data.email, expiresAt: expiresAt.toISOString() };
}

/**
 * Removes the family the signed link names, in one transaction. A link for an account that is
 * gone, or whose address changed since, confirms nothing.
 */
export async function confirmAccountDeletion(
  data: { token: string; now: Date },
  deps: { db: Db; accountData: AccountDataRepository; secret: string; logger: Logger },
) {
  const claim = verifyDeletionToken(data.token, deps.secret, data.now);
  if (!claim) throw AccountDataErrors.deletionLinkInvalid();
  await deps.db.transaction(async (tx) => {
    const acc = await deps.accountData.findAccount(tx, claim.userId);
    if (!acc || acc.email.toLowerCase() !== claim.email.toLowerCase()) throw AccountDataErrors.deletionLinkInvalid();
    await deps.accountData.deleteFamilyInTx(tx, { userId: acc.id, email: acc.email });
  });
  deps.logger.info('account deleted on request', { userId: claim.userId });
  return { deleted: true as const };
}

/**
 * The retention job's work (privacy policy: data kept at most 3 years after the service ends):
 * every family due by the core rule is removed, each in its own transaction, as on request.
 * The job engine calls this daily; `limit` bounds one run.
 */
export async function removeExpiredFamilies(
  data: { now: Date; limit?: number },
  deps: { db: Db; accountData: AccountDataRepository; logger: Logger },
) {
  const candidates = await deps.accountData.retentionCandidates(removalCandidateBefore(data.now), data.limit ?? 100);
  let removed = 0;
  for (const family of candidates) {
    if (!isDueForRemoval(family, data.now)) continue;
    await deps.db.transaction((tx) => deps.accountData.deleteFamilyInTx(tx, family));
    removed++;
  }
  if (removed > 0) deps.logger.info('expired families removed', { removed });
  return { removed };
}
