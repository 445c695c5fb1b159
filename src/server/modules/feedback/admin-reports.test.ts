import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { skillName } from '#core/curriculum/skills.ts';
import { storedItem } from '../../test/questions.ts';
import { addChild, createTestAppWithAdmin, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { createFeedbackRepository } from './feedback.repository.ts';

let t: TestApp;
let admin: TestUser;
let parent: TestUser;
const base = Date.parse('2026-11-01T10:00:00Z');

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
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
    reports: { id: string; description: string; kind: string; reporterEmail: string | null; question?: unknown }[];
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

describe('POST /api/admin/question-reports/:id/status (admins resolve or dismiss reports)', () => {
  const status = (id: string, body: unknown, who = admin) =>
    call(t.app, `/api/admin/question-reports/${id}/status`, { cookie: who.cookie, body });

  it('a question report shows the question the child saw, not an id', async () => {
    const child = await addChild(t, parent, { nickname: 'Ola' });
    const start = await call(t.app, '/api/session/start', { cookie: parent.cookie, body: { studentId: child.id } });
    const next = await call(t.app, '/api/session/next', {
      cookie: parent.cookie,
      body: { sessionId: start.json.sessionId },
    });
    const questionId = next.json.question.id as string;
    const sent = await call(t.app, '/api/question-reports', {
      cookie: parent.cookie,
      body: { questionId, attemptId: questionId, issueType: 'unclear_question', description: 'Nie rozumiem treści' },
    });
    expect(sent.status, sent.text).toBe(201);
    const item = await storedItem(t, questionId);
    const found = (await list('kind=question')).reports.find((r) => r.description === 'Nie rozumiem treści') as
      { question: { stem: string; answer: string; skill: string } | null } | undefined;
    expect(found?.question).toMatchObject({ stem: item.stem, skill: skillName(item.skillId) });
    expect(found?.question?.answer).toBeTruthy();
    // A report whose question is not kept (an old id) still lists, without the question.
    const old = (await list('kind=question&status=all')).reports.find((r) => r.description === 'Pytanie 1') as
      { question: unknown } | undefined;
    expect(old?.question).toBeNull();
  });

  it('resolves and dismisses reports; the open list no longer shows them; reopening works', async () => {
    const open = (await list('kind=bug&status=open')).reports;
    const [first, second] = open;
    const resolved = await status(first!.id, { status: 'resolved' });
    expect(resolved.status, resolved.text).toBe(200);
    expect(resolved.json.report).toEqual({ id: first!.id, status: 'resolved' });
    expect((await status(second!.id, { status: 'dismissed' })).json.report.status).toBe('dismissed');
    const stillOpen = (await list('kind=bug&status=open')).reports.map((r) => r.description);
    expect(stillOpen).not.toContain(first!.description);
    expect(stillOpen).not.toContain(second!.description);
    expect((await list('kind=bug&status=resolved')).reports.map((r) => r.description)).toEqual([first!.description]);
    expect((await status(first!.id, { status: 'open' })).json.report.status).toBe('open');
  });

  it('refuses unknown statuses and ids, parents and signed-out callers', async () => {
    const [some] = (await list('kind=bug&status=all')).reports;
    expect((await status(some!.id, { status: 'zrobione' })).status).toBe(400);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nie-uuid']) {
      const res = await status(id, { status: 'resolved' });
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('question_report.not_found');
    }
    expect((await status(some!.id, { status: 'resolved' }, parent)).status).toBe(403);
    expect(
      (await call(t.app, `/api/admin/question-reports/${some!.id}/status`, { body: { status: 'resolved' } })).status,
    ).toBe(401);
  });
});
