import type { TestApp } from './app.ts';
import { call } from './http.ts';
import { correctInput, storedItem, wrongInput } from './questions.ts';
import type { TestUser } from './users.ts';

/**
 * One whole practice session through the API: each answer right or wrong as given, spread evenly
 * over `minutes` of the test clock. Returns the session's id.
 */
export async function practise(t: TestApp, u: TestUser, studentId: string, answers: boolean[], minutes: number) {
  const sessionId = (await call(t.app, '/api/session/start', { cookie: u.cookie, body: { studentId } })).json.sessionId;
  for (const ok of answers) {
    const q = (await call(t.app, '/api/session/next', { cookie: u.cookie, body: { sessionId } })).json.question;
    const item = await storedItem(t, q.id);
    t.clock.advance((minutes * 60_000) / answers.length);
    await call(t.app, '/api/session/answer', {
      cookie: u.cookie,
      body: { sessionId, questionId: q.id, answer: ok ? correctInput(item) : wrongInput(item) },
    });
  }
  await call(t.app, '/api/session/end', { cookie: u.cookie, body: { sessionId } });
  return sessionId as string;
}

/** A whole diagnostic, every answer correct; returns the result's id. */
export async function takeDiagnostic(t: TestApp, u: TestUser, studentId: string): Promise<string> {
  const post = (path: string, body: unknown) => call(t.app, path, { cookie: u.cookie, body });
  const start = await post('/api/diagnostic/start', { studentId });
  const attemptId = start.json.attemptId as string;
  let question = start.json.questions[0];
  for (let i = 1; question; i++) {
    const item = await storedItem(t, question.id);
    const answers = { [question.id]: { raw: correctInput(item), dontKnow: false, clientUpdatedAt: i, timeMs: 5000 } };
    question = (await post('/api/diagnostic/next', { attemptId, answers })).json.question;
  }
  return (await post('/api/diagnostic/finish', { attemptId })).json.diagnosticId as string;
}
