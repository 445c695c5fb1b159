import type pg from 'pg';

/** A statement is named once it has run this many times (one-off texts stay unnamed). */
export const NAME_AFTER_USES = 3;
/**
 * Most statement texts one process names: every pooled connection may keep a parsed statement
 * and its plan for each, so this bounds the database's memory (the hot set is a few dozen).
 */
export const MAX_NAMED_STATEMENTS = 200;

interface QueryConfigLike {
  text: string;
  name?: string;
  values?: unknown[];
}

function isParameterizedConfig(config: unknown, values: unknown): config is QueryConfigLike {
  if (!config || typeof config !== 'object' || typeof (config as QueryConfigLike).text !== 'string') return false;
  if ((config as QueryConfigLike).name) return false;
  const params = Array.isArray(values) ? values : (config as QueryConfigLike).values;
  return Array.isArray(params) && params.length > 0;
}

/**
 * Names the pool's frequent parameterized statements by their text, so PostgreSQL parses and
 * plans each once per connection instead of on every request (node-postgres keeps a named
 * statement per connection and then sends only Bind/Execute). Only statements with parameters
 * are named: they already use the extended protocol, so nothing else changes for them (a text
 * without parameters may hold several commands, which a prepared statement cannot).
 * Statements given their own name (Drizzle's `.prepare(name)`) keep it.
 */
export function nameFrequentStatements(pool: pg.Pool): { named: () => number } {
  const uses = new Map<string, number>();
  const names = new Map<string, string>();
  const query = pool.query.bind(pool) as (config: unknown, ...rest: unknown[]) => unknown;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
    const seen = (uses.get(text) ?? 0) + 1;
    if (seen < NAME_AFTER_USES) {
      // Counting stops with the names: a bounded map whatever the texts.
      if (uses.size < MAX_NAMED_STATEMENTS * 10) uses.set(text, seen);
      return undefined;
    }
    uses.delete(text);
    const name = `auto_${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  (pool as unknown as { query: typeof query }).query = (config, ...rest) => {
    if (!isParameterizedConfig(config, rest[0])) return query(config, ...rest);
    const name = nameOf(config.text);
    return query(name ? { ...config, name } : config, ...rest);
  };
  return { named: () => names.size };
}
