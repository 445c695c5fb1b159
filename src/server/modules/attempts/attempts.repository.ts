import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { QuestionInstance } from '#core/questions/types.ts';
import type { Db, Executor } from '../../db/client.ts';
import { answerReadingFields } from '../learner-model/learner-model.reads.ts';
import { subscriptionField } from '../plans/subscription-rows.ts';
import { askedTemplates, attemptSteps, attempts, students, type AttemptKind } from '../../db/schema/index.ts';
import { columnNames, tableAs, value, withNames } from '../../db/sql-names.ts';

export type AttemptRow = typeof attempts.$inferSelect;
export type AttemptStepRow = typeof attemptSteps.$inferSelect;
export type AttemptAnswerState = Pick<AttemptRow, 'result' | 'correct' | 'errorKey' | 'hintsUsed' | 'rawAnswer'>;
export type AttemptProgress = Pick<AttemptRow, 'id' | 'position' | 'kind' | 'result'>;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs and bodies: anything that is not a UUID cannot exist (and must not reach the driver). */
export function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID_RE.test(id);
}

export interface AnswerWrite {
  rawAnswer: string;
  correct: boolean;
  errorKey: string | null;
  timeSpentMs: number | null;
  now: Date;
}

/**
 * Stores an answer on its attempt if it is still unanswered with the hints that were read: a
 * guarded statement for runAllOrNothing (returns a row only when it stored).
 */
const ANSWER_WRITE = ((
  c,
) => withNames`update ${c.$from} set ${c.rawAnswer} = ${value('rawAnswer')}, ${c.correct} = ${value('correct')},
    ${c.result} = ${value('result')}, ${c.errorKey} = ${value('errorKey')}, ${c.timeSpentMs} = ${value('timeSpentMs')},
    ${c.answeredAt} = ${value('now')}
    where ${c.id} = ${value('attemptId')} and ${c.result} is null and ${c.hintsUsed} = ${value('hintsUsed')}
    returning 1`)(columnNames(attempts));

function answerWrite(attemptId: string, read: Pick<AttemptRow, 'hintsUsed'>, p: AnswerWrite): SQL {
  const result = p.correct ? 'correct' : 'incorrect';
  return ANSWER_WRITE({ ...p, result, attemptId, hintsUsed: read.hintsUsed });
}

/** The columns of a served question that the insert leaves at their defaults (schema: attempts). */
const UNANSWERED = {
  rawAnswer: null,
  dontKnow: false,
  correct: null,
  result: null,
  errorKey: null,
  timeSpentMs: null,
  hintsUsed: 0,
  clientUpdatedAt: null,
  answeredAt: null,
} satisfies Partial<AttemptRow>;

/** A question about to be served (an attempt's row before its insert). */
export interface ServedQuestion {
  studentId: string;
  sessionId?: string;
  diagnosticAttemptId?: string;
  kind: AttemptKind;
  position: number;
  item: QuestionInstance;
  predicted?: number;
  now: Date;
}

/** The columns a served question's insert sets. */
function servedValues(p: ServedQuestion) {
  return {
    studentId: p.studentId,
    sessionId: p.sessionId ?? null,
    diagnosticAttemptId: p.diagnosticAttemptId ?? null,
    kind: p.kind,
    position: p.position,
    templateId: p.item.templateId,
    level: p.item.level,
    seed: p.item.seed,
    questionId: `${p.item.templateId}#${p.item.level}#${p.item.seed}`,
    skillId: p.item.skillId,
    params: { ...p.item.params },
    item: p.item,
    predicted: p.predicted ?? null,
    createdAt: p.now,
  };
}

/** The row a served question's insert stored under `id` (the rest at the schema's defaults). */
export function servedAttemptRow(p: ServedQuestion, id: string): AttemptRow {
  return { ...servedValues(p), ...UNANSWERED, id };
}

/** What answering reads (readForAnswer), built once as a named prepared statement (issue 14). */
function preparedAnswerRead(db: Db) {
  const ph = (name: string) => sql.placeholder(name);
  const a = tableAs(attempts, 'a');
  return db
    .select({
      attempt: sql<AttemptAnswerState | null>`(select json_build_object('result', ${a.result}, 'correct', ${a.correct},
            'errorKey', ${a.errorKey}, 'hintsUsed', ${a.hintsUsed},
            -- An open task's marking is rebuilt from the stored answer when it was answered concurrently.
            'rawAnswer', ${a.rawAnswer}) from ${a.$from} where ${a.id} = ${ph('attemptId')})`,
      ...answerReadingFields({
        studentId: ph('studentId'),
        skills: ph('skills'),
        seen: { templateId: ph('templateId'), level: ph('level'), exceptAttemptId: ph('attemptId') },
      }),
      ...subscriptionField(sql`${ph('parentId')}`),
    })
    .from(sql`(select 1) as one`)
    .prepare('attempt_answer_read');
}

/**
 * Serving a question (insertServed), built once as a named prepared statement (issue 14): the
 * attempt, and its template among the child's asked templates, in one statement.
 */
function preparedServedInsert(db: Db) {
  const ph = (name: string) => sql.placeholder(name);
  const served = db.$with('served').as(
    db
      .insert(attempts)
      .values({
        studentId: ph('studentId'),
        sessionId: ph('sessionId'),
        diagnosticAttemptId: ph('diagnosticAttemptId'),
        kind: ph('kind'),
        position: ph('position'),
        templateId: ph('templateId'),
        level: ph('level'),
        seed: ph('seed'),
        questionId: ph('questionId'),
        skillId: ph('skillId'),
        params: ph('params'),
        item: ph('item'),
        predicted: ph('predicted'),
        createdAt: ph('createdAt'),
      })
      .onConflictDoNothing()
      // The rest of the row is what was given: the item's few kB are not sent back and parsed again.
      .returning({
        id: attempts.id,
        studentId: attempts.studentId,
        templateId: attempts.templateId,
        createdAt: attempts.createdAt,
      }),
  );
  const asked = db.$with('asked').as(
    db
      .insert(askedTemplates)
      .select(
        db
          .select({ studentId: served.studentId, templateId: served.templateId, firstAskedAt: served.createdAt })
          .from(served),
      )
      .onConflictDoNothing(),
  );
  return db.with(served, asked).select({ id: served.id }).from(served).prepare('attempt_insert_served');
}

/** Served questions (attempts) and tutor steps. Reads by id always join the owning parent. */
export function createAttemptsRepository(db: Db) {
  const answerRead = preparedAnswerRead(db);
  const servedInsert = preparedServedInsert(db);
  return {
    async findForParent(parentId: string, attemptId: string, ex: Executor = db): Promise<AttemptRow | null> {
      if (!isUuid(attemptId)) return null;
      const [row] = await ex
        .select({ attempt: attempts })
        .from(attempts)
        .innerJoin(students, eq(students.id, attempts.studentId))
        .where(and(eq(attempts.id, attemptId), eq(students.parentId, parentId)))
        .limit(1);
      return row?.attempt ?? null;
    },

    /**
     * What answering reads in one statement: the attempt's state now (what may have changed
     * since it was served, not the item), the learner model's reading for the skills given
     * (answerReadingFields) and the family's plan (a prepared statement: the same text for
     * every answer).
     */
    async readForAnswer(p: {
      attemptId: string;
      parentId: string;
      studentId: string;
      templateId: string;
      level: number;
      skills: readonly string[];
    }) {
      const [row] = await answerRead.execute(p);
      if (!row) throw new Error('answer read returned no row');
      return row;
    },

    /** Inserts a served question; null when the position is already taken (a concurrent request won). */
    async insertServed(p: ServedQuestion): Promise<AttemptRow | null> {
      const served = servedValues(p);
      const [row] = await servedInsert.execute(served);
      return row ? { ...served, ...UNANSWERED, id: row.id } : null;
    },

    /** Position, kind and result of every question of a session (no item payloads: cheap on every call). */
    progressForSession(sessionId: string, ex: Executor = db): Promise<AttemptProgress[]> {
      return ex
        .select({ id: attempts.id, position: attempts.position, kind: attempts.kind, result: attempts.result })
        .from(attempts)
        .where(eq(attempts.sessionId, sessionId))
        .orderBy(asc(attempts.position));
    },

    async findById(attemptId: string, ex: Executor = db): Promise<AttemptRow | null> {
      const [row] = await ex.select().from(attempts).where(eq(attempts.id, attemptId));
      return row ?? null;
    },

    listForDiagnostic(diagnosticAttemptId: string, ex: Executor = db): Promise<AttemptRow[]> {
      return ex
        .select()
        .from(attempts)
        .where(eq(attempts.diagnosticAttemptId, diagnosticAttemptId))
        .orderBy(asc(attempts.position));
    },

    async markSkipped(attemptId: string, now: Date, ex: Executor = db): Promise<void> {
      await ex
        .update(attempts)
        .set({ result: 'skipped', answeredAt: now })
        .where(and(eq(attempts.id, attemptId), isNull(attempts.result)));
    },

    answerWrite,

    listSteps(attemptIds: readonly string[], ex: Executor = db): Promise<AttemptStepRow[]> {
      if (attemptIds.length === 0) return Promise.resolve([]);
      return ex
        .select()
        .from(attemptSteps)
        .where(inArray(attemptSteps.attemptId, [...attemptIds]))
        .orderBy(asc(attemptSteps.attemptId), asc(attemptSteps.stepIndex));
    },

    /** Upsert on attempt_id + step_index (spec); the hint level of the step is kept. */
    async upsertStep(
      p: {
        attemptId: string;
        stepIndex: number;
        input: string;
        status: AttemptStepRow['status'];
        errorCode: string | null;
        now: Date;
      },
      ex: Executor = db,
    ): Promise<void> {
      await ex
        .insert(attemptSteps)
        .values({
          attemptId: p.attemptId,
          stepIndex: p.stepIndex,
          input: p.input,
          status: p.status,
          errorCode: p.errorCode,
          updatedAt: p.now,
        })
        .onConflictDoUpdate({
          target: [attemptSteps.attemptId, attemptSteps.stepIndex],
          set: { input: p.input, status: p.status, errorCode: p.errorCode, updatedAt: p.now },
        });
    },

    /**
     * Takes one hint for a step in one transaction: locks the attempt, refuses past the limit,
     * raises the step's hint level and the attempt's hint count. Returns null at the limit.
     * At the last level the worked step is shown again without using a hint.
     */
    async takeHint(p: { attemptId: string; stepIndex: number; limit: number; maxLevel: number; now: Date }) {
      return db.transaction(async (tx) => {
        const [attempt] = await tx.select().from(attempts).where(eq(attempts.id, p.attemptId)).for('update');
        if (!attempt) return null;
        const [step] = await tx
          .select()
          .from(attemptSteps)
          .where(and(eq(attemptSteps.attemptId, p.attemptId), eq(attemptSteps.stepIndex, p.stepIndex)));
        const level = step?.hintLevel ?? 0;
        if (level >= p.maxLevel) return { hintLevel: level, hintsUsed: attempt.hintsUsed, consumed: false };
        if (attempt.hintsUsed >= p.limit) return { hintLevel: level, hintsUsed: attempt.hintsUsed, limited: true };
        await tx
          .insert(attemptSteps)
          .values({ attemptId: p.attemptId, stepIndex: p.stepIndex, hintLevel: level + 1, updatedAt: p.now })
          .onConflictDoUpdate({
            target: [attemptSteps.attemptId, attemptSteps.stepIndex],
            set: { hintLevel: level + 1, updatedAt: p.now },
          });
        // A hint opened after the question was answered is training only: the model already has the answer.
        await tx
          .update(attempts)
          .set({ hintsUsed: attempt.hintsUsed + 1 })
          .where(eq(attempts.id, p.attemptId));
        return { hintLevel: level + 1, hintsUsed: attempt.hintsUsed + 1, consumed: true };
      });
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;

/** What answering reads before its write (readForAnswer, or the caller's own read of the same). */
export type AnswerRead = Awaited<ReturnType<AttemptsRepository['readForAnswer']>>;
