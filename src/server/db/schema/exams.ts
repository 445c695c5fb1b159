import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExamAreaId } from '#core/exam/format.ts';
import type { ReferenceTask } from '#core/exam/prediction.ts';
import type { AreaResult } from '#core/exam/result.ts';
import type { TaskMarking } from '#core/exam/scoring.ts';
import type { QuestionInstance } from '#core/questions/types.ts';
import { students } from './family.ts';

// ---------------------------------------------------------------------------------------------
// Mock egzamin ósmoklasisty (docs/decisions/0011-mock-exam.md): one row per mock, one per task.

export const MOCK_EXAM_STATUSES = ['in_progress', 'finished'] as const;
export type MockExamStatus = (typeof MOCK_EXAM_STATUSES)[number];

export const mockExams = pgTable(
  'mock_exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The family's plan when it started ('free' = the trial's one mock). */
    plan: text('plan').notNull(),
    status: text('status').$type<MockExamStatus>().notNull().default('in_progress'),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'user' | 'time_up' */
    finishReason: text('finish_reason'),
    /** Tab lock: the tab whose answers count, and its last heartbeat. */
    lockTabId: text('lock_tab_id'),
    lockAt: timestamp('lock_at', { withTimezone: true }),
    /**
     * Every task the real paper can contain with the learner model's success on it when the mock
     * started (prediction.ts). Mocks started earlier stored { area, predicted } per e8 skill: the
     * prediction reads those as tasks of any kind.
     */
    reference: jsonb('reference').$type<ReferenceTask[]>().notNull(),
    points: integer('points'),
    maxPoints: integer('max_points').notNull(),
    percent: integer('percent'),
    areas: jsonb('areas').$type<AreaResult[]>(),
    predictedPercent: integer('predicted_percent'),
    predictedLow: integer('predicted_low'),
    predictedHigh: integer('predicted_high'),
  },
  (t) => [index('mock_exams_student_started_idx').on(t.studentId, t.startedAt)],
);

export const mockExamTasks = pgTable(
  'mock_exam_tasks',
  {
    /** The public task id. */
    id: uuid('id').primaryKey().defaultRandom(),
    mockExamId: uuid('mock_exam_id')
      .notNull()
      .references(() => mockExams.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    area: text('area').$type<ExamAreaId>().notNull(),
    /** 'closed' | 'open' */
    kind: text('kind').notNull(),
    /** Closed style ('wybor', 'prawda_falsz', 'dobieranie', 'dokoncz_zdanie', 'tak_nie') or 'open'. */
    style: text('style').notNull(),
    templateId: text('template_id').notNull(),
    level: integer('level').notNull(),
    skillId: text('skill_id').notNull(),
    /** The full generated item, answer key and marking scheme included (never sent before the end). */
    item: jsonb('item').$type<QuestionInstance>().notNull(),
    maxPoints: integer('max_points').notNull(),
    predicted: doublePrecision('predicted').notNull(),
    /** The pupil's answer as sent (an open task: the JSON of its parts); null when not answered. */
    rawAnswer: text('raw_answer'),
    /** Autosave: the client's edit time of the stored answer (stale updates are ignored). */
    clientUpdatedAt: bigint('client_updated_at', { mode: 'number' }),
    timeSpentMs: integer('time_spent_ms'),
    points: integer('points'),
    /** What the result page shows of the task: the correct answer, an open task's marking. */
    marking: jsonb('marking').$type<TaskMarking>(),
  },
  (t) => [uniqueIndex('mock_exam_tasks_exam_position_key').on(t.mockExamId, t.position)],
);
