import { TOPICS, TOPIC_NAMES, topicsOf } from '../adaptive/index.ts';
import { SKILLS } from '../curriculum/skills.ts';

/**
 * Figures parents see about practice: minutes, accuracy and streaks. Every rule is defined here
 * once; the server's queries only fetch the raw instants and counts these functions take.
 */

const MINUTE_MS = 60_000;

/** What one practice session's minutes are computed from (instants in epoch milliseconds). */
export interface SessionSpan {
  startedAt: number;
  /** The end of the session's time box (start + 20 minutes). */
  endsAt: number;
  /** Where the caller considers the session to stop (its end, its last answer, or now). */
  until: number;
  /** Questions answered (correct or incorrect) in the session. */
  answered: number;
}

/**
 * Whole minutes of a practice session: from its start to `until`, capped at its time box; a
 * session with at least one answer counts at least one minute, so a quick answered session never
 * shows as "0 min".
 */
export function sessionMinutes(s: SessionSpan): number {
  const end = Math.min(s.until, s.endsAt);
  const minutes = Math.max(0, Math.round((end - s.startedAt) / MINUTE_MS));
  return s.answered > 0 ? Math.max(1, minutes) : minutes;
}

/** Accuracy in whole percent, or null when nothing was answered (0% would be a false claim). */
export function accuracyPercent(correct: number, answered: number): number | null {
  return answered > 0 ? Math.round((100 * correct) / answered) : null;
}

function shiftDay(iso: string, by: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}
const previousDay = (iso: string) => shiftDay(iso, -1);
const nextDay = (iso: string) => shiftDay(iso, 1);

/** Consecutive days with activity ending today or yesterday; `days` and `today` are ISO dates (YYYY-MM-DD). */
export function streakDays(days: readonly string[], today: string): number {
  const set = new Set(days);
  let cursor = set.has(today) ? today : previousDay(today);
  let streak = 0;
  while (set.has(cursor)) {
    streak++;
    cursor = previousDay(cursor);
  }
  return streak;
}

/** The longest run of consecutive days with activity ever (`days` are ISO dates, in any order). */
export function longestStreak(days: readonly string[]): number {
  const set = new Set(days);
  let best = 0;
  for (const day of set) {
    // Count only from the first day of a run, so each run is walked once.
    if (set.has(previousDay(day))) continue;
    let length = 1;
    let cursor = nextDay(day);
    while (set.has(cursor)) {
      length++;
      cursor = nextDay(cursor);
    }
    best = Math.max(best, length);
  }
  return best;
}

const SKILL_TOPICS = new Map(SKILLS.map((s) => [s.id as string, topicsOf(s)]));

/** Answers the learner model has taken in per parent-facing topic (a skill's count for each of its topics). */
export function topicAnswers(rows: readonly { skillId: string; attempts: number }[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows)
    for (const topic of SKILL_TOPICS.get(r.skillId) ?? []) out.set(topic, (out.get(topic) ?? 0) + r.attempts);
  return out;
}

/** Mean mastery (0–100) per parent-facing topic over the given modelled skills (mastery 0–1). */
export function topicMastery(rows: readonly { skillId: string; mastery: number }[]) {
  const acc = new Map<string, { sum: number; n: number }>();
  for (const r of rows) {
    for (const topic of SKILL_TOPICS.get(r.skillId) ?? []) {
      const a = acc.get(topic) ?? { sum: 0, n: 0 };
      a.sum += r.mastery;
      a.n++;
      acc.set(topic, a);
    }
  }
  return TOPICS.flatMap((t) => {
    const a = acc.get(t);
    return a ? [{ area: t, name: TOPIC_NAMES[t], mastery: Math.round((100 * a.sum) / a.n) }] : [];
  });
}
