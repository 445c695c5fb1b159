import { Hono } from 'hono';
import { requireAdmin, requireUser } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readQuery } from '../../http/validate.ts';
import type { ContentRepository } from './content.repository.ts';
import { sampleQuery } from './content.schemas.ts';
import { attemptItem, examTaskItem, listSkills, sampleItem } from './content.usecases.ts';
import { withMathMarkup } from '../../math/math-markup.ts';

/** Admin content browser, mounted at /api/admin/content. */
export function contentRoutes(deps: { content: ContentRepository }) {
  return new Hono<AppEnv>()
    .get('/skills', requireUser, requireAdmin, (c) => c.json(listSkills()))
    .get('/sample', requireUser, requireAdmin, (c) => {
      const q = readQuery(c, sampleQuery);
      return c.json(
        withMathMarkup(sampleItem({ templateId: q.templateId, level: q.level as 1 | 2 | 3, seed: q.seed })),
      );
    })
    .get('/attempt/:id', requireUser, requireAdmin, async (c) =>
      c.json(withMathMarkup(await attemptItem({ attemptId: c.req.param('id') }, deps))),
    )
    .get('/exam-task/:id', requireUser, requireAdmin, async (c) =>
      c.json(withMathMarkup(await examTaskItem({ taskId: c.req.param('id') }, deps))),
    );
}
