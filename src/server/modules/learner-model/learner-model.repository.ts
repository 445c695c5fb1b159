import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LearnerSkillState, StudentState } from '#core/adaptive/index.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { attempts, learnerSkillState, learnerState } from '../../db/schema/index.ts';
import { columnNames, fixedText, nameList, tableAs, updateFromExcluded, value, withNames } from '../../db/sql-names.ts';
import { studentModelFields, toStudentModel, type StudentModel } from './learner-model.reads.ts';

/** A learner_state row is created at this version; every write after moves it on by one. */
export const FIRST_LEARNER_VERSION = 0;

/** The version the learner's row has after an answer's write over `read` (answerModelWrites). */
export function learnerVersionAfterWrite(read: number | null): number {
  return read === null ? FIRST_LEARNER_VERSION : read + 1;
}

/** The learner's state over the version read (`readVersion`, -1 when none): an answer's guarded write. */
const LEARNER_STATE_WRITE = ((t, c) =>
  withNames`insert into ${t.$from} (${nameList(c.studentId, c.state, c.updatedAt, c.version)}) values (${value('studentId')}, ${value('state')}::jsonb, ${value('at')}, ${fixedText(FIRST_LEARNER_VERSION)})
            on conflict (${nameList(c.studentId)}) ${updateFromExcluded(c.state, c.updatedAt)}, ${nameList(c.version)} = ${t.version} + 1
            where ${t.version} = ${value('readVersion')}
            returning 1`)(tableAs(learnerState), learnerState);

/** The upsert of skill states, each column one array parameter unnested into rows (skillStatesUpsert). */
function skillStatesWrite(overwrite: boolean) {
  const c = learnerSkillState;
  const s = tableAs(c, 's');
  const stored = [c.ability, c.uncertainty, c.mastery, c.attempts, c.dueAt, c.state] as const;
  const conflict = overwrite ? updateFromExcluded(...stored, c.updatedAt) : fixedText('do nothing');
  return withNames`insert into ${columnNames(c).$from} (${nameList(c.studentId, c.skillId, ...stored, c.updatedAt)})
    select ${value('studentId')}::uuid, ${s.skillId}, ${s.ability}, ${s.uncertainty}, ${s.mastery}, ${s.attempts},
      ${s.dueAt}::timestamptz, ${s.state}::jsonb, ${value('at')}::timestamptz
    from unnest(${value('skills')}::text[], ${value('ability')}::float8[],
      ${value('uncertainty')}::float8[], ${value('mastery')}::float8[],
      ${value('attempts')}::int[],
      ${value('dueAt')}::text[],
      ${value('state')}::text[])
      as s(${nameList(c.skillId, ...stored)})
    on conflict (${nameList(c.studentId, c.skillId)}) ${conflict}`;
}
const SKILL_STATES_WRITE = { overwrite: skillStatesWrite(true), fill: skillStatesWrite(false) };

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
        guarded: [LEARNER_STATE_WRITE({ studentId: p.studentId, state, at: p.at, readVersion: p.readVersion ?? -1 })],
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
  const write = overwrite ? SKILL_STATES_WRITE.overwrite : SKILL_STATES_WRITE.fill;
  return [
    write({
      studentId,
      at,
      skills: sql.param(skills),
      ability: column((s) => s.ability),
      uncertainty: column((s) => s.uncertainty),
      mastery: column((_, id) => mastery[id] ?? 0),
      attempts: column((s) => s.attempts),
      dueAt: column((s) => (s.dueAt === null ? null : new Date(s.dueAt).toISOString())),
      state: column((s) => JSON.stringify(s)),
    }),
  ];
}

export type LearnerModelRepository = ReturnType<typeof createLearnerModelRepository>;
