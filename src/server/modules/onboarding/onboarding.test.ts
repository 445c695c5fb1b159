import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommonErrors } from '../../errors.ts';
import type { AppEnv } from '../../http/env.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { signInChild } from '../../test/children.ts';
import { addChild, createVerifiedUser, giveConsent } from '../../test/users.ts';
import { createConsentsRepository } from '../consents/consents.repository.ts';
import { createStudentsRepository } from '../students/students.repository.ts';
import { onboardingPageRoutes } from './onboarding.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Where the page /onboarding/next sends this visitor, as the server answers it (no app loaded). */
async function nextPage(cookie?: string): Promise<string | null> {
  const res = await call(t.app, '/onboarding/next', { cookie });
  expect(res.status).toBe(302);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.headers.get('location');
}

describe('GET /onboarding/next (the page)', () => {
  it('sends each visitor where the status says, before any of the app loads', async () => {
    expect(await nextPage()).toBe('/auth/magic-login');
    const parent = await createVerifiedUser(t);
    expect(await nextPage(parent.cookie)).toBe('/onboarding/consent');
    await giveConsent(t, parent);
    expect(await nextPage(parent.cookie)).toBe('/onboarding/add-child');
    const child = await addChild(t, parent, { nickname: 'Ola' });
    expect(await nextPage(parent.cookie)).toBe('/parent/dashboard');
    const cookie = await signInChild(t, parent, child.id);
    expect(await nextPage(cookie)).toBe('/student');
    // The status the app asks agrees, for the same visitors.
    for (const who of [undefined, parent.cookie, cookie]) {
      const status = await call(t.app, '/api/onboarding/status', { cookie: who });
      expect(await nextPage(who)).toBe(status.json.next);
    }
  });

  it("leaves the page to the app while there is no database (the app's own error screen)", async () => {
    const repositories = {
      consents: createConsentsRepository(t.database.db),
      students: createStudentsRepository(t.database.db),
    };
    /** The page route as the app mounts it, in front of the app's own page. */
    const pageAnswer = async (ready: boolean, session: () => never) => {
      const app = new Hono<AppEnv>()
        .route('/onboarding', onboardingPageRoutes({ ...repositories, ready: () => ready, session }))
        .get('*', (c) => c.text('strona aplikacji'));
      return (await app.request('/onboarding/next')).text();
    };
    const neverRead = () => {
      throw new Error('no session is read before the database is ready');
    };
    expect(await pageAnswer(false, neverRead)).toBe('strona aplikacji');
    const gone = () => {
      throw CommonErrors.databaseUnavailable();
    };
    expect(await pageAnswer(true, gone)).toBe('strona aplikacji');
  });
});
