import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consents, students } from './db/schema/index.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { call } from './test/http.ts';
import { createVerifiedUser, markUnverified, uniqueEmail, type TestUser } from './test/users.ts';

/**
 * Every route × every kind of caller (quality.md "Authorization matrix"). `owner` owns the child
 * used in per-child routes; `other` is another family's parent with consent and a child of their own.
 */
type Persona = 'anonymous' | 'unverified' | 'noConsent' | 'other' | 'owner' | 'admin';

let t: TestApp;
const who: Record<Exclude<Persona, 'anonymous'>, TestUser> = {} as never;
let ownerChildId = '';
let otherChildId = '';
const adminEmail = uniqueEmail('admin');

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
  who.owner = await createVerifiedUser(t, { consent: true });
  who.other = await createVerifiedUser(t, { consent: true });
  who.noConsent = await createVerifiedUser(t);
  who.unverified = await createVerifiedUser(t, { consent: true });
  who.admin = await createVerifiedUser(t, { email: adminEmail, consent: true });
  await markUnverified(t, who.unverified);
  ownerChildId = (await call(t.app, '/api/students', { cookie: who.owner.cookie, body: child('Ola') })).json.student.id;
  otherChildId = (await call(t.app, '/api/students', { cookie: who.other.cookie, body: child('Kuba') })).json.student
    .id;
});
afterAll(() => t.close());

function child(nickname: string) {
  return { nickname, grade: '6', goal: 'habit', difficulties: ['geometry'] };
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST';
  path: () => string;
  body?: () => unknown;
  expected: Record<Persona, number>;
}

const routes: RouteCase[] = [
  {
    name: 'GET /api/me',
    method: 'GET',
    path: () => '/api/me',
    expected: { anonymous: 401, unverified: 200, noConsent: 200, other: 200, owner: 200, admin: 200 },
  },
  {
    name: 'GET /api/onboarding/status',
    method: 'GET',
    path: () => '/api/onboarding/status',
    expected: { anonymous: 200, unverified: 200, noConsent: 200, other: 200, owner: 200, admin: 200 },
  },
  {
    name: 'POST /api/consents',
    method: 'POST',
    path: () => '/api/consents',
    body: () => ({ parental: true, terms: true, privacy: true, marketing: false }),
    expected: { anonymous: 401, unverified: 403, noConsent: 200, other: 200, owner: 200, admin: 200 },
  },
  {
    name: 'GET /api/students',
    method: 'GET',
    path: () => '/api/students',
    expected: { anonymous: 401, unverified: 403, noConsent: 403, other: 200, owner: 200, admin: 200 },
  },
  {
    name: 'POST /api/students',
    method: 'POST',
    path: () => '/api/students',
    body: () => child('Zosia'),
    expected: { anonymous: 401, unverified: 403, noConsent: 403, other: 201, owner: 201, admin: 201 },
  },
  {
    name: "GET /api/students/:id (owner's child)",
    method: 'GET',
    path: () => `/api/students/${ownerChildId}`,
    expected: { anonymous: 401, unverified: 403, noConsent: 403, other: 404, owner: 200, admin: 404 },
  },
  {
    name: 'POST /api/feedback/bug',
    method: 'POST',
    path: () => '/api/feedback/bug',
    body: () => ({ description: 'Przycisk nie działa', page: '/parent/dashboard' }),
    expected: { anonymous: 201, unverified: 201, noConsent: 201, other: 201, owner: 201, admin: 201 },
  },
  {
    name: 'GET /api/parent/dashboard',
    method: 'GET',
    path: () => '/api/parent/dashboard',
    expected: { anonymous: 401, unverified: 403, noConsent: 403, other: 200, owner: 200, admin: 200 },
  },
  {
    name: 'GET /api/admin/overview',
    method: 'GET',
    path: () => '/api/admin/overview',
    expected: { anonymous: 401, unverified: 403, noConsent: 403, other: 403, owner: 403, admin: 200 },
  },
];

const personas: Persona[] = ['anonymous', 'unverified', 'noConsent', 'other', 'owner', 'admin'];

describe('authorization matrix', () => {
  for (const route of routes) {
    for (const persona of personas) {
      it(`${route.name} as ${persona} → ${route.expected[persona]}`, async () => {
        const cookie = persona === 'anonymous' ? undefined : who[persona].cookie;
        const res = await call(t.app, route.path(), { method: route.method, cookie, body: route.body?.() });
        expect(res.status).toBe(route.expected[persona]);
        if (res.status >= 400) {
          expect(res.json.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        }
        // Giving consent is what this row tests; the persona must stay without it for the others.
        if (route.path() === '/api/consents' && persona === 'noConsent') {
          await t.database.db.delete(consents).where(eq(consents.userId, who.noConsent.id));
        }
      });
    }
  }

  it('uses the dedicated codes for each refusal', async () => {
    expect((await call(t.app, '/api/students')).json.error.code).toBe('auth.unauthorized');
    expect((await call(t.app, '/api/students', { cookie: who.unverified.cookie })).json.error.code).toBe(
      'auth.email_not_verified',
    );
    expect((await call(t.app, '/api/students', { cookie: who.noConsent.cookie })).json.error.code).toBe(
      'auth.consent_required',
    );
    expect((await call(t.app, '/api/admin/overview', { cookie: who.owner.cookie })).json.error.code).toBe(
      'auth.forbidden',
    );
    const hidden = await call(t.app, `/api/students/${ownerChildId}`, { cookie: who.other.cookie });
    expect(hidden.json.error).toMatchObject({
      code: 'student.not_found',
      message: 'Nie znaleziono ucznia lub brak dostępu',
    });
  });
});

describe('family isolation', () => {
  it("another parent's list and dashboard never contain the owner's child", async () => {
    const list = await call(t.app, '/api/students', { cookie: who.other.cookie });
    const ids = list.json.students.map((s: { id: string }) => s.id);
    expect(ids).toContain(otherChildId);
    expect(ids).not.toContain(ownerChildId);
    const dash = await call(t.app, '/api/parent/dashboard', { cookie: who.other.cookie });
    expect(dash.json.children.map((c: { id: string }) => c.id)).not.toContain(ownerChildId);
  });

  it('a child added by one parent is stored under that parent, whatever the body says', async () => {
    const res = await call(t.app, '/api/students', {
      cookie: who.other.cookie,
      body: { ...child('Przemyt'), parentId: who.owner.id, parent_id: who.owner.id, id: ownerChildId },
    });
    expect(res.status).toBe(201);
    expect(res.json.student.id).not.toBe(ownerChildId);
    const [row] = await t.database.db.select().from(students).where(eq(students.id, res.json.student.id));
    expect(row?.parentId).toBe(who.other.id);
    const ownerList = await call(t.app, '/api/students', { cookie: who.owner.cookie });
    expect(ownerList.json.students.map((s: { nickname: string }) => s.nickname)).not.toContain('Przemyt');
  });

  it('the owner reads their child; an unknown or malformed id is the same 404', async () => {
    const own = await call(t.app, `/api/students/${ownerChildId}`, { cookie: who.owner.cookie });
    expect(own.json.student).toMatchObject({ id: ownerChildId, nickname: 'Ola', grade: '6', goal: 'habit' });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nie-uuid', "1'; drop table students;--"]) {
      const res = await call(t.app, `/api/students/${encodeURIComponent(id)}`, { cookie: who.owner.cookie });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('student.not_found');
    }
  });
});
