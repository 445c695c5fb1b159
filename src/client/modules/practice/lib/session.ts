/**
 * Practice-session rules on the client: 20-minute countdown, the locally kept start time per
 * session (spec 4), when an API error means "the session is over", and the summary's score band.
 */
import { ApiError, isApiError } from '../../../lib/api.ts';

/** Spec 9: practice lasts 20 minutes; the next question follows a correct answer after 1.5 s. */
export const SESSION_SECONDS = 20 * 60;
export const NEXT_DELAY_MS = 1500;

const startKey = (sessionId: string) => `practice_session_start:${sessionId}`;

export function rememberSessionStart(sessionId: string, startIso: string): void {
  try {
    localStorage.setItem(startKey(sessionId), startIso);
  } catch {
    // Private mode: the server's time still drives the countdown.
  }
}

export function storedSessionStart(sessionId: string): string | null {
  try {
    return localStorage.getItem(startKey(sessionId));
  } catch {
    return null;
  }
}

export function forgetSessionStart(sessionId: string): void {
  try {
    localStorage.removeItem(startKey(sessionId));
  } catch {
    // ignore
  }
}

const lastQuestionKey = (sessionId: string) => `practice_last_question:${sessionId}`;

/** The last question shown in a session, so the summary can offer reporting a problem with it. */
export function rememberLastQuestion(sessionId: string, questionId: string): void {
  try {
    sessionStorage.setItem(lastQuestionKey(sessionId), questionId);
  } catch {
    // ignore
  }
}

export function lastQuestion(sessionId: string): string | null {
  try {
    return sessionStorage.getItem(lastQuestionKey(sessionId));
  } catch {
    return null;
  }
}

/** Seconds left from a start time, clamped to [0, 20 min]. */
export function remainingFromStart(startIso: string, nowMs: number, durationSeconds = SESSION_SECONDS): number {
  const start = Date.parse(startIso);
  if (Number.isNaN(start)) return durationSeconds;
  const left = Math.ceil((start + durationSeconds * 1000 - nowMs) / 1000);
  return Math.max(0, Math.min(durationSeconds, left));
}

/** "19:05" for the countdown. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Spec 7: a 400 whose error mentions 'expired' ends the session. */
export function isExpired(e: unknown): boolean {
  if (!(e instanceof ApiError)) return false;
  return e.code === 'session.expired' || (e.status === 400 && /expired/i.test(`${e.code} ${e.message}`));
}

export function isNoQuestions(e: unknown): boolean {
  return isApiError(e, 'session.no_questions');
}

export function isEnded(e: unknown): boolean {
  return isApiError(e, 'session.ended');
}

export type ScoreBand = 'perfect' | 'great' | 'good' | 'keepGoing';

/** Spec 9: bands all correct, ≥ 80 %, ≥ 60 %, below. */
export function scoreBand(correct: number, total: number): ScoreBand {
  if (total > 0 && correct >= total) return 'perfect';
  const pct = total > 0 ? (correct / total) * 100 : 0;
  if (pct >= 80) return 'great';
  if (pct >= 60) return 'good';
  return 'keepGoing';
}

/** Colour tier of the score: ≥ 80 and ≥ 60 (spec 9). */
export function scoreTone(accuracyPercent: number): 'high' | 'mid' | 'low' {
  if (accuracyPercent >= 80) return 'high';
  if (accuracyPercent >= 60) return 'mid';
  return 'low';
}
