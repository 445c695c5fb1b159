import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimit } from '../db/schema/index.ts';
import { columnNames, nameList, tableAs } from '../db/sql-names.ts';
import { CommonErrors } from '../errors.ts';

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

/**
 * Fixed-window counter in the shared rate_limit table (the one Better Auth uses; our keys start
 * with "app:"), so limits hold across app instances. One atomic upsert per call.
 * Throws 429 request.rate_limited when the window's allowance is used up.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateRule, now: Date): Promise<void> {
  const nowMs = now.getTime();
  const windowStart = nowMs - rule.window * 1000;
  const fullKey = `app:${key}`;
  const t = tableAs(rateLimit);
  const c = columnNames(rateLimit);
  const result: unknown = await db.execute(sql`
    insert into ${c.$from} (${nameList(rateLimit.id, rateLimit.key, rateLimit.count, rateLimit.lastRequest)})
    values (${crypto.randomUUID()}, ${fullKey}, 1, ${nowMs})
    on conflict (${c.key}) do update set
      ${c.count} = case when ${t.lastRequest} <= ${windowStart} then 1 else ${t.count} + 1 end,
      ${c.lastRequest} = case when ${t.lastRequest} <= ${windowStart} then ${nowMs} else ${t.lastRequest} end
    returning ${c.count} as count
  `);
  // Both drivers (pg and PGlite) answer raw queries with { rows }.
  const count = Number((result as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  if (count > rule.max) throw CommonErrors.rateLimited();
}
