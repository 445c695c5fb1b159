import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { pl, type Role } from '../../../i18n/pl.ts';
import { cn } from '../../../lib/cn.ts';
import { useStatus } from '../../../lib/session.ts';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { BrandMark, BugIcon, ChevronDown, CloseIcon, CogIcon, MenuIcon, UserIcon } from '../../../ui/icons.tsx';
import { useLogout } from '../../auth/hooks/use-logout.ts';
import { useChildLogout } from '../../child/hooks/use-child-logout.ts';
import { CHILD_HOME, childMayOpen } from '../../../lib/guards.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { InstallHint } from './install-hint.tsx';

// The bug report's dialog (with the form fields it needs) loads when it is first opened, not with every page.
const ReportBugDialog = lazy(() => import('./report-bug-dialog.tsx').then((m) => ({ default: m.ReportBugDialog })));

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** A place on another item's page (a #section): never shown as the current page. */
  anchor?: boolean;
}

/**
 * Spec 2 Navigation: / always; dashboard, the student panel, diagnostic and session only when signed
 * in. "Cennik" always too (issue 22): prices must be findable before signing up.
 */
export function topLinks(signedIn: boolean, isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [{ to: '/', label: pl.nav.landing, end: true }];
  if (signedIn) {
    items.push(
      { to: '/parent/dashboard', label: pl.nav.dashboard },
      { to: '/student', label: pl.nav.student },
      { to: '/diagnostic', label: pl.nav.diagnostic },
      { to: '/session', label: pl.nav.session },
    );
  }
  items.push({ to: '/pricing', label: pl.nav.pricing });
  if (signedIn && isAdmin) items.push({ to: '/admin', label: pl.nav.admin });
  return items;
}

/** A signed-in child's whole navigation (issue 23): their tasks, their progress, sign out. */
export function childLinks(): NavItem[] {
  const t = pl.childNav;
  return [
    { to: CHILD_HOME, label: t.tasks, end: true },
    { to: `${CHILD_HOME}#postepy`, label: t.progress, anchor: true },
  ];
}

/**
 * From which width the links sit in the header rather than behind the menu button: an admin's
 * seven links with the view and account controls need the 1280 px header, six fit from 1024 px.
 */
function headerBar(links: number) {
  return links > 6
    ? { show: 'xl:block', showFlex: 'xl:flex', hide: 'xl:hidden', gap: 'gap-0', pad: 'px-2' }
    : { show: 'lg:block', showFlex: 'lg:flex', hide: 'lg:hidden', gap: 'gap-0.5 xl:gap-1', pad: 'px-2.5 xl:px-3' };
}

const navLinkClass = ({ isActive }: { isActive: boolean }, pad = 'px-2.5') =>
  cn(
    'whitespace-nowrap rounded-lg py-2 text-[15px] font-medium transition-colors focus-visible:outline-3 focus-visible:outline-indigo-500',
    pad,
    isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

export function Layout() {
  const { data: status } = useStatus();
  const signedIn = status?.signedIn === true;
  const isAdmin = status?.isAdmin === true;
  const [bugOpen, setBugOpen] = useState(false);
  const [bugOpened, setBugOpened] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const mobileId = useId();

  // Any navigation closes the mobile menu.
  // (a new key: a link to a part of the same page, "Postępy", is a navigation too).
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setMobileOpen(false);
  }

  const child = status?.child ?? null;
  // Never a price on a child's screen: a child's device, its sign-in pages, the child's home.
  const childScreen = child !== null || /^\/(child|student)(\/|$)/.test(location.pathname);
  const links = child ? childLinks() : topLinks(signedIn, isAdmin).filter((l) => !(childScreen && l.to === '/pricing'));
  const navigate = useNavigate();
  const childLogout = useChildLogout();
  const bar = headerBar(links.length);

  // A signed-in child stays in their part of the app: any other page sends them home.
  useEffect(() => {
    if (child && !childMayOpen(location.pathname, child.studentId)) void navigate(CHILD_HOME, { replace: true });
  }, [child, location.pathname, navigate]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-indigo-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {pl.nav.skipToContent}
      </a>
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
          <Link
            to={child ? CHILD_HOME : '/'}
            className="flex shrink-0 items-center gap-2.5 rounded-lg focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            <BrandMark />
            <span className="text-xl font-extrabold tracking-tight text-slate-900">{pl.product}</span>
          </Link>
          <nav
            aria-label={child ? pl.childNav.label : pl.nav.mainNav}
            className={cn('ml-2 hidden min-w-0 xl:ml-4', bar.show)}
          >
            <ul className={cn('flex items-center', bar.gap)}>
              {links.map((l) => (
                <li key={l.to}>
                  {l.anchor ? (
                    <Link to={l.to} className={navLinkClass({ isActive: false }, bar.pad)}>
                      {l.label}
                    </Link>
                  ) : (
                    <NavLink to={l.to} end={l.end} className={(state) => navLinkClass(state, bar.pad)}>
                      {l.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className={cn('ml-auto hidden shrink-0 items-center gap-2', bar.showFlex)}>
            {child ? (
              <Button variant="secondary" size="sm" onClick={() => void childLogout()}>
                {pl.childNav.logout}
              </Button>
            ) : signedIn ? (
              <>
                <RoleSwitcher initial={isAdmin ? 'admin' : 'parent'} compact />
                <AccountMenu />
              </>
            ) : (
              <>
                <Link to="/auth/login" className={buttonClass('ghost', 'sm')}>
                  {pl.nav.login}
                </Link>
                <Link to="/auth/register" className={buttonClass('primary', 'sm')}>
                  {pl.nav.register}
                </Link>
              </>
            )}
          </div>
          <button
            type="button"
            className={cn(
              'ml-auto grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500',
              bar.hide,
            )}
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            aria-label={mobileOpen ? pl.nav.closeMenu : pl.nav.openMenu}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        <div id={mobileId} hidden={!mobileOpen} className={cn('border-t border-slate-200 bg-white', bar.hide)}>
          <nav aria-label={pl.nav.mobileNav} className="mx-auto max-w-6xl px-4 py-3">
            <ul className="flex flex-col gap-1">
              {links.map((l) => (
                <li key={l.to}>
                  {l.anchor ? (
                    <Link to={l.to} className={cn(navLinkClass({ isActive: false }), 'block py-3 text-base')}>
                      {l.label}
                    </Link>
                  ) : (
                    <NavLink to={l.to} end={l.end} className={(s) => cn(navLinkClass(s), 'block py-3 text-base')}>
                      {l.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-3 border-t border-slate-200 pt-3">
              {child ? (
                <Button variant="secondary" className="w-full" onClick={() => void childLogout()}>
                  {pl.childNav.logout}
                </Button>
              ) : signedIn ? (
                <MobileAccount isAdmin={isAdmin} />
              ) : (
                <MobileSignedOut />
              )}
            </div>
          </nav>
        </div>
      </header>

      <InstallHint />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>

      <footer className="mt-16 border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="flex items-center gap-2.5">
            <BrandMark className="size-7" />
            <p className="text-sm text-slate-600">{pl.footer.copyright(new Date().getFullYear())}</p>
          </div>
          <nav aria-label={pl.footer.links}>
            <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
              {!childScreen && <FooterLink to="/pricing">{pl.nav.pricing}</FooterLink>}
              {!childScreen && <FooterLink to="/billing">{pl.footer.billing}</FooterLink>}
              <FooterLink to="/privacy">{pl.footer.privacy}</FooterLink>
              <FooterLink to="/terms">{pl.footer.terms}</FooterLink>
              <FooterLink to="/contact">{pl.footer.contact}</FooterLink>
              <FooterLink to="/about">{pl.footer.about}</FooterLink>
              <li>
                <button
                  type="button"
                  onClick={() => {
                    setBugOpened(true);
                    setBugOpen(true);
                  }}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg font-medium text-slate-700 hover:text-indigo-700 focus-visible:outline-3 focus-visible:outline-indigo-500"
                >
                  <BugIcon className="size-4" />
                  {pl.nav.reportBug}
                </button>
              </li>
            </ul>
          </nav>
        </div>
      </footer>
      {bugOpened && (
        <Suspense fallback={null}>
          <ReportBugDialog open={bugOpen} onClose={() => setBugOpen(false)} />
        </Suspense>
      )}
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: string }) {
  return (
    <li>
      <Link
        to={to}
        className="inline-flex min-h-11 items-center rounded-lg text-slate-700 hover:text-indigo-700 hover:underline focus-visible:outline-3 focus-visible:outline-indigo-500"
      >
        {children}
      </Link>
    </li>
  );
}

const isStudentPath = (path: string) => path === '/student' || path.startsWith('/student/');

/**
 * Spec 2: the displayed view; it never grants anything. "Uczeń" shows the child's home (/student)
 * as the child sees it, "Rodzic" the parent panel; on a child's screens it reads "Uczeń".
 */
function RoleSwitcher({ initial, className, compact }: { initial: Role; className?: string; compact?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromPath = (path: string): Role => (isStudentPath(path) ? 'student' : initial);
  const [role, setRole] = useState<Role>(() => fromPath(location.pathname));
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setRole(fromPath(location.pathname));
  }
  const id = useId();
  const choose = (next: Role) => {
    setRole(next);
    if (next === 'student' && !isStudentPath(location.pathname)) void navigate('/student');
    else if (next === 'parent' && isStudentPath(location.pathname)) void navigate('/parent/dashboard');
  };
  return (
    <div className={cn('flex items-center gap-2', className)} title={pl.nav.roleSwitcherHint}>
      <label
        htmlFor={id}
        className={cn(
          'whitespace-nowrap text-sm font-medium text-slate-600',
          // Beside the six or seven top links there is no room for it (the header is as wide on any
          // screen past 1200 px); the select keeps it as its name, and the title says what it does.
          compact && 'sr-only',
        )}
      >
        {pl.nav.roleSwitcher}
      </label>
      <select
        id={id}
        value={role}
        onChange={(e) => choose(e.target.value as Role)}
        className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-3 focus-visible:outline-indigo-500"
      >
        {(Object.keys(pl.roles) as Role[]).map((r) => (
          <option key={r} value={r}>
            {pl.roles[r]}
          </option>
        ))}
      </select>
    </div>
  );
}

function AccountMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const logout = useLogout();
  const location = useLocation();
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const item =
    'flex w-full min-h-11 items-center gap-3 rounded-lg px-3 text-left text-[15px] font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500';

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 items-center gap-2 whitespace-nowrap rounded-xl px-2 text-[15px] font-medium text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-indigo-500"
      >
        <span className="grid size-7 place-items-center rounded-full bg-indigo-100 text-indigo-700">
          <UserIcon className="size-4" />
        </span>
        {/* Beside the top links there is no room for the label; the button keeps it as its name. */}
        <span className="sr-only">{pl.nav.accountMenu}</span>
        <ChevronDown className="size-4" />
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 mt-2 w-56 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul>
          <li>
            <Link to="/me" className={item}>
              <UserIcon className="size-5 text-slate-500" />
              {pl.nav.profile}
            </Link>
          </li>
          <li>
            <Link to="/settings" className={item}>
              <CogIcon className="size-5 text-slate-500" />
              {pl.nav.settings}
            </Link>
          </li>
          <li className="mt-1 border-t border-slate-100 pt-1">
            <button type="button" className={item} onClick={() => void logout('/')}>
              <svg
                viewBox="0 0 24 24"
                className="size-5 text-slate-500"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l5-5-5-5M15 12H3" />
              </svg>
              {pl.nav.logout}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

function MobileAccount({ isAdmin }: { isAdmin: boolean }) {
  const logout = useLogout();
  const item =
    'block rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-indigo-500';
  return (
    <div className="space-y-1">
      <RoleSwitcher initial={isAdmin ? 'admin' : 'parent'} className="px-3 py-2" />
      <Link to="/me" className={item}>
        {pl.nav.profile}
      </Link>
      <Link to="/settings" className={item}>
        {pl.nav.settings}
      </Link>
      <button type="button" className={cn(item, 'w-full text-left')} onClick={() => void logout('/')}>
        {pl.nav.logout}
      </button>
    </div>
  );
}

function MobileSignedOut() {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Link to="/auth/login" className={buttonClass('secondary', 'md')}>
        {pl.nav.login}
      </Link>
      <Link to="/auth/register" className={buttonClass('primary', 'md')}>
        {pl.nav.register}
      </Link>
    </div>
  );
}
