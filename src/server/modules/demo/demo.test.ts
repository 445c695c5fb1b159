import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateQuestion } from '#core/questions/registry.ts';
import { mathSegmentKey } from '#core/text/math-segment-key.ts';
import { mathSegments } from '#core/text/math-segments.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { correctInput, expectNoAnswerKey, wrongInput } from '../../test/questions.ts';
import { openToken } from './demo.usecases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('signed-out demo', () => {
  it('serves 5 real questions without answers and checks them through the token', async () => {
    const res = await call(t.app, '/api/demo/diagnostic?grade=7');
    expect(res.status).toBe(200);
    expectNoAnswerKey(res.json);
    expect(res.json.questions).toHaveLength(5);
    expect(new Set(res.json.questions.map((q: { skillId: string }) => q.skillId)).size).toBe(5);
    expect(res.json.questions.map((q: { difficulty: string }) => q.difficulty)).toEqual([
      'easy',
      'easy',
      'medium',
      'medium',
      'hard',
    ]);
    // Maths comes typeset: the markup of every formula of every question.
    const formulas = res.json.questions.flatMap((q: { stem: string }) => mathSegments(q.stem));
    for (const { tex, display } of formulas) expect(res.json.math[mathSegmentKey(tex, display)]).toContain('katex');

    // The token is opaque: no template id, seed or answer readable in it.
    const decoded = Buffer.from(res.json.token, 'base64url').toString('latin1');
    expect(decoded).not.toContain(res.json.questions[0].templateId);

    const payload = openToken(res.json.token, t.config.authSecret, new Date());
    const ref = payload.items[0]!;
    const item = generateQuestion(ref.t, ref.l as 1 | 2 | 3, ref.s);
    const good = await call(t.app, '/api/demo/check', {
      body: { token: res.json.token, questionId: 'demo-1', answer: correctInput(item) },
    });
    expect(good.json).toMatchObject({ correct: true, result: 'correct', solution: item.solution });
    for (const { tex, display } of mathSegments(item.solution))
      expect(good.json.math[mathSegmentKey(tex, display)]).toContain('katex');
    const bad = await call(t.app, '/api/demo/check', {
      body: { token: res.json.token, questionId: 'demo-1', answer: wrongInput(item) },
    });
    expect(bad.json).toMatchObject({ correct: false, result: 'incorrect', correctAnswer: expect.any(String) });
  });

  it('session demo has hints and XP rules, and rejects forged or expired tokens', async () => {
    const res = await call(t.app, '/api/demo/session');
    expect(res.status).toBe(200);
    expectNoAnswerKey(res.json);
    expect(res.json).toMatchObject({ durationSeconds: 1800, xpPerCorrect: 50 });
    expect(res.json.questions).toHaveLength(5);
    expect(res.json.questions[0].hint).toEqual(expect.any(String));
    const tampered = res.json.token.slice(0, -2) + (res.json.token.endsWith('A') ? 'BB' : 'AA');
    const forged = await call(t.app, '/api/demo/check', {
      body: { token: tampered, questionId: 'demo-1', answer: '1' },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.error.code).toBe('demo.invalid_token');
    const missing = await call(t.app, '/api/demo/check', {
      body: { token: res.json.token, questionId: 'demo-9', answer: '1' },
    });
    expect(missing.status).toBe(404);
    t.clock.advance(3 * 3600 * 1000);
    const expired = await call(t.app, '/api/demo/check', {
      body: { token: res.json.token, questionId: 'demo-1', answer: '1' },
    });
    expect(expired.status).toBe(400);
  });

  it('is rate limited', async () => {
    let last = 200;
    for (let i = 0; i < 70 && last === 200; i++) last = (await call(t.app, '/api/demo/session')).status;
    expect(last).toBe(429);
  });
});
