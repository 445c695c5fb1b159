import { checkAnswer } from '#core/questions/check-answer.ts';
import type { AttemptRow } from '../attempts/attempts.repository.ts';
import { rawAnswerText } from '../attempts/attempts.usecases.ts';
import { LOCK_STALE_MS, type DiagnosticAttemptRow } from './diagnostic.repository.ts';
import type { AnswerEntry } from './diagnostic.schemas.ts';
import { deadlineOf, owned, remainingSeconds, type DiagnosticDeps } from './diagnostic.shared.ts';

/** Answers sent right after the time limit (autosave interval, network) still count. */
export const SAVE_GRACE_MS = 15_000;

/** Whether this tab's answers count (see the tab lock in the spec); no tab id → only when nobody holds it. */
async function tabActive(a: DiagnosticAttemptRow, tabId: string | undefined, now: Date, deps: DiagnosticDeps) {
  if (tabId) return deps.diagnostic.heartbeat(a.id, tabId, now);
  return a.lockTabId === null || a.lockAt === null || now.getTime() - a.lockAt.getTime() > LOCK_STALE_MS;
}

export async function heartbeat(data: { parentId: string; attemptId: string; tabId: string }, deps: DiagnosticDeps) {
  const { attempt } = await owned(data.parentId, data.attemptId, deps);
  const now = deps.now();
  const active = attempt.status === 'in_progress' && (await deps.diagnostic.heartbeat(attempt.id, data.tabId, now));
  return { active, remainingSeconds: remainingSeconds(attempt, now), status: attempt.status };
}

async function applyAnswers(
  a: DiagnosticAttemptRow,
  rows: readonly AttemptRow[],
  answers: Record<string, AnswerEntry>,
  deps: DiagnosticDeps,
  now: Date,
) {
  const saved: string[] = [];
  const ignored: string[] = [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [questionId, entry] of Object.entries(answers)) {
    const row = byId.get(questionId);
    if (!row) {
      ignored.push(questionId);
      continue;
    }
    const raw = entry.raw === null ? null : rawAnswerText(entry.raw);
    let correct: boolean | null = null;
    let errorKey: string | null = null;
    if (!entry.dontKnow && raw !== null && raw.trim() !== '') {
      const check = checkAnswer(row.item, entry.raw as string | number);
      if (check.result !== 'invalid') {
        correct = check.result === 'correct';
        errorKey = check.result === 'incorrect' ? (check.errorKey ?? null) : null;
      }
    }
    const ok = await deps.diagnostic.saveAnswer({
      diagnosticAttemptId: a.id,
      attemptId: row.id,
      rawAnswer: raw,
      dontKnow: entry.dontKnow,
      correct,
      errorKey,
      clientUpdatedAt: entry.clientUpdatedAt,
      timeMs: entry.timeMs ?? null,
      now,
    });
    (ok ? saved : ignored).push(questionId);
  }
  return { saved, ignored };
}

/** Saves answers if the tab is active and the test still takes answers; everything else is ignored. */
export async function saveIfAllowed(
  a: DiagnosticAttemptRow,
  tabId: string | undefined,
  answers: Record<string, AnswerEntry> | undefined,
  deps: DiagnosticDeps,
  now: Date,
) {
  const active = a.status === 'in_progress' && (await tabActive(a, tabId, now, deps));
  const rows = await deps.attempts.listForDiagnostic(a.id);
  const ids = Object.keys(answers ?? {});
  const open = a.status === 'in_progress' && now.getTime() <= deadlineOf(a) + SAVE_GRACE_MS;
  if (!answers || ids.length === 0) return { active, saved: [], ignored: [], rows };
  if (!active || !open) return { active, saved: [], ignored: ids, rows };
  const result = await applyAnswers(a, rows, answers, deps, now);
  return { active, ...result, rows: await deps.attempts.listForDiagnostic(a.id) };
}

export async function saveAnswers(
  data: { parentId: string; attemptId: string; tabId?: string; answers: Record<string, AnswerEntry> },
  deps: DiagnosticDeps,
) {
  const { attempt } = await owned(data.parentId, data.attemptId, deps);
  const now = deps.now();
  const r = await saveIfAllowed(attempt, data.tabId, data.answers, deps, now);
  return {
    saved: r.saved,
    ignored: r.ignored,
    active: r.active,
    remainingSeconds: remainingSeconds(attempt, now),
    status: attempt.status,
  };
}
