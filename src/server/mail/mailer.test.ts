import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { emailOutbox } from '../db/schema/index.ts';
import { createLogger } from '../logger.ts';
import { createTestDatabase } from '../test/database.ts';
import { countPendingMail, createMailer, createSmtpTransport, type MailTransport } from './mailer.ts';
import { extractLinks, magicLinkEmail, validFor, verificationEmail } from './templates.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const logger = createLogger('silent');
const message = (to: string) => ({
  to,
  ...verificationEmail({ url: 'https://celujacy.example/v?token=a&b=1', expiresInSeconds: 3600 }),
});

/** nodemailer's JSON transport: the real message builder, with the wire replaced by a list. */
function recordingTransport() {
  const sent: Array<{ to: string; subject: string }> = [];
  const transporter = nodemailer.createTransport({ jsonTransport: true });
  const transport: MailTransport = {
    name: 'smtp',
    deliver: async (m) => {
      const info = await transporter.sendMail(m);
      const parsed = JSON.parse(String(info.message)) as { to: Array<{ address: string }>; subject: string };
      sent.push({ to: parsed.to[0]!.address, subject: parsed.subject });
    },
  };
  return { transport, sent };
}

describe('durable mail outbox', () => {
  it('keeps a message whose SMTP delivery failed and delivers it exactly once when SMTP is back', async () => {
    let clock = new Date('2025-09-14T10:00:00Z');
    const now = () => clock;
    const down = createMailer({
      db: database.db,
      transport: createSmtpTransport('smtp://127.0.0.1:1'),
      from: 'Celujący <no-reply@celujacy.pl>',
      logger,
      now,
    });
    await down.send(message('rodzic@example.pl'));
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'rodzic@example.pl'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toBeTruthy();
    expect(await countPendingMail(database.db)).toBe(1);

    const up = recordingTransport();
    const recovered = createMailer({ db: database.db, transport: up.transport, from: 'x@celujacy.pl', logger, now });
    // Not yet due: the retry waits for its back-off.
    expect(await recovered.drain()).toEqual({ sent: 0, failed: 0 });
    clock = new Date(clock.getTime() + 60_000);
    const [a, b] = await Promise.all([recovered.drain(), recovered.drain()]);
    expect(a!.sent + b!.sent).toBe(1);
    expect(up.sent).toEqual([{ to: 'rodzic@example.pl', subject: 'Potwierdź adres e-mail — Celujący' }]);
    expect(await recovered.drain()).toEqual({ sent: 0, failed: 0 });
    const [after] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('delivers at once when the transport works', async () => {
    const up = recordingTransport();
    const mailer = createMailer({
      db: database.db,
      transport: up.transport,
      from: 'x@celujacy.pl',
      logger,
      now: () => new Date(),
    });
    await mailer.send(message('od-razu@example.pl'));
    expect(up.sent).toHaveLength(1);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'od-razu@example.pl'));
    expect(row?.status).toBe('sent');
  });
});

describe('e-mail templates', () => {
  it('say how long a link is valid in correct Polish', () => {
    expect(validFor(3600)).toBe('1 godzinę');
    expect(validFor(7200)).toBe('2 godziny');
    expect(validFor(5 * 3600)).toBe('5 godzin');
    expect(validFor(60)).toBe('1 minutę');
    expect(validFor(600)).toBe('10 minut');
    expect(validFor(180)).toBe('3 minuty');
    expect(validFor(22 * 60)).toBe('22 minuty');
  });

  it('carry the link in both versions, escaped in HTML', () => {
    const e = magicLinkEmail({
      url: 'https://celujacy.example/api/auth/magic-link/verify?token=x&callbackURL=%2F',
      expiresInSeconds: 600,
    });
    expect(e.subject).toBe('Twój link do logowania — Celujący');
    expect(e.text).toContain('https://celujacy.example/api/auth/magic-link/verify?token=x&callbackURL=%2F');
    expect(e.html).toContain('href="https://celujacy.example/api/auth/magic-link/verify?token=x&amp;callbackURL=%2F"');
    expect(e.text).toContain('Link jest ważny przez 10 minut i działa tylko raz.');
    expect(extractLinks(e.text)).toEqual([
      'https://celujacy.example/api/auth/magic-link/verify?token=x&callbackURL=%2F',
    ]);
  });
});
