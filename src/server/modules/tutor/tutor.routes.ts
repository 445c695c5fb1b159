import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { finalBody, hintBody, stepBody, tutorQuery } from './tutor.schemas.ts';
import { checkTutorStep, finalAnswer, getTutor, takeHint, type TutorDeps } from './tutor.usecases.ts';
import { withMathMarkup } from '../../http/math-markup.ts';

/** Step tutor (training mode), mounted at /api/tutor. */
export function tutorRoutes(deps: TutorDeps & { hasConsent: (userId: string) => Promise<boolean> }) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  return new Hono<AppEnv>()
    .post('/step', ...guards, async (c) => {
      const body = await readJson(c, stepBody);
      return c.json(withMathMarkup(await checkTutorStep({ parentId: currentUser(c).id, ...body }, deps)));
    })
    .post('/hint', ...guards, async (c) => {
      const body = await readJson(c, hintBody);
      return c.json(withMathMarkup(await takeHint({ parentId: currentUser(c).id, ...body }, deps)));
    })
    .post('/final', ...guards, async (c) => {
      const body = await readJson(c, finalBody);
      return c.json(withMathMarkup(await finalAnswer({ parentId: currentUser(c).id, ...body }, deps)));
    })
    .get('/:questionId', ...guards, async (c) => {
      const q = readQuery(c, tutorQuery);
      return c.json(
        withMathMarkup(
          await getTutor(
            { parentId: currentUser(c).id, attemptId: c.req.param('questionId'), studentId: q.studentId },
            deps,
          ),
        ),
      );
    });
}
