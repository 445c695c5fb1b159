import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, Executor } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for scheduled e-mails). */
  headers?: Record<string, string>;
}

/** What the rest of the server uses to send e-mail. Delivery is durable (see email_outbox). */
export interface Mailer {
  readonly transportName: string;
  send(message: MailMessage): Promise<void>;
  /**
   * Writes the message to the outbox in the caller's transaction, without delivering it: it goes
   * out with the next drain, and only if the transaction commits. Returns the outbox row's id.
   */
  enqueue(message: MailMessage, ex: Executor): Promise<string>;
  /** Retries messages whose delivery failed; safe to run on many instances at once. */
  drain(limit?: number): Promise<{ sent: number; failed: number }>;
}

/** Where a message finally goes. */
export interface MailTransport {
  readonly name: 'smtp' | 'dev-mailbox';
  deliver(message: MailMessage & { from: string }): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // Short timeouts: a dead server must fail fast so the message goes back to the outbox.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    name: 'smtp',
    deliver: async (m) => {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        headers: m.headers,
      });
    },
  };
}

/**
 * The dev mailbox: the outbox row itself is the delivered message, listed at /dev/mailbox.
 * Delivery only has to succeed so the row is marked sent.
 */
export function createDevMailboxTransport(): MailTransport {
  return { name: 'dev-mailbox', deliver: async () => {} };
}

const MAX_ATTEMPTS = 30;
const MAX_BACKOFF_MS = 15 * 60 * 1000;
/** Longer than any SMTP exchange may take (see the timeouts below). */
const LEASE_MS = 5 * 60 * 1000;

export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  now: () => Date;
}): Mailer {
  const { db, transport, from, logger, now } = deps;

  /**
   * Claims due rows with a short atomic update (SKIP LOCKED, so instances never claim the same
   * row) that pushes their next attempt out by a lease, then delivers outside any transaction:
   * a slow or dead SMTP server never holds database locks. A crash mid-delivery only means the
   * row is retried when the lease runs out.
   */
  async function deliverPending(filter: { id?: string; limit: number }): Promise<{ sent: number; failed: number }> {
    const at = now();
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, at),
          filter.id ? eq(emailOutbox.id, filter.id) : undefined,
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(filter.limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(at.getTime() + LEASE_MS) })
      .where(inArray(emailOutbox.id, due))
      .returning();
    let sent = 0;
    let failed = 0;
    for (const row of claimed) {
      try {
        await transport.deliver({
          from,
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: row.headers ?? undefined,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: now(), lastError: null })
          .where(eq(emailOutbox.id, row.id));
        sent++;
      } catch (err) {
        const backoff = Math.min(MAX_BACKOFF_MS, 30_000 * 2 ** (row.attempts - 1));
        const message = err instanceof Error ? err.message : String(err);
        await db
          .update(emailOutbox)
          .set({
            lastError: message.slice(0, 500),
            status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            nextAttemptAt: new Date(now().getTime() + backoff),
          })
          .where(eq(emailOutbox.id, row.id));
        logger.warn('mail delivery failed', { outboxId: row.id, attempts: row.attempts, error: message });
        failed++;
      }
    }
    return { sent, failed };
  }

  async function insert(message: MailMessage, ex: Executor): Promise<string> {
    const [row] = await ex
      .insert(emailOutbox)
      .values({ ...message, transport: transport.name, nextAttemptAt: now(), createdAt: now() })
      .returning({ id: emailOutbox.id });
    if (!row) throw new Error('email_outbox insert returned no row');
    return row.id;
  }

  return {
    transportName: transport.name,
    enqueue: insert,
    async send(message) {
      const id = await insert(message, db);
      // Delivery problems are not the sender's problem: the row stays pending and the drainer retries.
      try {
        await deliverPending({ id, limit: 1 });
      } catch (err) {
        logger.warn('mail delivery deferred', {
          outboxId: id,
          error: err instanceof Error ? err.message : String(err),
        });
      }
    },
    drain: (limit = 20) => deliverPending({ limit }),
  };
}

/** Number of messages still waiting (for /health-style diagnostics and tests). */
export async function countPendingMail(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'));
  return row?.n ?? 0;
}
