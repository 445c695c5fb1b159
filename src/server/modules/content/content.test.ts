import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTemplates } from '#core/questions/registry.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createTestAppWithAdmin, createVerifiedUser, type TestUser } from '../../test/users.ts';
import { generateQuestion } from '#core/questions/registry.ts';
import { answerText } from '#core/questions/answer-forms.ts';

let t: TestApp;
let admin: TestUser;
let parent: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
  parent = await createVerifiedUser(t, { consent: true });
});
afterAll(() => t.close());

describe('admin content API', () => {
  it('lists every skill with its templates', async () => {
    const res = await call(t.app, '/api/admin/content/skills', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.skills.length).toBeGreaterThanOrEqual(60);
    const listed = res.json.skills.flatMap((s: { templates: { id: string }[] }) => s.templates.map((x) => x.id));
    expect(listed.sort()).toEqual(
      allTemplates()
        .map((x) => x.id)
        .sort(),
    );
    expect(res.json.skills[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      grade: expect.any(String),
    });
  });

  it('returns a full reproducible item with its answer for admins', async () => {
    const templateId = allTemplates()[0]!.id;
    const path = `/api/admin/content/sample?templateId=${encodeURIComponent(templateId)}&level=3&seed=42`;
    const a = await call(t.app, path, { cookie: admin.cookie });
    const b = await call(t.app, path, { cookie: admin.cookie });
    expect(a.status).toBe(200);
    expect(a.json).toEqual(b.json);
    expect(a.json.item).toMatchObject({
      templateId,
      level: 3,
      seed: 42,
      answer: expect.any(Object),
      solution: expect.any(String),
    });
    expect(a.json.item.steps[0]).toMatchObject({ patterns: expect.any(Array), hints: expect.any(Array) });
    expect(a.json.answerText).toEqual(expect.any(String));
    expect(a.json.publicQuestion.answer).toBeUndefined();
  });

  it('404 for an unknown template, 400 for a bad level, 403 for parents, 401 signed out', async () => {
    const unknown = await call(t.app, '/api/admin/content/sample?templateId=nope&level=1&seed=1', {
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('content.template_not_found');
    const bad = await call(t.app, '/api/admin/content/sample?templateId=x&level=7', { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect((await call(t.app, '/api/admin/content/skills', { cookie: parent.cookie })).status).toBe(403);
    expect((await call(t.app, '/api/admin/content/skills')).status).toBe(401);
  });
});

describe('admin attempt item and question reports', () => {
  let served: { attemptId: string; sessionId: string; studentId: string };
  let family: TestUser;

  beforeAll(async () => {
    family = await createVerifiedUser(t, { consent: true });
    const studentId = (await addChild(t, family, { nickname: 'Basia', grade: '7' })).id;
    const start = await call(t.app, '/api/session/start', { cookie: family.cookie, body: { studentId } });
    const sessionId = start.json.sessionId as string;
    const next = await call(t.app, '/api/session/next', { cookie: family.cookie, body: { sessionId } });
    served = { attemptId: next.json.question.id as string, sessionId, studentId };
  });

  it('gives admins the stored item with its answer key, steps and attempt metadata', async () => {
    const res = await call(t.app, `/api/admin/content/attempt/${served.attemptId}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.attempt).toMatchObject({
      id: served.attemptId,
      studentId: served.studentId,
      sessionId: served.sessionId,
      kind: expect.stringMatching(/^(new|review)$/),
      position: 1,
      result: null,
    });
    const item = res.json.item;
    expect(res.json.attempt.questionId).toBe(`${item.templateId}#${item.level}#${item.seed}`);
    // The stored item is the one its identity regenerates, and the display answer is derived from it.
    expect(item).toEqual(JSON.parse(JSON.stringify(generateQuestion(item.templateId, item.level, item.seed))));
    expect(res.json.answerText).toBe(answerText(item.answer, item.options, item.unitLabel));
    expect(item).toMatchObject({ stem: expect.any(String), answer: expect.any(Object), solution: expect.any(String) });
    expect(Array.isArray(item.commonErrors)).toBe(true);
    expect(item.steps.length).toBeGreaterThanOrEqual(1);
    expect(item.steps[0]).toMatchObject({ expected: expect.any(String), patterns: expect.any(Array) });
    expect(item.steps[0].hints).toHaveLength(3);
  });

  it('reflects the result once the question is answered', async () => {
    const skip = await call(t.app, '/api/session/next', {
      cookie: family.cookie,
      body: { sessionId: served.sessionId, skip: true },
    });
    expect(skip.status).toBe(200);
    const res = await call(t.app, `/api/admin/content/attempt/${served.attemptId}`, { cookie: admin.cookie });
    expect(res.json.attempt.result).toBe('skipped');
  });

  it('404 for unknown or malformed ids, 403 for the owning parent, 401 signed out', async () => {
    const path = `/api/admin/content/attempt/${served.attemptId}`;
    const unknown = await call(t.app, '/api/admin/content/attempt/00000000-0000-4000-8000-000000000000', {
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('content.attempt_not_found');
    expect((await call(t.app, '/api/admin/content/attempt/nie-uuid', { cookie: admin.cookie })).status).toBe(404);
    const owner = await call(t.app, path, { cookie: family.cookie });
    expect(owner.status).toBe(403);
    expect(owner.json.item).toBeUndefined();
    expect((await call(t.app, path, { cookie: parent.cookie })).status).toBe(403);
    expect((await call(t.app, path)).status).toBe(401);
  });

  it('lists the latest question and bug reports with the reporter e-mail', async () => {
    const q = await call(t.app, '/api/question-reports', {
      cookie: family.cookie,
      body: {
        questionId: served.attemptId,
        attemptId: served.attemptId,
        issueType: 'wrong_answer',
        description: 'Wynik w kluczu wygląda na błędny.',
        context: { session_id: served.sessionId },
      },
    });
    expect(q.status).toBe(201);
    const bug = await call(t.app, '/api/feedback/bug', {
      cookie: family.cookie,
      body: { description: 'Przycisk nie reaguje.', page: '/parent/dashboard' },
    });
    expect(bug.status).toBeLessThan(300);

    const res = await call(t.app, '/api/admin/question-reports?status=open&limit=200', { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const mine = res.json.reports.filter((r: { reporterEmail: string }) => r.reporterEmail === family.email);
    expect(mine.map((r: { kind: string }) => r.kind).sort()).toEqual(['bug', 'question']);
    expect(mine.find((r: { kind: string }) => r.kind === 'question')).toMatchObject({
      id: q.json.report.id,
      status: 'open',
      questionId: served.attemptId,
      attemptId: served.attemptId,
      issueType: 'wrong_answer',
      description: 'Wynik w kluczu wygląda na błędny.',
      context: { session_id: served.sessionId, templateId: expect.any(String), seed: expect.any(Number) },
      createdAt: expect.any(String),
    });
    expect(mine.find((r: { kind: string }) => r.kind === 'bug')).toMatchObject({ page: '/parent/dashboard' });
    const times = res.json.reports.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const one = await call(t.app, '/api/admin/question-reports?limit=1', { cookie: admin.cookie });
    expect(one.json.reports).toHaveLength(1);
    const resolved = await call(t.app, '/api/admin/question-reports?status=resolved', { cookie: admin.cookie });
    expect(resolved.json.reports.every((r: { status: string }) => r.status === 'resolved')).toBe(true);
  });

  it('validates the filter and keeps reports from non-admins', async () => {
    expect((await call(t.app, '/api/admin/question-reports?status=zle', { cookie: admin.cookie })).status).toBe(400);
    expect((await call(t.app, '/api/admin/question-reports?limit=0', { cookie: admin.cookie })).status).toBe(400);
    expect((await call(t.app, '/api/admin/question-reports', { cookie: family.cookie })).status).toBe(403);
    expect((await call(t.app, '/api/admin/question-reports')).status).toBe(401);
  });
});

describe('admin mock exam task item', () => {
  it('gives admins a mock task’s stored item with its answer key; 404 unknown, 403 the family, 401 signed out', async () => {
    const family = await createVerifiedUser(t, { consent: true });
    const studentId = (await addChild(t, family, { nickname: 'Ola', grade: '8' })).id;
    const start = await call(t.app, '/api/exams/start', { cookie: family.cookie, body: { studentId } });
    expect(start.status, JSON.stringify(start.json)).toBe(200);
    const open = (start.json.questions as { id: string; kind: string; maxPoints: number }[]).find(
      (q) => q.kind === 'open',
    )!;
    const path = `/api/admin/content/exam-task/${open.id}`;
    const res = await call(t.app, path, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.task).toMatchObject({
      id: open.id,
      examId: start.json.examId,
      kind: 'open',
      maxPoints: open.maxPoints,
      points: null,
    });
    expect(res.json.item.answer).toMatchObject({ kind: 'parts', points: open.maxPoints });
    expect(res.json.answerText).toBe(answerText(res.json.item.answer, res.json.item.options, res.json.item.unitLabel));
    const unknown = await call(t.app, '/api/admin/content/exam-task/00000000-0000-4000-8000-000000000000', {
      cookie: admin.cookie,
    });
    expect(unknown.status).toBe(404);
    expect((await call(t.app, '/api/admin/content/exam-task/nie-uuid', { cookie: admin.cookie })).status).toBe(404);
    expect((await call(t.app, path, { cookie: family.cookie })).status).toBe(403);
    expect((await call(t.app, path)).status).toBe(401);
  });
});
