import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, planGrants, redeemCodes } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { createTestAppWithAdmin, uniqueEmail, type TestUser } from '../../test/users.ts';
import { REDEEM_RATE } from './plans.routes.ts';
import { DAY, plansHelpers } from '../../test/plans.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ consent: true }));
});
afterAll(() => t.close());

const { post, get, family, newCode } = plansHelpers(
  () => t,
  () => admin,
);

describe('POST /api/redeem-code', () => {
  it('admin generates CEL-XXXXXX; a parent redeems it trimmed and upper-cased; everything is audited', async () => {
    const code = await newCode();
    expect(code.code).toMatch(/^CEL-[2-9A-HJKMNP-Z]{6}$/);
    expect(code.maxUses).toBe(10);
    const { parent } = await family();
    const res = await post(parent, '/api/redeem-code', { code: `  ${code.code.toLowerCase()} ` });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ activePlan: 'exam_plus', outcome: 'started' });
    const status = (await get(parent, '/api/gating-status')).json;
    expect(status).toMatchObject({ activePlan: 'exam_plus', status: 'active', hintLimit: 'unlimited', maxChildren: 5 });
    expect(new Date(status.subscription.currentPeriodEnd).getTime() - t.clock.now().getTime()).toBeGreaterThan(
      29 * DAY,
    );

    const again = await post(parent, '/api/redeem-code', { code: code.code });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('plan.code_already_used');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.target, parent.id));
    expect(audit.map((a) => a.action)).toEqual(['plan.code_redeemed']);
    const grants = await t.database.db.select().from(planGrants).where(eq(planGrants.userId, parent.id));
    expect(grants).toMatchObject([{ plan: 'exam_plus', source: 'code', codeId: code.id }]);

    const listed = (await get(admin, '/api/admin/codes')).json.codes.find((c: { id: string }) => c.id === code.id);
    expect(listed).toMatchObject({ used: 1, maxUses: 10, uses: [{ email: parent.email }] });
  });

  it('never lowers a running plan: a lower code is refused with the plan and its end and stays unused', async () => {
    const { parent } = await family();
    const examPlus = await newCode({ plan: 'exam_plus', durationDays: 30 });
    const raised = await post(parent, '/api/redeem-code', { code: examPlus.code });
    expect(raised.json).toMatchObject({ activePlan: 'exam_plus', outcome: 'started' });
    const until = raised.json.currentPeriodEnd as string;

    const lower = await newCode({ plan: 'family', maxUses: 1, validDays: 60 });
    const refused = await post(parent, '/api/redeem-code', { code: lower.code });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json.error.code).toBe('plan.code_lowers_plan');
    const end = new Intl.DateTimeFormat('pl-PL', {
      timeZone: 'Europe/Warsaw',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(until));
    expect(refused.json.error.message).toBe(
      `Masz plan Egzamin+ do ${end}. Kod na plan Rodzinny nie obniża planu: aktywuj go po tej dacie.`,
    );
    expect(refused.json.error.details).toMatchObject({ activePlan: 'exam_plus', codePlan: 'family' });

    const status = (await get(parent, '/api/gating-status')).json;
    expect(status).toMatchObject({ activePlan: 'exam_plus', hintLimit: 'unlimited', maxChildren: 5 });
    expect(status.subscription.currentPeriodEnd).toBe(until);
    const [row] = await t.database.db.select().from(redeemCodes).where(eq(redeemCodes.id, lower.id));
    expect(row?.used).toBe(0);
    const grants = await t.database.db.select().from(planGrants).where(eq(planGrants.userId, parent.id));
    expect(grants.map((g) => g.plan)).toEqual(['exam_plus']);

    // Once the higher plan has ended, the same code starts its plan.
    t.clock.advance(31 * DAY);
    const later = await post(parent, '/api/redeem-code', { code: lower.code });
    expect(later.status, later.text).toBe(200);
    expect(later.json).toMatchObject({ activePlan: 'family', outcome: 'started' });
  });

  it('a code for the running plan extends it; a higher plan starts now', async () => {
    const { parent } = await family();
    const first = await post(parent, '/api/redeem-code', { code: (await newCode({ plan: 'standard' })).code });
    const firstEnd = new Date(first.json.currentPeriodEnd).getTime();
    t.clock.advance(5 * DAY);
    const same = await post(parent, '/api/redeem-code', { code: (await newCode({ plan: 'standard' })).code });
    expect(same.json).toMatchObject({ activePlan: 'standard', outcome: 'extended' });
    expect(new Date(same.json.currentPeriodEnd).getTime()).toBe(firstEnd + 30 * DAY);

    const higher = await post(parent, '/api/redeem-code', { code: (await newCode({ plan: 'family' })).code });
    expect(higher.json).toMatchObject({ activePlan: 'family', outcome: 'upgraded' });
    // Starts now (the injected clock runs in real time), not after the Standard period.
    const higherEnd = new Date(higher.json.currentPeriodEnd).getTime();
    expect(Math.abs(higherEnd - (t.clock.now().getTime() + 30 * DAY))).toBeLessThan(60_000);
    expect((await get(parent, '/api/gating-status')).json).toMatchObject({ activePlan: 'family', maxChildren: 3 });
  });

  it('unknown, expired, revoked and exhausted codes give their messages and change nothing', async () => {
    const { parent } = await family();
    const unknown = await post(parent, '/api/redeem-code', { code: 'NIE-MA' });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toMatchObject({ code: 'plan.code_invalid', message: 'Nieprawidłowy kod' });

    const expired = await newCode();
    await t.database.db.update(redeemCodes).set({ expiresAt: t.clock.now() }).where(eq(redeemCodes.id, expired.id));
    const late = await post(parent, '/api/redeem-code', { code: expired.code });
    expect(late.status).toBe(410);
    expect(late.json.error).toMatchObject({ code: 'plan.code_expired', message: 'Nieprawidłowy kod lub kod wygasł' });

    const revoked = await newCode();
    const revoke = await post(admin, `/api/admin/codes/${revoked.id}/revoke`);
    expect(revoke.status).toBe(200);
    expect(revoke.json.code.revokedAt).not.toBeNull();
    expect((await post(parent, '/api/redeem-code', { code: revoked.code })).json.error.code).toBe('plan.code_expired');
    const revokeAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, revoked.id), eq(auditLog.action, 'plan.code_revoked')));
    expect(revokeAudit).toHaveLength(1);

    const single = await newCode({ maxUses: 1 });
    expect((await post((await family()).parent, '/api/redeem-code', { code: single.code })).status).toBe(200);
    const exhausted = await post(parent, '/api/redeem-code', { code: single.code });
    expect(exhausted.status).toBe(409);
    expect(exhausted.json.error.code).toBe('plan.code_exhausted');
    expect((await get(parent, '/api/gating-status')).json.activePlan).toBe('free');
  });

  it('validates the code: empty after trim, longer than 20', async () => {
    const { parent } = await family();
    for (const [code, message] of [
      ['   ', 'Wprowadź kod dostępu'],
      ['A'.repeat(21), 'Kod może mieć maksymalnie 20 znaków'],
    ]) {
      const res = await post(parent, '/api/redeem-code', { code });
      expect(res.status).toBe(400);
      expect(res.json.error.details.map((d: { message: string }) => d.message)).toContain(message);
    }
  });

  it('is rate limited per account', async () => {
    const { parent } = await family();
    for (let i = 0; i < REDEEM_RATE.max; i++) {
      expect((await post(parent, '/api/redeem-code', { code: `ZLY-${i}` })).status).toBe(400);
    }
    const limited = await post(parent, '/api/redeem-code', { code: 'ZLY-X' });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('request.rate_limited');
  });

  it('holds max_uses under concurrent redemptions', async () => {
    const code = await newCode({ maxUses: 3 });
    const parents = await Promise.all(Array.from({ length: 8 }, () => family(0)));
    const results = await Promise.all(
      parents.map(({ parent }) => post(parent, '/api/redeem-code', { code: code.code })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.json.error.code === 'plan.code_exhausted')).toBe(
      true,
    );
    const [row] = await t.database.db.select().from(redeemCodes).where(eq(redeemCodes.id, code.id));
    expect(row?.used).toBe(3);
  });
});

describe('admin: grants and codes', () => {
  it('grants a plan by e-mail, writes the grant and the audit log', async () => {
    const { parent } = await family();
    const res = await post(admin, '/api/admin/grant-plan', {
      email: ` ${parent.email.toUpperCase()} `,
      plan: 'family',
      durationDays: 14,
      note: 'Szkoła nr 5',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ email: parent.email, plan: 'family' });
    const status = (await get(parent, '/api/gating-status')).json;
    expect(status).toMatchObject({
      activePlan: 'family',
      status: 'active',
      maxChildren: 3,
      subscription: { note: 'Szkoła nr 5' },
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.target, parent.id));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'plan.granted' });
    t.clock.advance(14 * DAY);
    expect((await get(parent, '/api/gating-status')).json).toMatchObject({ activePlan: 'free' });
  });

  it('validates grants: e-mail required, unknown e-mail, at least 1 day', async () => {
    const empty = await post(admin, '/api/admin/grant-plan', { email: ' ', plan: 'family', durationDays: 30 });
    expect(empty.json.error.details.map((d: { message: string }) => d.message)).toContain('Wprowadź adres e-mail');
    const zero = await post(admin, '/api/admin/grant-plan', { email: admin.email, plan: 'family', durationDays: 0 });
    expect(zero.status).toBe(400);
    const unknown = await post(admin, '/api/admin/grant-plan', {
      email: 'nikt@example.pl',
      plan: 'family',
      durationDays: 30,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('plan.user_not_found');
  });

  it('generates codes with an upper-cased prefix of at most 6, at least 1 use and 1 day', async () => {
    const custom = await newCode({ prefix: 'szk5', maxUses: 1, validDays: 1, plan: 'standard' });
    expect(custom.code).toMatch(/^SZK5-[2-9A-HJKMNP-Z]{6}$/);
    for (const body of [{ prefix: 'ABCDEFG' }, { maxUses: 0 }, { validDays: 0 }, { plan: 'free' }]) {
      const res = await post(admin, '/api/admin/codes', { plan: 'family', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('searches users by e-mail or name and shows each one’s plan', async () => {
    const { parent } = await family();
    await post(admin, '/api/admin/grant-plan', { email: parent.email, plan: 'family', durationDays: 5 });
    const found = await get(admin, `/api/admin/users?query=${encodeURIComponent(parent.email.toUpperCase())}`);
    expect(found.status).toBe(200);
    expect(found.json.users).toHaveLength(1);
    expect(found.json.users[0]).toMatchObject({
      id: parent.id,
      email: parent.email,
      activePlan: 'family',
      status: 'active',
    });
    const fresh = await family();
    const trial = (await get(admin, `/api/admin/users?query=${encodeURIComponent(fresh.parent.email)}`)).json.users;
    expect(trial).toMatchObject([{ activePlan: 'free', status: 'trialing', currentPeriodEnd: null }]);
    // LIKE wildcards are literal: '%' matches no address.
    expect((await get(admin, '/api/admin/users?query=%25')).json.users).toEqual([]);
    expect((await get(admin, '/api/admin/users?limit=2')).json.users).toHaveLength(2);
  });

  it('stores access requests from anyone and lists them for admins', async () => {
    const email = uniqueEmail('szkola');
    const res = await call(t.app, '/api/access-requests', { body: { email, message: 'Klasa 7b' } });
    expect(res.status).toBe(201);
    const bad = await call(t.app, '/api/access-requests', { body: { email: 'bez-malpy' } });
    expect(bad.json.error.details.map((d: { message: string }) => d.message)).toContain(
      'Wprowadź prawidłowy adres e-mail',
    );
    const list = await get(admin, '/api/admin/access-requests');
    expect(list.json.requests.find((r: { email: string }) => r.email === email)).toMatchObject({ message: 'Klasa 7b' });
  });
});
