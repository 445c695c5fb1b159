import { describe, expect, it } from 'vitest';
import { diagnosticPl } from '../../../i18n/diagnostic.ts';
import type { AttemptView, DiagnosticQuestion, NextResponse } from './api.ts';
import type { DiagnosticDraft } from './draft.ts';
import {
  answeredCount,
  draftOf,
  initialRunner,
  isTimeUp,
  runnerReducer,
  type RunnerAction,
  type RunnerState,
} from './runner-state.ts';

const t = diagnosticPl.runner;
const T0 = 1_000_000;

const question = (index: number): DiagnosticQuestion =>
  ({ id: `q${index}`, index, stem: `${index} + 1`, inputKind: 'number' }) as DiagnosticQuestion;

function view(over: Partial<AttemptView> = {}): AttemptView {
  return {
    sessionId: 's',
    attemptId: 'a1',
    studentId: 'st1',
    nickname: 'Ola',
    status: 'in_progress',
    questionCount: 3,
    timeLimit: 900,
    remainingSeconds: 600,
    startedAt: '2026-01-01T10:00:00Z',
    questions: [question(2), question(1)],
    answers: {},
    timeUp: false,
    diagnosticId: null,
    math: {},
    ...over,
  };
}

const start = (over: Partial<AttemptView> = {}, local: DiagnosticDraft | null = null, active = true) =>
  initialRunner({ view: view(over), local, active, now: T0 });
const run = (s: RunnerState, ...actions: RunnerAction[]) => actions.reduce(runnerReducer, s);

/** The runner after Next on the newest question, answered by the server with `over`. */
const advancedWith = (over: Partial<NextResponse>) =>
  run(start(), { type: 'advanceStarted' }, { type: 'advanced', sentAt: T0, response: nextResponse(over), now: T0 });

function nextResponse(over: Partial<NextResponse> = {}): NextResponse {
  return {
    question: question(3),
    index: 3,
    questionCount: 3,
    remainingSeconds: 590,
    done: false,
    active: true,
    ...over,
  } as NextResponse;
}

describe('diagnostic runner state', () => {
  it('opens on the first unanswered served question, sorted, with the deadline from the server', () => {
    const s = start({ answers: { q1: { raw: '2', dontKnow: false, clientUpdatedAt: 5, timeMs: 10 } } });
    expect(s.questions.map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(s.current).toBe(1);
    expect(s.deadline).toBe(T0 + 600_000);
    expect(s.phase).toBe('running');
    expect(answeredCount(s)).toBe(1);
  });

  it('resumes from the local draft: newer local answers win, the saved position is kept', () => {
    const local: DiagnosticDraft = {
      answers: { q2: { raw: '3', dontKnow: false, clientUpdatedAt: 50, timeMs: 1 } },
      remainingSeconds: 500,
      lastSyncAt: 40,
      pendingFinish: false,
      currentIndex: 0,
    };
    const s = start({}, local);
    expect(s.answers.q2?.raw).toBe('3');
    expect(s.current).toBe(0);
    expect(s.lastSyncAt).toBe(40);
  });

  it('a finish pending in the draft (or a time-up) opens straight into finishing', () => {
    const local: DiagnosticDraft = {
      answers: {},
      remainingSeconds: 0,
      lastSyncAt: 0,
      pendingFinish: true,
      currentIndex: 0,
    };
    expect(start({}, local)).toMatchObject({ phase: 'finishing', pendingFinish: true, finishing: false });
    expect(start({ timeUp: true })).toMatchObject({ phase: 'finishing', pendingFinish: true });
  });

  it('records an answer with the time spent since the question was shown', () => {
    let s = run(start(), { type: 'answered', questionId: 'q1', entry: { raw: '7', dontKnow: false }, now: T0 + 4000 });
    expect(s.answers.q1).toEqual({ raw: '7', dontKnow: false, clientUpdatedAt: T0 + 4000, timeMs: 4000 });
    s = run(s, { type: 'answered', questionId: 'q1', entry: { raw: '8', dontKnow: false }, now: T0 + 5000 });
    expect(s.answers.q1?.timeMs).toBe(5000);
  });

  it('an inactive tab (the lock is elsewhere) does not change answers', () => {
    const s = start({}, null, false);
    expect(run(s, { type: 'answered', questionId: 'q1', entry: { raw: '7', dontKnow: false }, now: T0 })).toBe(s);
  });

  it('moving Back/Next stays among the served questions and clears an answer issue', () => {
    const s = run(start(), { type: 'moved', index: 5, now: T0 + 10 });
    expect(s.current).toBe(1);
    expect(run(s, { type: 'moved', index: -1, now: T0 }).current).toBe(0);
  });

  describe('countdown', () => {
    it('counts down by the wall clock and announces 5 minutes and 1 minute left once each', () => {
      let s = run(start(), { type: 'ticked', now: T0 + 1000 });
      expect(s.remaining).toBe(599);
      expect(s.announcement).toBe('');
      s = run(s, { type: 'ticked', now: T0 + 300_000 });
      expect(s).toMatchObject({ remaining: 300, announcement: t.warning5, warned: { five: true, one: false } });
      s = run(s, { type: 'ticked', now: T0 + 540_000 });
      expect(s).toMatchObject({ remaining: 60, announcement: t.critical1, warned: { five: true, one: true } });
      const again = run(s, { type: 'ticked', now: T0 + 540_000 });
      expect(again).toBe(s);
    });

    it('jumping straight under a minute gives only the critical warning', () => {
      const s = run(start({ remainingSeconds: 45 }), { type: 'ticked', now: T0 + 1000 });
      expect(s).toMatchObject({ announcement: t.critical1, warned: { five: true, one: true } });
    });

    it('the server may bring the end closer, but never hand back counted-down seconds', () => {
      const closer = run(start(), { type: 'serverRemaining', remaining: 100, now: T0 });
      // One second of slack for the response's travel time.
      expect(closer.deadline).toBe(T0 + 101_000);
      const later = run(start(), { type: 'serverRemaining', remaining: 900, now: T0 });
      expect(later.deadline).toBe(T0 + 600_000);
    });

    it('time is up at zero while answering in the active tab, not while finishing or elsewhere', () => {
      const zero = run(start(), { type: 'ticked', now: T0 + 600_000 });
      expect(isTimeUp(zero)).toBe(true);
      expect(isTimeUp(run(zero, { type: 'advanceStarted' }))).toBe(true);
      expect(isTimeUp(run(zero, { type: 'finishStarted' }))).toBe(false);
      expect(isTimeUp(run(zero, { type: 'activeChanged', active: false }))).toBe(false);
      expect(isTimeUp(run(start(), { type: 'ticked', now: T0 + 1000 }))).toBe(false);
    });
  });

  describe('autosave', () => {
    it('saving, then saved: the sync time moves and the answers sent count as synced', () => {
      let s = run(start(), { type: 'saveStarted' });
      expect(s).toMatchObject({ saving: true, sync: 'saving' });
      s = run(s, { type: 'saved', sentAt: T0 + 10, active: true, remaining: 590, now: T0 + 20 });
      expect(s).toMatchObject({ saving: false, sync: 'saved', lastSavedAt: T0 + 10, lastSyncAt: T0 + 10 });
      expect(s.deadline).toBe(T0 + 20 + 591_000);
    });

    it('a save answered "not active" hands the test to the other tab without marking anything synced', () => {
      const s = run(
        start(),
        { type: 'saveStarted' },
        { type: 'saved', sentAt: T0, active: false, remaining: 500, now: T0 },
      );
      expect(s).toMatchObject({ active: false, sync: 'idle', lastSyncAt: 0, lastSavedAt: null });
    });

    it('a failed save shows offline for a network error, nothing otherwise', () => {
      const saving = run(start(), { type: 'saveStarted' });
      expect(run(saving, { type: 'saveFailed', network: true })).toMatchObject({ saving: false, sync: 'offline' });
      expect(run(saving, { type: 'saveFailed', network: false })).toMatchObject({ saving: false, sync: 'idle' });
    });

    it('the draft keeps answers, time, sync time, the pending finish and the position', () => {
      const s = run(start(), { type: 'answered', questionId: 'q1', entry: { raw: 1, dontKnow: false }, now: T0 + 1 });
      expect(draftOf(s)).toEqual({
        answers: s.answers,
        remainingSeconds: 600,
        lastSyncAt: 0,
        pendingFinish: false,
        currentIndex: 0,
      });
    });
  });

  describe('next question', () => {
    it('adds the served question and moves to it; the answers sent count as synced', () => {
      const s = run(
        start(),
        { type: 'advanceStarted' },
        { type: 'advanced', sentAt: T0 + 5, response: nextResponse(), now: T0 + 9 },
      );
      expect(s.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
      expect(s).toMatchObject({
        current: 2,
        phase: 'running',
        sync: 'saved',
        lastSavedAt: T0 + 5,
        lastSyncAt: T0 + 5,
        shownAt: T0 + 9,
      });
    });

    it('an answer problem keeps the question with the reason; answering it again clears it', () => {
      const issue = { questionId: 'q1', reason: 'Wpisz liczbę' };
      let s = advancedWith({ question: null, answerIssue: issue });
      expect(s).toMatchObject({ phase: 'running', issue, current: 0 });
      s = run(s, { type: 'answered', questionId: 'q1', entry: { raw: '4', dontKnow: false }, now: T0 + 1 });
      expect(s.issue).toBeNull();
    });

    it('"not active" stops here without syncing; done leaves it running for the finish', () => {
      const inactive = advancedWith({ active: false });
      expect(inactive).toMatchObject({ active: false, phase: 'running', lastSyncAt: 0 });
      const done = advancedWith({ done: true, question: null });
      expect(done).toMatchObject({ phase: 'running', questions: start().questions });
    });

    it('a failed request goes back to running (offline on a network error)', () => {
      const advancing = run(start(), { type: 'advanceStarted' });
      expect(run(advancing, { type: 'advanceFailed', network: true })).toMatchObject({
        phase: 'running',
        sync: 'offline',
      });
      expect(run(advancing, { type: 'advanceFailed', network: false })).toMatchObject({
        phase: 'running',
        sync: 'idle',
      });
    });
  });

  describe('finish', () => {
    it('marks the finish pending (kept in the draft) and takes the last answers', () => {
      const last = { q2: { raw: '9', dontKnow: false, clientUpdatedAt: T0, timeMs: 0 } };
      const s = run(start(), { type: 'finishStarted', answers: last });
      expect(s).toMatchObject({ phase: 'finishing', finishing: true, pendingFinish: true });
      expect(s.answers.q2?.raw).toBe('9');
      expect(draftOf(s).pendingFinish).toBe(true);
    });

    it('a failed finish stays pending for a retry, offline on a network error', () => {
      const finishing = run(start(), { type: 'finishStarted' });
      expect(run(finishing, { type: 'finishFailed', network: true })).toMatchObject({
        phase: 'finishPending',
        finishing: false,
        pendingFinish: true,
        sync: 'offline',
      });
      expect(run(finishing, { type: 'finishFailed', network: false }).sync).toBe('idle');
    });
  });

  describe('tab lock', () => {
    it("losing the lock makes the tab inactive; taking it back reloads the other tab's progress", () => {
      const lost = run(start(), { type: 'activeChanged', active: false }, { type: 'offline' });
      expect(lost).toMatchObject({ active: false, sync: 'offline' });
      const fresh = view({
        questions: [question(1), question(2), question(3)],
        answers: { q3: { raw: '1', dontKnow: false, clientUpdatedAt: 9, timeMs: 1 } },
        remainingSeconds: 300,
      });
      const local: DiagnosticDraft = {
        answers: {},
        remainingSeconds: 320,
        lastSyncAt: 7,
        pendingFinish: false,
        currentIndex: 1,
      };
      const back = run(lost, { type: 'reloaded', view: fresh, local, now: T0 + 50 });
      expect(back).toMatchObject({ active: true, issue: null, current: 1, lastSyncAt: 7, deadline: T0 + 50 + 300_000 });
      expect(back.questions).toHaveLength(3);
      expect(back.answers.q3?.raw).toBe('1');
    });
  });
});
