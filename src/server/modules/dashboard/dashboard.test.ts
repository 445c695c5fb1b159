import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { addChild, createVerifiedUser } from '../../test/users.ts';
import { accuracyPercent, streakDays } from './dashboard.usecases.ts';

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
      children: [],
      totals: { sessions: 0, completedSessions: 0, minutes: 0, averageAccuracy: null, streakDays: 0 },
      recentSessions: [],
      topicProgress: [],
    });
    const child = await addChild(t, u, { nickname: 'Staś', grade: '8', goal: 'exam_70' });
    const withChild = await call(t.app, '/api/parent/dashboard', { cookie: u.cookie });
    expect(withChild.json.children).toEqual([
      {
        id: child.id,
        nickname: 'Staś',
        grade: '8',
        goal: 'exam_70',
        stats: { sessions: 0, minutes: 0, answered: 0, accuracy: null, lastActivityAt: null },
      },
    ]);
  });

  it('greets with null when the account has no name', async () => {
    const u = await createVerifiedUser(t, { name: ' ', consent: true });
    const res = await call(t.app, '/api/parent/dashboard', { cookie: u.cookie });
    expect(res.json.greetingName).toBeNull();
  });
});

describe('dashboard figures', () => {
  it('accuracy is a whole percent, null when nothing was answered', () => {
    expect(accuracyPercent(0, 0)).toBeNull();
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(5, 5)).toBe(100);
  });

  it('streak counts consecutive active days ending today or yesterday', () => {
    expect(streakDays([], '2025-09-14')).toBe(0);
    expect(streakDays(['2025-09-14', '2025-09-13', '2025-09-12', '2025-09-10'], '2025-09-14')).toBe(3);
    expect(streakDays(['2025-09-13', '2025-09-12'], '2025-09-14')).toBe(2);
    expect(streakDays(['2025-09-12'], '2025-09-14')).toBe(0);
    expect(streakDays(['2025-03-01', '2025-02-28'], '2025-03-01')).toBe(2);
  });
});
