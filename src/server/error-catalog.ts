import { AuthErrors } from './auth/auth.errors.ts';
import { CommonErrors } from './errors.ts';
import { AccountDataErrors } from './modules/account-data/account-data.errors.ts';
import { ChildAccessErrors } from './modules/child-access/child-access.errors.ts';
import { ContentErrors } from './modules/content/content.errors.ts';
import { DemoErrors } from './modules/demo/demo.errors.ts';
import { DiagnosticErrors } from './modules/diagnostic/diagnostic.errors.ts';
import { ExamErrors } from './modules/exams/exams.errors.ts';
import { QuestionReportErrors } from './modules/feedback/question-reports.errors.ts';
import { NotificationErrors } from './modules/notifications/notifications.errors.ts';
import { PlanErrors } from './modules/plans/plans.errors.ts';
import { PracticeErrors } from './modules/practice/practice.errors.ts';
import { ReportErrors } from './modules/reports/reports.errors.ts';
import { StudentErrors } from './modules/students/students.errors.ts';
import { TutorErrors } from './modules/tutor/tutor.errors.ts';

/**
 * Every group of error factories the API has. The contract's `ApiErrorCode` is built from this
 * list, and a test checks that every `defineError` in the server belongs to one of its groups.
 */
export const ERROR_CATALOG = {
  AuthErrors,
  CommonErrors,
  AccountDataErrors,
  ChildAccessErrors,
  ContentErrors,
  DemoErrors,
  DiagnosticErrors,
  ExamErrors,
  NotificationErrors,
  PlanErrors,
  PracticeErrors,
  QuestionReportErrors,
  ReportErrors,
  StudentErrors,
  TutorErrors,
} as const;
