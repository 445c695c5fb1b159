import { describe, expect, it } from 'vitest';
import { PAID_PLAN_IDS } from '#core/plans/catalogue.ts';
import { ApiError } from '../../../lib/api.ts';
import { accessRequestEmailValid, codeInput, codeToSend, redeemFailure } from './access-code.ts';
import { bestYearlySaving, formatZloty, planPrice } from './money.ts';
import { trialLeft, visibleBanner } from './trial-banner.ts';

const trial = (daysLeft: number, tasksLeft: number, startedAt: string | null = '2026-11-20T10:00:00.000Z') => ({
  daysLeft,
  tasksLeft,
  startedAt,
});

describe('visibleBanner', () => {
  it('shows none before the first answered task, however the trial counts', () => {
    expect(visibleBanner({ status: 'trialing', trial: trial(7, 50, null) })).toBe('none');
  });
  it('follows the spec thresholds once the trial runs', () => {
    expect(visibleBanner({ status: 'trialing', trial: trial(3, 11) })).toBe('trial');
    expect(visibleBanner({ status: 'trialing', trial: trial(2, 40) })).toBe('ending');
    expect(visibleBanner({ status: 'trialing', trial: trial(6, 10) })).toBe('ending');
    expect(visibleBanner({ status: 'expired', trial: trial(0, 30) })).toBe('expired');
    expect(visibleBanner({ status: 'expired', trial: trial(4, 0) })).toBe('expired');
  });
  it('shows none on a running paid plan', () => {
    expect(visibleBanner({ status: 'active', trial: trial(0, 0) })).toBe('none');
  });
});

describe('trialLeft', () => {
  it('uses Polish plural forms', () => {
    expect(trialLeft({ daysLeft: 1, tasksLeft: 1 })).toEqual({ days: '1 dzień', tasks: '1 zadanie' });
    expect(trialLeft({ daysLeft: 2, tasksLeft: 2 })).toEqual({ days: '2 dni', tasks: '2 zadania' });
    expect(trialLeft({ daysLeft: 5, tasksLeft: 5 })).toEqual({ days: '5 dni', tasks: '5 zadań' });
    expect(trialLeft({ daysLeft: 7, tasksLeft: 22 }).tasks).toBe('22 zadania');
  });
});

describe('access code input', () => {
  it('is upper-cased and cut at 20 characters while typing', () => {
    expect(codeInput('cel-ab2')).toBe('CEL-AB2');
    expect(codeInput('a'.repeat(25))).toBe('A'.repeat(20));
  });
  it('is trimmed and upper-cased before sending; blank sends nothing', () => {
    expect(codeToSend('  cel-xyz  ')).toBe('CEL-XYZ');
    expect(codeToSend('   ')).toBeNull();
  });
  it('explains a refusal with the server’s message, anything else with the screen’s fallback', () => {
    expect(redeemFailure(new ApiError(410, 'plan.code_expired', 'Kod wygasł'), 'x')).toBe('Kod wygasł');
    expect(redeemFailure(new ApiError(500, 'internal', 'Błąd serwera'), 'Nieprawidłowy kod')).toBe('Nieprawidłowy kod');
    expect(redeemFailure(new Error('boom'), 'Nieprawidłowy kod lub kod wygasł')).toBe(
      'Nieprawidłowy kod lub kod wygasł',
    );
  });
});

describe('request access', () => {
  it('needs a non-blank address with @', () => {
    expect(accessRequestEmailValid('  ')).toBe(false);
    expect(accessRequestEmailValid('rodzic.example.com')).toBe(false);
    expect(accessRequestEmailValid('a@')).toBe(false);
    expect(accessRequestEmailValid(' rodzic@example.com ')).toBe(true);
  });
});

describe('prices', () => {
  it('come from the catalogue in Polish złoty', () => {
    expect(formatZloty(planPrice('standard', 'monthly')).replace(/\s/g, ' ')).toBe('49 zł');
    expect(formatZloty(planPrice('exam_plus', 'yearly')).replace(/\s/g, ' ')).toBe('1239 zł');
    expect(formatZloty(1999).replace(/\s/g, ' ')).toBe('19,99 zł');
  });
  it('the best yearly saving is 20%', () => {
    expect(bestYearlySaving(PAID_PLAN_IDS)).toBe(20);
  });
});
