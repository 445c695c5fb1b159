import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { addChild, createVerifiedUser } from '../../test/users.ts';
import { eq } from 'drizzle-orm';
import { askedTemplates } from '../../db/schema/index.ts';
import { createPracticeRepository } from '../practice/practice.repository.ts';
import { createAttemptsRepository } from './attempts.repository.ts';

let t: TestApp;
let studentId: string;

beforeAll(async () => {
  t = await createTestApp();
  const u = await createVerifiedUser(t, { consent: true });
  studentId = (await addChild(t, u)).id;
});
afterAll(() => t.close());

describe('insertServed', () => {
  // The row is built from what was given (the insert returns only the id): it must be the stored row.
  it('returns the row as stored, for every template', async () => {
    const attempts = createAttemptsRepository(t.database.db);
    const now = new Date('2026-11-27T10:00:00.000Z');
    let position = 0;
    for (const template of allTemplates()) {
      const item = generateQuestion(template.id, 1, 1000 + position);
      const served = await attempts.insertServed({
        studentId,
        kind: 'new',
        position: ++position,
        item,
        predicted: 0.5,
        now,
      });
      expect(served).not.toBeNull();
      const stored = await attempts.findById(served!.id);
      // Compared as JSON (what the API sends): jsonb keeps no key order and drops undefined fields.
      expect(JSON.parse(JSON.stringify(served))).toEqual(JSON.parse(JSON.stringify(stored)));
      expect(served!.createdAt.getTime()).toBe(stored!.createdAt.getTime());
    }
  });

  it("records each template once among the child's asked templates; a taken position stores nothing", async () => {
    const childId = (await addChild(t, await createVerifiedUser(t, { consent: true }))).id;
    const attempts = createAttemptsRepository(t.database.db);
    const session = await createPracticeRepository(t.database.db).create({
      studentId: childId,
      startedAt: new Date('2026-11-27T10:00:00.000Z'),
      endsAt: new Date('2026-11-27T10:20:00.000Z'),
    });
    const [first, second] = allTemplates();
    const serve = (position: number, templateId: string, minute: number) =>
      attempts.insertServed({
        studentId: childId,
        sessionId: session.id,
        kind: 'new',
        position,
        item: generateQuestion(templateId, 1, position),
        now: new Date(Date.UTC(2026, 10, 27, 10, minute)),
      });
    expect(await serve(1, first!.id, 1)).not.toBeNull();
    expect(await serve(2, first!.id, 2)).not.toBeNull();
    // Position 2 is taken: neither the attempt nor its template is stored.
    expect(await serve(2, second!.id, 3)).toBeNull();
    const asked = await t.database.db.select().from(askedTemplates).where(eq(askedTemplates.studentId, childId));
    expect(asked).toEqual([
      { studentId: childId, templateId: first!.id, firstAskedAt: new Date(Date.UTC(2026, 10, 27, 10, 1)) },
    ]);
  });
});
