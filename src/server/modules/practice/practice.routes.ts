import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson } from '../../http/validate.ts';
import { answerBody, nextQuestionBody, sessionIdBody, startSessionBody } from './practice.schemas.ts';
import {
  answerQuestion,
  endSession,
  getSession,
  getSummary,
  nextQuestion,
  startSession,
  type PracticeDeps,
} from './practice.usecases.ts';
import { withMathMarkup } from '../../http/math-markup.ts';

/** Practice sessions (spec section 7), mounted at /api/session. */
export function practiceRoutes(deps: PracticeDeps & { hasConsent: (userId: string) => Promise<boolean> }) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  return new Hono<AppEnv>()
    .post('/start', ...guards, async (c) => {
      const body = await readJson(c, startSessionBody);
      return c.json(
        withMathMarkup(
          await startSession(
            { parentId: currentUser(c).id, studentId: body.studentId, focusTopic: body.focusTopic },
            deps,
          ),
        ),
      );
    })
    .post('/next', ...guards, async (c) => {
      const body = await readJson(c, nextQuestionBody);
      return c.json(
        withMathMarkup(
          await nextQuestion({ parentId: currentUser(c).id, sessionId: body.sessionId, skip: body.skip }, deps),
        ),
      );
    })
    .post('/answer', ...guards, async (c) => {
      const body = await readJson(c, answerBody);
      return c.json(withMathMarkup(await answerQuestion({ parentId: currentUser(c).id, body }, deps)));
    })
    .post('/end', ...guards, async (c) => {
      const body = await readJson(c, sessionIdBody);
      return c.json(withMathMarkup(await endSession({ parentId: currentUser(c).id, sessionId: body.sessionId }, deps)));
    })
    .get('/:id/summary', ...guards, async (c) => {
      return c.json(
        withMathMarkup(await getSummary({ parentId: currentUser(c).id, sessionId: c.req.param('id') }, deps)),
      );
    })
    .get('/:id', ...guards, async (c) => {
      return c.json(
        withMathMarkup(await getSession({ parentId: currentUser(c).id, sessionId: c.req.param('id') }, deps)),
      );
    });
}
