import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { signInChild } from '../test/children.ts';
import { addChild, createVerifiedUser } from '../test/users.ts';
import { ROUTE_SHELLS_INDEX, routeShellFile, type ShellDatum } from './route-shell.ts';

const EXAM_RESULT = '/student/:studentId/exam/result/:examId';
const EXAM_RESULT_DATA: ShellDatum[] = [
  '/api/students/:studentId',
  { path: '/api/child/me', who: 'child' },
  { path: '/api/parent/settings', who: 'parent' },
  '/api/exams/:examId/result',
];
const HOME_DATA: ShellDatum[] = [{ path: '/api/students/:child/home', who: 'child' }];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const dir = t.config.CLIENT_DIST;
  mkdirSync(join(dir, 'routes'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<html><head></head><body>index</body></html>');
  const run = '/student/:studentId/session/run';
  writeFileSync(join(dir, routeShellFile(run)), '<html><head></head><body>session run shell</body></html>');
  for (const path of [EXAM_RESULT, '/student']) writeFileSync(join(dir, routeShellFile(path)), '<html></html>');
  writeFileSync(
    join(dir, ROUTE_SHELLS_INDEX),
    JSON.stringify([
      { path: run, file: routeShellFile(run) },
      { path: EXAM_RESULT, file: routeShellFile(EXAM_RESULT), data: EXAM_RESULT_DATA },
      { path: '/student', file: routeShellFile('/student'), data: HOME_DATA },
      { path: '/parent/home', redirect: '/parent/dashboard' },
    ]),
  );
});
afterAll(async () => {
  await t.close();
});

describe('route shells', () => {
  it("sends a page of the app its route's shell, and index.html where no shell matches", async () => {
    const shell = await t.app.request('/student/s-1/session/run?sessionId=x');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-type')).toMatch(/^text\/html/);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    expect(await shell.text()).toContain('session run shell');
    const other = await t.app.request('/student/s-1/nowhere');
    expect(await other.text()).toContain('index');
  });

  it('answers an alias with a redirect to its page, keeping the query', async () => {
    const alias = await t.app.request('/parent/home?from=mail');
    expect(alias.status).toBe(302);
    expect(alias.headers.get('location')).toBe('/parent/dashboard?from=mail');
  });

  it("announces a page's first API responses for its address and visitor, and keeps such a page private", async () => {
    const linkOf = async (path: string, cookie?: string) => {
      const res = await t.app.request(path, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(200);
      return { link: res.headers.get('link'), cacheControl: res.headers.get('cache-control') };
    };
    const preload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;
    // Signed out: only what is the same for every visitor (the guard then sends them away).
    expect(await linkOf('/student/s-1/exam/result/e-2')).toEqual({
      link: [preload('/api/students/s-1'), preload('/api/exams/e-2/result')].join(', '),
      cacheControl: 'private, no-cache',
    });
    expect((await linkOf('/student')).link).toBeNull();
    // An address made to end the header's <…> or start a new line stays inside its path.
    expect((await linkOf('/student/a%3E%2C%3Chttps%3A%2F%2Fx%0D%0A/exam/result/e')).link).toBe(
      [preload('/api/students/a%3E%2C%3Chttps%3A%2F%2Fx%0D%0A'), preload('/api/exams/e/result')].join(', '),
    );

    const parent = await createVerifiedUser(t, { consent: true });
    const child = await addChild(t, parent);
    expect((await linkOf(`/student/${child.id}/exam/result/e-2`, parent.cookie)).link).toBe(
      [preload(`/api/students/${child.id}`), preload('/api/parent/settings'), preload('/api/exams/e-2/result')].join(
        ', ',
      ),
    );
    const device = await signInChild(t, parent, child.id);
    expect((await linkOf(`/student/${child.id}/exam/result/e-2`, device)).link).toBe(
      [preload(`/api/students/${child.id}`), preload('/api/child/me'), preload('/api/exams/e-2/result')].join(', '),
    );
    expect((await linkOf('/student', device)).link).toBe(preload(`/api/students/${child.id}/home`));
  });
});
