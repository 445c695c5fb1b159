import { getTableColumns, getTableName, sql, type Column, type SQL, type StringChunk, type Table } from 'drizzle-orm';
import { textChunk, textOf } from './drizzle-internals.ts';

/**
 * Names of tables and columns for hand-written statements, taken from the schema's objects: a
 * renamed property is a type error and a renamed column changes the text with the schema. They are
 * text chunks of the template they stand in (as its literal text is), so a statement's text stays
 * what it was written as and the fast path of statements.ts reads them at no cost.
 */

const PLAIN_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** PostgreSQL's reserved key words (its manual's appendix C): as a name they must be quoted. */
const RESERVED_WORDS = new Set(
  `all analyse analyze and any array as asc asymmetric authorization binary both case cast check collate collation
  column concurrently constraint create cross current_catalog current_date current_role current_schema current_time
  current_timestamp current_user default deferrable desc distinct do else end except false fetch for foreign freeze
  from full grant group having ilike in initially inner intersect into is isnull join lateral leading left like limit
  localtime localtimestamp natural not notnull null offset on only or order outer overlaps placing primary references
  returning right select session_user similar some symmetric system_user table tablesample then to trailing true
  union unique user using variadic verbose when where window with`.split(/\s+/),
);

function identifier(name: string): string {
  // Every name of the schema is plain: one that is not would need more quoting than this does.
  if (!PLAIN_IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  // A plain name that is a key word (the table "user", email_outbox's "to") is quoted as it must be.
  return RESERVED_WORDS.has(name) ? `"${name}"` : name;
}

/** Columns' own names joined by commas, as an insert's column list takes them. */
export function nameList(...columns: readonly Column[]): StringChunk {
  return textChunk(columns.map((c) => identifier(c.name)).join(', '));
}

/** A table's columns as `alias.column`, and `$from`: the table under the alias, for a from clause. */
export type TableAs<T extends Table> = { readonly [K in keyof T['_']['columns']]: StringChunk } & {
  readonly $from: StringChunk;
};

/** The table's columns qualified by `alias` (by default, the table's own name). */
export function tableAs<T extends Table>(table: T, alias?: string): TableAs<T> {
  const name = identifier(getTableName(table));
  const qualifier = alias === undefined ? name : identifier(alias);
  return columnsAs(table, `${qualifier}.`, alias === undefined ? name : `${name} ${qualifier}`);
}

/** The table's columns by their own names (an insert's or an update's), `$from` the table's name. */
export function columnNames<T extends Table>(table: T): TableAs<T> {
  return columnsAs(table, '', identifier(getTableName(table)));
}

function columnsAs<T extends Table>(table: T, prefix: string, from: string): TableAs<T> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
    key,
    textChunk(`${prefix}${identifier(column.name)}`),
  ]);
  return { ...Object.fromEntries(columns), $from: textChunk(from) } as TableAs<T>;
}

/** An upsert's `do update set column = excluded.column, …` for the columns given. */
export function updateFromExcluded(...columns: readonly Column[]): StringChunk {
  const set = columns.map((c) => `${identifier(c.name)} = excluded.${identifier(c.name)}`);
  return textChunk(`do update set ${set.join(', ')}`);
}

/** SQL text that is not a value and not a name (a clause or a number fixed when the statement is made). */
export function fixedText(text: string | number): StringChunk {
  return textChunk(String(text));
}

/** Where a value goes in a `withNames` statement, by the key it is given under. */
class ValueSlot {
  readonly key: string;
  constructor(key: string) {
    this.key = key;
  }
}

export function value(key: string): ValueSlot {
  return new ValueSlot(key);
}

/**
 * A statement built on every request, its names merged into its literal text once: each call
 * makes a `sql` template of as many chunks as if the names were typed in (Drizzle's SQL
 * constructor inspects every chunk, about 0.2 µs each, an answer's write has dozens of names).
 * The call gives the values by the keys of the `value(key)` slots.
 */
export function withNames(strings: TemplateStringsArray, ...parts: readonly (StringChunk | ValueSlot)[]) {
  const texts = [strings[0]!];
  const keys: string[] = [];
  parts.forEach((part, i) => {
    if (part instanceof ValueSlot) {
      keys.push(part.key);
      texts.push(strings[i + 1]!);
    } else {
      texts[texts.length - 1] += textOf(part) + strings[i + 1]!;
    }
  });
  const template = Object.assign([...texts], { raw: [...texts] }) as unknown as TemplateStringsArray;
  return (values: Record<string, unknown>): SQL =>
    sql(
      template,
      ...keys.map((key) => {
        if (!(key in values)) throw new Error(`no value for ${key}`);
        return values[key];
      }),
    );
}
