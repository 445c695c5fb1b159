/**
 * The local diagnostic draft (spec 3: per attempt — answers {questionId: raw, clientUpdatedAt, timeMs},
 * remainingSeconds, lastSyncAt, pendingFinish) and the tab lock {tabId, lockedAt} (spec 4 and 9:
 * stale after 10 s). Pure functions over plain values; the storage wrapper tolerates a missing or
 * full localStorage, because a private window must still be able to take the test.
 */
import type { DiagnosticAttemptResponse } from '#server/contract.ts';

export interface DraftAnswer {
  /** Option index for a choice question, the typed text otherwise; null for "Nie wiem" or cleared. */
  raw: string | number | null;
  dontKnow: boolean;
  /** Epoch ms of the child's last edit — the server keeps whichever copy is newer. */
  clientUpdatedAt: number;
  /** Time spent on the question so far. */
  timeMs: number;
}

export type DraftAnswers = Record<string, DraftAnswer>;

export interface DiagnosticDraft {
  answers: DraftAnswers;
  remainingSeconds: number | null;
  /** Epoch ms when the last successful save was sent; answers edited later are still unsynced. */
  lastSyncAt: number;
  pendingFinish: boolean;
  /** Where the child was (0-based position among the served questions). */
  currentIndex: number;
}

export interface TabLock {
  tabId: string;
  lockedAt: number;
}

export const LOCK_STALE_MS = 10_000;
export const AUTOSAVE_MS = 10_000;
export const HEARTBEAT_MS = 3_000;

export const draftKey = (attemptId: string) => `diagnostic_draft:${attemptId}`;
export const lockKey = (attemptId: string) => `diagnostic_lock:${attemptId}`;

export function emptyDraft(): DiagnosticDraft {
  return { answers: {}, remainingSeconds: null, lastSyncAt: 0, pendingFinish: false, currentIndex: 0 };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finiteOr = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

function parseAnswer(v: unknown): DraftAnswer | null {
  if (!isRecord(v)) return null;
  const raw = v.raw;
  if (!(raw === null || typeof raw === 'string' || (typeof raw === 'number' && Number.isFinite(raw)))) return null;
  const clientUpdatedAt = finiteOr(v.clientUpdatedAt, -1);
  if (clientUpdatedAt < 0) return null;
  return {
    raw,
    dontKnow: v.dontKnow === true,
    clientUpdatedAt,
    timeMs: Math.max(0, finiteOr(v.timeMs, 0)),
  };
}

/** A stored draft, or null when missing or unreadable (then only the server's copy counts). */
export function parseDraft(text: string | null): DiagnosticDraft | null {
  if (!text) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(v)) return null;
  const answers: DraftAnswers = {};
  if (isRecord(v.answers)) {
    for (const [id, a] of Object.entries(v.answers)) {
      const parsed = parseAnswer(a);
      if (parsed) answers[id] = parsed;
    }
  }
  const remaining = v.remainingSeconds;
  return {
    answers,
    remainingSeconds: typeof remaining === 'number' && Number.isFinite(remaining) ? remaining : null,
    lastSyncAt: Math.max(0, finiteOr(v.lastSyncAt, 0)),
    pendingFinish: v.pendingFinish === true,
    currentIndex: Math.max(0, Math.trunc(finiteOr(v.currentIndex, 0))),
  };
}

/** Server answers as the API returns them on resume (clientUpdatedAt may be null for old rows). */
export type ServerAnswer = DiagnosticAttemptResponse['answers'][string];

/**
 * Resume merge: for every question the newer edit wins (by clientUpdatedAt); a tie keeps the
 * server's copy. `unsynced` lists the local answers the server has not seen yet.
 */
export function mergeAnswers(
  server: Record<string, ServerAnswer>,
  local: DraftAnswers,
  knownIds: ReadonlySet<string>,
): { answers: DraftAnswers; unsynced: string[] } {
  const answers: DraftAnswers = {};
  for (const [id, s] of Object.entries(server)) {
    answers[id] = {
      raw: s.raw,
      dontKnow: s.dontKnow,
      clientUpdatedAt: s.clientUpdatedAt ?? 0,
      timeMs: s.timeMs ?? 0,
    };
  }
  const unsynced: string[] = [];
  for (const [id, l] of Object.entries(local)) {
    // An answer to a question this attempt never served (another attempt's draft) is dropped.
    if (!knownIds.has(id)) continue;
    const s = answers[id];
    if (!s || l.clientUpdatedAt > s.clientUpdatedAt) {
      answers[id] = l;
      unsynced.push(id);
    }
  }
  return { answers, unsynced };
}

/** Answers edited since the last successful save (what autosave sends). */
export function unsyncedAnswers(answers: DraftAnswers, lastSyncAt: number): DraftAnswers {
  const out: DraftAnswers = {};
  for (const [id, a] of Object.entries(answers)) if (a.clientUpdatedAt > lastSyncAt) out[id] = a;
  return out;
}

/** Whether the child has given an answer (typed, chosen, or "Nie wiem"). */
export function isAnswered(a: DraftAnswer | undefined): boolean {
  if (!a) return false;
  if (a.dontKnow) return true;
  return a.raw !== null && !(typeof a.raw === 'string' && a.raw.trim() === '');
}

/** The lock is ours to take when free, stale (older than 10 s) or already ours. */
export function canTakeLock(lock: TabLock | null, tabId: string, now: number): boolean {
  if (!lock) return true;
  if (lock.tabId === tabId) return true;
  return now - lock.lockedAt > LOCK_STALE_MS;
}

export function parseLock(text: string | null): TabLock | null {
  if (!text) return null;
  try {
    const v: unknown = JSON.parse(text);
    if (!isRecord(v) || typeof v.tabId !== 'string' || typeof v.lockedAt !== 'number') return null;
    return { tabId: v.tabId, lockedAt: v.lockedAt };
  } catch {
    return null;
  }
}

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const draftStore = {
  load: (attemptId: string): DiagnosticDraft | null =>
    safe(() => parseDraft(localStorage.getItem(draftKey(attemptId))), null),
  save: (attemptId: string, draft: DiagnosticDraft) =>
    safe(() => localStorage.setItem(draftKey(attemptId), JSON.stringify(draft)), undefined),
  clear: (attemptId: string) =>
    safe(() => {
      localStorage.removeItem(draftKey(attemptId));
      localStorage.removeItem(lockKey(attemptId));
    }, undefined),
};

/** Takes or refreshes the local lock; false when another live tab holds it. */
export function refreshLocalLock(attemptId: string, tabId: string, now: number): boolean {
  return safe(() => {
    const current = parseLock(localStorage.getItem(lockKey(attemptId)));
    if (!canTakeLock(current, tabId, now)) return false;
    localStorage.setItem(lockKey(attemptId), JSON.stringify({ tabId, lockedAt: now } satisfies TabLock));
    return true;
  }, true);
}

export function releaseLocalLock(attemptId: string, tabId: string): void {
  safe(() => {
    const current = parseLock(localStorage.getItem(lockKey(attemptId)));
    if (current?.tabId === tabId) localStorage.removeItem(lockKey(attemptId));
  }, undefined);
}

const TAB_KEY = 'diagnostic_tab_id';
// Not a secret: it only tells this tab's heartbeats apart from another tab's.
const fallbackTabId =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `tab-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * One id per browser tab that survives a reload (sessionStorage), so reloading the page keeps
 * the lock instead of locking itself out for 10 seconds.
 */
export function currentTabId(): string {
  return safe(() => {
    const existing = sessionStorage.getItem(TAB_KEY);
    if (existing) return existing;
    sessionStorage.setItem(TAB_KEY, fallbackTabId);
    return fallbackTabId;
  }, fallbackTabId);
}
