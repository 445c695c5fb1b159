import { describe, it, expect } from 'vitest';
import { formatClock, secondsLeft, syncDeadline, timerTone } from './timer.ts';

describe('diagnostic countdown (spec 9)', () => {
  it('warns at 5 minutes or less and is critical at 1 minute or less', () => {
    expect(timerTone(301)).toBe('normal');
    expect(timerTone(300)).toBe('warning');
    expect(timerTone(61)).toBe('warning');
    expect(timerTone(60)).toBe('critical');
    expect(timerTone(0)).toBe('critical');
  });
  it('formats minutes and seconds', () => {
    expect(formatClock(18 * 60)).toBe('18:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(-3)).toBe('00:00');
  });
  it('counts whole seconds up to the deadline', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
  it('lets the server bring the end closer but never push it away', () => {
    expect(syncDeadline(null, 100, 0)).toBe(100_000);
    expect(syncDeadline(50_000, 100, 0)).toBe(50_000);
    expect(syncDeadline(200_000, 100, 0)).toBe(101_000);
  });
});
