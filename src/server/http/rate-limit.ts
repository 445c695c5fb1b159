import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
  const result: unknown = await db.execute(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${crypto.randomUUID()}, ${fullKey}, 1, ${nowMs})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${windowStart} then ${nowMs} else rate_limit.last_request end
    returning count
  `);
  // Both drivers (pg and PGlite) answer raw queries with { rows }.
  const count = Number((result as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  if (count > rule.max) throw CommonErrors.rateLimited();
}
