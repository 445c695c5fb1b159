import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  OPEN_CHECK_WINDOW,
  TOPICS,
  initialStudentState,
  type LearnerSkillState,
  type StudentState,
  type TopicId,
} from '#core/adaptive/index.ts';
import { askedTemplates, attempts, diagnostics, learnerSkillState, learnerState } from '../../db/schema/index.ts';
import { tableAs } from '../../db/sql-names.ts';

/**
 * The learner's rows as columns of other statements (a request reads them in the same round trip
 * as its own rows), what those columns read, and how this instance's own writes move them on
 * (a practice session's snapshot keeps them so without reading them again).
 */
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
  const ls = tableAs(learnerState, 'ls');
  const ss = tableAs(learnerSkillState, 'ss');
  const r = tableAs(attempts, 'r');
  const a = tableAs(attempts, 'a');
  return {
    learnerState: sql<StudentState | null>`(select ${ls.state} from ${ls.$from} where ${ls.studentId} = ${studentId})`,
    skillStates: sql<
      { skillId: string; state: LearnerSkillState }[]
    >`(select coalesce(json_agg(json_build_object('skillId', ${ss.skillId}, 'state', ${ss.state})), '[]'::json) from ${ss.$from} where ${ss.studentId} = ${studentId})`,
    // The last RECENT_ITEMS served (any session or diagnostic), most recent last.
    recent: sql<
      { templateId: string; level: number; skillId: string; result: string | null }[]
    >`(select coalesce(json_agg(json_build_object('templateId', ${r.templateId}, 'level', ${r.level}, 'skillId', ${r.skillId}, 'result', ${r.result}) order by ${r.createdAt}, ${r.position}), '[]'::json) from (select ${a.templateId}, ${a.level}, ${a.skillId}, ${a.result}, ${a.createdAt}, ${a.position} from ${a.$from} where ${a.studentId} = ${studentId} order by ${a.createdAt} desc, ${a.position} desc limit ${sql.raw(String(RECENT_ITEMS))}) r)`,
  };
}

/** The version of the learner's row (null: no row yet), as a column like studentModelFields. */
export function learnerVersionField(studentId: AnyPgColumn | SQL) {
  const ls = tableAs(learnerState, 'ls');
  return sql<number | null>`(select ${ls.version} from ${ls.$from} where ${ls.studentId} = ${studentId})`;
}

/**
 * What the child was asked before, beyond the recent window (columns like studentModelFields):
 * the templates of every earlier question (asked_templates, written with each), and the items
 * (`${templateId}#${level}`) of the diagnostics that RECENT_ITEMS practice questions have not
 * followed yet, so a test's questions stay "seen" for the first RECENT_ITEMS practice questions
 * after it however long the test was.
 */
export function askedBeforeFields(studentId: AnyPgColumn | SQL) {
  const p = tableAs(attempts, 'p');
  const t = tableAs(askedTemplates, 't');
  const d = tableAs(attempts, 'd');
  const windowStart = sql`coalesce((select ${p.createdAt} from ${p.$from} where ${p.studentId} = ${studentId}
    and ${p.kind} <> 'diagnostic' order by ${p.createdAt} desc, ${p.position} desc
    offset ${sql.raw(String(RECENT_ITEMS - 1))} limit 1), '-infinity'::timestamptz)`;
  return {
    askedTemplates: sql<
      string[]
    >`(select coalesce(json_agg(${t.templateId}), '[]'::json) from ${t.$from} where ${t.studentId} = ${studentId})`,
    diagnosticItems: sql<
      string[]
    >`(select coalesce(json_agg(distinct ${d.templateId} || '#' || ${d.level}), '[]'::json) from ${d.$from}
      where ${d.studentId} = ${studentId} and ${d.kind} = 'diagnostic' and ${d.createdAt} > ${windowStart})`,
  };
}

/**
 * What the child's last diagnostic left open (a column like studentModelFields): its open topics
 * and the skill of each practice answer after it, the first OPEN_CHECK_WINDOW in order (the
 * practice policy checks those topics first; see openTopicsAfterDiagnostic). Null before any
 * diagnostic.
 */
export function openTopicsField(studentId: AnyPgColumn | SQL) {
  const d = tableAs(diagnostics, 'd');
  const p = tableAs(attempts, 'p');
  const a = tableAs(attempts, 'a');
  return {
    lastDiagnostic: sql<{ topics: string[]; answered: string[] } | null>`(select json_build_object(
      'topics', (select coalesce(json_agg(t->>'topicId'), '[]'::json) from jsonb_array_elements(${d.topicBreakdown}) t
        where t->>'bucket' = 'open'),
      'answered', (select coalesce(json_agg(${p.skillId} order by ${p.createdAt}, ${p.position}), '[]'::json) from (
        select ${a.skillId}, ${a.createdAt}, ${a.position} from ${a.$from} where ${a.studentId} = ${d.studentId}
        and ${a.kind} <> 'diagnostic' and ${a.result} in ('correct', 'incorrect') and ${a.createdAt} > ${d.completedAt}
        order by ${a.createdAt}, ${a.position} limit ${sql.raw(String(OPEN_CHECK_WINDOW))}) p))
      from ${d.$from} where ${d.studentId} = ${studentId} order by ${d.completedAt} desc limit 1)`,
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
  const a = tableAs(attempts, 'a');
  const ls = tableAs(learnerState, 'ls');
  const ss = tableAs(learnerSkillState, 'ss');
  const seen = p.seen
    ? sql`exists(select 1 from ${a.$from} where ${a.studentId} = ${p.studentId} and ${a.templateId} = ${p.seen.templateId}
        and ${a.level} = ${p.seen.level} and ${a.result} in ('correct', 'incorrect') and ${a.id} <> ${p.seen.exceptAttemptId})`
    : sql`false`;
  return {
    learner: sql<{ state: StudentState; version: number } | null>`(select json_build_object('state', ${ls.state},
      'version', ${ls.version}) from ${ls.$from} where ${ls.studentId} = ${p.studentId})`,
    skillStates: sql<{ skillId: string; state: LearnerSkillState }[]>`(select coalesce(json_agg(json_build_object(
      'skillId', ${ss.skillId}, 'state', ${ss.state})), '[]'::json) from ${ss.$from}
      where ${ss.studentId} = ${p.studentId} and ${ss.skillId} = any(${skills}))`,
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

/** The recent window after a question was served: it comes last, not (yet) managed. */
export function recentAfterServed(
  recent: readonly RecentItem[],
  item: Pick<RecentItem, 'templateId' | 'level' | 'skillId'>,
): RecentItem[] {
  const served = { templateId: item.templateId, level: item.level, skillId: item.skillId, correct: false };
  return [...recent, served].slice(-RECENT_ITEMS);
}

/** The recent window after the newest question was answered. */
export function recentAfterAnswered(recent: readonly RecentItem[], correct: boolean): RecentItem[] {
  return recent.map((r, i, all) => (i === all.length - 1 ? { ...r, correct } : r));
}

/** What the last diagnostic left open after a practice answer of `skillId` (see openTopicsField). */
export function openAfterPracticeAnswer(
  open: LastDiagnosticOpen,
  hasDiagnostic: boolean,
  skillId: string,
): LastDiagnosticOpen {
  if (!hasDiagnostic || open.answeredSkills.length >= OPEN_CHECK_WINDOW) return open;
  return { ...open, answeredSkills: [...open.answeredSkills, skillId] };
}
