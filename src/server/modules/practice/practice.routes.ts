import { Hono } from 'hono';
import { requireLearner } from '../../auth/guards.ts';
import type { ChildScope } from '../../auth/child-scope.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { PracticeErrors } from './practice.errors.ts';
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
import { withMathMarkup } from '../../math/math-markup.ts';

/** Practice sessions (spec section 7), mounted at /api/session. */
export function practiceRoutes(
  deps: PracticeDeps & { hasConsent: (userId: string) => Promise<boolean>; childScope: ChildScope },
) {
  // A child session may practise, only in its own sessions (docs/decisions/0019-child-sessions.md).
  const guards = [requireLearner(deps.hasConsent)] as const;
  const scope = deps.childScope;
  const session = (c: Parameters<ChildScope['learner']>[0], id: string) =>
    scope.owning(c, 'practiceSession', id, PracticeErrors.notFound);
  return new Hono<AppEnv>()
    .post('/start', ...guards, async (c) => {
      const body = await readJson(c, startSessionBody);
      const { parentId } = scope.learner(c, body.studentId, StudentErrors.notFound);
      return c.json(
        withMathMarkup(await startSession({ parentId, studentId: body.studentId, focusTopic: body.focusTopic }, deps)),
      );
    })
    .post('/next', ...guards, async (c) => {
      const body = await readJson(c, nextQuestionBody);
      const { parentId } = await session(c, body.sessionId);
      return c.json(withMathMarkup(await nextQuestion({ parentId, sessionId: body.sessionId, skip: body.skip }, deps)));
    })
    .post('/answer', ...guards, async (c) => {
      const body = await readJson(c, answerBody);
      const { parentId } = await session(c, body.sessionId);
      return c.json(withMathMarkup(await answerQuestion({ parentId, body }, deps)));
    })
    .post('/end', ...guards, async (c) => {
      const body = await readJson(c, sessionIdBody);
      const { parentId } = await session(c, body.sessionId);
      return c.json(withMathMarkup(await endSession({ parentId, sessionId: body.sessionId }, deps)));
    })
    .get('/:id/summary', ...guards, async (c) => {
      const { parentId } = await session(c, c.req.param('id'));
      return c.json(withMathMarkup(await getSummary({ parentId, sessionId: c.req.param('id') }, deps)));
    })
    .get('/:id', ...guards, async (c) => {
      const { parentId } = await session(c, c.req.param('id'));
      return c.json(withMathMarkup(await getSession({ parentId, sessionId: c.req.param('id') }, deps)));
    });
}
