/**
 * The API's contract for the client (docs/decisions/0004): every response body the client reads,
 * taken from the routes themselves (Hono's typed route chain, with JSON's view of the values:
 * dates become strings), and every error code the API answers with. The client imports this
 * file with `import type` only; nothing here reaches the browser bundle.
 */
import type { Hono } from 'hono';
import type { ExtractSchema } from 'hono/types';
import type { ErrorCodesOf } from './errors.ts';
import type { ERROR_CATALOG } from './error-catalog.ts';
import type { accountDataRoutes } from './modules/account-data/account-data.routes.ts';
import type {
  childAccessParentRoutes,
  childAuthRoutes,
  childRoutes,
} from './modules/child-access/child-access.routes.ts';
import type { adminRoutes } from './modules/admin/admin.routes.ts';
import type { adminAnalyticsRoutes } from './modules/admin-analytics/admin-analytics.routes.ts';
import type { consentsRoutes } from './modules/consents/consents.routes.ts';
import type { contentRoutes } from './modules/content/content.routes.ts';
import type { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import type { dbStatusRoutes } from './modules/db-status/db-status.routes.ts';
import type { demoRoutes } from './modules/demo/demo.routes.ts';
import type { diagnosticRoutes } from './modules/diagnostic/diagnostic.routes.ts';
import type { examsRoutes } from './modules/exams/exams.routes.ts';
import type { adminReportsRoutes } from './modules/feedback/feedback.routes.ts';
import type { questionReportsRoutes } from './modules/feedback/question-reports.routes.ts';
import type { meRoutes } from './modules/me/me.routes.ts';
import type { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import type { onboardingRoutes } from './modules/onboarding/onboarding.routes.ts';
import type { adminPlansRoutes, plansRoutes } from './modules/plans/plans.routes.ts';
import type { reportsRoutes } from './modules/reports/reports.routes.ts';
import type { settingsRoutes } from './modules/settings/settings.routes.ts';
import type { practiceRoutes } from './modules/practice/practice.routes.ts';
import type { studentsRoutes } from './modules/students/students.routes.ts';
import type { studentHomeRoutes } from './modules/student-home/student-home.routes.ts';
import type { tutorRoutes } from './modules/tutor/tutor.routes.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module's routes factory
type RoutesFactory = (...args: any[]) => Hono<any, any, any>;
type Schema<Routes extends RoutesFactory> = ExtractSchema<ReturnType<Routes>>;
/** The body a route answers with on success, e.g. `ResponseOf<typeof practiceRoutes, '/start', '$post'>`. */
type ResponseOf<
  Routes extends RoutesFactory,
  Path extends keyof Schema<Routes>,
  Method extends keyof Schema<Routes>[Path],
> = Schema<Routes>[Path][Method] extends { output: infer Output } ? Output : never;

/** Every `code` of the API's `{ error: { code, message } }` bodies. */
export type ApiErrorCode = {
  [Group in keyof typeof ERROR_CATALOG]: ErrorCodesOf<(typeof ERROR_CATALOG)[Group]>;
}[keyof typeof ERROR_CATALOG];

// Account and family
export type MeResponse = ResponseOf<typeof meRoutes, '/', '$get'>;
export type OnboardingStatus = ResponseOf<typeof onboardingRoutes, '/status', '$get'>;
export type ConsentResponse = ResponseOf<typeof consentsRoutes, '/', '$get'>;
export type StudentResponse = ResponseOf<typeof studentsRoutes, '/:id', '$get'>;
export type Student = StudentResponse['student'];
export type CreatedStudentResponse = ResponseOf<typeof studentsRoutes, '/', '$post'>;
export type DashboardResponse = ResponseOf<typeof dashboardRoutes, '/dashboard', '$get'>;
/** The child's home (/student): GET /api/students/:id/home. */
export type StudentHomeResponse = ResponseOf<typeof studentHomeRoutes, '/:id/home', '$get'>;
export type AccountDeletionRequestResponse = ResponseOf<typeof accountDataRoutes, '/account/delete-request', '$post'>;
export type AccountDeletionResponse = ResponseOf<typeof accountDataRoutes, '/account/delete', '$post'>;

// A child's own sign-in (docs/decisions/0019-child-sessions.md)
export type FamilyCodeResponse = ResponseOf<typeof childAccessParentRoutes, '/family-code', '$get'>;
export type SignInLinkResponse = ResponseOf<typeof childAccessParentRoutes, '/students/:id/sign-in-link', '$post'>;
export type ChildAccessSettings = ResponseOf<typeof childAccessParentRoutes, '/students/:id/child-access', '$get'>;
export type ChildDevicesResponse = ResponseOf<typeof childAccessParentRoutes, '/students/:id/devices', '$get'>;
export type FamilyChildrenResponse = ResponseOf<typeof childAuthRoutes, '/family', '$post'>;
export type ChildMeResponse = ResponseOf<typeof childRoutes, '/me', '$get'>;

// Practice sessions (/api/session)
export type SessionStartResponse = ResponseOf<typeof practiceRoutes, '/start', '$post'>;
export type NextQuestionResponse = ResponseOf<typeof practiceRoutes, '/next', '$post'>;
export type AnswerResponse = ResponseOf<typeof practiceRoutes, '/answer', '$post'>;
export type SessionEndResponse = ResponseOf<typeof practiceRoutes, '/end', '$post'>;
export type SessionSummaryResponse = ResponseOf<typeof practiceRoutes, '/:id/summary', '$get'>;

// Step tutor (/api/tutor)
export type TutorStateResponse = ResponseOf<typeof tutorRoutes, '/:questionId', '$get'>;
export type TutorStepResponse = ResponseOf<typeof tutorRoutes, '/step', '$post'>;
export type TutorHintResponse = ResponseOf<typeof tutorRoutes, '/hint', '$post'>;
export type TutorFinalResponse = ResponseOf<typeof tutorRoutes, '/final', '$post'>;

// Diagnostic (/api/diagnostic)
export type DiagnosticAttemptResponse = ResponseOf<typeof diagnosticRoutes, '/attempt/:id', '$get'>;
export type DiagnosticStartResponse = ResponseOf<typeof diagnosticRoutes, '/start', '$post'>;
export type DiagnosticHeartbeatResponse = ResponseOf<typeof diagnosticRoutes, '/heartbeat', '$post'>;
export type DiagnosticSaveResponse = ResponseOf<typeof diagnosticRoutes, '/save', '$post'>;
export type DiagnosticNextResponse = ResponseOf<typeof diagnosticRoutes, '/next', '$post'>;
export type DiagnosticFinishResponse = ResponseOf<typeof diagnosticRoutes, '/finish', '$post'>;
export type DiagnosticResultResponse = ResponseOf<typeof diagnosticRoutes, '/result/:id', '$get'>;

// Mock exams (/api/exams)
export type ExamHistoryResponse = ResponseOf<typeof examsRoutes, '/', '$get'>;
export type ExamStartResponse = ResponseOf<typeof examsRoutes, '/start', '$post'>;
export type ExamViewResponse = ResponseOf<typeof examsRoutes, '/:id', '$get'>;
export type ExamHeartbeatResponse = ResponseOf<typeof examsRoutes, '/heartbeat', '$post'>;
export type ExamSaveResponse = ResponseOf<typeof examsRoutes, '/save', '$post'>;
export type ExamFinishResponse = ResponseOf<typeof examsRoutes, '/finish', '$post'>;
export type ExamResultResponse = ResponseOf<typeof examsRoutes, '/:id/result', '$get'>;

// Signed-out demos (/api/demo)
export type DemoDiagnosticResponse = ResponseOf<typeof demoRoutes, '/diagnostic', '$get'>;
export type DemoSessionResponse = ResponseOf<typeof demoRoutes, '/session', '$get'>;
export type DemoCheckResponse = ResponseOf<typeof demoRoutes, '/check', '$post'>;

// Question reports and admin
export type QuestionReportResponse = ResponseOf<typeof questionReportsRoutes, '/', '$post'>;
export type AdminOverviewResponse = ResponseOf<typeof adminRoutes, '/overview', '$get'>;
export type ContentSkillsResponse = ResponseOf<typeof contentRoutes, '/skills', '$get'>;
export type ContentSampleResponse = ResponseOf<typeof contentRoutes, '/sample', '$get'>;
export type AdminReportsResponse = ResponseOf<typeof adminReportsRoutes, '/', '$get'>;
export type ReportStatusResponse = ResponseOf<typeof adminReportsRoutes, '/:id/status', '$post'>;
export type AdminAnalyticsResponse = ResponseOf<typeof adminAnalyticsRoutes, '/', '$get'>;
export type DbStatusResponse = ResponseOf<typeof dbStatusRoutes, '/', '$get'>;

// Plans, trial and access codes (/api and /api/admin)
export type GatingStatusResponse = ResponseOf<typeof plansRoutes, '/gating-status', '$get'>;
export type ChildPlanResponse = ResponseOf<typeof plansRoutes, '/plan', '$get'>;
export type RedeemCodeResponse = ResponseOf<typeof plansRoutes, '/redeem-code', '$post'>;
export type AccessRequestResponse = ResponseOf<typeof plansRoutes, '/access-requests', '$post'>;
export type WeeklyReportEmailResponse = ResponseOf<typeof notificationsRoutes, '/weekly-report', '$post'>;
export type GrantPlanResponse = ResponseOf<typeof adminPlansRoutes, '/grant-plan', '$post'>;
export type AdminCodesResponse = ResponseOf<typeof adminPlansRoutes, '/codes', '$get'>;
export type CreatedCodeResponse = ResponseOf<typeof adminPlansRoutes, '/codes', '$post'>;
export type RevokedCodeResponse = ResponseOf<typeof adminPlansRoutes, '/codes/:id/revoke', '$post'>;
export type AccessRequestsResponse = ResponseOf<typeof adminPlansRoutes, '/access-requests', '$get'>;
export type SendAccessCodeResponse = ResponseOf<typeof adminPlansRoutes, '/access-requests/:id/send-code', '$post'>;
export type AdminUsersResponse = ResponseOf<typeof adminPlansRoutes, '/users', '$get'>;

// Weekly reports, settings and e-mails (/api/parent, /api/notifications)
export type ParentSettingsResponse = ResponseOf<typeof settingsRoutes, '/settings', '$get'>;
export type SavedParentSettingsResponse = ResponseOf<typeof settingsRoutes, '/settings', '$post'>;
export type WeeklyReportsResponse = ResponseOf<typeof reportsRoutes, '/weekly-reports', '$get'>;
export type WeeklyReport = WeeklyReportsResponse['reports'][number];
export type WeeklyReportSummary = WeeklyReportsResponse['latest_summary'];
export type MarkReportViewedResponse = ResponseOf<typeof reportsRoutes, '/report/mark-viewed', '$post'>;
export type TestNotificationResponse = ResponseOf<typeof notificationsRoutes, '/test', '$post'>;
