import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
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
import { withMathMarkup } from '../../http/math-markup.ts';

/** Adaptive diagnostic (spec sections 2–4, 7, 9), mounted at /api/diagnostic. */
export function diagnosticRoutes(deps: DiagnosticDeps & { hasConsent: (userId: string) => Promise<boolean> }) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  const parentId = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  return new Hono<AppEnv>()
    .post('/start', ...guards, async (c) => {
      const body = await readJson(c, startDiagnosticBody);
      return c.json(withMathMarkup(await startDiagnostic({ parentId: parentId(c), studentId: body.studentId }, deps)));
    })
    .post('/heartbeat', ...guards, async (c) => {
      const body = await readJson(c, heartbeatBody);
      return c.json(await heartbeat({ parentId: parentId(c), ...body }, deps));
    })
    .post('/save', ...guards, async (c) => {
      const body = await readJson(c, saveBody);
      return c.json(await saveAnswers({ parentId: parentId(c), ...body }, deps));
    })
    .post('/next', ...guards, async (c) => {
      const body = await readJson(c, nextBody);
      return c.json(withMathMarkup(await nextDiagnosticQuestion({ parentId: parentId(c), ...body }, deps)));
    })
    .post('/finish', ...guards, async (c) => {
      const body = await readJson(c, finishBody);
      return c.json(withMathMarkup(await finishDiagnostic({ parentId: parentId(c), ...body }, deps)));
    })
    .get('/attempt/:id', ...guards, async (c) => {
      return c.json(withMathMarkup(await getAttempt({ parentId: parentId(c), attemptId: c.req.param('id') }, deps)));
    })
    .get('/result/:id', ...guards, async (c) => {
      return c.json(withMathMarkup(await getResult({ parentId: parentId(c), diagnosticId: c.req.param('id') }, deps)));
    })
    .get('/latest', ...guards, async (c) => {
      const q = readQuery(c, latestQuery);
      return c.json(await latestResult({ parentId: parentId(c), studentId: q.studentId }, deps));
    });
}
