import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((f) => rmSync(f, { recursive: true, force: true })));

/** The migrations folder as it was before the migration tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'celujacy-migrations-'));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0007 (asked_templates)', () => {
  it('fills the asked templates of every child from the attempts stored before it', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsBefore('0007_asked_templates') });
    await client.exec(`
      insert into "user" (id, name, email) values ('p1', 'Rodzic', 'rodzic@example.pl');
      insert into students (id, parent_id, nickname, grade, goal) values
        ('00000000-0000-4000-8000-000000000001', 'p1', 'Ala', '6', 'exam_70'),
        ('00000000-0000-4000-8000-000000000002', 'p1', 'Olek', '7', 'exam_70');
      insert into attempts (student_id, kind, position, template_id, level, seed, question_id, skill_id, params, item, created_at)
      values
        ('00000000-0000-4000-8000-000000000001', 'diagnostic', 1, 'fractions-add', 1, 1, 'q1', 's', '{}', '{}', '2026-09-02T08:00:00Z'),
        ('00000000-0000-4000-8000-000000000001', 'new', 2, 'fractions-add', 2, 2, 'q2', 's', '{}', '{}', '2026-09-01T08:00:00Z'),
        ('00000000-0000-4000-8000-000000000001', 'review', 3, 'percent-of', 1, 3, 'q3', 's', '{}', '{}', '2026-09-03T08:00:00Z'),
        ('00000000-0000-4000-8000-000000000002', 'new', 1, 'percent-of', 1, 4, 'q4', 's', '{}', '{}', '2026-09-04T08:00:00Z');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const { rows } = await client.query<{ student_id: string; template_id: string; first_asked_at: Date }>(
      'select student_id, template_id, first_asked_at from asked_templates order by student_id, template_id',
    );
    expect(rows.map((r) => [r.student_id.slice(-1), r.template_id, r.first_asked_at.toISOString()])).toEqual([
      ['1', 'fractions-add', '2026-09-01T08:00:00.000Z'],
      ['1', 'percent-of', '2026-09-03T08:00:00.000Z'],
      ['2', 'percent-of', '2026-09-04T08:00:00.000Z'],
    ]);
    await client.close();
  });
});
