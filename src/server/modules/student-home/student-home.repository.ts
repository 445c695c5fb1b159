import { sql } from 'drizzle-orm';
import type { StoredSubscription } from '#core/plans/subscription-status.ts';
import { RAPID_GUESS_MS, WORKED_STEP_HINT_LEVEL, type AnswerFacts } from '#core/reports/points.ts';
import { FAMILY_TIME_ZONE } from '#core/time/calendar.ts';
import type { Db } from '../../db/client.ts';
import type { students } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/statements.ts';
import { subscriptionField, toStoredSubscription, type SubscriptionJson } from '../plans/subscription-rows.ts';

export type StudentRow = typeof students.$inferSelect;

/** What the child's home reads besides the dashboard's figures, for one child of the acting parent. */
export interface HomeFacts {
  student: Pick<StudentRow, 'id' | 'nickname' | 'grade' | 'goal'>;
  subscription: StoredSubscription;
  /** Mock exams the family started (the trial includes one). */
  familyMocks: number;
  /** The child's mock exam in progress, if any. */
  runningMockId: string | null;
  /** The child's latest finished mock exam. */
  lastMock: { id: string; percent: number; finishedAt: Date } | null;
  /** The child's latest diagnostic result. */
  diagnostic: { id: string; score: number; completedAt: Date } | null;
}

/** Correct practice answers counted by the facts the points rule decides on (core/reports/points.ts). */
export interface PointsGroup extends AnswerFacts {
  /** Answered on the family's `today`. */
  today: boolean;
  count: number;
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

/** Reads for the child's home; every read joins the acting parent. */
export function createStudentHomeRepository(db: Db) {
  return {
    /**
     * The parent's child with the family's plan, mocks and the latest diagnostic, in one
     * statement; null when not the parent's (`studentId` a UUID: the use-case checks).
     */
    async facts(parentId: string, studentId: string): Promise<HomeFacts | null> {
      const rows = rowsOf<{
        id: string;
        nickname: string;
        grade: StudentRow['grade'];
        goal: StudentRow['goal'];
        subscription: SubscriptionJson | null;
        family_mocks: number;
        running_mock_id: string | null;
        last_mock: Json<NonNullable<HomeFacts['lastMock']>> | null;
        diagnostic: Json<NonNullable<HomeFacts['diagnostic']>> | null;
      }>(
        await db.execute(sql`
          select st.id, st.nickname, st.grade, st.goal,
            ${subscriptionField(sql`st.parent_id`).subscription} as subscription,
            (select count(*)::int from mock_exams m join students f on f.id = m.student_id
              where f.parent_id = st.parent_id) as family_mocks,
            (select m.id from mock_exams m where m.student_id = st.id and m.status = 'in_progress'
              order by m.started_at desc limit 1) as running_mock_id,
            (select json_build_object('id', m.id, 'percent', m.percent, 'finishedAt', m.finished_at)
              from mock_exams m where m.student_id = st.id and m.status = 'finished' and m.percent is not null
              order by m.finished_at desc limit 1) as last_mock,
            (select json_build_object('id', d.id, 'score', d.score, 'completedAt', d.completed_at)
              from diagnostics d where d.student_id = st.id order by d.completed_at desc limit 1) as diagnostic
          from students st where st.id = ${studentId} and st.parent_id = ${parentId}`),
      );
      const row = rows[0];
      if (!row) return null;
      return {
        student: { id: row.id, nickname: row.nickname, grade: row.grade, goal: row.goal },
        subscription: toStoredSubscription(row),
        familyMocks: row.family_mocks,
        runningMockId: row.running_mock_id,
        lastMock: row.last_mock && { ...row.last_mock, finishedAt: new Date(row.last_mock.finishedAt) },
        diagnostic: row.diagnostic && { ...row.diagnostic, completedAt: new Date(row.diagnostic.completedAt) },
      };
    },

    /**
     * The child's correct practice answers (sessions only: not the diagnostic, not a mock exam)
     * grouped by what the points rule decides on: hints taken, a worked step shown, a choice or
     * true/false answer given faster than RAPID_GUESS_MS after it was served (by the server's
     * clock; the item is read only for those), and whether it was answered on the family's `today`.
     */
    async pointsGroups(parentId: string, studentId: string, today: string): Promise<PointsGroup[]> {
      const rows = rowsOf<{ hinted: boolean; shown: boolean; rapid: boolean; today: boolean; n: number }>(
        await db.execute(sql`
          select a.hints_used > 0 as hinted,
                 exists(select 1 from attempt_steps s where s.attempt_id = a.id
                   and s.hint_level >= ${WORKED_STEP_HINT_LEVEL}) as shown,
                 case when a.answered_at - a.created_at < ${RAPID_GUESS_MS} * interval '1 millisecond'
                   then coalesce(a.item->'answer'->>'kind' = 'choice' or a.item->'truthCount' is not null, false)
                   else false end as rapid,
                 to_char(a.answered_at at time zone ${FAMILY_TIME_ZONE}, 'YYYY-MM-DD') = ${today} as today,
                 count(*)::int as n
          from attempts a
          join students st on st.id = a.student_id and st.parent_id = ${parentId}
          where a.student_id = ${studentId} and a.session_id is not null and a.result = 'correct'
          group by 1, 2, 3, 4`),
      );
      return rows.map((r) => ({
        correct: true,
        hinted: r.hinted,
        solutionShown: r.shown,
        rapidGuess: r.rapid,
        today: r.today,
        count: r.n,
      }));
    },
  };
}

export type StudentHomeRepository = ReturnType<typeof createStudentHomeRepository>;
