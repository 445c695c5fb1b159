import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { zonedTime } from '#core/time/zones.ts';
import { CHILD_SESSION_DAYS } from '#core/family/child-access.ts';
import { createApp, createDefaultMailer } from '../../app.ts';
import { createJobs, JOB_NAMES } from '../../jobs/jobs.ts';
import { childPinLockouts, childSessions, childSignInLinks, emailOutbox } from '../../db/schema/index.ts';
import { createLogger } from '../../logger.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { linkToken, signInChild } from '../../test/children.ts';
import { call } from '../../test/http.ts';
import { plansHelpers, DAY } from '../../test/plans.ts';
import { addChild, createVerifiedUser } from '../../test/users.ts';

/**
 * A child's own door (issue 23, docs/decisions/0019-child-sessions.md): one-time links, family
 * code and PIN with its lock, devices signed out across instances, the parent's limits.
 */
const TTL_MS = 300;
let t: TestApp;
let other: ReturnType<typeof createApp>;
const helpers = plansHelpers(
  () => t,
  () => {
    throw new Error('no admin here');
  },
);

beforeAll(async () => {
  // Behind a trusted proxy, so a test can speak from many addresses.
  t = await createTestApp({ env: { SESSION_CACHE_MS: String(TTL_MS), TRUST_PROXY: 'true' } });
  other = createApp({ config: t.config, database: t.database, logger: createLogger('silent'), now: t.clock.now });
});
afterAll(() => t.close());

async function family(nicknames = ['Ola']) {
  const parent = await createVerifiedUser(t, { consent: true });
  const kids: string[] = [];
  for (const nickname of nicknames) kids.push((await addChild(t, parent, { nickname, grade: '7' })).id);
  return { parent, kids };
}
const as = (cookie: string, path: string, body?: unknown, method?: string) =>
  call(t.app, path, { cookie, body, method });
const mailsTo = async (to: string) => t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

describe('one-time sign-in link', () => {
  it('signs a fresh browser in as the child once; /api/child/me answers who it is', async () => {
    const { parent, kids } = await family();
    const link = await as(parent.cookie, `/api/students/${kids[0]}/sign-in-link`, {});
    expect(link.status).toBe(201);
    expect(link.json.url).toMatch(/^http:\/\/localhost:3000\/child\/link#[\w-]{43}$/);
    const expiresIn = new Date(link.json.expiresAt).getTime() - t.clock.now().getTime();
    expect(expiresIn).toBeGreaterThan(14 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60 * 1000);

    const first = await call(t.app, '/api/child-auth/link', { body: { token: linkToken(link.json.url) } });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('celujacy_child='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    const me = await as(cookie.split(';')[0]!, '/api/child/me');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      role: 'student',
      student: { id: kids[0], nickname: 'Ola', grade: '7' },
      canPractise: true,
      reason: null,
    });

    const again = await call(t.app, '/api/child-auth/link', { body: { token: linkToken(link.json.url) } });
    expect(again.status).toBe(410);
    expect(again.json.error.code).toBe('child_auth.link_invalid');
  });

  it('is refused after 15 minutes, and for a forged token', async () => {
    const { parent, kids } = await family();
    const link = await as(parent.cookie, `/api/students/${kids[0]}/sign-in-link`, {});
    t.clock.advance(15 * 60 * 1000 + 1000);
    try {
      const late = await call(t.app, '/api/child-auth/link', { body: { token: linkToken(link.json.url) } });
      expect(late.json.error.code).toBe('child_auth.link_invalid');
    } finally {
      t.clock.advance(-(15 * 60 * 1000 + 1000));
    }
    const forged = await call(t.app, '/api/child-auth/link', { body: { token: 'x'.repeat(43) } });
    expect(forged.json.error.code).toBe('child_auth.link_invalid');
  });

  it("is made only for the parent's own child, and not opened where a parent is signed in", async () => {
    const { kids } = await family();
    const stranger = await createVerifiedUser(t, { consent: true });
    const res = await as(stranger.cookie, `/api/students/${kids[0]}/sign-in-link`, {});
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('student.not_found');

    const own = await family();
    const link = await as(own.parent.cookie, `/api/students/${own.kids[0]}/sign-in-link`, {});
    const refused = await as(own.parent.cookie, '/api/child-auth/link', { token: linkToken(link.json.url) });
    expect(refused.json.error.code).toBe('child_auth.parent_signed_in');
    // Not used up: the child's device still opens it.
    const ok = await call(t.app, '/api/child-auth/link', { body: { token: linkToken(link.json.url) } });
    expect(ok.status).toBe(200);
  });

  it('a forged or garbled child cookie is simply signed out', async () => {
    for (const cookie of [
      'celujacy_child=abc.def',
      'celujacy_child=',
      `celujacy_child=${'a'.repeat(43)}.${'b'.repeat(43)}`,
    ]) {
      const res = await as(cookie, '/api/child/me');
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('auth.unauthorized');
    }
  });
});

describe('family code and PIN', () => {
  it('the family code lists only nicknames; code, child and PIN are checked together with one refusal', async () => {
    const { parent, kids } = await family(['Ola', 'Kuba']);
    const other = await family(['Zosia']);
    const code = (await as(parent.cookie, '/api/family-code')).json.code as string;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect((await as(parent.cookie, '/api/family-code')).json.code).toBe(code);
    const otherCode = (await as(other.parent.cookie, '/api/family-code')).json.code as string;
    expect(otherCode).not.toBe(code);

    const listed = await call(t.app, '/api/child-auth/family', {
      body: { familyCode: code.toLowerCase().replace('-', ' ') },
    });
    expect(listed.status).toBe(200);
    expect(listed.json.children).toEqual([
      { id: kids[0], nickname: 'Ola' },
      { id: kids[1], nickname: 'Kuba' },
    ]);
    const unknown = await call(t.app, '/api/child-auth/family', { body: { familyCode: 'ZZZZ-ZZZZ' } });
    expect(unknown.json.error.code).toBe('child_auth.family_not_found');

    expect((await as(parent.cookie, `/api/students/${kids[0]}/pin`, { pin: '123' }, 'PUT')).status).toBe(400);
    expect((await as(parent.cookie, `/api/students/${kids[0]}/pin`, { pin: '4821' }, 'PUT')).status).toBe(200);
    expect((await as(other.parent.cookie, `/api/students/${kids[0]}/pin`, { pin: '1111' }, 'PUT')).status).toBe(404);

    const wrong = [
      { familyCode: code, studentId: kids[0], pin: '0000' }, // wrong PIN
      { familyCode: otherCode, studentId: kids[0], pin: '4821' }, // another family's code
      { familyCode: code, studentId: other.kids[0], pin: '4821' }, // another family's child
      { familyCode: code, studentId: kids[1], pin: '4821' }, // a sibling without a PIN
      { familyCode: 'NIE-MA', studentId: kids[0], pin: '4821' },
      { familyCode: code, studentId: 'nie-uuid', pin: '4821' },
      { familyCode: code, studentId: kids[0], pin: 'abcd' },
    ];
    for (const body of wrong) {
      const res = await call(t.app, '/api/child-auth/sign-in', { body });
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.json.error).toMatchObject({
        code: 'child_auth.sign_in_refused',
        message: 'Nieprawidłowy kod rodziny lub PIN',
      });
    }
    const ok = await call(t.app, '/api/child-auth/sign-in', {
      body: { familyCode: code, studentId: kids[0], pin: '4821' },
    });
    expect(ok.status).toBe(200);
    const me = await as(ok.headers.getSetCookie()[0]!.split(';')[0]!, '/api/child/me');
    expect(me.json.student.id).toBe(kids[0]);
  });

  it('5 wrong PINs lock that child for 15 minutes (even the right PIN) and e-mail the parent once', async () => {
    const { parent, kids } = await family(['Ola', 'Kuba']);
    const code = (await as(parent.cookie, '/api/family-code')).json.code as string;
    for (const id of kids) await as(parent.cookie, `/api/students/${id}/pin`, { pin: '4821' }, 'PUT');
    const tryPin = (studentId: string, pin: string) =>
      call(t.app, '/api/child-auth/sign-in', { body: { familyCode: code, studentId, pin } });
    for (let i = 0; i < 4; i++) expect((await tryPin(kids[0]!, '1111')).status).toBe(401);
    const fifth = await tryPin(kids[0]!, '1111');
    expect(fifth.status).toBe(423);
    expect(fifth.json.error.code).toBe('child_auth.pin_locked');
    expect((await tryPin(kids[0]!, '4821')).json.error.code).toBe('child_auth.pin_locked');
    // The sibling is not locked.
    expect((await tryPin(kids[1]!, '4821')).status).toBe(200);

    const mails = (await mailsTo(parent.email)).filter((m) => m.subject.startsWith('Zablokowano logowanie PIN-em'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Ola');
    expect(mails[0]!.text).toContain('15 minut');
    const events = await t.database.db.select().from(childPinLockouts).where(eq(childPinLockouts.studentId, kids[0]!));
    expect(events).toHaveLength(1);
    const settings = await as(parent.cookie, `/api/students/${kids[0]}/child-access`);
    expect(settings.json).toMatchObject({ hasPin: true, pinLockedUntil: expect.any(String) });

    t.clock.advance(15 * 60 * 1000 + 1000);
    try {
      expect((await tryPin(kids[0]!, '4821')).status).toBe(200);
    } finally {
      t.clock.advance(-(15 * 60 * 1000 + 1000));
    }
  });

  it('sign-in tries are limited per family across instances', async () => {
    const { parent, kids } = await family();
    const code = (await as(parent.cookie, '/api/family-code')).json.code as string;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const app = i % 2 === 0 ? t.app : other;
      // Different students (not this family's) keep the PIN lock out of the way.
      const res = await call(app, '/api/child-auth/sign-in', {
        body: { familyCode: code, studentId: crypto.randomUUID(), pin: '0000' },
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(kids).toHaveLength(1);
  });

  it('sign-in tries and family look-ups are limited per address', async () => {
    const headers = { 'x-forwarded-for': '10.1.2.3' };
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await call(i % 2 ? t.app : other, '/api/child-auth/family', {
        body: { familyCode: 'ZZZZ-ZZZ2' },
        headers,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('devices', () => {
  it('lists each device and signs one out on every instance within the cache time', async () => {
    const { parent, kids } = await family();
    const tablet = await signInChild(
      t,
      parent,
      kids[0]!,
      'Mozilla/5.0 (Linux; Android 14; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    );
    const phone = await signInChild(
      t,
      parent,
      kids[0]!,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    );
    const list = await as(parent.cookie, `/api/students/${kids[0]}/devices`);
    expect(list.status).toBe(200);
    expect(list.json.devices.map((d: { device: string }) => d.device).sort()).toEqual([
      'Chrome, Android',
      'Safari, iPhone',
    ]);
    for (const d of list.json.devices) {
      expect(d).toMatchObject({
        id: expect.any(String),
        via: 'link',
        signedInAt: expect.any(String),
        lastUsedAt: expect.any(String),
      });
    }
    const tabletId = list.json.devices.find((d: { device: string }) => d.device === 'Chrome, Android').id;

    // Both instances have cached the tablet's session.
    expect((await call(t.app, '/api/child/me', { cookie: tablet })).status).toBe(200);
    expect((await call(other, '/api/child/me', { cookie: tablet })).status).toBe(200);
    const stranger = await createVerifiedUser(t, { consent: true });
    expect(
      (await as(stranger.cookie, `/api/students/${kids[0]}/devices/${tabletId}`, undefined, 'DELETE')).status,
    ).toBe(404);
    const out = await as(parent.cookie, `/api/students/${kids[0]}/devices/${tabletId}`, undefined, 'DELETE');
    expect(out.status).toBe(200);
    expect((await call(t.app, '/api/child/me', { cookie: tablet })).status).toBe(401);
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    expect((await call(other, '/api/child/me', { cookie: tablet })).status).toBe(401);
    expect((await call(other, '/api/child/me', { cookie: phone })).status).toBe(200);
    const after = await as(parent.cookie, `/api/students/${kids[0]}/devices`);
    expect(after.json.devices).toHaveLength(1);
    expect((await as(parent.cookie, `/api/students/${kids[0]}/devices/nie-uuid`, undefined, 'DELETE')).status).toBe(
      404,
    );
  });

  it('signing in again on a device ends its previous session', async () => {
    const { parent, kids } = await family(['Ola', 'Kuba']);
    const first = await signInChild(t, parent, kids[0]!);
    const link = await as(parent.cookie, `/api/students/${kids[1]}/sign-in-link`, {});
    const again = await as(first, '/api/child-auth/link', { token: linkToken(link.json.url) });
    expect(again.status).toBe(200);
    expect((await as(first, '/api/child/me')).status).toBe(401);
    expect((await as(parent.cookie, `/api/students/${kids[0]}/devices`)).json.devices).toHaveLength(0);
    expect((await as(parent.cookie, `/api/students/${kids[1]}/devices`)).json.devices).toHaveLength(1);
  });

  it("the child's own sign-out ends that device's session", async () => {
    const { parent, kids } = await family();
    const cookie = await signInChild(t, parent, kids[0]!);
    const out = await call(t.app, '/api/child-auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await call(t.app, '/api/child/me', { cookie })).status).toBe(401);
    expect((await as(parent.cookie, `/api/students/${kids[0]}/devices`)).json.devices).toHaveLength(0);
  });
});

describe('the parent stays in charge', () => {
  it('a daily limit ends the session when it is used up and refuses the next one', async () => {
    const { parent, kids } = await family();
    const cookie = await signInChild(t, parent, kids[0]!);
    const off = await as(parent.cookie, `/api/students/${kids[0]}/child-access`);
    expect(off.json).toMatchObject({ dailyLimitMinutes: null, quietHoursApply: false });
    for (const bad of [4, 181, 10.5, '10']) {
      const res = await as(
        parent.cookie,
        `/api/students/${kids[0]}/practice-limits`,
        { dailyLimitMinutes: bad, quietHoursApply: false },
        'PUT',
      );
      expect(res.status, String(bad)).toBe(400);
    }
    const set = await as(
      parent.cookie,
      `/api/students/${kids[0]}/practice-limits`,
      { dailyLimitMinutes: 5, quietHoursApply: false },
      'PUT',
    );
    expect(set.status).toBe(200);
    expect((await as(cookie, '/api/child/me')).json).toMatchObject({
      dailyLimitMinutes: 5,
      secondsLeftToday: 300,
      canPractise: true,
    });

    const start = await as(cookie, '/api/session/start', { studentId: kids[0] });
    expect(start.status).toBe(200);
    expect(start.json.durationSeconds).toBe(300);
    t.clock.advance(2 * 60 * 1000);
    try {
      expect((await as(cookie, '/api/child/me')).json.secondsLeftToday).toBe(180);
      t.clock.advance(4 * 60 * 1000);
      const next = await as(cookie, '/api/session/next', { sessionId: start.json.sessionId });
      expect(next.json.error.code).toBe('session.expired');
      const again = await as(cookie, '/api/session/start', { studentId: kids[0] });
      expect(again.status).toBe(403);
      expect(again.json.error.code).toBe('practice_time.daily_limit');
      // The same limit holds when the parent starts the child's session.
      expect((await as(parent.cookie, '/api/session/start', { studentId: kids[0] })).json.error.code).toBe(
        'practice_time.daily_limit',
      );
      expect((await as(cookie, '/api/child/me')).json).toMatchObject({
        canPractise: false,
        reason: 'daily_limit',
        secondsLeftToday: 0,
      });
      // Switched off again: practice is allowed.
      await as(
        parent.cookie,
        `/api/students/${kids[0]}/practice-limits`,
        { dailyLimitMinutes: null, quietHoursApply: false },
        'PUT',
      );
      expect((await as(cookie, '/api/session/start', { studentId: kids[0] })).status).toBe(200);
    } finally {
      t.clock.advance(-6 * 60 * 1000);
    }
  });

  it('quiet hours refuse practice only when the parent applies them', async () => {
    const { parent, kids } = await family();
    const cookie = await signInChild(t, parent, kids[0]!);
    const hour = zonedTime(t.clock.now(), 'Europe/Warsaw').hour;
    const settings = (await as(parent.cookie, '/api/parent/settings')).json;
    const saved = await as(parent.cookie, '/api/parent/settings', {
      ...settings,
      timezone: 'Europe/Warsaw',
      quiet_hours_start: hour,
      quiet_hours_end: (hour + 2) % 24,
    });
    expect(saved.status, saved.text).toBe(200);
    expect((await as(cookie, '/api/session/start', { studentId: kids[0] })).status).toBe(200);
    await as(
      parent.cookie,
      `/api/students/${kids[0]}/practice-limits`,
      { dailyLimitMinutes: null, quietHoursApply: true },
      'PUT',
    );
    const refused = await as(cookie, '/api/session/start', { studentId: kids[0] });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('practice_time.quiet_hours');
    expect((await as(cookie, '/api/child/me')).json).toMatchObject({ canPractise: false, reason: 'quiet_hours' });

    // Quiet hours beginning in 10 minutes cut a new session short.
    const soon = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    await as(parent.cookie, '/api/parent/settings', {
      ...settings,
      timezone: 'Europe/Warsaw',
      quiet_hours_start: zonedTime(soon, 'Europe/Warsaw').hour,
      quiet_hours_end: (zonedTime(soon, 'Europe/Warsaw').hour + 1) % 24,
    });
    const short = await as(cookie, '/api/session/start', { studentId: kids[0] });
    expect(short.status).toBe(200);
    expect(short.json.durationSeconds).toBeLessThanOrEqual(20 * 60);
  });

  it('an expired trial: the child reads only "Poproś rodzica…", the parent gets one e-mail', async () => {
    const { parent, kids } = await family();
    const cookie = await signInChild(t, parent, kids[0]!);
    await helpers.setTrial(parent.id, 0, new Date(t.clock.now().getTime() - 30 * DAY));
    for (let i = 0; i < 3; i++) {
      const res = await as(cookie, '/api/session/start', { studentId: kids[0] });
      expect(res.status).toBe(402);
      expect(res.json.error).toMatchObject({
        code: 'child.ask_parent',
        message: 'Poproś rodzica o przedłużenie dostępu',
      });
    }
    const me = await as(cookie, '/api/child/me');
    expect(me.json).toMatchObject({ canPractise: false, reason: 'ask_parent' });
    expect(JSON.stringify(me.json)).not.toMatch(/plan|zł|Egzamin\+/i);
    const asks = (await mailsTo(parent.email)).filter((m) => m.subject.includes('chce się uczyć'));
    expect(asks).toHaveLength(1);
    // The parent still reads the plan's own message.
    expect((await as(parent.cookie, '/api/session/start', { studentId: kids[0] })).json.error.code).toBe(
      'plan.trial_expired',
    );
  });
});

describe('keeping the door tidy', () => {
  it('a new family code replaces the old one at once; devices already signed in stay', async () => {
    const { parent, kids } = await family();
    const device = await signInChild(t, parent, kids[0]!);
    const old = (await as(parent.cookie, '/api/family-code')).json.code as string;
    const replaced = await as(parent.cookie, '/api/family-code', {});
    expect(replaced.status).toBe(200);
    expect(replaced.json.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(replaced.json.code).not.toBe(old);
    expect((await as(parent.cookie, '/api/family-code')).json.code).toBe(replaced.json.code);
    const byOld = await call(t.app, '/api/child-auth/family', { body: { familyCode: old } });
    expect(byOld.json.error.code).toBe('child_auth.family_not_found');
    const byNew = await call(t.app, '/api/child-auth/family', { body: { familyCode: replaced.json.code } });
    expect(byNew.json.children).toEqual([{ id: kids[0], nickname: 'Ola' }]);
    expect((await as(device, '/api/child/me')).status).toBe(200);
  });

  // Last in this file: it moves the clock a month on.
  it('the daily job forgets devices whose session ran out and sign-in links a day past their time', async () => {
    const { parent, kids } = await family();
    await signInChild(t, parent, kids[0]!);
    await as(parent.cookie, `/api/students/${kids[0]}/sign-in-link`, {});
    const rows = async () => ({
      devices: (await t.database.db.select().from(childSessions).where(eq(childSessions.studentId, kids[0]!))).length,
      links: (await t.database.db.select().from(childSignInLinks).where(eq(childSignInLinks.studentId, kids[0]!)))
        .length,
    });
    expect(await rows()).toEqual({ devices: 1, links: 2 });
    const cleanup = createJobs({
      db: t.database.db,
      database: t.database,
      config: t.config,
      mailer: createDefaultMailer({
        config: t.config,
        database: t.database,
        logger: createLogger('silent'),
        now: t.clock.now,
      }),
      logger: createLogger('silent'),
      now: t.clock.now,
    }).find((j) => j.name === JOB_NAMES.childAccessCleanup)!;
    await cleanup.handler();
    expect(await rows()).toEqual({ devices: 1, links: 2 });
    t.clock.advance(2 * DAY);
    await cleanup.handler();
    expect(await rows()).toEqual({ devices: 1, links: 0 });
    t.clock.advance(CHILD_SESSION_DAYS * DAY);
    await cleanup.handler();
    expect(await rows()).toEqual({ devices: 0, links: 0 });
  });
});
