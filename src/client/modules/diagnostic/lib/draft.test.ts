import { describe, it, expect } from 'vitest';
import {
  canTakeLock,
  isAnswered,
  mergeAnswers,
  parseDraft,
  parseLock,
  unsyncedAnswers,
  type DiagnosticDraft,
} from './draft.ts';

describe('diagnostic draft (spec 3)', () => {
  it('round-trips a draft and drops malformed answers', () => {
    const draft: DiagnosticDraft = {
      answers: {
        q1: { raw: '2,5', dontKnow: false, clientUpdatedAt: 1000, timeMs: 4000 },
        q2: { raw: null, dontKnow: true, clientUpdatedAt: 2000, timeMs: 100 },
        q3: { raw: 2, dontKnow: false, clientUpdatedAt: 3000, timeMs: 0 },
      },
      remainingSeconds: 512,
      lastSyncAt: 1500,
      pendingFinish: true,
      currentIndex: 2,
    };
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    const broken = JSON.stringify({
      answers: { a: { raw: {}, clientUpdatedAt: 1 }, b: { raw: 'x' } },
      lastSyncAt: 'x',
    });
    expect(parseDraft(broken)).toEqual({
      answers: {},
      remainingSeconds: null,
      lastSyncAt: 0,
      pendingFinish: false,
      currentIndex: 0,
    });
    expect(parseDraft('{nope')).toBeNull();
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('[]')).toBeNull();
  });

  it('merges by clientUpdatedAt: the newer edit wins, ties keep the server copy', () => {
    const server = {
      a: { raw: 'server-a', dontKnow: false, clientUpdatedAt: 200, timeMs: 10 },
      b: { raw: 'server-b', dontKnow: false, clientUpdatedAt: 500, timeMs: 10 },
      c: { raw: 'server-c', dontKnow: false, clientUpdatedAt: 300, timeMs: null },
    };
    const local = {
      a: { raw: 'local-a', dontKnow: false, clientUpdatedAt: 250, timeMs: 20 },
      b: { raw: 'local-b', dontKnow: false, clientUpdatedAt: 400, timeMs: 20 },
      c: { raw: 'local-c', dontKnow: false, clientUpdatedAt: 300, timeMs: 20 },
      d: { raw: null, dontKnow: true, clientUpdatedAt: 600, timeMs: 5 },
      stranger: { raw: '1', dontKnow: false, clientUpdatedAt: 999, timeMs: 5 },
    };
    const { answers, unsynced } = mergeAnswers(server, local, new Set(['a', 'b', 'c', 'd']));
    expect(answers.a?.raw).toBe('local-a');
    expect(answers.b?.raw).toBe('server-b');
    expect(answers.c).toEqual({ raw: 'server-c', dontKnow: false, clientUpdatedAt: 300, timeMs: 0 });
    expect(answers.d?.dontKnow).toBe(true);
    expect(answers.stranger).toBeUndefined();
    expect(unsynced.sort()).toEqual(['a', 'd']);
  });

  it('sends only answers edited after the last successful save', () => {
    const answers = {
      a: { raw: '1', dontKnow: false, clientUpdatedAt: 100, timeMs: 0 },
      b: { raw: '2', dontKnow: false, clientUpdatedAt: 300, timeMs: 0 },
    };
    expect(Object.keys(unsyncedAnswers(answers, 200))).toEqual(['b']);
    expect(Object.keys(unsyncedAnswers(answers, 0))).toEqual(['a', 'b']);
  });

  it('treats "Nie wiem", a choice and non-blank text as answered', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ raw: '  ', dontKnow: false, clientUpdatedAt: 1, timeMs: 0 })).toBe(false);
    expect(isAnswered({ raw: null, dontKnow: false, clientUpdatedAt: 1, timeMs: 0 })).toBe(false);
    expect(isAnswered({ raw: null, dontKnow: true, clientUpdatedAt: 1, timeMs: 0 })).toBe(true);
    expect(isAnswered({ raw: 0, dontKnow: false, clientUpdatedAt: 1, timeMs: 0 })).toBe(true);
    expect(isAnswered({ raw: '3/4', dontKnow: false, clientUpdatedAt: 1, timeMs: 0 })).toBe(true);
  });
});

describe('tab lock (spec 4: stale after 10 s)', () => {
  it('is taken when free, own, or older than 10 s', () => {
    expect(canTakeLock(null, 't1', 0)).toBe(true);
    expect(canTakeLock({ tabId: 't1', lockedAt: 1000 }, 't1', 1500)).toBe(true);
    expect(canTakeLock({ tabId: 't2', lockedAt: 1000 }, 't1', 11_000)).toBe(false);
    expect(canTakeLock({ tabId: 't2', lockedAt: 1000 }, 't1', 11_001)).toBe(true);
  });
  it('parses only well-formed locks', () => {
    expect(parseLock(JSON.stringify({ tabId: 'x', lockedAt: 5 }))).toEqual({ tabId: 'x', lockedAt: 5 });
    expect(parseLock(JSON.stringify({ tabId: 1, lockedAt: 5 }))).toBeNull();
    expect(parseLock('oops')).toBeNull();
  });
});
