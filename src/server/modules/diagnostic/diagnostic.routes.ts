import { Hono } from 'hono';
import { requireLearner } from '../../auth/guards.ts';
import type { ChildScope } from '../../auth/child-scope.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { DiagnosticErrors } from './diagnostic.errors.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import {
  finishBody,
  heartbeatBody,
  latestQuery,
  nextBody,
  saveBody,
  startDiagnosticBody,
} from './diagnostic.schemas.ts';
import { heartbeat, saveAnswers } from './diagnostic-answers.usecases.ts';
import { finishDiagnostic } from './diagnostic-finish.usecases.ts';
import { getResult, latestResult } from './diagnostic-results.usecases.ts';
import type { DiagnosticDeps } from './diagnostic.shared.ts';
import { getAttempt, nextDiagnosticQuestion, startDiagnostic } from './diagnostic.usecases.ts';
import { withMathMarkup } from '../../math/math-markup.ts';

/** Adaptive diagnostic (spec sections 2–4, 7, 9), mounted at /api/diagnostic. */
export function diagnosticRoutes(
  deps: DiagnosticDeps & { hasConsent: (userId: string) => Promise<boolean>; childScope: ChildScope },
) {
  // A child session may take its own diagnostic (docs/decisions/0019-child-sessions.md).
  const guards = [requireLearner(deps.hasConsent)] as const;
  type C = Parameters<ChildScope['learner']>[0];
  const forChild = (c: C, studentId: string) => deps.childScope.learner(c, studentId, StudentErrors.notFound).parentId;
  const forAttempt = async (c: C, id: string) =>
    (await deps.childScope.owning(c, 'diagnosticAttempt', id, DiagnosticErrors.attemptNotFound)).parentId;
  return new Hono<AppEnv>()
    .post('/start', ...guards, async (c) => {
      const body = await readJson(c, startDiagnosticBody);
      return c.json(
        withMathMarkup(
          await startDiagnostic({ parentId: forChild(c, body.studentId), studentId: body.studentId }, deps),
        ),
      );
    })
    .post('/heartbeat', ...guards, async (c) => {
      const body = await readJson(c, heartbeatBody);
      return c.json(await heartbeat({ parentId: await forAttempt(c, body.attemptId), ...body }, deps));
    })
    .post('/save', ...guards, async (c) => {
      const body = await readJson(c, saveBody);
      return c.json(await saveAnswers({ parentId: await forAttempt(c, body.attemptId), ...body }, deps));
    })
    .post('/next', ...guards, async (c) => {
      const body = await readJson(c, nextBody);
      return c.json(
        withMathMarkup(await nextDiagnosticQuestion({ parentId: await forAttempt(c, body.attemptId), ...body }, deps)),
      );
    })
    .post('/finish', ...guards, async (c) => {
      const body = await readJson(c, finishBody);
      return c.json(
        withMathMarkup(await finishDiagnostic({ parentId: await forAttempt(c, body.attemptId), ...body }, deps)),
      );
    })
    .get('/attempt/:id', ...guards, async (c) => {
      return c.json(
        withMathMarkup(
          await getAttempt({ parentId: await forAttempt(c, c.req.param('id')), attemptId: c.req.param('id') }, deps),
        ),
      );
    })
    .get('/result/:id', ...guards, async (c) => {
      const id = c.req.param('id');
      const { parentId } = await deps.childScope.owning(c, 'diagnostic', id, DiagnosticErrors.resultNotFound);
      return c.json(withMathMarkup(await getResult({ parentId, diagnosticId: id }, deps)));
    })
    .get('/latest', ...guards, async (c) => {
      const q = readQuery(c, latestQuery);
      return c.json(await latestResult({ parentId: forChild(c, q.studentId), studentId: q.studentId }, deps));
    });
}
