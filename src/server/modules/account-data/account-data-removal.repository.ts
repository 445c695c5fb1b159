import { eq, or, sql } from 'drizzle-orm';
import type { FamilyActivity } from '#core/privacy/retention.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  accessRequests,
  attempts,
  auditLog,
  childFamilies,
  emailOutbox,
  planGrants,
  rateLimit,
  redeemCodes,
  reportedIssues,
  session,
  students,
  subscriptions,
  user,
  verification,
} from '../../db/schema/index.ts';
import { columnNames, tableAs } from '../../db/sql-names.ts';
import { rowsOf } from '../../db/statements.ts';

/*
 * The end of a family's data: its deletion (asked for, or by the retention rule) and the search
 * for accounts the retention rule may delete. Part of the account-data repository
 * (account-data.repository.ts), in a file of its own.
 */

const toDateOrNull = (v: string | Date | null) => (v === null ? null : new Date(v));

/** A family as the retention job sees it: its account and the facts the core rule needs. */
export interface RetentionCandidate extends FamilyActivity {
  userId: string;
  email: string;
}

/**
 * Removes the family in the caller's transaction. The children go with their rows in every
 * table that references them (foreign keys cascade: learner model, sessions, attempts, steps,
 * diagnostics), the account with its sessions, logins, consents and plan. What refers to the
 * account without a foreign key is deleted or anonymised here: bug and question reports,
 * access requests, e-mails in the outbox, pending sign-in links, rate-limit counters, and the
 * audit trail (kept, without the person). Shared calibrations hold no person and stay.
 */
export async function deleteFamilyInTx(tx: Tx, who: { userId: string; email: string }): Promise<void> {
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
}

/**
 * Parent accounts (admins excluded) whose every activity is older than `before`, with the
 * facts the retention rule needs; the rule itself decides (core/privacy/retention.ts).
 */
export async function retentionCandidates(db: Db, before: Date, limit: number): Promise<RetentionCandidate[]> {
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
}
