import {
  latestWeekSummary,
  mocksUpTo,
  reportWeek,
  weeklyFigures,
  type WeeklyFigures,
  type WeeklyMockExam,
} from '#core/reports/weekly-report.ts';
import { addCalendarDays, zonedTime } from '#core/time/zones.ts';
import { StudentErrors } from '../students/students.errors.ts';
import type { StudentsRepository } from '../students/students.repository.ts';
import type { SettingsRepository } from '../settings/settings.repository.ts';
import { ReportErrors } from './reports.errors.ts';
import type { ReportsRepository } from './reports.repository.ts';

export interface ReportDeps {
  reports: ReportsRepository;
  students: StudentsRepository;
  settings: SettingsRepository;
  now: () => Date;
}

/**
 * Computes and stores the week containing `date` (in the parent's zone) for each of the family's
 * children who practised in it. A week that is over is stored as final; the running week is
 * refreshed whenever it is asked for.
 */
export async function refreshFamilyWeek(
  data: { parentId: string; date?: string },
  deps: ReportDeps,
): Promise<{
  weekStart: string;
  weekEnd: string;
  children: { nickname: string; id: string; figures: WeeklyFigures | null; mockExams: WeeklyMockExam[] }[];
}> {
  const now = deps.now();
  const { timezone } = await deps.settings.get(data.parentId);
  const today = zonedTime(now, timezone).date;
  const week = reportWeek(data.date ?? today, timezone);
  const final = now.getTime() >= week.to.getTime();
  const children = [];
  const family = (await deps.students.listForParent(data.parentId)).reverse();
  const mocks = await deps.reports.mockExamsOf(
    family.map((c) => c.id),
    timezone,
  );
  // Oldest child first, as the family added them.
  for (const child of family) {
    const raw = await deps.reports.childWeek(child.id, week.from, week.to, timezone);
    const figures = weeklyFigures({ ...raw, weekStart: week.weekStart, weekEnd: week.weekEnd, asOf: today });
    if (figures) await deps.reports.upsert(child.id, figures, { timezone, final, at: now });
    children.push({
      id: child.id,
      nickname: child.nickname,
      figures,
      mockExams: mocksUpTo(mocks.get(child.id) ?? [], week.weekEnd),
    });
  }
  return { weekStart: week.weekStart, weekEnd: week.weekEnd, children };
}

/** The family's last week, once it is over (what the weekly job stores). */
export async function finalizeLastWeek(data: { parentId: string }, deps: ReportDeps) {
  const { timezone } = await deps.settings.get(data.parentId);
  const lastWeekDay = addCalendarDays(zonedTime(deps.now(), timezone).date, -7);
  return refreshFamilyWeek({ parentId: data.parentId, date: lastWeekDay }, deps);
}

export async function listReports(data: { parentId: string; studentId?: string; limit: number }, deps: ReportDeps) {
  if (data.studentId && !(await deps.students.findForParent(data.parentId, data.studentId))) {
    throw StudentErrors.notFound();
  }
  // The running week is computed on demand, so the screen shows this week's practice at once.
  await refreshFamilyWeek({ parentId: data.parentId }, deps);
  const stored = await deps.reports.listForParent(data.parentId, { studentId: data.studentId, limit: data.limit });
  // Mock exam results over time, as of each report's week (read now: a mock may be finished later in the week).
  const { timezone } = await deps.settings.get(data.parentId);
  const mocks = await deps.reports.mockExamsOf([...new Set(stored.map((r) => r.student_id))], timezone);
  const reports = stored.map((r) => ({ ...r, mock_exams: mocksUpTo(mocks.get(r.student_id) ?? [], r.week_end) }));
  return { reports, latest_summary: latestWeekSummary(reports) };
}

export async function markReportViewed(data: { parentId: string; reportId: string }, deps: ReportDeps) {
  const report = await deps.reports.markViewed(data.parentId, data.reportId, deps.now());
  if (!report) throw ReportErrors.notFound();
  return report;
}
