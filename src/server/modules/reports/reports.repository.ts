import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { WeeklyAnswer, WeeklyFigures, WeeklyMockExam } from '#core/reports/weekly-report.ts';
import { zonedTime } from '#core/time/zones.ts';
import type { SessionSpan } from '#core/reports/activity.ts';
import type { Db, Executor } from '../../db/client.ts';
import { attempts, mockExams, practiceSessions, students, weeklyReports } from '../../db/schema/index.ts';
import { tableAs } from '../../db/sql-names.ts';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A stored report as the API answers it (spec section 3's fields and names). */
export interface WeeklyReportView extends WeeklyFigures {
  id: string;
  student_id: string;
  parent_viewed_at: string | null;
  created_at: string;
  students: { nickname: string };
}

function view(r: typeof weeklyReports.$inferSelect, nickname: string): WeeklyReportView {
  return {
    id: r.id,
    student_id: r.studentId,
    week_start: r.weekStart,
    week_end: r.weekEnd,
    minutes: r.minutes,
    sessions: r.sessions,
    answered: r.answered,
    accuracy: r.accuracy,
    topics_mastered: r.topicsMastered,
    topics_weak: r.topicsWeak,
    streak: r.streak,
    parent_viewed_at: r.parentViewedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
    students: { nickname },
  };
}

type SessionRow = {
  started_at: string | Date;
  ends_at: string | Date;
  ended_at: string | Date | null;
  last_at: string | Date | null;
  answered: number;
};

/** The raw week of one child that core/reports turns into figures. */
export interface ChildWeekData {
  sessions: SessionSpan[];
  answers: WeeklyAnswer[];
  activeDays: string[];
}

/**
 * Weekly reports and the raw figures they are computed from. Reads and writes for a parent go
 * through students.parent_id; the job's writes take a child id the job read from the family.
 */
export function createReportsRepository(db: Db) {
  return {
    async listForParent(parentId: string, filter: { studentId?: string; limit: number }): Promise<WeeklyReportView[]> {
      const rows = await db
        .select({ report: weeklyReports, nickname: students.nickname })
        .from(weeklyReports)
        .innerJoin(students, eq(students.id, weeklyReports.studentId))
        .where(
          and(
            eq(students.parentId, parentId),
            filter.studentId ? eq(weeklyReports.studentId, filter.studentId) : undefined,
          ),
        )
        .orderBy(desc(weeklyReports.weekStart), students.nickname, weeklyReports.id)
        .limit(filter.limit);
      return rows.map((r) => view(r.report, r.nickname));
    },

    /** The finished mock exams of the children, by child, dated in the parent's zone. */
    async mockExamsOf(studentIds: readonly string[], zone: string): Promise<Map<string, WeeklyMockExam[]>> {
      const out = new Map<string, WeeklyMockExam[]>();
      if (studentIds.length === 0) return out;
      const rows = await db
        .select()
        .from(mockExams)
        .where(and(inArray(mockExams.studentId, [...studentIds]), eq(mockExams.status, 'finished')));
      for (const r of rows) {
        if (!r.finishedAt) continue;
        out.set(r.studentId, [
          ...(out.get(r.studentId) ?? []),
          {
            date: zonedTime(r.finishedAt, zone).date,
            percent: r.percent ?? 0,
            points: r.points ?? 0,
            max_points: r.maxPoints,
            predicted: r.predictedPercent ?? 0,
            predicted_low: r.predictedLow ?? 0,
            predicted_high: r.predictedHigh ?? 0,
          },
        ]);
      }
      return out;
    },

    /** Marks a report of the family viewed (the first time only); null when it is not the family's. */
    async markViewed(parentId: string, reportId: string, at: Date): Promise<WeeklyReportView | null> {
      if (!UUID_RE.test(reportId)) return null;
      const owned = db
        .select({ id: weeklyReports.id })
        .from(weeklyReports)
        .innerJoin(students, eq(students.id, weeklyReports.studentId))
        .where(and(eq(weeklyReports.id, reportId), eq(students.parentId, parentId)));
      await db
        .update(weeklyReports)
        .set({ parentViewedAt: at })
        .where(and(inArray(weeklyReports.id, owned), isNull(weeklyReports.parentViewedAt)));
      const [row] = await db
        .select({ report: weeklyReports, nickname: students.nickname })
        .from(weeklyReports)
        .innerJoin(students, eq(students.id, weeklyReports.studentId))
        .where(and(eq(weeklyReports.id, reportId), eq(students.parentId, parentId)));
      return row ? view(row.report, row.nickname) : null;
    },

    /** Stores a week's figures; a second write for the same week refreshes them in place. */
    async upsert(
      studentId: string,
      figures: WeeklyFigures,
      meta: { timezone: string; final: boolean; at: Date },
      ex: Executor = db,
    ): Promise<void> {
      const values = {
        minutes: figures.minutes,
        sessions: figures.sessions,
        answered: figures.answered,
        accuracy: figures.accuracy,
        topicsMastered: figures.topics_mastered,
        topicsWeak: figures.topics_weak,
        streak: figures.streak,
        timezone: meta.timezone,
        final: meta.final,
        updatedAt: meta.at,
      };
      await ex
        .insert(weeklyReports)
        .values({ studentId, weekStart: figures.week_start, weekEnd: figures.week_end, createdAt: meta.at, ...values })
        .onConflictDoUpdate({
          target: [weeklyReports.studentId, weeklyReports.weekStart],
          set: values,
          // A final report is never overwritten by figures computed before the week ended.
          setWhere: sql`not ${weeklyReports.final} or ${meta.final}`,
        });
    },

    /** Practice sessions started and practice answers given in [from, to), and the child's active days in `zone`. */
    async childWeek(studentId: string, from: Date, to: Date, zone: string): Promise<ChildWeekData> {
      const ps = tableAs(practiceSessions, 'ps');
      const a = tableAs(attempts, 'a');
      const sessionRows = (
        (await db.execute(sql`
          select ${ps.startedAt} as started_at, ${ps.endsAt} as ends_at, ${ps.endedAt} as ended_at, st.last_at,
            coalesce(st.answered, 0)::int as answered
          from ${ps.$from}
          left join lateral (
            select max(${a.answeredAt}) as last_at,
                   count(*) filter (where ${a.result} in ('correct', 'incorrect')) as answered
            from ${a.$from} where ${a.sessionId} = ${ps.id}) st on true
          where ${ps.studentId} = ${studentId} and ${ps.startedAt} >= ${from} and ${ps.startedAt} < ${to}`)) as unknown as {
          rows: SessionRow[];
        }
      ).rows;
      const answerRows = await db
        .select({ skillId: attempts.skillId, correct: attempts.result })
        .from(attempts)
        .where(
          and(
            eq(attempts.studentId, studentId),
            inArray(attempts.kind, ['new', 'review']),
            inArray(attempts.result, ['correct', 'incorrect']),
            gte(attempts.answeredAt, from),
            lt(attempts.answeredAt, to),
          ),
        );
      const dayRows = (
        (await db.execute(sql`
          select distinct to_char(${a.answeredAt} at time zone ${zone}, 'YYYY-MM-DD') as day
          from ${a.$from}
          where ${a.studentId} = ${studentId} and ${a.answeredAt} is not null and ${a.answeredAt} < ${to}
            and ${a.result} in ('correct', 'incorrect')
          order by day desc limit 400`)) as unknown as { rows: { day: string }[] }
      ).rows;
      return {
        sessions: sessionRows.map((s) => ({
          startedAt: new Date(s.started_at).getTime(),
          endsAt: new Date(s.ends_at).getTime(),
          // As the dashboard counts a session: until its end, else its last answer.
          until: new Date(s.ended_at ?? s.last_at ?? s.started_at).getTime(),
          answered: s.answered,
        })),
        answers: answerRows.map((a) => ({ skillId: a.skillId, correct: a.correct === 'correct' })),
        activeDays: dayRows.map((d) => d.day),
      };
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
