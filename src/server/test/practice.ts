import type { TestApp } from './app.ts';
import { call } from './http.ts';
import { correctInput, storedItem, wrongInput } from './questions.ts';
import type { TestUser } from './users.ts';

/**
 * A real practice session through the API: `results` says, question by question, whether the
 * child answers correctly. Times come from the app's injected clock.
 */
export async function practise(t: TestApp, u: TestUser, studentId: string, results: readonly boolean[]) {
  const start = await call(t.app, '/api/session/start', { cookie: u.cookie, body: { studentId } });
  if (start.status !== 200) throw new Error(`session start failed: ${start.status} ${start.text}`);
  const sessionId: string = start.json.sessionId;
  for (const correct of results) {
    const next = await call(t.app, '/api/session/next', { cookie: u.cookie, body: { sessionId } });
    if (next.status !== 200) throw new Error(`next failed: ${next.status} ${next.text}`);
    const item = await storedItem(t, next.json.question.id);
    const answer = correct ? correctInput(item) : wrongInput(item);
    const res = await call(t.app, '/api/session/answer', {
      cookie: u.cookie,
      body: { sessionId, questionId: next.json.question.id, answer, timeSpentMs: 20_000 },
    });
    if (res.status !== 200) throw new Error(`answer failed: ${res.status} ${res.text}`);
    t.clock.advance(60_000);
  }
  return sessionId;
}
