import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LearnerSkillState, StudentState, TopicId } from '#core/adaptive/index.ts';
import type { QuestionInstance } from '#core/questions/types.ts';
import { students } from './family.ts';

// ---------------------------------------------------------------------------------------------
// Learner model (src/core/adaptive). Per-student rows are locked per student; the shared
// calibrations are updated with atomic increments so concurrent learners never overwrite each other.

/** Per student, across skills (StudentState). */
export const learnerState = pgTable('learner_state', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  state: jsonb('state').$type<StudentState>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Raised by every write: an answer's one statement stores the model only over the version it read. */
  version: integer('version').notNull().default(0),
});

/** Per student and skill; the columns beside `state` are copies for queries (dashboard, reviews). */
export const learnerSkillState = pgTable(
  'learner_skill_state',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    skillId: text('skill_id').notNull(),
    ability: doublePrecision('ability').notNull(),
    uncertainty: doublePrecision('uncertainty').notNull(),
    /** Mastery probability 0–1 after the latest evidence. */
    mastery: doublePrecision('mastery').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    state: jsonb('state').$type<LearnerSkillState>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.skillId] })],
);

/** Per item (`${templateId}#${level}`), shared by all learners. */
export const itemCalibration = pgTable('item_calibration', {
  itemKey: text('item_key').primaryKey(),
  difficulty: doublePrecision('difficulty').notNull(),
  count: integer('count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per skill: typical difficulty and the skill-specific weight adjustments (AdaGrad). */
export const skillCalibration = pgTable('skill_calibration', {
  skillId: text('skill_id').primaryKey(),
  difficulty: doublePrecision('difficulty').notNull(),
  count: integer('count').notNull().default(0),
  w: doublePrecision('w').array().notNull(),
  g2: doublePrecision('g2').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The shared logistic weights: one row (id = 1). */
export const modelWeights = pgTable('model_weights', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  w: doublePrecision('w').array().notNull(),
  g2: doublePrecision('g2').array().notNull(),
  updates: bigint('updates', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Practice sessions, diagnostic attempts and the questions served in them.

export const SESSION_STATUSES = ['active', 'ended'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    status: text('status').$type<SessionStatus>().notNull().default('active'),
    /** 'user' | 'expired' | 'no_questions' */
    endReason: text('end_reason'),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    /** A session focused on one topic ("Ćwicz ten temat"): its questions come from the topic and its prerequisites. */
    focusTopic: text('focus_topic').$type<TopicId>(),
  },
  (t) => [index('practice_sessions_student_started_idx').on(t.studentId, t.startedAt)],
);

export const DIAGNOSTIC_STATUSES = ['in_progress', 'finished'] as const;
export type DiagnosticStatus = (typeof DIAGNOSTIC_STATUSES)[number];

export const diagnosticAttempts = pgTable(
  'diagnostic_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    status: text('status').$type<DiagnosticStatus>().notNull().default('in_progress'),
    grade: text('grade').notNull(),
    questionCount: integer('question_count').notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    timeSpentSeconds: integer('time_spent_seconds'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Tab lock: the tab whose answers count, and its last heartbeat. */
    lockTabId: text('lock_tab_id'),
    lockAt: timestamp('lock_at', { withTimezone: true }),
    diagnosticId: uuid('diagnostic_id'),
  },
  (t) => [index('diagnostic_attempts_student_started_idx').on(t.studentId, t.startedAt)],
);

export interface TopicBreakdownEntry {
  topicId: string;
  name: string;
  correct: number;
  total: number;
  percentage: number;
  /** 'open': too few answers to place the topic (results before it never have it). */
  bucket: 'know' | 'in_progress' | 'to_learn' | 'open';
}

/** Diagnostic results. */
export const diagnostics = pgTable(
  'diagnostics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    attemptId: uuid('attempt_id').notNull(),
    score: integer('score').notNull(),
    rawPercent: integer('raw_percent').notNull(),
    level: text('level').notNull(),
    topicBreakdown: jsonb('topic_breakdown').$type<TopicBreakdownEntry[]>().notNull(),
    recommendations: jsonb('recommendations').$type<string[]>().notNull(),
    skillPercent: jsonb('skill_percent').$type<Record<string, number>>().notNull(),
    questionCount: integer('question_count').notNull(),
    answeredCount: integer('answered_count').notNull(),
    correctCount: integer('correct_count').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('diagnostics_attempt_id_key').on(t.attemptId),
    index('diagnostics_student_completed_idx').on(t.studentId, t.completedAt),
  ],
);

export const ATTEMPT_KINDS = ['new', 'review', 'diagnostic'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];
export const ATTEMPT_RESULTS = ['correct', 'incorrect', 'skipped'] as const;
export type AttemptResult = (typeof ATTEMPT_RESULTS)[number];

/**
 * One served question. The row (with the full generated item, answer key included) is written
 * before the question is sent, so checking never depends on the client or on template code
 * changing later. `id` is the public question id.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => practiceSessions.id, { onDelete: 'cascade' }),
    diagnosticAttemptId: uuid('diagnostic_attempt_id').references(() => diagnosticAttempts.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').$type<AttemptKind>().notNull(),
    /** 1-based position in its session or diagnostic. */
    position: integer('position').notNull(),
    templateId: text('template_id').notNull(),
    level: integer('level').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    /** `${templateId}#${level}#${seed}`: the reproducible item. */
    questionId: text('question_id').notNull(),
    skillId: text('skill_id').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    item: jsonb('item').$type<QuestionInstance>().notNull(),
    /** Prediction of the model when the item was chosen. */
    predicted: doublePrecision('predicted'),
    rawAnswer: text('raw_answer'),
    dontKnow: boolean('dont_know').notNull().default(false),
    correct: boolean('correct'),
    result: text('result').$type<AttemptResult>(),
    errorKey: text('error_key'),
    timeSpentMs: integer('time_spent_ms'),
    hintsUsed: integer('hints_used').notNull().default(0),
    /** Diagnostic autosave: the client's edit time of the stored answer (stale updates are ignored). */
    clientUpdatedAt: bigint('client_updated_at', { mode: 'number' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // A child's questions newest first, in the order the recent window reads them (created, then
    // position): read backwards, the last 20 stop after 20 rows however long the history.
    index('attempts_student_created_position_idx').on(t.studentId, t.createdAt, t.position),
    // What an answer (item seen before) and a next question (templates asked before) read per child.
    index('attempts_student_template_level_idx').on(t.studentId, t.templateId, t.level),
    // A child's diagnostic questions (the items a test keeps "seen" for the practice after it):
    // a handful of rows per child, so that read never walks a long practice history, whichever
    // plan the statistics of the other indexes suggest.
    index('attempts_student_diagnostic_created_idx')
      .on(t.studentId, t.createdAt)
      .where(sql`${t.kind} = 'diagnostic'`),
    uniqueIndex('attempts_session_position_key').on(t.sessionId, t.position),
    uniqueIndex('attempts_diagnostic_position_key').on(t.diagnosticAttemptId, t.position),
  ],
);

/**
 * The templates each child has been asked, in practice or a diagnostic (one row per template,
 * written with the served question): the "new"/"review" badge reads these few rows, not the
 * child's whole history of attempts, which grows all school year (issue 14).
 */
export const askedTemplates = pgTable(
  'asked_templates',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    firstAskedAt: timestamp('first_asked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.templateId] })],
);

export const STEP_STATUSES = ['not_attempted', 'correct', 'incorrect'] as const;
export type StepStatusValue = (typeof STEP_STATUSES)[number];

export const attemptSteps = pgTable(
  'attempt_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => attempts.id, { onDelete: 'cascade' }),
    stepIndex: integer('step_index').notNull(),
    input: text('input'),
    status: text('status').$type<StepStatusValue>().notNull().default('not_attempted'),
    errorCode: text('error_code'),
    hintLevel: integer('hint_level').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('attempt_steps_attempt_step_key').on(t.attemptId, t.stepIndex)],
);
