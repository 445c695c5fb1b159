import { Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Every use of Drizzle's private API, for the fast statement path (statements.ts) and the names
 * of hand-written statements (sql-names.ts): how a `sql` template keeps its chunks (text as
 * StringChunks, values as given or as Params), and the session's prepareQuery, which runs a built
 * text by name.
 * drizzle-internals.test.ts checks each of them against the installed Drizzle: an upgrade that
 * changes one fails there, not in production. package.json pins the version exactly.
 */

/** A statement's text and values, as the driver takes them. */
export interface Query {
  sql: string;
  params: unknown[];
}

/**
 * Drizzle's sqlToQuery for a statement made of text, values and nested `sql` only (what the hot
 * writes are: names come as text, sql-names.ts; no column or table objects, no placeholders);
 * null for anything else. Drizzle's own walk tells every chunk's kind through its `is()`
 * prototype walk, about 0.1 ms for an answer's write of a few hundred chunks; this one takes a
 * few µs and yields the same text and values (drizzle-internals.test.ts compares them).
 */
export function plainSqlToQuery(statement: SQL): Query | null {
  const params: unknown[] = [];
  let text = '';
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) {
        text += textOf(chunk);
      } else if (chunk instanceof SQL) {
        // sql.raw-like inlined values (`.inlineParams()`) are Drizzle's to write.
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
        if (!walk(chunk.queryChunks)) return false;
      } else if (chunk instanceof Param) {
        if (chunk.value instanceof Placeholder) return false;
        const value: unknown = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (value instanceof SQL) return false;
        params.push(value);
        text += `$${params.length}`;
      } else if (
        chunk === null ||
        chunk instanceof Date ||
        ['string', 'number', 'boolean', 'bigint'].includes(typeof chunk)
      ) {
        params.push(chunk);
        text += `$${params.length}`;
      } else if (chunk !== undefined) {
        return false;
      }
    }
    return true;
  };
  return walk([statement]) ? { sql: text, params } : null;
}

/** Text written into a `sql` template as its own literal text is (not a value). */
export function textChunk(text: string): StringChunk {
  return new StringChunk(text);
}

/** The text a StringChunk writes. */
export function textOf(chunk: StringChunk): string {
  return chunk.value.join('');
}

/**
 * The session's prepared query for a built text: `name` makes it a named statement (PostgreSQL
 * parses and plans it once per connection), its values then the placeholders' given to execute.
 */
export function prepareQuery(ex: Executor, query: Query, name?: string) {
  return ex._.session.prepareQuery(query, undefined, name, false);
}
