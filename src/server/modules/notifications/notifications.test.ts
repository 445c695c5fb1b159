import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_PARENT_SETTINGS } from '#core/notifications/settings.ts';
import { addCalendarDays, isoWeekday, zonedInstant, zonedTime } from '#core/time/zones.ts';
import { createDefaultMailer } from '../../app.ts';
import { emailOutbox, notificationLog } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { practise } from '../../test/practice.ts';
import { addChild, createVerifiedUser, lastEmailTo, type TestUser } from '../../test/users.ts';
import { createNotificationDeps } from './notifications.deps.ts';
import { TEST_EMAILS_PER_HOUR } from './notifications.routes.ts';
import { sendDueNotifications } from './notifications.usecases.ts';

/**
 * The parent's settings, weekly reports, test and scheduled e-mails and one-click unsubscribe,
 * through the API on PGlite (and PostgreSQL with TEST_DATABASE_URL). The clock is moved to a
 * Wednesday 10:00 in Warsaw at least a week ahead, so the figures fall in one known week.
 */
let t: TestApp;
let a: TestUser;
let b: TestUser;
let childA = '';
let childB = '';
const ZONE = 'Europe/Warsaw';
let wednesday = '';

const settingsOf = (u: TestUser) => call(t.app, '/api/parent/settings', { cookie: u.cookie });
const saveSettings = (u: TestUser, body: unknown) => call(t.app, '/api/parent/settings', { cookie: u.cookie, body });
const moveClockTo = (at: Date) => t.clock.advance(at.getTime() - t.clock.now().getTime());

function scheduler() {
  const logger = createLogger('silent');
  const mailer = createDefaultMailer({ config: t.config, database: t.database, logger, now: t.clock.now });
  return createNotificationDeps({ db: t.database.db, config: t.config, mailer, logger, now: t.clock.now });
}

async function sentTo(u: TestUser) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email)).orderBy(emailOutbox.createdAt);
}

beforeAll(async () => {
  t = await createTestApp();
  const today = zonedTime(t.clock.now(), ZONE).date;
  wednesday = addCalendarDays(today, 7 + ((3 - isoWeekday(today) + 7) % 7));
  moveClockTo(zonedInstant(wednesday, 10, ZONE));
  a = await createVerifiedUser(t, { consent: true });
  b = await createVerifiedUser(t, { consent: true });
  childA = (await addChild(t, a, { nickname: 'Ola', grade: '6' })).id;
  childB = (await addChild(t, b, { nickname: 'Kuba', grade: '8' })).id;
}, 120_000);
afterAll(() => t.close());

describe('GET|POST /api/parent/settings', () => {
  it('answers the defaults until saved, then the saved object', async () => {
    expect((await settingsOf(a)).json).toEqual(DEFAULT_PARENT_SETTINGS);
    const wanted = {
      timezone: 'Europe/London',
      daily_reminder_enabled: false,
      daily_reminder_hour: 0,
      weekly_report_enabled: true,
      weekly_report_weekday: 1,
      weekly_report_hour: 23,
      quiet_hours_start: 22,
      quiet_hours_end: 6,
      light_mode_enabled: true,
    };
    const saved = await saveSettings(a, wanted);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual(wanted);
    expect((await settingsOf(a)).json).toEqual(wanted);
    // Another parent's settings are untouched; no quiet hours is both null.
    expect((await settingsOf(b)).json).toEqual(DEFAULT_PARENT_SETTINGS);
    const silentless = { ...DEFAULT_PARENT_SETTINGS, quiet_hours_start: null, quiet_hours_end: null };
    expect((await saveSettings(a, silentless)).json).toEqual(silentless);
  });

  it('refuses invalid objects with Polish messages per field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ timezone: 'Asia/Tokyo' }, 'timezone', 'Wybierz strefę czasową z listy'],
      [{ daily_reminder_hour: 24 }, 'daily_reminder_hour', 'Godzina musi być z zakresu 00:00–23:00'],
      [{ weekly_report_hour: -1 }, 'weekly_report_hour', 'Godzina musi być z zakresu 00:00–23:00'],
      [{ weekly_report_hour: 7.5 }, 'weekly_report_hour', 'Wybierz godzinę raportu'],
      [
        { weekly_report_weekday: 0 },
        'weekly_report_weekday',
        'Dzień tygodnia musi być od poniedziałku (1) do niedzieli (7)',
      ],
      [
        { weekly_report_weekday: 8 },
        'weekly_report_weekday',
        'Dzień tygodnia musi być od poniedziałku (1) do niedzieli (7)',
      ],
      [{ quiet_hours_end: null }, 'quiet_hours_end', 'Podaj początek i koniec godzin ciszy albo wyłącz godziny ciszy'],
      [
        { quiet_hours_start: 7, quiet_hours_end: 7 },
        'quiet_hours_end',
        'Godziny ciszy muszą kończyć się o innej godzinie, niż się zaczynają',
      ],
      [{ light_mode_enabled: 'tak' }, 'light_mode_enabled', 'Nieprawidłowa wartość trybu lekkiego'],
      [{ daily_reminder_enabled: undefined }, 'daily_reminder_enabled', 'Nieprawidłowa wartość przypomnień'],
    ];
    for (const [change, path, message] of cases) {
      const res = await saveSettings(b, { ...DEFAULT_PARENT_SETTINGS, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.json.error.code).toBe('request.invalid');
      expect(res.json.error.details).toContainEqual({ path, message });
    }
    expect((await settingsOf(b)).json).toEqual(DEFAULT_PARENT_SETTINGS);
  });
});

describe('GET /api/parent/weekly-reports and POST /api/parent/report/mark-viewed', () => {
  it('is empty before the first practice', async () => {
    const res = await call(t.app, '/api/parent/weekly-reports?limit=20', { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ reports: [], latest_summary: null });
  });

  it("computes the running week on demand, only from the family's own children", async () => {
    await practise(t, a, childA, [true, true, true, false]);
    await practise(t, b, childB, [false]);
    const res = await call(t.app, '/api/parent/weekly-reports', { cookie: a.cookie });
    expect(res.status).toBe(200);
    const monday = addCalendarDays(wednesday, -2);
    expect(res.json.reports).toEqual([
      {
        id: expect.any(String),
        student_id: childA,
        week_start: monday,
        week_end: addCalendarDays(monday, 6),
        minutes: expect.any(Number),
        sessions: 1,
        answered: 4,
        accuracy: 75,
        topics_mastered: expect.any(Array),
        topics_weak: expect.any(Array),
        streak: 1,
        parent_viewed_at: null,
        created_at: expect.any(String),
        students: { nickname: 'Ola' },
        // No mock exam yet (docs/decisions/0011-mock-exam.md).
        mock_exams: [],
      },
    ]);
    expect(res.json.reports[0].minutes).toBeGreaterThanOrEqual(1);
    expect(res.json.latest_summary).toMatchObject({ week_start: monday, sessions: 1, accuracy: 75, children: 1 });

    const filtered = await call(t.app, `/api/parent/weekly-reports?studentId=${childA}&limit=1`, { cookie: a.cookie });
    expect(filtered.json.reports).toHaveLength(1);
    const foreign = await call(t.app, `/api/parent/weekly-reports?studentId=${childB}`, { cookie: a.cookie });
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe('student.not_found');
  });

  it('validates the query', async () => {
    for (const q of ['limit=0', 'limit=21', 'limit=abc', 'studentId=nie-uuid']) {
      const res = await call(t.app, `/api/parent/weekly-reports?${q}`, { cookie: a.cookie });
      expect(res.status, q).toBe(400);
      expect(res.json.error.code).toBe('request.invalid');
    }
  });

  it("marks the family's own report viewed once; another family's is a 404", async () => {
    const [report] = (await call(t.app, '/api/parent/weekly-reports', { cookie: a.cookie })).json.reports;
    const stranger = await call(t.app, '/api/parent/report/mark-viewed', {
      cookie: b.cookie,
      body: { reportId: report.id },
    });
    expect(stranger.status).toBe(404);
    expect(stranger.json.error).toMatchObject({ code: 'report.not_found', message: 'Nie znaleziono raportu' });
    const missing = await call(t.app, '/api/parent/report/mark-viewed', {
      cookie: a.cookie,
      body: { reportId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.status).toBe(404);
    const bad = await call(t.app, '/api/parent/report/mark-viewed', { cookie: a.cookie, body: { reportId: 'x' } });
    expect(bad.json.error.details).toContainEqual({ path: 'reportId', message: 'Nieprawidłowy identyfikator raportu' });

    const first = await call(t.app, '/api/parent/report/mark-viewed', {
      cookie: a.cookie,
      body: { reportId: report.id },
    });
    expect(first.status).toBe(200);
    const viewedAt = Date.parse(first.json.report.parent_viewed_at);
    expect(Math.abs(viewedAt - t.clock.now().getTime())).toBeLessThan(5_000);
    t.clock.advance(60_000);
    const again = await call(t.app, '/api/parent/report/mark-viewed', {
      cookie: a.cookie,
      body: { reportId: report.id },
    });
    expect(again.json.report.parent_viewed_at).toBe(first.json.report.parent_viewed_at);
  });
});

describe('POST /api/notifications/test and one-click unsubscribe', () => {
  it('sends a test e-mail of each kind to the parent, with the unsubscribe headers and link', async () => {
    const weekly = await call(t.app, '/api/notifications/test', { cookie: a.cookie, body: { type: 'weekly_report' } });
    expect(weekly.json).toEqual({ sent: true, type: 'weekly_report' });
    const mail = await lastEmailTo(t, a.email);
    expect(mail.subject).toMatch(/^\[Test\] Raport tygodniowy: /);
    expect(mail.text).toContain('OLA');
    expect(mail.text).toContain('Skuteczność: 75%');
    expect(mail.text).toContain(`${t.config.baseUrl}/parent/weekly`);
    expect(mail.html).toContain('Zobacz pełny raport');
    expect(mail.status).toBe('sent');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = mail.links.find((l) => l.includes('/email/unsubscribe'))!;
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${unsubscribe}>`);

    const daily = await call(t.app, '/api/notifications/test', { cookie: b.cookie, body: { type: 'daily_reminder' } });
    expect(daily.status).toBe(200);
    expect((await lastEmailTo(t, b.email)).text).toContain('Dziś nie było jeszcze ćwiczeń z matematyki (Kuba)');

    const invalid = await call(t.app, '/api/notifications/test', { cookie: a.cookie, body: { type: 'sms' } });
    expect(invalid.status).toBe(400);
    expect(invalid.json.error.details).toContainEqual({
      path: 'type',
      message: 'Wybierz rodzaj wiadomości: raport tygodniowy lub przypomnienie',
    });
  });

  it('"Wyślij raport e-mailem" sends the real weekly report of the week asked for, not the test mail', async () => {
    const res = await call(t.app, '/api/notifications/weekly-report', { cookie: a.cookie, body: {} });
    expect(res.status, res.text).toBe(200);
    const mail = await lastEmailTo(t, a.email);
    expect(mail.subject).toMatch(/^Raport tygodniowy: /);
    expect(mail.subject).not.toContain('[Test]');
    expect(mail.text).not.toContain('testow');
    expect(mail.text).toContain('OLA');
    const bad = await call(t.app, '/api/notifications/weekly-report', {
      cookie: a.cookie,
      body: { weekStart: 'wczoraj' },
    });
    expect(bad.status).toBe(400);
    const childless = await createVerifiedUser(t, { consent: true });
    const none = await call(t.app, '/api/notifications/weekly-report', { cookie: childless.cookie, body: {} });
    expect(none.status).toBe(409);
  });

  it('limits test e-mails to 10 an hour per parent', async () => {
    const send = () => call(t.app, '/api/notifications/test', { cookie: b.cookie, body: { type: 'daily_reminder' } });
    const statuses: number[] = [];
    for (let i = 0; i < TEST_EMAILS_PER_HOUR; i++) statuses.push((await send()).status);
    // One test e-mail was sent by the test above.
    expect(statuses.filter((s) => s === 200)).toHaveLength(TEST_EMAILS_PER_HOUR - 1);
    expect(statuses.at(-1)).toBe(429);
    t.clock.advance(3_600_001);
    expect((await send()).status).toBe(200);
  });

  it('asks before unsubscribing on GET and switches the kind off on POST (also one-click, without a session)', async () => {
    await call(t.app, '/api/notifications/test', { cookie: a.cookie, body: { type: 'weekly_report' } });
    const link = new URL((await lastEmailTo(t, a.email)).links.find((l) => l.includes('/email/unsubscribe'))!);
    const page = await call(t.app, link.pathname + link.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Wypisz mnie');
    expect((await settingsOf(a)).json.weekly_report_enabled).toBe(true);

    const oneClick = await call(t.app, link.pathname + link.search, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      origin: null,
    });
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('Raporty tygodniowe zostały wyłączone.');
    const after = (await settingsOf(a)).json;
    expect(after).toMatchObject({ weekly_report_enabled: false, daily_reminder_enabled: true });

    const forged = link.search.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await call(t.app, link.pathname + forged)).status).toBe(400);
    expect((await call(t.app, '/email/unsubscribe?token=x.y', { method: 'POST', origin: null })).status).toBe(400);
    await saveSettings(a, { ...after, weekly_report_enabled: true });
  });
});

describe('scheduled e-mails', () => {
  it('sends the weekly report at its hour, after quiet hours, exactly once', async () => {
    await saveSettings(a, {
      ...DEFAULT_PARENT_SETTINGS,
      daily_reminder_enabled: false,
      weekly_report_weekday: 7,
      weekly_report_hour: 22,
      quiet_hours_start: 21,
      quiet_hours_end: 7,
    });
    const deps = scheduler();
    const sunday = addCalendarDays(wednesday, 4);
    const before = (await sentTo(a)).length;
    moveClockTo(zonedInstant(sunday, 22, ZONE));
    await sendDueNotifications(deps);
    expect(await sentTo(a)).toHaveLength(before);

    moveClockTo(zonedInstant(addCalendarDays(sunday, 1), 7, ZONE));
    await Promise.all([sendDueNotifications(deps), sendDueNotifications(deps)]);
    await sendDueNotifications(deps);
    const mails = (await sentTo(a)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Raport tygodniowy: /);
    expect(mails[0]!.text).toContain('Skuteczność: 75%');
    const log = await t.database.db
      .select()
      .from(notificationLog)
      .where(and(eq(notificationLog.userId, a.id), eq(notificationLog.kind, 'weekly_report')));
    expect(log).toEqual([expect.objectContaining({ period: addCalendarDays(wednesday, -2), outboxId: mails[0]!.id })]);
    // The week is over: its stored report is final.
    const reports = (await call(t.app, '/api/parent/weekly-reports', { cookie: a.cookie })).json.reports;
    expect(reports.find((r: { week_start: string }) => r.week_start === addCalendarDays(wednesday, -2))).toBeDefined();
  });

  it('reminds only the families whose child has not practised that day', async () => {
    // Within the 7-day trial that started with the first practice.
    const tuesday = addCalendarDays(wednesday, 6);
    moveClockTo(zonedInstant(tuesday, 9, ZONE));
    await practise(t, a, childA, [true]);
    await saveSettings(a, { ...DEFAULT_PARENT_SETTINGS, weekly_report_enabled: false });
    await saveSettings(b, { ...DEFAULT_PARENT_SETTINGS, weekly_report_enabled: false });
    const deps = scheduler();
    const [beforeA, beforeB] = [(await sentTo(a)).length, (await sentTo(b)).length];
    moveClockTo(zonedInstant(tuesday, 17, ZONE));
    await sendDueNotifications(deps);
    await sendDueNotifications(deps);
    expect(await sentTo(a)).toHaveLength(beforeA);
    const reminders = (await sentTo(b)).slice(beforeB);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Przypomnienie: /);
    expect(reminders[0]!.headers?.['List-Unsubscribe']).toMatch(/\/email\/unsubscribe\?token=/);
  });
});
