import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Runs statements as data-modifying CTEs of one statement (they always run to completion). */
export async function runTogether(ex: Executor, writes: readonly SQLWrapper[], prefix: string): Promise<void> {
  await ex.execute(
    sql`with ${sql.join(
      writes.map((w, i) => sql`${sql.raw(`${prefix}${i}`)} as (${w.getSQL()})`),
      sql`, `,
    )} select 1`,
  );
}

/** Rows of raw queries (both drivers answer db.execute with { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
