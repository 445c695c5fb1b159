import { Hono } from 'hono';
import { requireLearner } from '../../auth/guards.ts';
import type { ChildScope } from '../../auth/child-scope.ts';
import { TutorErrors } from './tutor.errors.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { finalBody, hintBody, stepBody, tutorQuery } from './tutor.schemas.ts';
import { checkTutorStep, finalAnswer, getTutor, takeHint, type TutorDeps } from './tutor.usecases.ts';
import { withMathMarkup } from '../../math/math-markup.ts';

/** Step tutor (training mode), mounted at /api/tutor. */
export function tutorRoutes(
  deps: TutorDeps & { hasConsent: (userId: string) => Promise<boolean>; childScope: ChildScope },
) {
  // A child session may use the tutor on its own questions (docs/decisions/0019-child-sessions.md).
  const guards = [requireLearner(deps.hasConsent)] as const;
  /** The family, after checking a child's own question and child; a child's studentId is its own. */
  const learner = async (c: Parameters<ChildScope['learner']>[0], attemptId: string, studentId?: string) => {
    deps.childScope.learner(c, studentId, TutorErrors.studentNotFound);
    const l = await deps.childScope.owning(c, 'attempt', attemptId, TutorErrors.attemptNotFound);
    return { parentId: l.parentId, studentId: studentId ?? l.studentId ?? undefined };
  };
  return new Hono<AppEnv>()
    .post('/step', ...guards, async (c) => {
      const body = await readJson(c, stepBody);
      const l = await learner(c, body.attemptId, body.studentId);
      return c.json(withMathMarkup(await checkTutorStep({ ...body, ...l }, deps)));
    })
    .post('/hint', ...guards, async (c) => {
      const body = await readJson(c, hintBody);
      const l = await learner(c, body.attemptId, body.studentId);
      return c.json(withMathMarkup(await takeHint({ ...body, ...l }, deps)));
    })
    .post('/final', ...guards, async (c) => {
      const body = await readJson(c, finalBody);
      const l = await learner(c, body.attemptId, body.studentId);
      return c.json(withMathMarkup(await finalAnswer({ ...body, ...l }, deps)));
    })
    .get('/:questionId', ...guards, async (c) => {
      const q = readQuery(c, tutorQuery);
      const attemptId = c.req.param('questionId');
      const l = await learner(c, attemptId, q.studentId);
      return c.json(withMathMarkup(await getTutor({ ...l, attemptId }, deps)));
    });
}
