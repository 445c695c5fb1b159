import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, emailOutbox, redeemCodes } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { createTestAppWithAdmin, uniqueEmail, type TestUser } from '../../test/users.ts';
import { plansHelpers } from '../../test/plans.ts';
import { ACCESS_REQUEST_RATE } from './plans.routes.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ consent: true }));
});
afterAll(() => t.close());

const { post, get, family } = plansHelpers(
  () => t,
  () => admin,
);

interface ListedRequest {
  id: string;
  email: string;
  plan: string | null;
  status: string;
  code: string | null;
}

async function request(body: Record<string, unknown>): Promise<ListedRequest> {
  // Past the form's hourly limit per address: every request here comes from the same one.
  t.clock.advance(ACCESS_REQUEST_RATE.window * 1000);
  const res = await call(t.app, '/api/access-requests', { body });
  expect(res.status, res.text).toBe(201);
  const list = (await get(admin, '/api/admin/access-requests')).json.requests as ListedRequest[];
  const found = list.find((r) => r.email === body.email);
  if (!found) throw new Error('request not listed');
  return found;
}

async function mailsTo(email: string) {
  return t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
}

describe('request access: the form', () => {
  it('refuses addresses no reply can reach, with the spec’s message', async () => {
    for (const email of ['a@', 'bez-malpy', '@example.pl', 'a@b', 'a b@example.pl']) {
      t.clock.advance(ACCESS_REQUEST_RATE.window * 1000);
      const res = await call(t.app, '/api/access-requests', { body: { email } });
      expect(res.status, email).toBe(400);
      expect(res.json.error.details.map((d: { message: string }) => d.message)).toContain(
        'Wprowadź prawidłowy adres e-mail',
      );
    }
  });

  it('stores the plan the family asked about, open', async () => {
    const email = uniqueEmail('rodzic');
    expect(await request({ email, plan: 'family', message: 'Dwoje dzieci' })).toMatchObject({
      plan: 'family',
      status: 'open',
      code: null,
    });
    const wrongPlan = await call(t.app, '/api/access-requests', { body: { email, plan: 'premium' } });
    expect(wrongPlan.status).toBe(400);
  });
});

describe('request access: the admin answers', () => {
  it('"Wyślij kod" e-mails a single-use code for the requested plan through the outbox', async () => {
    const { parent } = await family(0);
    const req = await request({ email: parent.email, plan: 'family' });
    const sent = await post(admin, `/api/admin/access-requests/${req.id}/send-code`);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.request).toMatchObject({ id: req.id, status: 'code_sent', plan: 'family' });
    const code = sent.json.request.code as string;
    expect(code).toMatch(/^CEL-[2-9A-HJKMNP-Z]{6}$/);

    const [row] = await t.database.db.select().from(redeemCodes).where(eq(redeemCodes.code, code));
    expect(row).toMatchObject({ plan: 'family', maxUses: 1, used: 0, durationDays: 30, createdBy: admin.id });

    const mails = (await mailsTo(parent.email)).filter((m) => m.subject.includes('kod dostępu'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Twój kod dostępu do planu Rodzinny — Celujący');
    expect(mails[0]!.text).toContain(code);
    expect(mails[0]!.text).toContain(`/pricing?code=${code}`);
    expect(mails[0]!.text).toContain('na 30 dni');

    const listed = (await get(admin, '/api/admin/access-requests')).json.requests.find(
      (r: ListedRequest) => r.id === req.id,
    );
    expect(listed).toMatchObject({ status: 'code_sent', code });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, req.id), eq(auditLog.action, 'plan.access_code_sent')));
    expect(audit).toHaveLength(1);

    // Answered once: a second click sends nothing.
    const again = await post(admin, `/api/admin/access-requests/${req.id}/send-code`);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('plan.access_request_handled');
    expect((await mailsTo(parent.email)).filter((m) => m.subject.includes('kod dostępu'))).toHaveLength(1);

    // The family redeems it; nobody else can (one use).
    const redeemed = await post(parent, '/api/redeem-code', { code });
    expect(redeemed.json).toMatchObject({ activePlan: 'family', outcome: 'started' });
    const other = await family(0);
    expect((await post(other.parent, '/api/redeem-code', { code })).json.error.code).toBe('plan.code_exhausted');
  });

  it('a request without a plan needs the admin to choose one', async () => {
    const email = uniqueEmail('bez-planu');
    const req = await request({ email });
    const missing = await post(admin, `/api/admin/access-requests/${req.id}/send-code`);
    expect(missing.status).toBe(400);
    expect(missing.json.error.code).toBe('plan.access_request_plan_missing');
    expect(await mailsTo(email)).toHaveLength(0);
    const chosen = await post(admin, `/api/admin/access-requests/${req.id}/send-code`, { plan: 'exam_plus' });
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.json.request.plan).toBe('exam_plus');
    expect((await mailsTo(email))[0]!.subject).toContain('Egzamin+');
  });

  it('"Oznacz jako załatwione" closes a request without a code; unknown ids are 404', async () => {
    const email = uniqueEmail('zalatwione');
    const req = await request({ email, plan: 'standard' });
    const done = await post(admin, `/api/admin/access-requests/${req.id}/done`);
    expect(done.status, done.text).toBe(200);
    expect(done.json.request).toMatchObject({ status: 'done' });
    expect((await post(admin, `/api/admin/access-requests/${req.id}/send-code`)).status).toBe(409);
    expect(await mailsTo(email)).toHaveLength(0);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nie-uuid']) {
      const res = await post(admin, `/api/admin/access-requests/${id}/done`);
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('plan.access_request_not_found');
    }
  });

  it('lists open requests first, oldest waiting on top', async () => {
    const first = await request({ email: uniqueEmail('pierwsza'), plan: 'standard' });
    t.clock.advance(60_000);
    const second = await request({ email: uniqueEmail('druga'), plan: 'standard' });
    const list = (await get(admin, '/api/admin/access-requests')).json.requests as ListedRequest[];
    const open = list.filter((r) => r.status === 'open');
    expect(list.slice(0, open.length).every((r) => r.status === 'open')).toBe(true);
    expect(open.findIndex((r) => r.id === first.id)).toBeLessThan(open.findIndex((r) => r.id === second.id));
  });

  it('only admins answer requests', async () => {
    const req = await request({ email: uniqueEmail('obcy'), plan: 'standard' });
    const { parent } = await family(0);
    expect((await post(parent, `/api/admin/access-requests/${req.id}/send-code`)).status).toBe(403);
    expect((await post(parent, `/api/admin/access-requests/${req.id}/done`)).status).toBe(403);
  });
});
