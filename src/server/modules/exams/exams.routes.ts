import { Hono } from 'hono';
import { requireLearner } from '../../auth/guards.ts';
import type { ChildScope } from '../../auth/child-scope.ts';
import { StudentErrors } from '../students/students.errors.ts';
import { ExamErrors } from './exams.errors.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { examHistory, getResult } from './exams-finish.usecases.ts';
import { finishBody, heartbeatBody, historyQuery, saveBody, startExamBody } from './exams.schemas.ts';
import type { ExamsDeps } from './exams.shared.ts';
import { finishWithAnswers, getExam, heartbeat, saveAnswers, startExam } from './exams.usecases.ts';
import { withMathMarkup } from '../../math/math-markup.ts';

/** Mock egzamin ósmoklasisty (docs/decisions/0011-mock-exam.md), mounted at /api/exams. */
export function examsRoutes(
  deps: ExamsDeps & { hasConsent: (userId: string) => Promise<boolean>; childScope: ChildScope },
) {
  // A child session may write its own mock exams where the plan allows (docs/decisions/0019-child-sessions.md).
  const guards = [requireLearner(deps.hasConsent)] as const;
  type C = Parameters<ChildScope['learner']>[0];
  const forChild = (c: C, studentId: string) => deps.childScope.learner(c, studentId, StudentErrors.notFound).parentId;
  const forExam = async (c: C, id: string) =>
    (await deps.childScope.owning(c, 'mockExam', id, ExamErrors.notFound)).parentId;
  return new Hono<AppEnv>()
    .get('/', ...guards, async (c) => {
      const q = readQuery(c, historyQuery);
      return c.json(await examHistory({ parentId: forChild(c, q.studentId), studentId: q.studentId }, deps));
    })
    .post('/start', ...guards, async (c) => {
      const body = await readJson(c, startExamBody);
      return c.json(
        withMathMarkup(await startExam({ parentId: forChild(c, body.studentId), studentId: body.studentId }, deps)),
      );
    })
    .post('/heartbeat', ...guards, async (c) => {
      const body = await readJson(c, heartbeatBody);
      return c.json(await heartbeat({ parentId: await forExam(c, body.examId), ...body }, deps));
    })
    .post('/save', ...guards, async (c) => {
      const body = await readJson(c, saveBody);
      return c.json(await saveAnswers({ parentId: await forExam(c, body.examId), ...body }, deps));
    })
    .post('/finish', ...guards, async (c) => {
      const body = await readJson(c, finishBody);
      return c.json(
        withMathMarkup(await finishWithAnswers({ parentId: await forExam(c, body.examId), ...body }, deps)),
      );
    })
    .get('/:id', ...guards, async (c) => {
      return c.json(
        withMathMarkup(
          await getExam({ parentId: await forExam(c, c.req.param('id')), examId: c.req.param('id') }, deps),
        ),
      );
    })
    .get('/:id/result', ...guards, async (c) => {
      return c.json(
        withMathMarkup(
          await getResult({ parentId: await forExam(c, c.req.param('id')), examId: c.req.param('id') }, deps),
        ),
      );
    });
}
