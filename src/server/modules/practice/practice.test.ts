import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  attempts,
  itemCalibration,
  learnerSkillState,
  learnerState,
  modelWeights,
  practiceSessions,
  skillCalibration,
} from '../../db/schema/index.ts';
import { MIN_TOPIC_ANSWERS, openTopicsAfterDiagnostic, topicsOf, type TopicId } from '#core/adaptive/index.ts';
import { mathSegmentKey } from '#core/text/math-segment-key.ts';
import { mathSegments } from '#core/text/math-segments.ts';
import type { TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import {
  addChild,
  createTestAppWithTwoFamilies,
  createVerifiedUser,
  markUnverified,
  type TestUser,
} from '../../test/users.ts';
import { correctInput, expectNoAnswerKey, storedItem, wrongInput } from '../../test/questions.ts';
import { DIAGNOSTIC_SKILLS } from '../learner-model/learner-model.catalog.ts';
import { createPracticeRepository } from './practice.repository.ts';

let t: TestApp;
let parent: TestUser;
let other: TestUser;
let childId: string;

beforeAll(async () => {
  ({ t, parent, other } = await createTestAppWithTwoFamilies());
  childId = (await addChild(t, parent, { nickname: 'Ola', grade: '7', goal: 'exam_70', difficulties: ['geometry'] }))
    .id;
});
afterAll(() => t.close());

async function start(u = parent, studentId = childId) {
  return call(t.app, '/api/session/start', { cookie: u.cookie, body: { studentId } });
}
async function next(sessionId: string, u = parent, extra: Record<string, unknown> = {}) {
  return call(t.app, '/api/session/next', { cookie: u.cookie, body: { sessionId, ...extra } });
}
async function answer(sessionId: string, questionId: string, value: string | number, u = parent) {
  return call(t.app, '/api/session/answer', {
    cookie: u.cookie,
    body: { sessionId, questionId, answer: value, timeSpentMs: 12_000 },
  });
}

describe('practice session flow', () => {
  it("names the session's common mistake with its feedback in the summary, the running one and the ended one", async () => {
    // The first answer a session records a mistake for (wrong answers without a recognised mistake
    // record none); its text is the item's own (a step's feedback first, else the common error's).
    // A family of its own: up to 32 answers stay within its trial whatever the other tests used.
    const family = await createVerifiedUser(t, { consent: true });
    const child = (await addChild(t, family, { nickname: 'Błędy', grade: '6' })).id;
    const sessionWithOneMistake = async () => {
      const sessionId = (await start(family, child)).json.sessionId as string;
      for (let i = 0; i < 8; i++) {
        const n = await next(sessionId, family);
        const item = await storedItem(t, n.json.question.id);
        await call(t.app, '/api/session/answer', {
          cookie: family.cookie,
          body: { sessionId, questionId: n.json.question.id, answer: wrongInput(item) },
        });
        const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, n.json.question.id));
        const key = row!.errorKey;
        if (!key) continue;
        const text =
          item.steps.map((step) => step.feedbackByError[key]).find(Boolean) ??
          item.commonErrors.find((e) => e.key === key)?.feedback;
        return text ? { sessionId, text } : null;
      }
      return null;
    };
    let found: { sessionId: string; text: string } | null = null;
    for (let tries = 0; tries < 4 && !found; tries++) found = await sessionWithOneMistake();
    expect(found).not.toBeNull();
    const { sessionId, text } = found!;
    const running = await call(t.app, `/api/session/${sessionId}/summary`, { cookie: family.cookie });
    const end = await call(t.app, '/api/session/end', { cookie: family.cookie, body: { sessionId } });
    for (const summary of [running.json.summary, end.json.summary]) {
      expect(summary.stepInsights.map((s: { commonError: string | null }) => s.commonError)).toEqual([text]);
    }
  });

  it('start → next → answer (correct and wrong) → end with a summary', async () => {
    const s = await start();
    expect(s.status).toBe(200);
    expect(s.json).toMatchObject({ sessionId: expect.any(String), studentId: childId, durationSeconds: 1200 });
    const sessionId = s.json.sessionId as string;

    const n1 = await next(sessionId);
    expect(n1.status).toBe(200);
    expectNoAnswerKey(n1.json);
    expect(n1.json).toMatchObject({ kind: expect.stringMatching(/^(new|review)$/), index: 1, remainingSeconds: 1200 });
    expect(n1.json.sessionStartTime).toBe(s.json.startedAt);
    // Maths comes typeset: the markup of every formula the question shows.
    const shown = [n1.json.question.stem, ...(n1.json.question.options ?? []).map((o: { text: string }) => o.text)];
    for (const { tex, display } of shown.flatMap(mathSegments))
      expect(n1.json.math[mathSegmentKey(tex, display)]).toContain('katex');
    expect(n1.json.question).toMatchObject({
      id: expect.any(String),
      stem: expect.any(String),
      steps: expect.any(Array),
    });

    // Asking again before answering returns the same question (reload-safe).
    const again = await next(sessionId);
    expect(again.json.question.id).toBe(n1.json.question.id);

    const item1 = await storedItem(t, n1.json.question.id);
    const a1 = await answer(sessionId, n1.json.question.id, correctInput(item1));
    expect(a1.status).toBe(200);
    expect(a1.json).toMatchObject({ correct: true, result: 'correct', duplicate: false });
    expect(a1.json.solution).toEqual(expect.any(String));
    expect(a1.json.correctAnswer).toEqual(expect.any(String));

    const n2 = await next(sessionId);
    expectNoAnswerKey(n2.json);
    expect(n2.json.index).toBe(2);
    expect(n2.json.question.id).not.toBe(n1.json.question.id);
    expect(n2.json.question.templateId).not.toBe(n1.json.question.templateId);
    const item2 = await storedItem(t, n2.json.question.id);
    const a2 = await answer(sessionId, n2.json.question.id, wrongInput(item2));
    expect(a2.json).toMatchObject({ correct: false, result: 'incorrect', duplicate: false, tutorAvailable: true });
    expect(a2.json.feedback).toEqual(expect.any(String));

    // After a wrong answer: an easier item of the same skill or of one of its prerequisites.
    const n3 = await next(sessionId);
    const item3 = await storedItem(t, n3.json.question.id);
    const { getSkill } = await import('#core/curriculum/skills.ts');
    const allowed = [item2.skillId, ...getSkill(item2.skillId).prerequisites];
    expect(allowed).toContain(item3.skillId);

    t.clock.advance(4 * 60_000);
    const end = await call(t.app, '/api/session/end', { cookie: parent.cookie, body: { sessionId } });
    expect(end.status).toBe(200);
    expect(end.json.summary).toMatchObject({ totalAnswered: 2, correctCount: 1, spentMinutes: 4, accuracy: 50 });
    expect(end.json.summary.incorrectTopics).toHaveLength(1);
    expect(Array.isArray(end.json.summary.stepInsights)).toBe(true);

    const again2 = await call(t.app, '/api/session/end', { cookie: parent.cookie, body: { sessionId } });
    expect(again2.json.summary).toEqual(end.json.summary);
    const summary = await call(t.app, `/api/session/${sessionId}/summary`, { cookie: parent.cookie });
    expect(summary.status).toBe(200);
    expect(summary.json.summary).toEqual(end.json.summary);
    expect(summary.json.session).toMatchObject({ id: sessionId, status: 'ended' });

    const afterEnd = await next(sessionId);
    expect(afterEnd.status).toBe(409);
    expect(afterEnd.json.error.code).toBe('session.ended');
  });

  it('stores the attempt and the learner model before replying, the shared calibrations behind it', async () => {
    const sessionId = (await start()).json.sessionId;
    const n = await next(sessionId);
    const item = await storedItem(t, n.json.question.id);
    await t.database.flushWrites();
    const [before] = await t.database.db.select().from(modelWeights);
    await answer(sessionId, n.json.question.id, correctInput(item));
    const db = t.database.db;
    const [row] = await db.select().from(attempts).where(eq(attempts.id, n.json.question.id));
    expect(row).toMatchObject({ result: 'correct', correct: true, timeSpentMs: 12_000 });
    expect(row!.answeredAt).toBeInstanceOf(Date);
    const [ls] = await db.select().from(learnerState).where(eq(learnerState.studentId, childId));
    expect(ls!.state.attempts).toBeGreaterThanOrEqual(1);
    const [ss] = await db
      .select()
      .from(learnerSkillState)
      .where(and(eq(learnerSkillState.studentId, childId), eq(learnerSkillState.skillId, item.skillId)));
    expect(ss!.attempts).toBeGreaterThanOrEqual(1);
    expect(ss!.mastery).toBeGreaterThan(0);
    // The row's columns are the stored state's own numbers (one array parameter per column).
    expect([ss!.ability, ss!.uncertainty, ss!.attempts]).toEqual([
      ss!.state.ability,
      ss!.state.uncertainty,
      ss!.state.attempts,
    ]);
    expect(ss!.dueAt?.getTime() ?? null).toBe(ss!.state.dueAt);
    // The population's calibrations: written about once a second per instance (or at shutdown).
    await t.database.flushWrites();
    const [ic] = await db
      .select()
      .from(itemCalibration)
      .where(eq(itemCalibration.itemKey, `${item.templateId}#${item.level}`));
    expect(ic!.count).toBeGreaterThanOrEqual(1);
    const [sc] = await db.select().from(skillCalibration).where(eq(skillCalibration.skillId, item.skillId));
    expect(sc!.count).toBeGreaterThanOrEqual(1);
    const [after] = await db.select().from(modelWeights);
    expect(after!.updates).toBe((before?.updates ?? 0) + 1);
  });

  it('counts a repeated answer once and returns the stored result', async () => {
    const sessionId = (await start()).json.sessionId;
    const n = await next(sessionId);
    const item = await storedItem(t, n.json.question.id);
    const [first, second] = await Promise.all([
      answer(sessionId, n.json.question.id, correctInput(item)),
      answer(sessionId, n.json.question.id, wrongInput(item)),
    ]);
    const results = [first.json, second.json];
    expect(results.filter((r) => r.duplicate === false)).toHaveLength(1);
    const stored = results.find((r) => r.duplicate === false)!;
    expect(results.find((r) => r.duplicate === true)).toMatchObject({ correct: stored.correct, result: stored.result });
    const third = await answer(sessionId, n.json.question.id, wrongInput(item));
    expect(third.json).toMatchObject({ duplicate: true, correct: stored.correct });
    const [ls] = await t.database.db.select().from(learnerState).where(eq(learnerState.studentId, childId));
    const rows = await t.database.db
      .select()
      .from(attempts)
      .where(and(eq(attempts.studentId, childId)));
    const answered = rows.filter((r) => r.result === 'correct' || r.result === 'incorrect').length;
    expect(ls!.state.attempts).toBe(answered);
  });

  it('does not count an invalid answer and explains it in Polish', async () => {
    const sessionId = (await start()).json.sessionId;
    const n = await next(sessionId);
    const res = await answer(sessionId, n.json.question.id, '');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ correct: false, result: 'invalid' });
    expect(res.json.feedback).toMatch(/[a-ząćęłńóśźż]/i);
    expect(res.json.solution).toBeUndefined();
    expect(res.json.correctAnswer).toBeUndefined();
    const [row] = await t.database.db.select().from(attempts).where(eq(attempts.id, n.json.question.id));
    expect(row!.result).toBeNull();
    // Still pending: next returns it again.
    expect((await next(sessionId)).json.question.id).toBe(n.json.question.id);
  });

  it('two concurrent "next" calls of one session serve one question', async () => {
    const sessionId = (await start()).json.sessionId;
    const [a, b] = await Promise.all([next(sessionId), next(sessionId)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.json.question.id).toBe(b.json.question.id);
    const rows = await t.database.db.select().from(attempts).where(eq(attempts.sessionId, sessionId));
    expect(rows).toHaveLength(1);
  });

  it('skip marks the pending question skipped and serves another', async () => {
    const sessionId = (await start()).json.sessionId;
    const n1 = await next(sessionId);
    const n2 = await next(sessionId, parent, { skip: true });
    expect(n2.json.question.id).not.toBe(n1.json.question.id);
    expect(n2.json.index).toBe(2);
    const res = await answer(sessionId, n1.json.question.id, '1');
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe('session.question_skipped');
  });

  it('no item of the last 20 and never the same template twice in a row', async () => {
    const sessionId = (await start()).json.sessionId;
    const seen: string[] = [];
    let lastTemplate = '';
    for (let i = 0; i < 22; i++) {
      const n = await next(sessionId);
      expect(n.status, n.text).toBe(200);
      const item = await storedItem(t, n.json.question.id);
      const key = `${item.templateId}#${item.level}`;
      expect(seen.slice(-19)).not.toContain(key);
      expect(item.templateId).not.toBe(lastTemplate);
      seen.push(key);
      lastTemplate = item.templateId;
      await answer(sessionId, n.json.question.id, i % 3 === 0 ? wrongInput(item) : correctInput(item));
    }
  });

  it('counts the diagnostic as asked: none of its items in the next 20 questions, and "new" only for unseen templates', async () => {
    const child = await addChild(t, parent, { nickname: 'Zosia', grade: '7', goal: 'exam_70' });
    const post = (path: string, body: unknown) => call(t.app, path, { cookie: parent.cookie, body });
    const diag = await post('/api/diagnostic/start', { studentId: child.id });
    const attemptId = diag.json.attemptId as string;
    const diagnosticItems = new Set<string>();
    const askedTemplates = new Set<string>();
    let question = diag.json.questions[0];
    while (question) {
      const item = await storedItem(t, question.id);
      diagnosticItems.add(`${item.templateId}#${item.level}`);
      askedTemplates.add(item.templateId);
      const raw = diagnosticItems.size % 3 === 0 ? wrongInput(item) : correctInput(item);
      const answers = { [question.id]: { raw, dontKnow: false, clientUpdatedAt: diagnosticItems.size, timeMs: 5000 } };
      question = (await post('/api/diagnostic/next', { attemptId, answers })).json.question;
    }
    expect(diagnosticItems.size).toBe(14);
    expect((await post('/api/diagnostic/finish', { attemptId })).status).toBe(200);

    const sessionId = (await start(parent, child.id)).json.sessionId;
    const asked = () => createPracticeRepository(t.database.db).findForParentWithModel(parent.id, sessionId);
    expect((await asked())!.asked).toEqual({ templates: askedTemplates, diagnosticItems });
    const kinds = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const n = await next(sessionId);
      expect(n.status, n.text).toBe(200);
      const item = await storedItem(t, n.json.question.id);
      expect(diagnosticItems, `question ${i + 1}`).not.toContain(`${item.templateId}#${item.level}`);
      expect(n.json.kind, `question ${i + 1}: ${item.templateId}`).toBe(
        askedTemplates.has(item.templateId) ? 'review' : 'new',
      );
      kinds.add(n.json.kind);
      askedTemplates.add(item.templateId);
      await answer(sessionId, n.json.question.id, i % 4 === 0 ? wrongInput(item) : correctInput(item));
    }
    expect(kinds.has('new')).toBe(true);
    // After 20 practice questions the diagnostic's items are no longer held back.
    expect((await asked())!.asked).toEqual({ templates: askedTemplates, diagnosticItems: new Set() });
  });

  it('starts with the topics the diagnostic left open until each has enough answers', async () => {
    const topicsOfSkill = (skillId: string): TopicId[] => topicsOf(DIAGNOSTIC_SKILLS.find((s) => s.id === skillId)!);
    // A family of its own: a diagnostic and a session use up much of one trial's tasks.
    const family = await createVerifiedUser(t, { consent: true });
    const post = (path: string, body: unknown) => call(t.app, path, { cookie: family.cookie, body });
    // Every answer right: the topics the test asked least (in grade 6 one topic gets a single
    // question; which one depends on the skill graph) tell too little to call them mastered.
    const child = await addChild(t, family, { nickname: 'Otwarta', grade: '6', goal: 'habit' });
    const diag = await post('/api/diagnostic/start', { studentId: child.id });
    const attemptId = diag.json.attemptId as string;
    let question = diag.json.questions[0];
    for (let i = 1; question; i++) {
      const item = await storedItem(t, question.id);
      const answers = { [question.id]: { raw: correctInput(item), dontKnow: false, clientUpdatedAt: i, timeMs: 5000 } };
      question = (await post('/api/diagnostic/next', { attemptId, answers })).json.question;
    }
    const finished = await post('/api/diagnostic/finish', { attemptId });
    const result = await call(t.app, `/api/diagnostic/result/${finished.json.diagnosticId}`, { cookie: family.cookie });
    const breakdown = result.json.result.topicBreakdown as { topicId: TopicId; bucket: string }[];
    const open = breakdown.filter((tp) => tp.bucket === 'open').map((tp) => tp.topicId);
    expect(open.length, JSON.stringify(breakdown)).toBeGreaterThan(0);

    const sessionId = (await start(family, child.id)).json.sessionId;
    const answered = new Map<TopicId, number>(open.map((tp) => [tp, 0]));
    const pending = () => [...answered].filter(([, n]) => n < MIN_TOPIC_ANSWERS);
    for (let i = 1; pending().length > 0; i++) {
      // The session's first question is its warm-up (one the child is expected to solve); the checks follow.
      expect(i, 'every open topic checked within a few questions').toBeLessThanOrEqual(
        1 + MIN_TOPIC_ANSWERS * open.length,
      );
      const n = await next(sessionId, family);
      expect(n.status, n.text).toBe(200);
      const item = await storedItem(t, n.json.question.id);
      // The open topic with the fewest answers so far (a skill may be in two topics).
      const fewest = Math.min(...pending().map(([, c]) => c));
      const topics = topicsOfSkill(item.skillId);
      if (i > 1) {
        expect(
          pending().some(([tp, c]) => c === fewest && topics.includes(tp)),
          `question ${i} (${item.skillId}) from an open topic: ${JSON.stringify(pending())}`,
        ).toBe(true);
      }
      for (const tp of topics) if (answered.has(tp)) answered.set(tp, answered.get(tp)! + 1);
      expect((await answer(sessionId, n.json.question.id, correctInput(item), family)).status).toBe(200);
    }
    // Checked: the policy is given no open topic any more.
    const read = (await createPracticeRepository(t.database.db).findForParentWithModel(family.id, sessionId))!.open;
    expect(read.topicIds).toEqual(open);
    const after = openTopicsAfterDiagnostic(DIAGNOSTIC_SKILLS, read.topicIds, read.answeredSkills);
    expect(after.every((tp) => tp.answered >= MIN_TOPIC_ANSWERS)).toBe(true);
  });

  it('expires after 20 minutes by the server clock with a 400 containing "expired"', async () => {
    const sessionId = (await start()).json.sessionId;
    const n = await next(sessionId);
    expect(n.json.remainingSeconds).toBe(1200);
    t.clock.advance(19 * 60_000);
    const n2 = await next(sessionId);
    expect(n2.status).toBe(200);
    expect(n2.json.remainingSeconds).toBe(60);
    t.clock.advance(61_000);
    const expired = await next(sessionId);
    expect(expired.status).toBe(400);
    expect(`${expired.json.error.code} ${expired.json.error.message}`).toContain('expired');
    const [row] = await t.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'ended', endReason: 'expired' });
    // The question served before the end may still be answered … no: the session has ended.
    const item = await storedItem(t, n2.json.question.id);
    const late = await answer(sessionId, n2.json.question.id, correctInput(item));
    expect(late.status).toBe(409);
    const summary = await call(t.app, `/api/session/${sessionId}/summary`, { cookie: parent.cookie });
    expect(summary.json.summary.spentMinutes).toBe(20);
  });
});

describe('practice ownership and validation', () => {
  it('answers 404 for another family’s child, session and question', async () => {
    const s = await start(other, childId);
    expect(s.status).toBe(404);
    expect(s.json.error).toMatchObject({
      code: 'student.not_found',
      message: 'Nie znaleziono ucznia lub brak dostępu',
    });
    const sessionId = (await start()).json.sessionId;
    const n = await next(sessionId);
    for (const res of [
      await next(sessionId, other),
      await answer(sessionId, n.json.question.id, '1', other),
      await call(t.app, '/api/session/end', { cookie: other.cookie, body: { sessionId } }),
      await call(t.app, `/api/session/${sessionId}/summary`, { cookie: other.cookie }),
      await call(t.app, `/api/session/${sessionId}`, { cookie: other.cookie }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('session.not_found');
    }
    // A question of another session of the same family is not part of this session.
    const otherSession = (await start()).json.sessionId;
    const wrongSession = await answer(otherSession, n.json.question.id, '1');
    expect(wrongSession.status).toBe(404);
    expect(wrongSession.json.error.code).toBe('session.question_not_found');
  });

  it('needs a signed-in parent with consent', async () => {
    expect((await call(t.app, '/api/session/start', { body: { studentId: childId } })).status).toBe(401);
    const unverified = await createVerifiedUser(t, { consent: true });
    await markUnverified(t, unverified);
    const u = await call(t.app, '/api/session/start', { cookie: unverified.cookie, body: { studentId: childId } });
    expect(u.status).toBe(403);
    expect(u.json.error.code).toBe('auth.email_not_verified');
    const noConsent = await createVerifiedUser(t);
    const res = await call(t.app, '/api/session/start', { cookie: noConsent.cookie, body: { studentId: childId } });
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe('auth.consent_required');
  });

  it('rejects malformed bodies with 400 and the error shape', async () => {
    for (const [path, body] of [
      ['/api/session/start', {}],
      ['/api/session/start', { studentId: 5 }],
      ['/api/session/next', {}],
      ['/api/session/answer', { sessionId: 'x', questionId: 'y' }],
      ['/api/session/answer', { sessionId: 'x', questionId: 'y', answer: { a: 1 } }],
      ['/api/session/answer', { sessionId: 'x', questionId: 'y', answer: 'x'.repeat(501) }],
      ['/api/session/end', { sessionId: '' }],
    ] as const) {
      const res = await call(t.app, path, { cookie: parent.cookie, body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'request.invalid', message: expect.any(String) });
    }
    const notUuid = await next('not-a-uuid');
    expect(notUuid.status).toBe(404);
  });
});
