import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { ROUTE_SHELLS_INDEX, routeShellFile } from './route-shell.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const dir = t.config.CLIENT_DIST;
  mkdirSync(join(dir, 'routes'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<html><head></head><body>index</body></html>');
  const run = '/student/:studentId/session/run';
  writeFileSync(join(dir, routeShellFile(run)), '<html><head></head><body>session run shell</body></html>');
  writeFileSync(
    join(dir, ROUTE_SHELLS_INDEX),
    JSON.stringify([
      { path: run, file: routeShellFile(run) },
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
});
