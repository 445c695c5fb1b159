import { Hono } from 'hono';
import { z } from 'zod';
import { GRADES } from '#core/curriculum/student-profile.ts';
import type { Db } from '../../db/client.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { AppEnv } from '../../http/env.ts';
import { consumeRateLimit } from '../../http/rate-limit.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { demoCheck, demoDiagnostic, demoSession } from './demo.usecases.ts';
import { withMathMarkup } from '../../math/math-markup.ts';

/** Signed-out visitors can call these, so they are limited per address (or per user when signed in). */
export const DEMO_DRAW_RATE = { window: 10 * 60, max: 60 } as const;
export const DEMO_CHECK_RATE = { window: 10 * 60, max: 300 } as const;

const drawQuery = z.object({ grade: z.enum(GRADES).optional() });
const checkBody = z.object({
  token: z.string().min(1).max(4000),
  questionId: z.string().min(1).max(20),
  answer: z.union([z.string().max(500), z.number().finite()]),
});

/** Mounted at /api/demo. */
export function demoRoutes(deps: { db: Db; secret: string; now: () => Date; trustProxy: boolean }) {
  const who = (c: Parameters<typeof clientIp>[0]) => {
    const user = (c as { get(k: 'user'): { id: string } | null }).get('user');
    return user ? `user:${user.id}` : `ip:${clientIp(c, deps.trustProxy) ?? 'unknown'}`;
  };
  return new Hono<AppEnv>()
    .get('/diagnostic', async (c) => {
      const q = readQuery(c, drawQuery);
      await consumeRateLimit(deps.db, `demo-draw:${who(c)}`, DEMO_DRAW_RATE, deps.now());
      return c.json(withMathMarkup(demoDiagnostic({ grade: q.grade }, deps)));
    })
    .get('/session', async (c) => {
      const q = readQuery(c, drawQuery);
      await consumeRateLimit(deps.db, `demo-draw:${who(c)}`, DEMO_DRAW_RATE, deps.now());
      return c.json(withMathMarkup(demoSession({ grade: q.grade }, deps)));
    })
    .post('/check', async (c) => {
      const body = await readJson(c, checkBody);
      await consumeRateLimit(deps.db, `demo-check:${who(c)}`, DEMO_CHECK_RATE, deps.now());
      return c.json(withMathMarkup(demoCheck(body, deps)));
    });
}
