import { PAGE_ALIASES } from './page-aliases.ts';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { pl } from './i18n/pl.ts';
import {
  adminGuard,
  adminSecurityGuard,
  authGuard,
  consentGuard,
  homeFor,
  learnerGuard,
  notForChildGuard,
  onboardingGuard,
  type Guard,
} from './lib/guards.ts';
import { withNext } from './lib/next-path.ts';
import { loadStatus } from './lib/session.ts';
import { childDevice } from './lib/storage.ts';
import { Layout } from './modules/shell/components/layout.tsx';
import { ErrorPage } from './modules/shell/pages/error-page.tsx';
import { NotFoundPage } from './modules/shell/pages/not-found-page.tsx';
import { Spinner } from './ui/button.tsx';

/** A loader that redirects as the guard says before the page (or its code) loads. */
export function guarded(guard: Guard): LoaderFunction {
  return async ({ request }) => {
    const to = guard(await loadStatus());
    if (to) {
      // A signed-out visitor comes back to this page after signing in (a link from an e-mail).
      const url = new URL(request.url);
      throw redirect(withNext(to, `${url.pathname}${url.search}${url.hash}`));
    }
    return null;
  };
}

/** A child's learning screens: their own child only for a child session, else a parent with consent. */
const learnerScreen: LoaderFunction = (args) => guarded(learnerGuard(args.params.studentId, childDevice.get()))(args);

type PageModule = { default: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A path that only sends the visitor elsewhere. Its loader always redirects, so the component
 * never renders; it is there because React Router expects every leaf route to render something.
 */
const redirectOnly = (loader: LoaderFunction): Pick<RouteObject, 'loader' | 'Component'> => ({
  loader,
  Component: () => null,
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <ErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, ...page(() => import('./modules/landing/pages/landing-page.tsx')) },

      { path: 'auth/login', ...page(() => import('./modules/auth/pages/login-page.tsx')) },
      { path: 'auth/register', ...page(() => import('./modules/auth/pages/register-page.tsx')) },
      { path: 'auth/signup', ...page(() => import('./modules/auth/pages/signup-page.tsx')) },
      { path: 'auth/verify', ...page(() => import('./modules/auth/pages/verify-page.tsx')) },
      {
        path: 'auth/magic-login',
        // Spec 2: an already signed-in user goes to /admin (admins) or /parent/dashboard.
        loader: async () => {
          const status = await loadStatus();
          if (status.child) throw redirect('/student');
          if (status.signedIn && status.emailVerified) throw redirect(homeFor(status.isAdmin));
          return null;
        },
        ...page(() => import('./modules/auth/pages/magic-login-page.tsx')),
      },
      {
        path: 'auth/two-factor',
        // Someone whose session needs no code (or already passed it) has nothing to do here.
        loader: async () => {
          const status = await loadStatus();
          if (status.signedIn && !status.secondFactorPending) throw redirect(homeFor(status.isAdmin));
          return null;
        },
        ...page(() => import('./modules/auth/pages/two-factor-page.tsx')),
      },
      { path: 'auth/callback', ...page(() => import('./modules/auth/pages/callback-page.tsx')) },
      { path: 'auth/forgot-password', ...page(() => import('./modules/auth/pages/forgot-password-page.tsx')) },
      { path: 'auth/reset-password', ...page(() => import('./modules/auth/pages/reset-password-page.tsx')) },
      { path: 'me', loader: guarded(authGuard), ...page(() => import('./modules/auth/pages/me-page.tsx')) },

      { path: 'privacy', ...page(() => import('./modules/legal/pages/privacy-page.tsx')) },
      { path: 'terms', ...page(() => import('./modules/legal/pages/terms-page.tsx')) },
      { path: 'about', ...page(() => import('./modules/legal/pages/about-page.tsx')) },
      { path: 'contact', ...page(() => import('./modules/legal/pages/contact-page.tsx')) },
      { path: 'consent', ...page(() => import('./modules/onboarding/pages/cookie-consent-page.tsx')) },

      {
        path: 'onboarding/next',
        ...redirectOnly(async () => {
          // The server decides where onboarding continues (one rule for every caller).
          throw redirect((await loadStatus()).next);
        }),
      },
      {
        path: 'onboarding/consent',
        loader: guarded(authGuard),
        ...page(() => import('./modules/onboarding/pages/consent-page.tsx')),
      },
      {
        path: 'onboarding/add-child',
        loader: guarded(consentGuard),
        ...page(() => import('./modules/onboarding/pages/add-child-page.tsx')),
      },

      {
        path: 'onboarding/diagnostic',
        loader: guarded(consentGuard),
        ...page(() => import('./modules/diagnostic/pages/diagnostic-page.tsx')),
      },
      {
        path: 'onboarding/diagnostic/result/:id',
        // A child reads their own result (the server answers only their own).
        loader: guarded(learnerGuard()),
        ...page(() => import('./modules/diagnostic/pages/diagnostic-result-page.tsx')),
      },

      {
        path: 'parent',
        ...redirectOnly(async (args) => {
          await guarded(authGuard)(args);
          throw redirect('/parent/dashboard');
        }),
      },
      {
        path: 'parent/dashboard',
        loader: guarded(onboardingGuard),
        ...page(() => import('./modules/parent/pages/dashboard-page.tsx')),
      },
      {
        path: 'parent/weekly',
        loader: guarded(onboardingGuard),
        ...page(() => import('./modules/parent/pages/weekly-page.tsx')),
      },
      {
        path: 'parent/children/:studentId/login',
        loader: guarded(onboardingGuard),
        ...page(() => import('./modules/child/pages/child-login-page.tsx')),
      },
      // A child's own sign-in (docs/decisions/0019-child-sessions.md).
      { path: 'child/sign-in', ...page(() => import('./modules/child/pages/child-sign-in-page.tsx')) },
      { path: 'child/link', ...page(() => import('./modules/child/pages/child-link-page.tsx')) },
      {
        path: 'parent/settings',
        loader: guarded(onboardingGuard),
        ...page(() => import('./modules/settings/pages/settings-page.tsx')),
      },
      // The e-mailed deletion link works signed out too: the signed token decides.
      { path: 'account/delete', ...page(() => import('./modules/settings/pages/delete-account-page.tsx')) },
      { path: 'account/deleted', ...page(() => import('./modules/settings/pages/account-deleted-page.tsx')) },
      ...Object.entries(PAGE_ALIASES).map(([from, to]) => ({
        path: from.slice(1),
        ...redirectOnly(() => redirect(to)),
      })),

      {
        path: 'student',
        // A signed-in child's own home; for a parent the chosen child's (the family's children need consent).
        loader: learnerScreen,
        ...page(() => import('./modules/student-home/pages/student-home-page.tsx')),
      },
      {
        // Every screen of one child (light mode applies to them all).
        path: 'student/:studentId',
        ...page(() => import('./modules/learning/components/student-screens.tsx')),
        children: [
          { index: true, Component: NotFoundPage },
          {
            path: 'diagnostic/start',
            loader: learnerScreen,
            ...page(() => import('./modules/diagnostic/pages/diagnostic-page.tsx')),
          },
          {
            path: 'session/start',
            loader: learnerScreen,
            ...page(() => import('./modules/practice/pages/session-start-page.tsx')),
          },
          {
            path: 'session/run',
            loader: learnerScreen,
            ...page(() => import('./modules/practice/pages/session-run-page.tsx')),
          },
          {
            path: 'session/summary',
            loader: learnerScreen,
            ...page(() => import('./modules/practice/pages/session-summary-page.tsx')),
          },
          // Mock exams (docs/decisions/0011-mock-exam.md)
          {
            path: 'exam',
            loader: learnerScreen,
            ...page(() => import('./modules/exam/pages/exam-page.tsx')),
          },
          {
            path: 'exam/result/:examId',
            loader: learnerScreen,
            ...page(() => import('./modules/exam/pages/exam-result-page.tsx')),
          },
          {
            path: 'tutor/:questionId',
            loader: learnerScreen,
            ...page(() => import('./modules/tutor/pages/tutor-page.tsx')),
          },
        ],
      },
      // The demos work signed out too (spec-decisions: "try it" from the landing page).
      { path: 'diagnostic', ...page(() => import('./modules/demo/pages/diagnostic-demo-page.tsx')) },
      { path: 'session', ...page(() => import('./modules/demo/pages/session-demo-page.tsx')) },
      // Never a price for a child.
      {
        path: 'pricing',
        loader: guarded(notForChildGuard),
        ...page(() => import('./modules/plans/pages/pricing-page.tsx')),
      },
      {
        path: 'billing',
        loader: guarded(notForChildGuard),
        ...page(() => import('./modules/plans/pages/billing-page.tsx')),
      },

      { path: 'admin', loader: guarded(adminGuard), ...page(() => import('./modules/admin/pages/admin-page.tsx')) },
      {
        path: 'admin/security',
        loader: guarded(adminSecurityGuard),
        ...page(() => import('./modules/security/pages/security-page.tsx')),
      },
      {
        path: 'admin/db-check',
        loader: guarded(adminGuard),
        ...page(() => import('./modules/admin/pages/db-check-page.tsx')),
      },
      {
        path: 'admin/content',
        loader: guarded(adminGuard),
        ...page(() => import('./modules/admin/pages/content-page.tsx')),
      },

      // Already in the main bundle: the error page shows it for unknown paths too.
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

function PageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-label={pl.common.loading}>
      <Spinner className="size-8 text-indigo-600" />
    </div>
  );
}
