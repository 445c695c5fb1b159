import { and, eq, inArray, is, Placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  OPEN_CHECK_WINDOW,
  TOPICS,
  initialStudentState,
  type LearnerSkillState,
  type StudentState,
  type TopicId,
} from '#core/adaptive/index.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { attempts, learnerState } from '../../db/schema/index.ts';

/** How many recently served items the practice policy looks at. */
export const RECENT_ITEMS = 20;
// The windows' sizes are written into the statements' text, not sent as parameters: a prepared
// statement's generic plan then knows them. With a parameter PostgreSQL assumes a limit of a tenth
// of a child's rows, prices the generic plan above the custom ones and plans the statement again
// on every request (0.5 ms each, measured with a school year of history, issue 14).

export interface RecentItem {
  templateId: string;
  level: number;
  skillId: string;
  correct: boolean;
}

/** One learner's own model and recent items, read in one round trip (see studentModelFields). */
export interface StudentModel {
  student: StudentState;
  skillStates: Record<string, LearnerSkillState>;
  recent: RecentItem[];
}

/** The current rows one answer's model update starts from. */
export interface AnswerReading {
  student: StudentState;
  /** The learner_state row's version; null when the child has no row yet. */
  version: number | null;
  skillStates: Record<string, LearnerSkillState>;
  itemSeen: boolean;
}

/**
 * Columns that read one learner's state, skill states and recent items as JSON subqueries, so a
 * caller can fetch them in the same statement as its own row (e.g. the session it checks the
 * ownership of). `studentId` is a column of that statement or a bound value.
 */
export function studentModelFields(studentId: AnyPgColumn | SQL) {
  return {
    learnerState: sql<StudentState | null>`(select ls.state from learner_state ls where ls.student_id = ${studentId})`,
    skillStates: sql<
      { skillId: string; state: LearnerSkillState }[]
    >`(select coalesce(json_agg(json_build_object('skillId', ss.skill_id, 'state', ss.state)), '[]'::json) from learner_skill_state ss where ss.student_id = ${studentId})`,
    // The last RECENT_ITEMS served (any session or diagnostic), most recent last.
    recent: sql<
      { templateId: string; level: number; skillId: string; result: string | null }[]
    >`(select coalesce(json_agg(json_build_object('templateId', r.template_id, 'level', r.level, 'skillId', r.skill_id, 'result', r.result) order by r.created_at, r.position), '[]'::json) from (select a.template_id, a.level, a.skill_id, a.result, a.created_at, a.position from attempts a where a.student_id = ${studentId} order by a.created_at desc, a.position desc limit ${sql.raw(String(RECENT_ITEMS))}) r)`,
  };
}

/**
 * What the child was asked before, beyond the recent window (columns like studentModelFields):
 * the templates of every earlier question (asked_templates, written with each), and the items
 * (`${templateId}#${level}`) of the diagnostics that RECENT_ITEMS practice questions have not
 * followed yet, so a test's questions stay "seen" for the first RECENT_ITEMS practice questions
 * after it however long the test was.
 */
export function askedBeforeFields(studentId: AnyPgColumn | SQL) {
  const windowStart = sql`coalesce((select p.created_at from attempts p where p.student_id = ${studentId}
    and p.kind <> 'diagnostic' order by p.created_at desc, p.position desc
    offset ${sql.raw(String(RECENT_ITEMS - 1))} limit 1), '-infinity'::timestamptz)`;
  return {
    askedTemplates: sql<
      string[]
    >`(select coalesce(json_agg(t.template_id), '[]'::json) from asked_templates t where t.student_id = ${studentId})`,
    diagnosticItems: sql<
      string[]
    >`(select coalesce(json_agg(distinct d.template_id || '#' || d.level), '[]'::json) from attempts d
      where d.student_id = ${studentId} and d.kind = 'diagnostic' and d.created_at > ${windowStart})`,
  };
}

/**
 * What the child's last diagnostic left open (a column like studentModelFields): its open topics
 * and the skill of each practice answer after it, the first OPEN_CHECK_WINDOW in order (the
 * practice policy checks those topics first; see openTopicsAfterDiagnostic). Null before any
 * diagnostic.
 */
export function openTopicsField(studentId: AnyPgColumn | SQL) {
  return {
    lastDiagnostic: sql<{ topics: string[]; answered: string[] } | null>`(select json_build_object(
      'topics', (select coalesce(json_agg(t->>'topicId'), '[]'::json) from jsonb_array_elements(d.topic_breakdown) t
        where t->>'bucket' = 'open'),
      'answered', (select coalesce(json_agg(p.skill_id order by p.created_at, p.position), '[]'::json) from (
        select a.skill_id, a.created_at, a.position from attempts a where a.student_id = d.student_id
        and a.kind <> 'diagnostic' and a.result in ('correct', 'incorrect') and a.created_at > d.completed_at
        order by a.created_at, a.position limit ${sql.raw(String(OPEN_CHECK_WINDOW))}) p))
      from diagnostics d where d.student_id = ${studentId} order by d.completed_at desc limit 1)`,
  };
}

/** What openTopicsField read. */
export interface LastDiagnosticOpen {
  topicIds: TopicId[];
  /** The skill of each practice answer since, in order. */
  answeredSkills: string[];
}

export function toLastDiagnosticOpen(row: {
  lastDiagnostic: { topics: readonly string[]; answered: readonly string[] } | null;
}): LastDiagnosticOpen {
  const d = row.lastDiagnostic;
  return {
    topicIds: (d?.topics ?? []).filter((t): t is TopicId => (TOPICS as readonly string[]).includes(t)),
    answeredSkills: [...(d?.answered ?? [])],
  };
}

/** What askedBeforeFields read, as sets. */
export interface AskedBefore {
  templates: ReadonlySet<string>;
  diagnosticItems: ReadonlySet<string>;
}

export function toAskedBefore(row: {
  askedTemplates: readonly string[];
  diagnosticItems: readonly string[];
}): AskedBefore {
  return { templates: new Set(row.askedTemplates), diagnosticItems: new Set(row.diagnosticItems) };
}

/** The row read with studentModelFields as the policy's view of the learner. */
export function toStudentModel(row: {
  learnerState: StudentState | null;
  skillStates: readonly { skillId: string; state: LearnerSkillState }[];
  recent: readonly { templateId: string; level: number; skillId: string; result: string | null }[];
}): StudentModel {
  return {
    student: row.learnerState ?? initialStudentState(),
    skillStates: Object.fromEntries(row.skillStates.map((r) => [r.skillId, r.state])),
    // A skipped or unanswered item counts as "not managed": the policy then offers an easier one.
    recent: row.recent.map((r) => ({
      templateId: r.templateId,
      level: r.level,
      skillId: r.skillId,
      correct: r.result === 'correct',
    })),
  };
}

/**
 * Columns reading everything one answer's model update starts from (for one statement with the
 * caller's own columns): the learner's state and its version, the learner's states of the given
 * skills and whether the item was answered before (except in the given attempt). The shared
 * calibrations come from the instance's calibration cache.
 */
export function answerReadingFields(p: {
  /** A value, a placeholder or a column of the caller's statement. */
  studentId: string | Placeholder | AnyPgColumn;
  /** Values, or a placeholder bound to an array (one parameter: a prepared statement's text stays the same). */
  skills: readonly string[] | Placeholder;
  seen?: {
    templateId: string | Placeholder | AnyPgColumn;
    level: number | Placeholder | AnyPgColumn;
    exceptAttemptId: string | Placeholder | AnyPgColumn;
  };
}) {
  const textArray = (values: readonly string[] | Placeholder) =>
    isPlaceholder(values)
      ? sql`${values}::text[]`
      : sql`array[${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}]::text[]`;
  const skills = textArray(p.skills);
  const seen = p.seen
    ? sql`exists(select 1 from attempts a where a.student_id = ${p.studentId} and a.template_id = ${p.seen.templateId}
        and a.level = ${p.seen.level} and a.result in ('correct', 'incorrect') and a.id <> ${p.seen.exceptAttemptId})`
    : sql`false`;
  return {
    learner: sql<{ state: StudentState; version: number } | null>`(select json_build_object('state', ls.state,
      'version', ls.version) from learner_state ls where ls.student_id = ${p.studentId})`,
    skillStates: sql<{ skillId: string; state: LearnerSkillState }[]>`(select coalesce(json_agg(json_build_object(
      'skillId', ss.skill_id, 'state', ss.state)), '[]'::json) from learner_skill_state ss
      where ss.student_id = ${p.studentId} and ss.skill_id = any(${skills}))`,
    itemSeen: sql<boolean>`${seen}`,
  };
}

function isPlaceholder(v: unknown): v is Placeholder {
  return is(v, Placeholder);
}

/** What answerReadingFields read. */
export function toAnswerReading(row: {
  learner: { state: StudentState; version: number } | null;
  skillStates: readonly { skillId: string; state: LearnerSkillState }[];
  itemSeen: boolean;
}): AnswerReading {
  return {
    student: row.learner?.state ?? initialStudentState(),
    version: row.learner?.version ?? null,
    skillStates: Object.fromEntries(row.skillStates.map((r) => [r.skillId, r.state])),
    itemSeen: row.itemSeen,
  };
}

/**
 * One learner's model rows: it reads and stores, the use-cases run the model. Per-student rows
 * (learner_state, learner_skill_state) are written in the caller's transaction after locking the
 * student's learner_state row, so two answers of one child never interleave. The shared rows
 * live in shared-calibrations.repository.ts.
 */
export function createLearnerModelRepository(db: Db) {
  return {
    /** One learner's model and recent items (one statement). */
    async readStudentModel(studentId: string, ex: Executor = db): Promise<StudentModel> {
      const rows = await ex.select(studentModelFields(sql`${studentId}::uuid`)).from(sql`(select 1) as one`);
      return toStudentModel(rows[0] ?? { learnerState: null, skillStates: [], recent: [] });
    },

    /**
     * The statements that store one answer's learner rows, for runAllOrNothing: the learner's state
     * only over the version that was read (guarded; a missing row is created, a concurrent answer of
     * the same child makes it return none) and the skill states (always).
     */
    answerModelWrites(p: {
      studentId: string;
      readVersion: number | null;
      student: StudentState;
      skillStates: Record<string, LearnerSkillState>;
      mastery: Record<string, number>;
      at: Date;
    }): { guarded: SQL[]; always: SQLWrapper[] } {
      const state = JSON.stringify(p.student);
      return {
        guarded: [
          sql`insert into learner_state (student_id, state, updated_at, version) values (${p.studentId}, ${state}::jsonb, ${p.at}, 0)
            on conflict (student_id) do update set state = excluded.state, updated_at = excluded.updated_at,
              version = learner_state.version + 1
            where learner_state.version = ${p.readVersion ?? -1}
            returning 1`,
        ],
        always: skillStatesUpsert(p.studentId, p.skillStates, p.mastery, p.at, true),
      };
    },

    /**
     * Seeds the learner model from a diagnostic. `overwrite` replaces existing states (a child
     * who has not practised yet); otherwise only missing rows are filled, so practice evidence
     * is never thrown away by a later test.
     */
    async seedInTx(
      tx: Tx,
      p: {
        studentId: string;
        student: StudentState;
        skills: Record<string, LearnerSkillState>;
        mastery: Record<string, number>;
        at: Date;
        overwrite: boolean;
      },
    ): Promise<void> {
      const insert = tx.insert(learnerState).values({ studentId: p.studentId, state: p.student, updatedAt: p.at });
      if (p.overwrite) {
        await insert.onConflictDoUpdate({
          target: learnerState.studentId,
          set: { state: p.student, updatedAt: p.at, version: sql`${learnerState.version} + 1` },
        });
      } else {
        // The state stays; the version moves on all the same: skill states may be added below,
        // and whatever was read before (a practice session's snapshot) no longer holds.
        await insert.onConflictDoUpdate({
          target: learnerState.studentId,
          set: { version: sql`${learnerState.version} + 1` },
        });
      }
      for (const q of skillStatesUpsert(p.studentId, p.skills, p.mastery, p.at, p.overwrite)) {
        await tx.execute(q);
      }
    },

    /** Answered practice questions of the student (0 → the diagnostic may overwrite the model). */
    async practiceAnswerCount(studentId: string, ex: Executor = db): Promise<number> {
      const rows = await ex
        .select({ n: sql<number>`count(*)::int` })
        .from(attempts)
        .where(
          and(
            eq(attempts.studentId, studentId),
            inArray(attempts.kind, ['new', 'review']),
            inArray(attempts.result, ['correct', 'incorrect']),
          ),
        );
      return rows[0]?.n ?? 0;
    },
  };
}

/**
 * The upsert of the given skill states (none when there are none), as one text whatever their
 * number: each column is one array parameter, unnested into rows (Drizzle's insert builder took
 * about 0.1 ms per answer to build this statement; issue 14).
 */
function skillStatesUpsert(
  studentId: string,
  states: Record<string, LearnerSkillState>,
  mastery: Record<string, number>,
  at: Date,
  overwrite: boolean,
): SQL[] {
  const skills = Object.keys(states);
  if (skills.length === 0) return [];
  // One parameter per column (sql.param: Drizzle would spread a bare array into a list).
  const column = <T>(value: (state: LearnerSkillState, skillId: string) => T) =>
    sql.param(skills.map((skillId) => value(states[skillId]!, skillId)));
  const rows = sql`select ${studentId}::uuid, s.skill_id, s.ability, s.uncertainty, s.mastery, s.attempts,
      s.due_at::timestamptz, s.state::jsonb, ${at}::timestamptz
    from unnest(${sql.param(skills)}::text[], ${column((s) => s.ability)}::float8[],
      ${column((s) => s.uncertainty)}::float8[], ${column((_, id) => mastery[id] ?? 0)}::float8[],
      ${column((s) => s.attempts)}::int[],
      ${column((s) => (s.dueAt === null ? null : new Date(s.dueAt).toISOString()))}::text[],
      ${column((s) => JSON.stringify(s))}::text[])
      as s(skill_id, ability, uncertainty, mastery, attempts, due_at, state)`;
  const conflict = overwrite
    ? sql`do update set ability = excluded.ability, uncertainty = excluded.uncertainty, mastery = excluded.mastery,
        attempts = excluded.attempts, due_at = excluded.due_at, state = excluded.state, updated_at = excluded.updated_at`
    : sql`do nothing`;
  return [
    sql`insert into learner_skill_state (student_id, skill_id, ability, uncertainty, mastery, attempts, due_at, state, updated_at)
    ${rows}
    on conflict (student_id, skill_id) ${conflict}`,
  ];
}

export type LearnerModelRepository = ReturnType<typeof createLearnerModelRepository>;
