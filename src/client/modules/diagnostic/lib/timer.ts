/** Countdown presentation (spec 9: warning at 5 min or less, critical at 1 min or less). */
export type TimerTone = 'normal' | 'warning' | 'critical';

export const WARNING_SECONDS = 5 * 60;
export const CRITICAL_SECONDS = 60;

export function timerTone(remainingSeconds: number): TimerTone {
  if (remainingSeconds <= CRITICAL_SECONDS) return 'critical';
  if (remainingSeconds <= WARNING_SECONDS) return 'warning';
  return 'normal';
}

/** "14:05" — minutes may exceed 59 (an 18-minute test shows "18:00"). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Whole seconds left until `deadline` (epoch ms), never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A new deadline from the server's `remainingSeconds`. The server's clock is authoritative, but
 * it may only bring the end closer: finishing early is always allowed, while a late response
 * must not hand back seconds the child's screen already counted down.
 */
export function syncDeadline(current: number | null, serverRemainingSeconds: number, now: number): number {
  const fromServer = now + serverRemainingSeconds * 1000;
  if (current === null) return fromServer;
  return Math.min(current, fromServer + 1000);
}
