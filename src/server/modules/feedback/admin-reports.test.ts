import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { createAdmin, createVerifiedUser, uniqueEmail, type TestUser } from '../../test/users.ts';
import { createFeedbackRepository } from './feedback.repository.ts';

let t: TestApp;
let admin: TestUser;
let parent: TestUser;
const adminEmail = uniqueEmail('admin');
const base = Date.parse('2026-11-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
  admin = await createAdmin(t, { email: adminEmail });
  parent = await createVerifiedUser(t, { consent: true });
  const feedback = createFeedbackRepository(t.database.db);
  // Five bugs and three question reports, one minute apart, alternating kinds at first.
  for (let i = 0; i < 8; i++) {
    const now = new Date(base + i * 60_000);
    if (i % 2 === 1 && i < 6) {
      await feedback.insertQuestionReport({
        userId: parent.id,
        questionId: `q-${i}`,
        attemptId: null,
        issueType: 'wrong_answer',
        description: `Pytanie ${i}`,
        context: {},
        now,
      });
    } else {
      await feedback.insertBugReport({
        userId: i === 0 ? null : parent.id,
        description: `Błąd ${i}`,
        page: '/',
        context: {},
        now,
      });
    }
  }
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await call(t.app, `/api/admin/question-reports?${query}`, { cookie: admin.cookie });
  expect(res.status, query).toBe(200);
  return res.json as {
    reports: { description: string; kind: string; reporterEmail: string | null }[];
    nextOffset: number | null;
  };
};

describe('GET /api/admin/question-reports (admin lists of reports)', () => {
  it('filters by kind, newest first', async () => {
    const bugs = await list('kind=bug&status=all');
    expect(bugs.reports.map((r) => r.description)).toEqual(['Błąd 7', 'Błąd 6', 'Błąd 4', 'Błąd 2', 'Błąd 0']);
    expect(bugs.reports.at(-1)?.reporterEmail).toBeNull();
    const questions = await list('kind=question');
    expect(questions.reports.map((r) => r.description)).toEqual(['Pytanie 5', 'Pytanie 3', 'Pytanie 1']);
    expect(questions.reports[0]?.reporterEmail).toBe(parent.email);
    expect((await list('')).reports).toHaveLength(8);
  });

  it('pages with an offset and says where the next page starts', async () => {
    const first = await list('kind=bug&limit=2');
    expect(first.reports.map((r) => r.description)).toEqual(['Błąd 7', 'Błąd 6']);
    expect(first.nextOffset).toBe(2);
    const second = await list(`kind=bug&limit=2&offset=${first.nextOffset}`);
    expect(second.reports.map((r) => r.description)).toEqual(['Błąd 4', 'Błąd 2']);
    const last = await list(`kind=bug&limit=2&offset=${second.nextOffset}`);
    expect(last.reports.map((r) => r.description)).toEqual(['Błąd 0']);
    expect(last.nextOffset).toBeNull();
    expect((await list('kind=bug&limit=5')).nextOffset).toBeNull();
  });

  it('rejects unknown kinds and negative offsets; refuses parents and signed-out callers', async () => {
    for (const q of ['kind=inne', 'offset=-1', 'offset=x']) {
      expect((await call(t.app, `/api/admin/question-reports?${q}`, { cookie: admin.cookie })).status, q).toBe(400);
    }
    expect((await call(t.app, '/api/admin/question-reports?kind=bug', { cookie: parent.cookie })).status).toBe(403);
    expect((await call(t.app, '/api/admin/question-reports?kind=bug')).status).toBe(401);
  });
});
