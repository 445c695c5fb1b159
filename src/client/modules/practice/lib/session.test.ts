import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { formatClock, isExpired, isNoQuestions, remainingFromStart, scoreBand, scoreTone } from './session.ts';

describe('practice session rules', () => {
  it('counts down 20 minutes from the start time', () => {
    const start = '2025-01-01T10:00:00.000Z';
    const t0 = Date.parse(start);
    expect(remainingFromStart(start, t0)).toBe(1200);
    expect(remainingFromStart(start, t0 + 65_000)).toBe(1135);
    expect(remainingFromStart(start, t0 + 1_300_000)).toBe(0);
    expect(remainingFromStart(start, t0 - 5_000)).toBe(1200);
  });

  it('formats the clock', () => {
    expect(formatClock(1200)).toBe('20:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(-3)).toBe('0:00');
  });

  it('recognises the end-of-session errors', () => {
    expect(isExpired(new ApiError(400, 'session.expired', 'Czas sesji minął (session expired)'))).toBe(true);
    expect(isExpired(new ApiError(400, 'request.invalid', 'Session expired'))).toBe(true);
    expect(isExpired(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isNoQuestions(new ApiError(404, 'session.no_questions', 'Brak dostępnych pytań'))).toBe(true);
    // Decided by the code: the same words under another code are another error.
    expect(isNoQuestions(new ApiError(404, 'resource.not_found', 'Brak dostępnych pytań'))).toBe(false);
  });

  it('puts scores into the spec bands', () => {
    expect(scoreBand(10, 10)).toBe('perfect');
    expect(scoreBand(8, 10)).toBe('great');
    expect(scoreBand(6, 10)).toBe('good');
    expect(scoreBand(5, 10)).toBe('keepGoing');
    expect(scoreBand(0, 0)).toBe('keepGoing');
    expect(scoreTone(80)).toBe('high');
    expect(scoreTone(79.9)).toBe('mid');
    expect(scoreTone(59)).toBe('low');
  });
});
