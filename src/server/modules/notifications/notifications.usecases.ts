import { dailyReminderDue, weeklyReportDue } from '#core/notifications/schedule.ts';
import type { NotificationKind, ParentSettings } from '#core/notifications/settings.ts';
import { practiceSuggestions } from '#core/reports/suggestions.ts';
import { zonedInstant, zonedTime } from '#core/time/zones.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import type { MailMessage, Mailer } from '../../mail/mailer.ts';
import type { RenderedEmail } from '../../mail/templates.ts';
import { refreshFamilyWeek, type ReportDeps } from '../reports/reports.usecases.ts';
import { NotificationErrors } from './notifications.errors.ts';
import type { NotificationsRepository, Recipient } from './notifications.repository.ts';
import { dailyReminderEmail, weeklyReportEmail, type Links } from './notifications.templates.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

export interface NotificationDeps extends ReportDeps {
  db: Db;
  notifications: NotificationsRepository;
  mailer: Mailer;
  baseUrl: string;
  secret: string;
  logger: Logger;
}

const ACTION_PATH: Record<NotificationKind, string> = {
  weekly_report: '/parent/weekly',
  daily_reminder: '/parent/dashboard',
};

/** The unsubscribe page: its link in the body, and RFC 8058 one-click in the headers. */
export function unsubscribeUrl(baseUrl: string, userId: string, kind: NotificationKind, secret: string): string {
  return `${baseUrl}/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId, kind, secret))}`;
}

function withLinks(
  kind: NotificationKind,
  userId: string,
  deps: Pick<NotificationDeps, 'baseUrl' | 'secret'>,
): { links: Links; headers: Record<string, string> } {
  const unsubscribe = unsubscribeUrl(deps.baseUrl, userId, kind, deps.secret);
  return {
    links: { action: `${deps.baseUrl}${ACTION_PATH[kind]}`, settings: `${deps.baseUrl}/parent/settings`, unsubscribe },
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The weekly e-mail about the week starting `weekStart` (its reports are stored on the way). */
async function composeWeekly(
  data: { userId: string; weekStart?: string; test?: boolean },
  deps: NotificationDeps,
): Promise<{ email: RenderedEmail; headers: Record<string, string> }> {
  const week = await refreshFamilyWeek({ parentId: data.userId, date: data.weekStart }, deps);
  const now = deps.now().getTime();
  const children = await Promise.all(
    week.children.map(async (c) => ({
      nickname: c.nickname,
      figures: c.figures,
      mockExams: c.mockExams,
      suggestions: practiceSuggestions(await deps.notifications.skillStandings(c.id), now),
    })),
  );
  const { links, headers } = withLinks('weekly_report', data.userId, deps);
  const email = weeklyReportEmail({
    weekStart: week.weekStart,
    weekEnd: week.weekEnd,
    children,
    links,
    test: data.test,
  });
  return { email, headers };
}

/** The children who have not practised today (in the parent's zone), oldest first. */
async function notPractisedToday(userId: string, settings: ParentSettings, deps: NotificationDeps) {
  const now = deps.now();
  const startOfDay = zonedInstant(zonedTime(now, settings.timezone).date, 0, settings.timezone);
  const children = (await deps.students.listForParent(userId)).reverse();
  const practised = await deps.notifications.practisedBetween(
    children.map((c) => c.id),
    startOfDay,
    new Date(now.getTime() + 1),
  );
  return children.filter((c) => !practised.has(c.id)).map((c) => c.nickname);
}

function composeDaily(data: { userId: string; nicknames: string[]; test?: boolean }, deps: NotificationDeps) {
  const { links, headers } = withLinks('daily_reminder', data.userId, deps);
  return { email: dailyReminderEmail({ nicknames: data.nicknames, links, test: data.test }), headers };
}

/**
 * Sends one scheduled e-mail at most once: the (parent, kind, period) key and the outbox row are
 * written in one transaction, so a second instance, a retry or a restart finds the key taken.
 */
async function sendOnce(
  key: { userId: string; kind: NotificationKind; period: string },
  message: MailMessage,
  deps: NotificationDeps,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const logId = await deps.notifications.claim({ ...key, at: deps.now() }, tx);
    if (!logId) return false;
    const outboxId = await deps.mailer.enqueue(message, tx);
    await deps.notifications.attachOutbox(logId, outboxId, tx);
    return true;
  });
}

/** One parent's due e-mails: the weekly report and today's reminder, each when due and not yet sent. */
async function sendDueFor(recipient: Recipient, deps: NotificationDeps): Promise<number> {
  const now = deps.now();
  const settings = await deps.settings.get(recipient.userId);
  let sent = 0;

  const weekly = weeklyReportDue(settings, now);
  // Nothing scheduled before the account existed (a new family does not get last week's e-mail).
  if (weekly && weekly.at.getTime() >= recipient.createdAt.getTime()) {
    const key = { userId: recipient.userId, kind: 'weekly_report' as const, period: weekly.period };
    if (!(await deps.notifications.wasSent(key))) {
      const { email, headers } = await composeWeekly({ userId: recipient.userId, weekStart: weekly.period }, deps);
      if (await sendOnce(key, { to: recipient.email, ...email, headers }, deps)) sent++;
    }
  }

  const daily = dailyReminderDue(settings, now);
  if (daily && daily.at.getTime() >= recipient.createdAt.getTime()) {
    const key = { userId: recipient.userId, kind: 'daily_reminder' as const, period: daily.period };
    if (!(await deps.notifications.wasSent(key))) {
      const nicknames = await notPractisedToday(recipient.userId, settings, deps);
      if (nicknames.length > 0) {
        const { email, headers } = composeDaily({ userId: recipient.userId, nicknames }, deps);
        if (await sendOnce(key, { to: recipient.email, ...email, headers }, deps)) sent++;
      }
    }
  }
  return sent;
}

/**
 * The scheduled job: every family's due e-mails. One family's failure is logged and does not stop
 * the others; the job fails (and the engine retries it) when any family failed.
 */
export async function sendDueNotifications(deps: NotificationDeps): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const recipient of await deps.notifications.recipients()) {
    try {
      sent += await sendDueFor(recipient, deps);
    } catch (err) {
      failed++;
      deps.logger.error('scheduled e-mail failed', {
        userId: recipient.userId,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
  if (failed > 0) throw new Error(`scheduled e-mails failed for ${failed} of the families`);
  return { sent, failed };
}

/** POST /api/notifications/test: the e-mail of that kind as it would go out now, marked as a test. */
export async function sendTestNotification(
  data: { parentId: string; email: string; type: NotificationKind },
  deps: NotificationDeps,
): Promise<void> {
  if ((await deps.students.countForParent(data.parentId)) === 0) throw NotificationErrors.noChildren();
  const composed =
    data.type === 'weekly_report'
      ? await composeWeekly({ userId: data.parentId, test: true }, deps)
      : composeDaily(
          {
            userId: data.parentId,
            nicknames: (await deps.students.listForParent(data.parentId)).reverse().map((c) => c.nickname),
            test: true,
          },
          deps,
        );
  await deps.mailer.send({ to: data.email, ...composed.email, headers: composed.headers });
}

/**
 * "Wyślij raport e-mailem" on /parent/weekly: the real weekly e-mail of the week on screen (not the
 * test one), to the parent's own address, now.
 */
export async function sendWeeklyReportNow(
  data: { parentId: string; email: string; weekStart?: string },
  deps: NotificationDeps,
): Promise<void> {
  if ((await deps.students.countForParent(data.parentId)) === 0) {
    throw NotificationErrors.noChildren('Dodaj dziecko, aby wysłać raport — raport opisuje postępy dzieci');
  }
  const { email, headers } = await composeWeekly({ userId: data.parentId, weekStart: data.weekStart }, deps);
  await deps.mailer.send({ to: data.email, ...email, headers });
}
