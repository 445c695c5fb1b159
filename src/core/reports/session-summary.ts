import { skillName } from '../curriculum/skills.ts';
import type { QuestionInstance } from '../questions/types.ts';
import { accuracyPercent, sessionMinutes } from './activity.ts';

export const MAX_SUMMARY_TOPICS = 3;
export const MAX_STEP_INSIGHTS = 3;

/** What the summary needs of one served question. */
export interface SummaryAttempt {
  id: string;
  skillId: string;
  result: string | null;
  errorKey: string | null;
  /** Where an error's text comes from; may be left out (null) for a question without an error. */
  item: Pick<QuestionInstance, 'steps' | 'commonErrors'> | null;
}

/** What the summary needs of one tutor step. */
export interface SummaryStep {
  attemptId: string;
  status: string;
  errorCode: string | null;
}

export interface SessionSummary {
  spentMinutes: number;
  totalAnswered: number;
  correctCount: number;
  accuracy: number | null;
  incorrectTopics: string[];
  stepInsights: { topic: string; stepsAttempted: number; commonError: string | null }[];
}

/** Answered (correct or incorrect) and correct questions; skipped and pending ones count in neither. */
export function answerCounts(rows: readonly { result: string | null }[]) {
  const answered = rows.filter((r) => r.result === 'correct' || r.result === 'incorrect');
  return { answeredCount: answered.length, correctCount: answered.filter((r) => r.result === 'correct').length };
}

/** Feedback text for an error code of an item: the step's canned feedback or the common error's. */
function errorText(item: SummaryAttempt['item'], code: string): string | null {
  if (!item) return null;
  for (const s of item.steps) {
    const text = s.feedbackByError[code];
    if (text) return text;
  }
  return item.commonErrors.find((e) => e.key === code)?.feedback ?? null;
}

function incorrectTopics(rows: readonly SummaryAttempt[]): string[] {
  const wrongBySkill = new Map<string, number>();
  for (const r of rows)
    if (r.result === 'incorrect') wrongBySkill.set(r.skillId, (wrongBySkill.get(r.skillId) ?? 0) + 1);
  return [...wrongBySkill.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_SUMMARY_TOPICS)
    .map(([id]) => skillName(id));
}

/** Per skill: how many tutor steps were tried and the most frequent error (steps and answers). */
function stepInsights(rows: readonly SummaryAttempt[], steps: readonly SummaryStep[]) {
  const byAttempt = new Map(rows.map((r) => [r.id, r]));
  const perSkill = new Map<string, { steps: number; errors: Map<string, { n: number; text: string | null }> }>();
  const entry = (skillId: string) => {
    let e = perSkill.get(skillId);
    if (!e) perSkill.set(skillId, (e = { steps: 0, errors: new Map() }));
    return e;
  };
  const addError = (a: SummaryAttempt, code: string) => {
    const e = entry(a.skillId);
    const prev = e.errors.get(code);
    e.errors.set(code, { n: (prev?.n ?? 0) + 1, text: prev?.text ?? errorText(a.item, code) });
  };
  for (const s of steps) {
    const a = byAttempt.get(s.attemptId);
    if (!a || s.status === 'not_attempted') continue;
    entry(a.skillId).steps++;
    if (s.errorCode) addError(a, s.errorCode);
  }
  for (const a of rows) if (a.errorKey) addError(a, a.errorKey);
  return [...perSkill.entries()]
    .map(([skillId, e]) => {
      const top = [...e.errors.values()].sort((x, y) => y.n - x.n)[0];
      return {
        topic: skillName(skillId),
        stepsAttempted: e.steps,
        commonError: top?.text ?? null,
        weight: e.steps + (top?.n ?? 0),
      };
    })
    .sort((a, b) => b.weight - a.weight)
    .slice(0, MAX_STEP_INSIGHTS)
    .map(({ weight: _weight, ...rest }) => rest);
}

/**
 * The summary of a practice session from its questions and tutor steps. `until` is where the
 * session stops counting: its end, or now while it is running (instants in epoch milliseconds).
 */
export function sessionSummary(p: {
  startedAt: number;
  endsAt: number;
  until: number;
  attempts: readonly SummaryAttempt[];
  steps: readonly SummaryStep[];
}): SessionSummary {
  const { answeredCount, correctCount } = answerCounts(p.attempts);
  return {
    spentMinutes: sessionMinutes({ startedAt: p.startedAt, endsAt: p.endsAt, until: p.until, answered: answeredCount }),
    totalAnswered: answeredCount,
    correctCount,
    accuracy: accuracyPercent(correctCount, answeredCount),
    incorrectTopics: incorrectTopics(p.attempts),
    stepInsights: stepInsights(p.attempts, p.steps),
  };
}
