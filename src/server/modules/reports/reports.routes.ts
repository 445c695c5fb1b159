import { Hono } from 'hono';
import { currentUser, requireConsent, requireUser, requireVerifiedEmail } from '../../auth/guards.ts';
import type { AppEnv } from '../../http/env.ts';
import { readJson, readQuery } from '../../http/validate.ts';
import { listReportsQuery, markViewedBody } from './reports.schemas.ts';
import { listReports, markReportViewed, type ReportDeps } from './reports.usecases.ts';

/** /api/parent/weekly-reports and /api/parent/report/mark-viewed (spec section 7). */
export function reportsRoutes(deps: ReportDeps & { hasConsent: (userId: string) => Promise<boolean> }) {
  const guards = [requireUser, requireVerifiedEmail, requireConsent(deps.hasConsent)] as const;
  return new Hono<AppEnv>()
    .get('/weekly-reports', ...guards, async (c) => {
      const query = readQuery(c, listReportsQuery);
      return c.json(await listReports({ parentId: currentUser(c).id, ...query }, deps));
    })
    .post('/report/mark-viewed', ...guards, async (c) => {
      const { reportId } = await readJson(c, markViewedBody);
      const report = await markReportViewed({ parentId: currentUser(c).id, reportId }, deps);
      return c.json({ report });
    });
}
