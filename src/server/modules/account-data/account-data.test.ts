import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, cookiesFrom } from '../../test/http.ts';
import { practise, takeDiagnostic } from '../../test/learning.ts';
import { signInChild } from '../../test/children.ts';
import { addChild, createVerifiedUser, lastEmailTo, markUnverified, type TestUser } from '../../test/users.ts';
import { createDefaultMailer } from '../../app.ts';
import { startJobEngine } from '../../jobs/engine.ts';
import { createJobs, JOB_NAMES } from '../../jobs/jobs.ts';
import { createLogger } from '../../logger.ts';
import { givePlan } from '../../test/exams.ts';
import { createAccountDataRepository } from './account-data.repository.ts';
import { removeExpiredFamilies } from './account-data.usecases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A family that has used everything: consent, two children, practice, a diagnostic, a bug report. */
async function activeFamily(tag: string, options: { lockPin?: boolean } = {}) {
  const parent = await createVerifiedUser(t, { consent: true, name: `Rodzic ${tag}` });
  const first = await addChild(t, parent, { nickname: `Zyta${tag}`, grade: '6' });
  const second = await addChild(t, parent, { nickname: `Leon${tag}`, grade: '8' });
  await practise(t, parent, first.id, [true, false, true], 3);
  await takeDiagnostic(t, parent, second.id);
  // A mock exam with one answer, finished and scored (Egzamin+ for a grade-8 child).
  await givePlan(t, parent.id, 'exam_plus');
  const exam = (await call(t.app, '/api/exams/start', { cookie: parent.cookie, body: { studentId: second.id } })).json;
  const firstTask = exam.questions[0] as { id: string };
  await call(t.app, '/api/exams/save', {
    cookie: parent.cookie,
    body: { examId: exam.examId, answers: { [firstTask.id]: { raw: '0', clientUpdatedAt: 1 } } },
  });
  await call(t.app, '/api/exams/finish', { cookie: parent.cookie, body: { examId: exam.examId } });
  // The week's report and the parent's settings are family data too.
  await call(t.app, '/api/parent/weekly-reports', { cookie: parent.cookie });
  const settings = (await call(t.app, '/api/parent/settings', { cookie: parent.cookie })).json;
  await call(t.app, '/api/parent/settings', { cookie: parent.cookie, body: { ...settings, daily_reminder_hour: 19 } });
  await call(t.app, '/api/feedback/bug', {
    cookie: parent.cookie,
    body: { description: `Nie działa przycisk ${tag}`, page: '/parent/dashboard' },
  });
  await call(t.app, '/api/access-requests', {
    cookie: parent.cookie,
    body: { email: parent.email, message: `Prośba ${tag}` },
  });
  // A child's own sign-in: a device, a PIN (locked by five wrong tries when asked), a daily limit.
  await signInChild(t, parent, first.id, `Tablet ${tag}`);
  await call(t.app, `/api/students/${first.id}/pin`, { cookie: parent.cookie, body: { pin: '4821' }, method: 'PUT' });
  await call(t.app, `/api/students/${first.id}/practice-limits`, {
    cookie: parent.cookie,
    body: { dailyLimitMinutes: 45, quietHoursApply: true },
    method: 'PUT',
  });
  const familyCode = (await call(t.app, '/api/family-code', { cookie: parent.cookie })).json.code as string;
  for (let i = 0; options.lockPin && i < 5; i++) {
    await call(t.app, '/api/child-auth/sign-in', { body: { familyCode, studentId: first.id, pin: '0000' } });
  }
  return { parent, children: [first, second], familyCode };
}

/** Every text-like column of every table outside the system schemas (the job engine's too). */
async function searchableColumns() {
  return rowsOf<{ table_schema: string; table_name: string; column_name: string }>(
    await t.database.db.execute(sql`
      select c.table_schema, c.table_name, c.column_name
      from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where tb.table_type = 'BASE TABLE'
        and c.table_schema not in ('pg_catalog', 'information_schema')
        and c.data_type in ('text', 'character varying', 'uuid', 'jsonb', 'json', 'ARRAY')`),
  );
}

/** Where any of the needles (ids, addresses, nicknames) still occurs: "schema.table.column" → rows. */
async function traces(needles: string[]): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const col of await searchableColumns()) {
    const ref = sql.raw(`"${col.table_schema}"."${col.table_name}"`);
    const column = sql.raw(`"${col.column_name}"`);
    const matches = sql.join(
      needles.map((n) => sql`position(${n.toLowerCase()} in lower(${column}::text)) > 0`),
      sql` or `,
    );
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from ${ref} where ${matches}`),
    );
    if (row && row.n > 0) found[`${col.table_schema}.${col.table_name}.${col.column_name}`] = row.n;
  }
  return found;
}

const needlesOf = (f: Awaited<ReturnType<typeof activeFamily>>) => [
  f.parent.id,
  f.parent.email,
  f.familyCode,
  ...f.children.flatMap((c) => [c.id, c.nickname]),
];

async function requestDeletionLink(u: TestUser) {
  const res = await call(t.app, '/api/parent/account/delete-request', { cookie: u.cookie, body: {} });
  expect(res.status).toBe(200);
  expect(res.json.sentTo).toBe(u.email);
  const mail = await lastEmailTo(t, u.email);
  expect(mail.subject).toContain('Potwierdź usunięcie konta');
  const link = mail.links.find((l) => l.includes('/account/delete?token='));
  if (!link) throw new Error('no deletion link in the e-mail');
  return new URL(link).searchParams.get('token')!;
}

describe('GET /api/parent/export', () => {
  it(
    'downloads the whole family as a JSON attachment, and nothing of another family',
    { timeout: 90_000 },
    async () => {
      const family = await activeFamily('Eksport', { lockPin: true });
      const stranger = await activeFamily('Obcy');
      const res = await call(t.app, '/api/parent/export', { cookie: family.parent.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="celujacy-dane-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const data = res.json;
      expect(data.format).toBe('celujacy.family-data.v1');
      expect(data.account).toMatchObject({ id: family.parent.id, email: family.parent.email, name: 'Rodzic Eksport' });
      expect(data.account.signInSessions.length).toBeGreaterThan(0);
      expect(data.consents).toEqual([
        expect.objectContaining({ type: 'parental', accepted: expect.objectContaining({ parental: true }) }),
      ]);
      expect(data.children.map((c: { nickname: string }) => c.nickname).sort()).toEqual(['LeonEksport', 'ZytaEksport']);
      const zyta = data.children.find((c: { nickname: string }) => c.nickname === 'ZytaEksport');
      expect(zyta.practiceSessions).toHaveLength(1);
      expect(zyta.answers.filter((a: { result: string }) => a.result !== null)).toHaveLength(3);
      expect(zyta.skills.length).toBeGreaterThan(0);
      expect(zyta.weeklyReports).toEqual([expect.objectContaining({ sessions: 1, answered: 3 })]);
      expect(data.settings).toMatchObject({ dailyReminderHour: 19 });
      const leon = data.children.find((c: { nickname: string }) => c.nickname === 'LeonEksport');
      expect(zyta.signIn.devices).toEqual([
        expect.objectContaining({ via: 'link', userAgent: 'Tablet Eksport', lastUsedAt: expect.any(String) }),
      ]);
      expect(zyta.signIn.pinLockEvents).toEqual([expect.objectContaining({ lockedUntil: expect.any(String) })]);
      expect(zyta.signIn.settings).toMatchObject({ hasPin: true, dailyLimitMinutes: 45, quietHoursApply: true });
      expect(zyta.signIn.signInLinks).toEqual([expect.objectContaining({ usedAt: expect.any(String) })]);
      expect(data.childSignIn).toMatchObject({ familyCode: family.familyCode });
      expect(res.text).not.toMatch(/pinHash|tokenHash|scrypt\$/);
      expect(leon.diagnosticResults).toHaveLength(1);
      expect(leon.diagnosticTests).toHaveLength(1);
      // The mock exam with its answers and points, the learner model's state and the asked templates.
      expect(leon.mockExams).toEqual([
        expect.objectContaining({ status: 'finished', points: expect.any(Number), maxPoints: expect.any(Number) }),
      ]);
      expect(leon.mockExams[0].tasks.length).toBeGreaterThan(15);
      expect(leon.mockExams[0].tasks[0]).toMatchObject({ rawAnswer: '0', points: expect.any(Number) });
      expect(zyta.learnerModel).toMatchObject({ state: expect.any(Object) });
      expect(leon.learnerModel).toMatchObject({ state: expect.any(Object) });
      expect(zyta.askedTemplates.length).toBeGreaterThan(0);
      expect(zyta.askedTemplates[0]).toMatchObject({ templateId: expect.any(String) });
      expect(data.reportedProblems).toEqual([expect.objectContaining({ description: 'Nie działa przycisk Eksport' })]);
      expect(data.accessRequests).toEqual([expect.objectContaining({ message: 'Prośba Eksport' })]);
      // No secrets: neither the password hash nor session tokens leave the server.
      expect(res.text).not.toMatch(/"password"|"token"|"accessToken"/);
      for (const needle of needlesOf(stranger)) expect(res.text).not.toContain(needle);
    },
  );

  it('leaves out no table that holds a child’s data', async () => {
    // Every table with a column naming a child, and where the export carries it (per child).
    const exported: Record<string, string> = {
      students: 'children',
      learner_state: 'learnerModel',
      learner_skill_state: 'skills',
      practice_sessions: 'practiceSessions',
      diagnostic_attempts: 'diagnosticTests',
      diagnostics: 'diagnosticResults',
      attempts: 'answers',
      weekly_reports: 'weeklyReports',
      asked_templates: 'askedTemplates',
      mock_exams: 'mockExams',
      // A child's own sign-in (docs/decisions/0019-child-sessions.md).
      child_access: 'signIn',
      child_sessions: 'signIn',
      child_sign_in_links: 'signIn',
      child_pin_lockouts: 'signIn',
    };
    const tables = rowsOf<{ table_name: string }>(
      await t.database.db.execute(sql`
        select distinct table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'student_id'`),
    ).map((r) => r.table_name);
    expect(tables.filter((table) => !(table in exported))).toEqual([]);
    const family = await activeFamily('Tabele');
    const data = (await call(t.app, '/api/parent/export', { cookie: family.parent.cookie })).json;
    for (const key of Object.values(exported).filter((k) => k !== 'children')) {
      expect(data.children[0], key).toHaveProperty(key);
    }
  });

  it('needs a signed-in parent with a verified address', async () => {
    expect((await call(t.app, '/api/parent/export')).status).toBe(401);
    const u = await createVerifiedUser(t, { consent: true });
    await markUnverified(t, u);
    expect((await call(t.app, '/api/parent/export', { cookie: u.cookie })).status).toBe(403);
  });
});

describe('deleting the account', () => {
  it(
    'after the e-mailed link, removes everything of the family in every table and leaves others untouched',
    { timeout: 90_000 },
    async () => {
      const family = await activeFamily('Usun', { lockPin: true });
      const other = await activeFamily('Zostaje');
      const otherBefore = await traces(needlesOf(other));
      expect(Object.keys(await traces(needlesOf(family))).length).toBeGreaterThan(5);

      const token = await requestDeletionLink(family.parent);
      // The request alone removes nothing.
      expect((await call(t.app, '/api/parent/dashboard', { cookie: family.parent.cookie })).status).toBe(200);

      const res = await call(t.app, '/api/parent/account/delete', { body: { token } });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ deleted: true });
      expect(cookiesFrom(res, family.parent.cookie)).not.toContain('session_token');

      expect(await traces(needlesOf(family))).toEqual({});
      expect(await traces(needlesOf(other))).toEqual(otherBefore);
      // The old session cookie signs nobody in.
      expect((await call(t.app, '/api/parent/dashboard', { cookie: family.parent.cookie })).status).toBe(401);
      // Shared calibrations (no person in them) stay.
      const [calibrations] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from item_calibration`),
      );
      expect(calibrations!.n).toBeGreaterThan(0);
    },
  );

  it('refuses a forged, expired or used link with one error and removes nothing', async () => {
    const family = await activeFamily('Link');
    const token = await requestDeletionLink(family.parent);
    const confirm = (tk: string) => call(t.app, '/api/parent/account/delete', { body: { token: tk } });
    for (const bad of [token.slice(0, -2) + 'xx', `${token}.x`, 'nie-token', token.replace(/^./, 'A')]) {
      const res = await confirm(bad);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({
        code: 'account.deletion_link_invalid',
        message: 'Link do usunięcia konta jest nieprawidłowy lub wygasł. Poproś o nowy w ustawieniach.',
      });
    }
    t.clock.advance(61 * 60 * 1000);
    expect((await confirm(token)).json.error.code).toBe('account.deletion_link_invalid');
    expect((await call(t.app, '/api/parent/dashboard', { cookie: family.parent.cookie })).status).toBe(200);

    const fresh = await requestDeletionLink(family.parent);
    expect((await confirm(fresh)).status).toBe(200);
    expect((await confirm(fresh)).json.error.code).toBe('account.deletion_link_invalid');
  });

  it('sends at most three links in ten minutes', async () => {
    const u = await createVerifiedUser(t, { consent: true });
    for (let i = 0; i < 3; i++) await requestDeletionLink(u);
    const res = await call(t.app, '/api/parent/account/delete-request', { cookie: u.cookie, body: {} });
    expect(res.status).toBe(429);
  });
});

describe('removal three years after the service ends', () => {
  it('removes a family whose last use is over three years old, and keeps an active one', async () => {
    const gone = await activeFamily('Dawno');
    const deps = {
      db: t.database.db,
      accountData: createAccountDataRepository(t.database.db),
      logger: createLogger('silent'),
    };
    const oneYear = 365 * 24 * 3600 * 1000;
    t.clock.advance(2 * oneYear);
    const active = await activeFamily('Aktywna');
    expect(await removeExpiredFamilies({ now: t.clock.now() }, deps)).toEqual({ removed: 0 });
    t.clock.advance(1.5 * oneYear);
    const run = await removeExpiredFamilies({ now: t.clock.now() }, deps);
    expect(run.removed).toBeGreaterThanOrEqual(1);
    expect(await traces(needlesOf(gone))).toEqual({});
    expect(Object.keys(await traces(needlesOf(active))).length).toBeGreaterThan(5);
  });

  it('runs as the daily job on the job engine', async () => {
    const gone = await activeFamily('Silnik');
    t.clock.advance(3.5 * 365 * 24 * 3600 * 1000);
    const logger = createLogger('silent');
    const mailer = createDefaultMailer({ config: t.config, database: t.database, logger, now: t.clock.now });
    const retention = createJobs({
      db: t.database.db,
      database: t.database,
      config: t.config,
      mailer,
      logger,
      now: t.clock.now,
    }).filter((j) => j.name === JOB_NAMES.dataRetention);
    expect(retention).toHaveLength(1);
    const engine = await startJobEngine({
      connection: t.database.jobs,
      logger,
      pollingIntervalSeconds: 0.5,
      jobs: retention,
    });
    try {
      await engine.run(JOB_NAMES.dataRetention);
      const deadline = Date.now() + 30_000;
      while (Object.keys(await traces([gone.parent.id])).length > 0) {
        if (Date.now() > deadline) throw new Error('the retention job did not remove the family');
        await new Promise((r) => setTimeout(r, 250));
      }
    } finally {
      await engine.stop();
    }
    // Nothing of the family anywhere, the engine's own tables included.
    expect(await traces(needlesOf(gone))).toEqual({});
  }, 60_000);
});
