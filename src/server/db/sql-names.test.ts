import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { attempts, emailOutbox, learnerSkillState, user } from './schema/index.ts';
import { columnNames, fixedText, nameList, tableAs, updateFromExcluded, value, withNames } from './sql-names.ts';

const text = (statement: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(statement).sql;

describe('names of hand-written statements from the schema', () => {
  it('writes a table under an alias and its columns qualified, as text', () => {
    const a = tableAs(attempts, 'a');
    expect(text(sql`select ${a.templateId} from ${a.$from} where ${a.studentId} = ${'x'}`)).toBe(
      'select a.template_id from attempts a where a.student_id = $1',
    );
    const own = tableAs(attempts);
    expect(text(sql`${own.hintsUsed} from ${own.$from}`)).toBe('attempts.hints_used from attempts');
  });

  it("writes an insert's and an upsert's names bare", () => {
    const c = learnerSkillState;
    expect(text(sql`insert into ${columnNames(c).$from} (${nameList(c.studentId, c.skillId)})`)).toBe(
      'insert into learner_skill_state (student_id, skill_id)',
    );
    expect(text(sql`${updateFromExcluded(c.mastery, c.dueAt)}`)).toBe(
      'do update set mastery = excluded.mastery, due_at = excluded.due_at',
    );
  });

  it('merges the names of a withNames statement into its text, the values given by key', () => {
    const a = tableAs(attempts, 'a');
    const write = withNames`select ${a.id} from ${a.$from} where ${a.level} = ${value('level')} limit ${fixedText(3)}`;
    const built = write({ level: 2 });
    expect(built.queryChunks).toHaveLength(3);
    expect(new PgDialect().sqlToQuery(built)).toMatchObject({
      sql: 'select a.id from attempts a where a.level = $1 limit 3',
      params: [2],
    });
    expect(() => write({})).toThrow(/no value for level/);
  });

  it('quotes a name that is a key word, as a table, a column and an alias', () => {
    const u = tableAs(user, 'u');
    expect(text(sql`select ${u.id} from ${u.$from}`)).toBe('select u.id from "user" u');
    expect(text(sql`select ${tableAs(user).id} from ${tableAs(user).$from}`)).toBe('select "user".id from "user"');
    const o = columnNames(emailOutbox);
    expect(text(sql`delete from ${o.$from} where lower(${o.to}) = ${'x'}`)).toBe(
      'delete from email_outbox where lower("to") = $1',
    );
    expect(text(sql`${updateFromExcluded(emailOutbox.to)}`)).toBe('do update set "to" = excluded."to"');
    expect(text(sql`${tableAs(emailOutbox, 'order').to}`)).toBe('"order"."to"');
  });

  it('takes only a plain alias (it writes no quotes but around a key word)', () => {
    expect(() => tableAs(attempts, 'A b')).toThrow(/plain SQL identifier/);
  });

  it('knows only the columns the schema has (a renamed one fails the typecheck)', () => {
    const a = tableAs(attempts, 'a');
    // @ts-expect-error: no such column in the schema
    expect(a.student_id).toBeUndefined();
  });
});
