import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { createAdmin, createVerifiedUser, markUnverified, uniqueEmail } from '../../test/users.ts';

let t: TestApp;
const adminEmail = uniqueEmail('admin');
const thirdAdmin = uniqueEmail('admin3');
const fourthAdmin = uniqueEmail('admin4');
beforeAll(async () => {
  t = await createTestApp({
    env: { ADMIN_EMAILS: `  ${adminEmail.toUpperCase()} , inny@example.pl,${thirdAdmin},${fourthAdmin}` },
  });
});
afterAll(() => t.close());

describe('GET /api/admin/overview', () => {
  it('counts users, roles, children and consents from the database and lists recent users', async () => {
    const admin = await createAdmin(t, { email: adminEmail });
    const p1 = await createVerifiedUser(t, { consent: true, children: 2 });
    const p2 = await createVerifiedUser(t, { consent: true, children: 1 });
    const res = await call(t.app, '/api/admin/overview', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.counts).toEqual({ users: 3, parents: 2, admins: 1, students: 3, consents: 2 });
    expect(res.json.recentUsers.map((u: { email: string }) => u.email)).toEqual([p2.email, p1.email, adminEmail]);
    expect(res.json.recentUsers[2]).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('an admin whose address is not verified is refused', async () => {
    const other = await createVerifiedUser(t, { email: 'inny@example.pl' });
    await t.database.db.update(user).set({ emailVerified: false }).where(eq(user.id, other.id));
    const res = await call(t.app, '/api/admin/overview', { cookie: other.cookie });
    expect(res.status).toBe(403);
  });

  it('onboarding sends an admin to /admin (first to /admin/security to enrol), without parental consent; unverified first to /auth/verify', async () => {
    const enrolled = await createAdmin(t, { email: thirdAdmin });
    const status = await call(t.app, '/api/onboarding/status', { cookie: enrolled.cookie });
    expect(status.json).toMatchObject({ isAdmin: true, hasConsent: false, next: '/admin' });
    const newcomer = await createVerifiedUser(t, { email: fourthAdmin });
    expect((await call(t.app, '/api/onboarding/status', { cookie: newcomer.cookie })).json).toMatchObject({
      isAdmin: true,
      twoFactorEnabled: false,
      next: '/admin/security',
    });
    const unverified = await createVerifiedUser(t);
    await markUnverified(t, unverified);
    expect((await call(t.app, '/api/onboarding/status', { cookie: unverified.cookie })).json).toMatchObject({
      emailVerified: false,
      next: '/auth/verify',
    });
  });
});
