import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createVerifiedUser, giveConsent, signIn } from '../../test/users.ts';
import { signInChild } from '../../test/children.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/me and GET /api/onboarding/status', () => {
  it('signed out: me is 401, the status sends to the magic-link login', async () => {
    const me = await call(t.app, '/api/me');
    expect(me.status).toBe(401);
    expect(me.json.error).toMatchObject({ code: 'auth.unauthorized', message: 'Nie jesteś zalogowany' });
    const status = await call(t.app, '/api/onboarding/status');
    expect(status.json).toEqual({
      signedIn: false,
      emailVerified: false,
      isAdmin: false,
      hasConsent: false,
      childrenCount: 0,
      twoFactorEnabled: false,
      secondFactorPending: false,
      child: null,
      next: '/auth/magic-login',
    });
  });

  it("a child's device: me is refused, the status names the child and sends to /student", async () => {
    const parent = await createVerifiedUser(t, { consent: true });
    const child = await addChild(t, parent, { nickname: 'Ola', grade: '7' });
    const cookie = await signInChild(t, parent, child.id);
    const me = await call(t.app, '/api/me', { cookie });
    expect(me.status).toBe(403);
    expect(me.json.error.code).toBe('auth.child_not_allowed');
    const status = await call(t.app, '/api/onboarding/status', { cookie });
    expect(status.json).toMatchObject({
      signedIn: false,
      child: { studentId: child.id, nickname: 'Ola', grade: '7' },
      next: '/student',
    });
  });

  it('follows the family through consent and the first child', async () => {
    const u = await createVerifiedUser(t, { name: 'Anna' });
    const me = await call(t.app, '/api/me', { cookie: u.cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      user: { id: u.id, email: u.email, name: 'Anna', role: 'parent', emailVerified: true },
      isAdmin: false,
      hasConsent: false,
      childrenCount: 0,
    });
    expect(Date.parse(me.json.user.createdAt)).not.toBeNaN();
    expect(Date.parse(me.json.user.lastSignInAt)).not.toBeNaN();

    const status = async () => (await call(t.app, '/api/onboarding/status', { cookie: u.cookie })).json;
    expect(await status()).toMatchObject({ signedIn: true, emailVerified: true, next: '/onboarding/consent' });
    await giveConsent(t, u);
    expect(await status()).toMatchObject({ hasConsent: true, childrenCount: 0, next: '/onboarding/add-child' });
    await addChild(t, u);
    await addChild(t, u, { nickname: 'Janek' });
    expect(await status()).toMatchObject({ hasConsent: true, childrenCount: 2, next: '/parent/dashboard' });
    expect((await call(t.app, '/api/onboarding/status')).json).toMatchObject({ next: '/auth/magic-login' });
    expect((await call(t.app, '/api/me', { cookie: u.cookie })).json).toMatchObject({
      hasConsent: true,
      childrenCount: 2,
    });
  });

  it('lastSignInAt moves with each sign-in', async () => {
    const u = await createVerifiedUser(t);
    const before = (await call(t.app, '/api/me', { cookie: u.cookie })).json.user.lastSignInAt;
    await new Promise((r) => setTimeout(r, 20));
    const again = await signIn(t, u.email);
    expect(again.res.status).toBe(200);
    const after = (await call(t.app, '/api/me', { cookie: again.cookie })).json.user.lastSignInAt;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
  });

  it('a signed-out cookie is treated as anonymous', async () => {
    const u = await createVerifiedUser(t);
    const out = await call(t.app, '/api/auth/sign-out', { cookie: u.cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await call(t.app, '/api/me', { cookie: u.cookie })).status).toBe(401);
  });
});
