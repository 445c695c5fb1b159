import { sql, type SQLWrapper } from 'drizzle-orm';
import { FAMILY_TIME_ZONE } from '#core/time/calendar.ts';
import type { Db } from '../../db/client.ts';
import { attempts, diagnostics, learnerSkillState, practiceSessions, students } from '../../db/schema/index.ts';
import { tableAs } from '../../db/sql-names.ts';
import { rowsOf } from '../../db/statements.ts';

const ps = tableAs(practiceSessions, 'ps');
const s = tableAs(students, 's');
const a = tableAs(attempts, 'a');
const d = tableAs(diagnostics, 'd');
const ls = tableAs(learnerSkillState, 'ls');

const toDate = (v: string | Date) => new Date(v);
/** Narrows a family's figures to one of its children (the child's home), else every child. */
const onlyStudent = (column: SQLWrapper, studentId: string | undefined) =>
  studentId === undefined ? sql`` : sql` and ${column} = ${studentId}`;
const toDateOrNull = (v: string | Date | null) => (v === null ? null : new Date(v));

/** The raw figures of one practice session (the rules that turn them into minutes live in core/reports). */
export interface SessionFigures {
  id: string;
  studentId: string;
  nickname: string;
  status: string;
  startedAt: Date;
  endsAt: Date;
  endedAt: Date | null;
  lastAnswerAt: Date | null;
  answered: number;
  correct: number;
}

/** One child's answered practice questions and latest diagnostic result. */
export interface ChildFigures {
  studentId: string;
  answered: number;
  correct: number;
  /** The last answer of any kind (practice or diagnostic). */
  lastAnswerAt: Date | null;
  latestDiagnostic: { id: string; completedAt: Date } | null;
}

type SessionRow = {
  id: string;
  student_id: string;
  nickname: string;
  status: string;
  started_at: string | Date;
  ends_at: string | Date;
  ended_at: string | Date | null;
  last_at: string | Date | null;
  answered: number;
  correct: number;
};

/**
 * Learning figures of one family for the parent dashboard, read from practice sessions, attempts
 * and the learner model. Every query is scoped by the parent's id through students.parent_id and
 * returns raw figures; the dashboard's use-case applies the report rules.
 */
export function createDashboardRepository(db: Db) {
  return {
    /** Every practice session of the family (or of one of its children), newest first. */
    async sessions(parentId: string, studentId?: string): Promise<SessionFigures[]> {
      const rows = rowsOf<SessionRow>(
        await db.execute(sql`
        select ${ps.id} as id, ${ps.studentId} as student_id, ${s.nickname} as nickname, ${ps.status} as status,
               ${ps.startedAt} as started_at, ${ps.endsAt} as ends_at, ${ps.endedAt} as ended_at,
               st.last_at, coalesce(st.answered, 0)::int as answered, coalesce(st.correct, 0)::int as correct
        from ${ps.$from}
        join ${s.$from} on ${s.id} = ${ps.studentId} and ${s.parentId} = ${parentId}${onlyStudent(s.id, studentId)}
        left join lateral (
          select count(*) filter (where ${a.result} in ('correct', 'incorrect')) as answered,
                 count(*) filter (where ${a.result} = 'correct') as correct,
                 max(${a.answeredAt}) as last_at
          from ${a.$from} where ${a.sessionId} = ${ps.id}) st on true
        order by ${ps.startedAt} desc, ${ps.id} desc`),
      );
      return rows.map((r) => ({
        id: r.id,
        studentId: r.student_id,
        nickname: r.nickname,
        status: r.status,
        startedAt: toDate(r.started_at),
        endsAt: toDate(r.ends_at),
        endedAt: toDateOrNull(r.ended_at),
        lastAnswerAt: toDateOrNull(r.last_at),
        answered: r.answered,
        correct: r.correct,
      }));
    },

    /** Per child of the family (or one child): answered practice questions and the latest diagnostic result. */
    async childFigures(parentId: string, studentId?: string): Promise<ChildFigures[]> {
      const rows = rowsOf<{
        student_id: string;
        answered: number;
        correct: number;
        last_at: string | Date | null;
        diagnostic_id: string | null;
        diagnostic_at: string | Date | null;
      }>(
        await db.execute(sql`
          select ${s.id} as student_id, coalesce(st.answered, 0)::int as answered, coalesce(st.correct, 0)::int as correct,
                 st.last_at, ld.id as diagnostic_id, ld.completed_at as diagnostic_at
          from ${s.$from}
          left join lateral (
            select count(*) filter (where ${a.kind} in ('new', 'review') and ${a.result} in ('correct', 'incorrect')) as answered,
                   count(*) filter (where ${a.kind} in ('new', 'review') and ${a.result} = 'correct') as correct,
                   max(${a.answeredAt}) as last_at
            from ${a.$from} where ${a.studentId} = ${s.id}) st on true
          left join lateral (
            select ${d.id} as id, ${d.completedAt} as completed_at from ${d.$from} where ${d.studentId} = ${s.id}
            order by ${d.completedAt} desc limit 1) ld on true
          where ${s.parentId} = ${parentId}${onlyStudent(s.id, studentId)}`),
      );
      return rows.map((r) => ({
        studentId: r.student_id,
        answered: r.answered,
        correct: r.correct,
        lastAnswerAt: toDateOrNull(r.last_at),
        latestDiagnostic:
          r.diagnostic_id === null || r.diagnostic_at === null
            ? null
            : { id: r.diagnostic_id, completedAt: toDate(r.diagnostic_at) },
      }));
    },

    /** Mastery (0–1) of every modelled skill of each of the family's children (or of one). */
    async skillMasteries(
      parentId: string,
      studentId?: string,
    ): Promise<{ studentId: string; skillId: string; mastery: number; attempts: number }[]> {
      const rows = rowsOf<{ student_id: string; skill_id: string; mastery: number; attempts: number }>(
        await db.execute(sql`
          select ${ls.studentId} as student_id, ${ls.skillId} as skill_id, ${ls.mastery} as mastery, ${ls.attempts} as attempts
          from ${ls.$from}
          join ${s.$from} on ${s.id} = ${ls.studentId} and ${s.parentId} = ${parentId}${onlyStudent(s.id, studentId)}`),
      );
      return rows.map((r) => ({
        studentId: r.student_id,
        skillId: r.skill_id,
        mastery: Number(r.mastery),
        attempts: Number(r.attempts),
      }));
    },

    /** Practice answers per family calendar day (Warsaw) since `since`, for the progress chart. */
    async dailyAnswers(parentId: string, since: Date): Promise<{ date: string; answered: number; correct: number }[]> {
      const rows = rowsOf<{ day: string; answered: number; correct: number }>(
        await db.execute(sql`
          select to_char(${a.answeredAt} at time zone ${FAMILY_TIME_ZONE}, 'YYYY-MM-DD') as day,
                 count(*)::int as answered,
                 count(*) filter (where ${a.result} = 'correct')::int as correct
          from ${a.$from}
          join ${s.$from} on ${s.id} = ${a.studentId} and ${s.parentId} = ${parentId}
          where ${a.answeredAt} >= ${since.toISOString()} and ${a.kind} in ('new', 'review')
            and ${a.result} in ('correct', 'incorrect')
          group by day`),
      );
      return rows.map((r) => ({ date: r.day, answered: r.answered, correct: r.correct }));
    },

    /**
     * Per child, the distinct family calendar days (Warsaw) with at least one answered question
     * (ISO dates), for the family's streak and each child's streak achievements.
     */
    async activeDays(parentId: string, studentId?: string): Promise<{ studentId: string; day: string }[]> {
      const rows = rowsOf<{ student_id: string; day: string }>(
        await db.execute(sql`
          select distinct ${a.studentId} as student_id, to_char(${a.answeredAt} at time zone ${FAMILY_TIME_ZONE}, 'YYYY-MM-DD') as day
          from ${a.$from}
          join ${s.$from} on ${s.id} = ${a.studentId} and ${s.parentId} = ${parentId}${onlyStudent(s.id, studentId)}
          where ${a.answeredAt} is not null and ${a.result} in ('correct', 'incorrect')`),
      );
      return rows.map((r) => ({ studentId: r.student_id, day: r.day }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
