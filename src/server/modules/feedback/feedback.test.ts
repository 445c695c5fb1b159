import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { reportedIssues } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { createVerifiedUser } from '../../test/users.ts';
import { BUG_REPORT_RATE } from './feedback.routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const all = () => t.database.db.select().from(reportedIssues).orderBy(desc(reportedIssues.createdAt));

describe('POST /api/feedback/bug', () => {
  it('stores a signed-in report as an open bug with the page and request id', async () => {
    const u = await createVerifiedUser(t);
    const res = await call(t.app, '/api/feedback/bug', {
      cookie: u.cookie,
      body: { description: '  Wykres się nie ładuje  ', page: '/parent/dashboard' },
      headers: { 'x-request-id': 'req-test-1' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ ok: true });
    const [row] = await all();
    expect(row).toMatchObject({
      userId: u.id,
      kind: 'bug',
      description: 'Wykres się nie ładuje',
      page: '/parent/dashboard',
      status: 'open',
      questionId: null,
      attemptId: null,
    });
    expect(row?.context).toMatchObject({ requestId: 'req-test-1' });
  });

  it('accepts anonymous reports', async () => {
    const res = await call(t.app, '/api/feedback/bug', { body: { description: 'Nie mogę się zarejestrować' } });
    expect(res.status).toBe(201);
    const [row] = await all();
    expect(row).toMatchObject({ userId: null, description: 'Nie mogę się zarejestrować', page: null });
  });

  it('rejects blank, oversize and mistyped descriptions without storing them', async () => {
    const before = (await all()).length;
    for (const body of [
      { description: '   ' },
      { description: 'x'.repeat(2001) },
      { description: 42 },
      {},
      { description: 'ok', page: 7 },
    ]) {
      const res = await call(t.app, '/api/feedback/bug', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('request.invalid');
    }
    const malformed = await call(t.app, '/api/feedback/bug', { body: 'opis' });
    expect(malformed.json.error.code).toBe('request.malformed_json');
    expect((await all()).length).toBe(before);
  });

  it('limits how many reports one user can send in a window', async () => {
    const u = await createVerifiedUser(t);
    for (let i = 0; i < BUG_REPORT_RATE.max; i++) {
      const ok = await call(t.app, '/api/feedback/bug', { cookie: u.cookie, body: { description: `Zgłoszenie ${i}` } });
      expect(ok.status).toBe(201);
    }
    const limited = await call(t.app, '/api/feedback/bug', {
      cookie: u.cookie,
      body: { description: 'Jeszcze jedno' },
    });
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe('request.rate_limited');
    t.clock.advance(BUG_REPORT_RATE.window * 1000 + 1);
    const later = await call(t.app, '/api/feedback/bug', { cookie: u.cookie, body: { description: 'Po przerwie' } });
    expect(later.status).toBe(201);
  });
});
