import { sql } from 'drizzle-orm';
import type { StoredSubscription } from '#core/plans/subscription-status.ts';
import { RAPID_GUESS_MS, WORKED_STEP_HINT_LEVEL, type AnswerFacts } from '#core/reports/points.ts';
import { FAMILY_TIME_ZONE } from '#core/time/calendar.ts';
import type { Db } from '../../db/client.ts';
import { attempts, attemptSteps, diagnostics, mockExams, students } from '../../db/schema/index.ts';
import { tableAs } from '../../db/sql-names.ts';
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
      const st = tableAs(students, 'st');
      const f = tableAs(students, 'f');
      const m = tableAs(mockExams, 'm');
      const d = tableAs(diagnostics, 'd');
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
          select ${st.id} as id, ${st.nickname} as nickname, ${st.grade} as grade, ${st.goal} as goal,
            ${subscriptionField(sql`${st.parentId}`).subscription} as subscription,
            (select count(*)::int from ${m.$from} join ${f.$from} on ${f.id} = ${m.studentId}
              where ${f.parentId} = ${st.parentId}) as family_mocks,
            (select ${m.id} from ${m.$from} where ${m.studentId} = ${st.id} and ${m.status} = 'in_progress'
              order by ${m.startedAt} desc limit 1) as running_mock_id,
            (select json_build_object('id', ${m.id}, 'percent', ${m.percent}, 'finishedAt', ${m.finishedAt})
              from ${m.$from} where ${m.studentId} = ${st.id} and ${m.status} = 'finished' and ${m.percent} is not null
              order by ${m.finishedAt} desc limit 1) as last_mock,
            (select json_build_object('id', ${d.id}, 'score', ${d.score}, 'completedAt', ${d.completedAt})
              from ${d.$from} where ${d.studentId} = ${st.id} order by ${d.completedAt} desc limit 1) as diagnostic
          from ${st.$from} where ${st.id} = ${studentId} and ${st.parentId} = ${parentId}`),
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
      const a = tableAs(attempts, 'a');
      const s = tableAs(attemptSteps, 's');
      const st = tableAs(students, 'st');
      const rows = rowsOf<{ hinted: boolean; shown: boolean; rapid: boolean; today: boolean; n: number }>(
        await db.execute(sql`
          select ${a.hintsUsed} > 0 as hinted,
                 exists(select 1 from ${s.$from} where ${s.attemptId} = ${a.id}
                   and ${s.hintLevel} >= ${WORKED_STEP_HINT_LEVEL}) as shown,
                 case when ${a.answeredAt} - ${a.createdAt} < ${RAPID_GUESS_MS} * interval '1 millisecond'
                   then coalesce(${a.item}->'answer'->>'kind' = 'choice' or ${a.item}->'truthCount' is not null, false)
                   else false end as rapid,
                 to_char(${a.answeredAt} at time zone ${FAMILY_TIME_ZONE}, 'YYYY-MM-DD') = ${today} as today,
                 count(*)::int as n
          from ${a.$from}
          join ${st.$from} on ${st.id} = ${a.studentId} and ${st.parentId} = ${parentId}
          where ${a.studentId} = ${studentId} and ${a.sessionId} is not null and ${a.result} = 'correct'
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
