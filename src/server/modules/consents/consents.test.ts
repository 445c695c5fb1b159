import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { consents } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call } from '../../test/http.ts';
import { createVerifiedUser, type TestUser } from '../../test/users.ts';

let t: TestApp;
let parent: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  parent = await createVerifiedUser(t);
});
afterAll(() => t.close());

const rows = () => t.database.db.select().from(consents).where(eq(consents.userId, parent.id));
const full = { parental: true, terms: true, privacy: true, marketing: false };

describe('POST /api/consents', () => {
  it('rejects a form without each required consent, with the form’s Polish messages, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...full, parental: false }, 'Musisz wyrazić zgodę rodzicielską'],
      [{ ...full, terms: undefined }, 'Musisz zaakceptować regulamin'],
      [{ ...full, privacy: 'true' }, 'Musisz zaakceptować politykę prywatności'],
    ];
    for (const [body, message] of cases) {
      const res = await call(t.app, '/api/consents', { cookie: parent.cookie, body });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('request.invalid');
      expect(res.json.error.details.map((d: { message: string }) => d.message)).toContain(message);
    }
    const wrongType = await call(t.app, '/api/consents', {
      cookie: parent.cookie,
      body: { ...full, marketing: 'tak' },
    });
    expect(wrongType.status).toBe(400);
    const malformed = await call(t.app, '/api/consents', { cookie: parent.cookie, body: '{parental: true}' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBe('request.malformed_json');
    expect(await rows()).toHaveLength(0);
  });

  it('stores the consent with the user agent and never the IP address', async () => {
    const res = await call(t.app, '/api/consents', {
      cookie: parent.cookie,
      body: { ...full, marketing: true },
      headers: { 'user-agent': 'Testowa-przegladarka/1.0', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(res.status).toBe(200);
    expect(res.json.consent).toMatchObject({
      type: 'parental',
      accepted: { parental: true, terms: true, privacy: true, marketing: true },
    });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ type: 'parental', ip: null, userAgent: 'Testowa-przegladarka/1.0' });
  });

  it('is an upsert on user and type: repeating it keeps one row with the latest answers', async () => {
    const first = (await rows())[0];
    t.clock.advance(60_000);
    const res = await call(t.app, '/api/consents', { cookie: parent.cookie, body: full });
    expect(res.status).toBe(200);
    const again = await call(t.app, '/api/consents', { cookie: parent.cookie, body: full });
    expect(again.status).toBe(200);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toBe(first?.id);
    expect(stored[0]?.accepted.marketing).toBe(false);
    expect(stored[0]!.createdAt.getTime()).toBeGreaterThan(first!.createdAt.getTime());
  });

  it('marketing is optional and defaults to false', async () => {
    const res = await call(t.app, '/api/consents', {
      cookie: parent.cookie,
      body: { parental: true, terms: true, privacy: true },
    });
    expect(res.status).toBe(200);
    expect(res.json.consent.accepted.marketing).toBe(false);
  });
});

describe('GET /api/consents', () => {
  it('gives the saved consent back, with the latest marketing choice, and null before any', async () => {
    const fresh = await createVerifiedUser(t);
    expect((await call(t.app, '/api/consents', { cookie: fresh.cookie })).json).toEqual({ consent: null });
    await call(t.app, '/api/consents', { cookie: fresh.cookie, body: { ...full, marketing: true } });
    const saved = await call(t.app, '/api/consents', { cookie: fresh.cookie });
    expect(saved.status).toBe(200);
    expect(saved.json.consent).toMatchObject({
      type: 'parental',
      accepted: { parental: true, terms: true, privacy: true, marketing: true },
    });
  });
});
