import pg from 'pg';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import type { Database } from '../db/client.ts';

/** Runs one statement with positional parameters on a single connection. */
export type RunSql = (text: string, params: unknown[]) => Promise<unknown>;

const PAST_ITEMS_SQL = `create temporary table if not exists past_items as
  select * from jsonb_to_recordset($1::jsonb) as x(n int, template_id text, level int, skill_id text, item jsonb)`;

/**
 * `$2` answered questions of `$1`'s past practice sessions, 15 per session and one session a day
 * going back, as the app stores them: the ended sessions, the attempts (two in three right; real
 * items from past_items, `$3` shifts which) and the asked templates.
 */
const PAST_ANSWERS_SQL = `with sessions as (
    insert into practice_sessions (student_id, started_at, ends_at, ended_at, status, end_reason)
    select $1::uuid, now() - k * interval '1 day', now() - k * interval '1 day' + interval '20 minutes',
      now() - k * interval '1 day' + interval '20 minutes', 'ended', 'user'
    from generate_series(1, ceil($2::int / 15.0)::int) k
    returning id, started_at
  ), questions as (
    select s.id, s.started_at, p, row_number() over (order by s.started_at, p) as n
    from sessions s cross join generate_series(1, 15) p
  ), answered as (
    insert into attempts (student_id, session_id, kind, position, template_id, level, seed, question_id, skill_id,
      params, item, raw_answer, correct, result, time_spent_ms, answered_at, created_at)
    select $1::uuid, q.id, 'new', q.p, i.template_id, i.level, q.n, i.template_id || '#' || i.level || '#' || q.n,
      i.skill_id, i.item->'params', i.item, '0', q.n % 3 <> 2,
      case when q.n % 3 = 2 then 'incorrect' else 'correct' end, 8000,
      q.started_at + q.p * interval '1 minute', q.started_at + q.p * interval '1 minute'
    from questions q join past_items i on i.n = (q.n * 7 + $3::int) % (select count(*) from past_items)::int
    where q.n <= $2::int
    order by q.n
    returning template_id, created_at
  )
  insert into asked_templates (student_id, template_id, first_asked_at)
  select $1::uuid, template_id, min(created_at) from answered group by template_id`;

/**
 * Gives each child `perChild` answered questions of past sessions, straight into the database (a
 * child after months of practice: bench:api --history, and the tests that what a learning request
 * reads does not grow with it). The items are real, one per template, reused.
 */
export async function storePastAnswers(run: RunSql, childIds: readonly string[], perChild: number): Promise<void> {
  const items = allTemplates().map((template, n) => {
    const item = generateQuestion(template.id, 1, n + 1);
    return { n, template_id: item.templateId, level: item.level, skill_id: item.skillId, item };
  });
  await run(PAST_ITEMS_SQL, [JSON.stringify(items)]);
  for (const [c, childId] of childIds.entries()) await run(PAST_ANSWERS_SQL, [childId, perChild, c * 31]);
}

/** One connection to a test database for statements of the test's own (PGlite's own client, or a new one). */
export async function openRawConnection(database: Database): Promise<{ run: RunSql; close: () => Promise<void> }> {
  const jobs = database.jobs;
  if (jobs.kind === 'pglite') {
    return { run: (text, params) => jobs.client.query(text, params), close: async () => {} };
  }
  const client = new pg.Client({ connectionString: jobs.url });
  await client.connect();
  return { run: (text, params) => client.query(text, params), close: () => client.end() };
}
