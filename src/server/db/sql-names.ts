import { getTableColumns, getTableName, sql, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * Names of tables and columns for hand-written statements, taken from the schema's objects: a
 * renamed property is a type error and a renamed column changes the text with the schema. They are
 * plain text chunks (`sql.raw`), so a statement's text stays what it was written as and the fast
 * path of statements.ts reads it without Drizzle's query building.
 */

const PLAIN_IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  // Every name of the schema is plain: one that is not would need quoting, which this does not do.
  if (!PLAIN_IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return name;
}

/** Columns' own names joined by commas, as an insert's column list takes them. */
export function nameList(...columns: readonly Column[]): SQL {
  return sql.raw(columns.map((c) => identifier(c.name)).join(', '));
}

/** A table's columns as `alias.column`, and `$from`: the table under the alias, for a from clause. */
export type TableAs<T extends Table> = { readonly [K in keyof T['_']['columns']]: SQL } & { readonly $from: SQL };

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
    sql.raw(`${prefix}${identifier(column.name)}`),
  ]);
  return { ...Object.fromEntries(columns), $from: sql.raw(from) } as TableAs<T>;
}

/** An upsert's `column = excluded.column` for each column, joined by commas. */
export function excludedSet(...columns: readonly Column[]): SQL {
  return sql.raw(columns.map((c) => `${identifier(c.name)} = excluded.${identifier(c.name)}`).join(', '));
}
