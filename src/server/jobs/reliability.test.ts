import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_PARENT_SETTINGS } from '#core/notifications/settings.ts';
import { addCalendarDays, isoWeekday, zonedInstant, zonedTime } from '#core/time/zones.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { emailOutbox, notificationLog } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createMailer, createSmtpTransport, type Mailer } from '../mail/mailer.ts';
import { createNotificationDeps } from '../modules/notifications/notifications.deps.ts';
import { sendDueNotifications } from '../modules/notifications/notifications.usecases.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { call } from '../test/http.ts';
import { createVerifiedUser, type TestUser } from '../test/users.ts';
import { startJobEngine, type JobEngine } from './engine.ts';
import { createJobs, JOB_NAMES } from './jobs.ts';

/**
 * Scheduled e-mails end to end on the job engine with a real SMTP server (smtp-server on
 * loopback): several instances and a restart send each weekly e-mail once; with the SMTP server
 * down, every message waits in the outbox and is delivered once when it is back.
 */
const logger = createLogger('silent');
const ZONE = 'Europe/Warsaw';

/** The first line of a header, RFC 2047 encoded words decoded (nodemailer Q-encodes Polish text). */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_m, q: string) =>
    Buffer.from(
      q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}

/** A local SMTP server that records what it receives and can go down and come back on its port. */
function smtpSink() {
  const received: { to: string; subject: string; unsubscribe: boolean }[] = [];
  let server: SMTPServer | null = null;
  let port = 0;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          const subject = decodeHeader(/^Subject: (.*)$/im.exec(raw)?.[1] ?? '');
          const unsubscribe = /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im.test(raw);
          for (const r of session.envelope.rcptTo) received.push({ to: r.address, subject, unsubscribe });
          callback();
        });
      },
    });
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    up: () =>
      new Promise<void>((resolve) => {
        server = make();
        server.listen(port, '127.0.0.1', () => {
          port = (server!.server.address() as { port: number }).port;
          resolve();
        });
      }),
    down: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

async function until(check: () => boolean | Promise<boolean>, ms = 90_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let t: TestApp;
let smtp: ReturnType<typeof smtpSink>;
const engines: JobEngine[] = [];
const extraDatabases: Database[] = [];
const parents: TestUser[] = [];
let sunday = '';

/** One app instance's background side: its own connection, mailer (SMTP) and engine. */
async function instance(database: Database, options: { failEnqueueAt?: number } = {}) {
  const base = createMailer({
    db: database.db,
    transport: createSmtpTransport(smtp.url),
    from: 'Celujący <no-reply@celujacy.pl>',
    logger,
    now: t.clock.now,
  });
  let enqueued = 0;
  // A crash mid-transaction: the family's key and outbox row roll back together.
  const mailer: Mailer = {
    ...base,
    enqueue: async (m, ex) => {
      if (++enqueued === options.failEnqueueAt) throw new Error('instance died mid-run');
      return base.enqueue(m, ex);
    },
  };
  const jobs = createJobs({ db: database.db, database, config: t.config, mailer, logger, now: t.clock.now });
  const engine = await startJobEngine({ connection: database.jobs, jobs, logger, pollingIntervalSeconds: 0.5 });
  engines.push(engine);
  const deps = createNotificationDeps({ db: database.db, config: t.config, mailer, logger, now: t.clock.now });
  return { engine, mailer, deps };
}

beforeAll(async () => {
  smtp = smtpSink();
  await smtp.up();
  t = await createTestApp();
  for (let i = 0; i < 4; i++) {
    const u = await createVerifiedUser(t, { consent: true, children: 1 });
    const res = await call(t.app, '/api/parent/settings', {
      cookie: u.cookie,
      body: {
        ...DEFAULT_PARENT_SETTINGS,
        daily_reminder_enabled: false,
        weekly_report_weekday: 7,
        weekly_report_hour: 18,
      },
    });
    if (res.status !== 200) throw new Error(res.text);
    parents.push(u);
  }
  const today = zonedTime(t.clock.now(), ZONE).date;
  sunday = addCalendarDays(today, 7 - isoWeekday(today));
}, 180_000);

afterEach(async () => {
  await Promise.all(engines.splice(0).map((e) => e.stop()));
});

afterAll(async () => {
  await Promise.all(extraDatabases.map((d) => d.close()));
  await t?.close();
  await smtp.down();
});

const weeklyTo = (u: TestUser) =>
  smtp.received.filter((m) => m.to === u.email && m.subject.startsWith('Raport tygodniowy') && m.unsubscribe).length;

describe('scheduled e-mails on the job engine', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two instances and a restart mid-run send each weekly e-mail exactly once (PostgreSQL)',
    async () => {
      t.clock.advance(zonedInstant(sunday, 18, ZONE).getTime() + 60_000 - t.clock.now().getTime());
      const url = (t.database.jobs as { url: string }).url;
      const second = openPostgres(url, 4);
      extraDatabases.push(second);
      // Instance 1 dies while sending the second family's e-mail; instance 2 runs beside it.
      const one = await instance(t.database, { failEnqueueAt: 2 });
      const two = await instance(second);
      await Promise.all([
        sendDueNotifications(one.deps).catch(() => 'crashed'),
        sendDueNotifications(two.deps),
        one.engine.run(JOB_NAMES.notifications),
        two.engine.run(JOB_NAMES.notifications),
      ]);
      // Instance 1 restarts: a new engine on a new connection runs the job again.
      await one.engine.stop();
      const restartedDb = openPostgres(url, 4);
      extraDatabases.push(restartedDb);
      const restarted = await instance(restartedDb);
      await restarted.engine.run(JOB_NAMES.notifications);
      await two.engine.run(JOB_NAMES.mailDrain);

      await until(() => parents.every((p) => weeklyTo(p) >= 1));
      // Time for any duplicate to arrive: more runs on both instances, then drain again.
      await Promise.all([sendDueNotifications(two.deps), sendDueNotifications(restarted.deps)]);
      await Promise.all([two.mailer.drain(), restarted.mailer.drain()]);
      for (const p of parents) expect(weeklyTo(p), p.email).toBe(1);
      for (const p of parents) {
        const log = await t.database.db.select().from(notificationLog).where(eq(notificationLog.userId, p.id));
        expect(log).toHaveLength(1);
      }
    },
    240_000,
  );

  it('with the SMTP server down, every message waits and is delivered once when it is back', async () => {
    // The next Sunday's reports: new periods for every family.
    t.clock.advance(zonedInstant(addCalendarDays(sunday, 7), 18, ZONE).getTime() + 60_000 - t.clock.now().getTime());
    await smtp.down();
    const before = smtp.received.length;
    const earlier = parents.map(weeklyTo);
    const one = await instance(t.database);
    await one.engine.run(JOB_NAMES.notifications);
    // Every family's message is in the outbox, pending, after a failed attempt.
    await until(async () => {
      const rows = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
      return rows.filter((r) => r.lastError !== null).length >= parents.length;
    });
    expect(smtp.received.length).toBe(before);

    await smtp.up();
    // Past the outbox's back-off; the engine's drain job (from either run) delivers them.
    t.clock.advance(60 * 60 * 1000);
    await Promise.all([one.engine.run(JOB_NAMES.mailDrain), one.mailer.drain()]);
    await until(() => parents.every((p, i) => weeklyTo(p) === earlier[i]! + 1));
    await one.mailer.drain();
    parents.forEach((p, i) => expect(weeklyTo(p), p.email).toBe(earlier[i]! + 1));
    const pending = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
    expect(pending).toEqual([]);
  }, 240_000);
});
