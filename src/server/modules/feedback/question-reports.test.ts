import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reportedIssues } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import {
  addChild,
  createTestAppWithTwoFamilies,
  createVerifiedUser,
  markUnverified,
  type TestUser,
} from '../../test/users.ts';

let t: TestApp;
let parent: TestUser;
let other: TestUser;
let questionId: string;
let sessionId: string;

beforeAll(async () => {
  ({ t, parent, other } = await createTestAppWithTwoFamilies());
  const child = await addChild(t, parent, { grade: '7' });
  sessionId = (await call(t.app, '/api/session/start', { cookie: parent.cookie, body: { studentId: child.id } })).json
    .sessionId;
  questionId = (await call(t.app, '/api/session/next', { cookie: parent.cookie, body: { sessionId } })).json.question
    .id;
});
afterAll(() => t.close());

const report = (body: unknown, u: TestUser | null = parent) =>
  call(t.app, '/api/question-reports', { cookie: u?.cookie, body });

describe('POST /api/question-reports', () => {
  it('stores an open question report with its context and the item identity', async () => {
    const res = await report({
      questionId,
      attemptId: questionId,
      issueType: 'wrong_answer',
      description: '  Wynik w rozwiązaniu się nie zgadza.  ',
      context: { session_id: sessionId, current_step: 1, steps_completed: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.json.report).toMatchObject({ id: expect.any(String), status: 'open' });
    const [row] = await t.database.db.select().from(reportedIssues).where(eq(reportedIssues.id, res.json.report.id));
    expect(row).toMatchObject({
      userId: parent.id,
      kind: 'question',
      questionId,
      attemptId: questionId,
      issueType: 'wrong_answer',
      description: 'Wynik w rozwiązaniu się nie zgadza.',
      status: 'open',
    });
    expect(row!.context).toMatchObject({
      session_id: sessionId,
      current_step: 1,
      steps_completed: 1,
      templateId: expect.any(String),
    });
  });

  it('accepts a report without an attempt (e.g. a demo question)', async () => {
    const res = await report({ questionId: 'demo-3', issueType: 'unclear_question', description: 'Niejasne.' });
    expect(res.status).toBe(201);
  });

  it('requires a type and a description with the spec message', async () => {
    for (const body of [
      { questionId, description: 'Opis' },
      { questionId, issueType: 'wrong_answer' },
      { questionId, issueType: 'wrong_answer', description: '   ' },
      { questionId, issueType: 'bad_type', description: 'Opis' },
    ]) {
      const res = await report(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'request.invalid', message: 'Wybierz typ problemu i opisz go' });
    }
    const long = await report({ questionId, issueType: 'other', description: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.json.error.details.map((d: { message: string }) => d.message)).toContain(
      'Opis może mieć maksymalnie 1000 znaków',
    );
    expect((await report({ questionId, issueType: 'other', description: 'x'.repeat(1000) })).status).toBe(201);
  });

  it('needs sign-in and rejects another family’s attempt', async () => {
    expect((await report({ questionId, issueType: 'other', description: 'x' }, null)).status).toBe(401);
    const foreign = await report({ questionId, attemptId: questionId, issueType: 'other', description: 'x' }, other);
    expect(foreign.status).toBe(404);
  });

  it('needs a verified address and consent also without an attempt (spec 6)', async () => {
    const body = { questionId: 'demo-3', issueType: 'other', description: 'Niejasne.' };
    const noConsent = await createVerifiedUser(t);
    const refused = await report(body, noConsent);
    expect([refused.status, refused.json.error.code]).toEqual([403, 'auth.consent_required']);
    const unverified = await createVerifiedUser(t, { consent: true });
    await markUnverified(t, unverified);
    const unverifiedRes = await report(body, unverified);
    expect([unverifiedRes.status, unverifiedRes.json.error.code]).toEqual([403, 'auth.email_not_verified']);
    const stored = await t.database.db.select().from(reportedIssues).where(eq(reportedIssues.userId, noConsent.id));
    expect(stored).toEqual([]);
  });
});
