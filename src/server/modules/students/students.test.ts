import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { students } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { createVerifiedUser, type TestUser } from '../../test/users.ts';

let t: TestApp;
let parent: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  parent = await createVerifiedUser(t, { consent: true });
});
afterAll(() => t.close());

const valid = { nickname: 'Ola', grade: '7', goal: 'exam_70', difficulties: ['fractions_powers', 'geometry'] };

async function storedCount() {
  const [row] = await t.database.db.select({ n: count() }).from(students).where(eq(students.parentId, parent.id));
  return row?.n ?? 0;
}

describe('POST /api/students', () => {
  it('stores the child with a trimmed nickname and returns it', async () => {
    const res = await call(t.app, '/api/students', {
      cookie: parent.cookie,
      body: { ...valid, nickname: '  Ola Nowak  ', grade: '1LO', goal: 'catch_up' },
    });
    expect(res.status).toBe(201);
    expect(res.json.student).toMatchObject({
      nickname: 'Ola Nowak',
      grade: '1LO',
      goal: 'catch_up',
      difficulties: ['fractions_powers', 'geometry'],
    });
    expect(res.json.student.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(res.json.student.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('accepts boundary values: 2 and 32 characters, 5 difficulties, none', async () => {
    for (const body of [
      { ...valid, nickname: 'Al' },
      { ...valid, nickname: 'x'.repeat(32) },
      { ...valid, difficulties: ['proportions', 'fractions_powers', 'linear_equations', 'functions', 'geometry'] },
      { nickname: 'Bez trudności', grade: '5', goal: 'other' },
    ]) {
      const res = await call(t.app, '/api/students', { cookie: parent.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(201);
    }
  });

  const bad: Array<[string, unknown, string | null]> = [
    ['nickname too short after trim', { ...valid, nickname: '  a  ' }, 'Pseudonim musi mieć co najmniej 2 znaki'],
    [
      'nickname of two zero-width spaces',
      { ...valid, nickname: '\u200b\u200b' },
      'Pseudonim musi mieć co najmniej 2 znaki',
    ],
    [
      'nickname of one letter and invisible characters',
      { ...valid, nickname: 'A\u200d\ufeff\u202e' },
      'Pseudonim musi mieć co najmniej 2 znaki',
    ],
    ['nickname 33 characters', { ...valid, nickname: 'x'.repeat(33) }, 'Pseudonim może mieć maksymalnie 32 znaki'],
    ['oversize nickname', { ...valid, nickname: 'ą'.repeat(5000) }, 'Pseudonim może mieć maksymalnie 32 znaki'],
    ['nickname is a number', { ...valid, nickname: 12345 }, null],
    ['missing grade', { nickname: 'Ola', goal: 'habit' }, 'Wybierz klasę'],
    ['unknown grade', { ...valid, grade: '4' }, 'Wybierz klasę'],
    ['grade as number', { ...valid, grade: 7 }, 'Wybierz klasę'],
    ['missing goal', { nickname: 'Ola', grade: '5' }, 'Wybierz cel nauki'],
    [
      '6 difficulties',
      {
        ...valid,
        difficulties: ['proportions', 'fractions_powers', 'linear_equations', 'functions', 'geometry', 'geometry'],
      },
      'Maksymalnie 5 obszarów trudności',
    ],
    [
      'duplicate difficulties',
      { ...valid, difficulties: ['geometry', 'geometry'] },
      'Obszary trudności nie mogą się powtarzać',
    ],
    ['unknown difficulty', { ...valid, difficulties: ['calculus'] }, 'Nieznany obszar trudności'],
    ['difficulties not a list', { ...valid, difficulties: 'geometry' }, null],
    ['body is an array', [valid], null],
    ['body is null', null, null],
  ];

  for (const [name, body, message] of bad) {
    it(`rejects ${name} with 400 and writes nothing`, async () => {
      const before = await storedCount();
      const res = await call(t.app, '/api/students', { cookie: parent.cookie, body: JSON.stringify(body) });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'request.invalid', message: expect.any(String) });
      if (message) {
        expect(res.json.error.details.map((d: { message: string }) => d.message)).toContain(message);
      }
      expect(await storedCount()).toBe(before);
    });
  }

  it('rejects malformed JSON and an oversize body without writing', async () => {
    const before = await storedCount();
    const malformed = await call(t.app, '/api/students', { cookie: parent.cookie, body: '{"nickname": "Ola",' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBe('request.malformed_json');
    const huge = await call(t.app, '/api/students', {
      cookie: parent.cookie,
      body: JSON.stringify({ ...valid, padding: 'x'.repeat(70_000) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('request.too_large');
    expect(await storedCount()).toBe(before);
  });
});

describe('GET /api/students', () => {
  it('lists only the caller’s children, newest first', async () => {
    const other = await createVerifiedUser(t, { consent: true });
    const first = await call(t.app, '/api/students', {
      cookie: other.cookie,
      body: { ...valid, nickname: 'Pierwszy' },
    });
    t.clock.advance(1000);
    const second = await call(t.app, '/api/students', { cookie: other.cookie, body: { ...valid, nickname: 'Drugi' } });
    const res = await call(t.app, '/api/students', { cookie: other.cookie });
    expect(res.status).toBe(200);
    expect(res.json.students.map((s: { id: string }) => s.id)).toEqual([second.json.student.id, first.json.student.id]);
    expect(res.json.students[0]).toEqual({
      id: second.json.student.id,
      nickname: 'Drugi',
      grade: '7',
      goal: 'exam_70',
      difficulties: ['fractions_powers', 'geometry'],
      createdAt: second.json.student.createdAt,
    });
  });
});
