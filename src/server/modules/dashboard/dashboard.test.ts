import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createVerifiedUser } from '../../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/parent/dashboard', () => {
  it('a new family sees its real figures: zeros, no accuracy, no sample data', async () => {
    const u = await createVerifiedUser(t, { name: 'Marta', consent: true });
    const empty = await call(t.app, '/api/parent/dashboard', { cookie: u.cookie });
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({
      greetingName: 'Marta',
      stage: 'no_diagnostic',
      children: [],
      totals: { sessions: 0, completedSessions: 0, minutes: 0, averageAccuracy: null, streakDays: 0 },
      recentSessions: [],
      daily: expect.any(Array),
    });
    // Four weeks of days for the progress chart, every one empty.
    expect(empty.json.daily).toHaveLength(28);
    for (const day of empty.json.daily) expect(day).toMatchObject({ minutes: 0, answered: 0, accuracy: null });
    const child = await addChild(t, u, { nickname: 'Staś', grade: '8', goal: 'exam_70' });
    const withChild = await call(t.app, '/api/parent/dashboard', { cookie: u.cookie });
    expect(withChild.json.children).toEqual([
      {
        id: child.id,
        nickname: 'Staś',
        grade: '8',
        goal: 'exam_70',
        stage: 'no_diagnostic',
        latestDiagnostic: null,
        stats: { sessions: 0, minutes: 0, answered: 0, accuracy: null, lastActivityAt: null },
        topicProgress: [],
        achievements: {
          earned: [],
          next: { id: 'first_session', unit: 'session', current: 0, target: 1, remaining: 1 },
        },
      },
    ]);
  });

  it('greets with null when the account has no name', async () => {
    const u = await createVerifiedUser(t, { name: ' ', consent: true });
    const res = await call(t.app, '/api/parent/dashboard', { cookie: u.cookie });
    expect(res.json.greetingName).toBeNull();
  });
});
