import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { examHistory, getResult } from './exams-finish.usecases.ts';
import { finishBody, heartbeatBody, historyQuery, saveBody, startExamBody } from './exams.schemas.ts';
import type { ExamsDeps } from './exams.shared.ts';
import { finishWithAnswers, getExam, heartbeat, saveAnswers, startExam } from './exams.usecases.ts';
import { withMathMarkup } from '../../http/math-markup.ts';

/** Mock egzamin ósmoklasisty (docs/decisions/0011-mock-exam.md), mounted at /api/exams. */
export function examsRoutes(deps: ExamsDeps & { hasConsent: (userId: string) => Promise<boolean> }) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  const parentId = (c: Parameters<typeof currentUser>[0]) => currentUser(c).id;
  return new Hono<AppEnv>()
    .get('/', ...guards, async (c) => {
      const q = readQuery(c, historyQuery);
      return c.json(await examHistory({ parentId: parentId(c), studentId: q.studentId }, deps));
    })
    .post('/start', ...guards, async (c) => {
      const body = await readJson(c, startExamBody);
      return c.json(withMathMarkup(await startExam({ parentId: parentId(c), studentId: body.studentId }, deps)));
    })
    .post('/heartbeat', ...guards, async (c) => {
      const body = await readJson(c, heartbeatBody);
      return c.json(await heartbeat({ parentId: parentId(c), ...body }, deps));
    })
    .post('/save', ...guards, async (c) => {
      const body = await readJson(c, saveBody);
      return c.json(await saveAnswers({ parentId: parentId(c), ...body }, deps));
    })
    .post('/finish', ...guards, async (c) => {
      const body = await readJson(c, finishBody);
      return c.json(withMathMarkup(await finishWithAnswers({ parentId: parentId(c), ...body }, deps)));
    })
    .get('/:id', ...guards, async (c) => {
      return c.json(withMathMarkup(await getExam({ parentId: parentId(c), examId: c.req.param('id') }, deps)));
    })
    .get('/:id/result', ...guards, async (c) => {
      return c.json(withMathMarkup(await getResult({ parentId: parentId(c), examId: c.req.param('id') }, deps)));
    });
}
