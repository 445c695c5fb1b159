import { sql, type SQL } from 'drizzle-orm';
import { TOPICS, TOPIC_NAMES, topicsOf } from '#core/adaptive/index.ts';
import { FAMILY_TIME_ZONE } from '#core/time/calendar.ts';
import type { Db } from '../../db/client.ts';
import { DIAGNOSTIC_SKILLS } from './learner.catalog.ts';

/** Rows of raw queries (both drivers answer db.execute with { rows }). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface StudentActivityRow {
  sessions: number;
  completedSessions: number;
  minutes: number;
  answered: number;
  correct: number;
  lastActivityAt: Date | null;
}

const SKILL_TOPICS = new Map(DIAGNOSTIC_SKILLS.map((s) => [s.id, topicsOf(s)]));

/**
 * Learning figures of one family for the parent dashboard, from practice sessions, attempts and
 * the learner model. Every query is scoped by the parent's id through students.parent_id.
 * Minutes of a session: from its start to its end, or to its last answer while it is running.
 */
/**
 * Whole minutes of a practice session (until its end, else its last answer, capped at its
 * 20 minutes); a session with an answer counts at least one minute, as its summary says.
 */
function sessionMinutes(lastAnswerAt: SQL, answered: SQL): SQL {
  return sql`greatest(
    round(extract(epoch from (least(coalesce(ps.ended_at, ${lastAnswerAt}, ps.started_at), ps.ends_at) - ps.started_at)) / 60),
    case when ${answered} > 0 then 1 else 0 end)`;
}

export function createLearningStatsRepository(db: Db) {
  return {
    async activityByStudent(parentId: string, studentIds: string[]): Promise<Map<string, StudentActivityRow>> {
      const out = new Map<string, StudentActivityRow>();
      if (studentIds.length === 0) return out;
      const sessions = rowsOf<{ student_id: string; sessions: number; completed: number; minutes: number }>(
        await db.execute(sql`
          select ps.student_id,
                 count(*)::int as sessions,
                 count(*) filter (where ps.status = 'ended')::int as completed,
                 coalesce(sum(${sessionMinutes(sql`last.at`, sql`last.answered`)}), 0)::int as minutes
          from practice_sessions ps
          join students s on s.id = ps.student_id and s.parent_id = ${parentId}
          left join lateral (
            select max(a.answered_at) as at,
                   count(*) filter (where a.result in ('correct', 'incorrect')) as answered
            from attempts a where a.session_id = ps.id) last on true
          group by ps.student_id`),
      );
      const answers = rowsOf<{ student_id: string; answered: number; correct: number; last_at: string | Date | null }>(
        await db.execute(sql`
          select a.student_id,
                 count(*) filter (where a.kind in ('new', 'review') and a.result in ('correct', 'incorrect'))::int as answered,
                 count(*) filter (where a.kind in ('new', 'review') and a.result = 'correct')::int as correct,
                 max(a.answered_at) as last_at
          from attempts a
          join students s on s.id = a.student_id and s.parent_id = ${parentId}
          group by a.student_id`),
      );
      for (const id of studentIds) {
        out.set(id, { sessions: 0, completedSessions: 0, minutes: 0, answered: 0, correct: 0, lastActivityAt: null });
      }
      for (const r of sessions) {
        const e = out.get(r.student_id);
        if (e) Object.assign(e, { sessions: r.sessions, completedSessions: r.completed, minutes: r.minutes });
      }
      for (const r of answers) {
        const e = out.get(r.student_id);
        if (e) {
          e.answered = r.answered;
          e.correct = r.correct;
          e.lastActivityAt = r.last_at === null ? null : new Date(r.last_at);
        }
      }
      return out;
    },

    async recentSessions(parentId: string, limit: number) {
      const rows = rowsOf<{
        id: string;
        student_id: string;
        nickname: string;
        started_at: string | Date;
        status: string;
        minutes: number;
        answered: number;
        correct: number;
      }>(
        await db.execute(sql`
          select ps.id, ps.student_id, s.nickname, ps.started_at, ps.status,
                 ${sessionMinutes(sql`st.last_at`, sql`st.answered`)}::int as minutes,
                 coalesce(st.answered, 0)::int as answered, coalesce(st.correct, 0)::int as correct
          from practice_sessions ps
          join students s on s.id = ps.student_id and s.parent_id = ${parentId}
          left join lateral (
            select count(*) filter (where a.result in ('correct', 'incorrect')) as answered,
                   count(*) filter (where a.result = 'correct') as correct,
                   max(a.answered_at) as last_at
            from attempts a where a.session_id = ps.id) st on true
          order by ps.started_at desc, ps.id desc
          limit ${limit}`),
      );
      return rows.map((r) => ({
        id: r.id,
        studentId: r.student_id,
        nickname: r.nickname,
        startedAt: new Date(r.started_at).toISOString(),
        minutes: r.minutes,
        answered: r.answered,
        accuracy: r.answered > 0 ? Math.round((100 * r.correct) / r.answered) : null,
        completed: r.status === 'ended',
      }));
    },

    /** Mean mastery (0–100) per parent-facing topic over the family's children's modelled skills. */
    async topicProgress(parentId: string) {
      const rows = rowsOf<{ skill_id: string; mastery: number }>(
        await db.execute(sql`
          select ls.skill_id, ls.mastery
          from learner_skill_state ls
          join students s on s.id = ls.student_id and s.parent_id = ${parentId}`),
      );
      const acc = new Map<string, { sum: number; n: number }>();
      for (const r of rows) {
        for (const topic of SKILL_TOPICS.get(r.skill_id) ?? []) {
          const a = acc.get(topic) ?? { sum: 0, n: 0 };
          a.sum += Number(r.mastery);
          a.n++;
          acc.set(topic, a);
        }
      }
      return TOPICS.filter((t) => acc.has(t)).map((t) => {
        const a = acc.get(t)!;
        return { area: t, name: TOPIC_NAMES[t], mastery: Math.round((100 * a.sum) / a.n) };
      });
    },

    /** Distinct family calendar days (Warsaw) with at least one answered question, newest first (ISO dates). */
    async activeDays(parentId: string): Promise<string[]> {
      const rows = rowsOf<{ day: string }>(
        await db.execute(sql`
          select distinct to_char(a.answered_at at time zone ${FAMILY_TIME_ZONE}, 'YYYY-MM-DD') as day
          from attempts a
          join students s on s.id = a.student_id and s.parent_id = ${parentId}
          where a.answered_at is not null and a.result in ('correct', 'incorrect')
          order by day desc
          limit 400`),
      );
      return rows.map((r) => r.day);
    },
  };
}

export type LearningStatsRepository = ReturnType<typeof createLearningStatsRepository>;
