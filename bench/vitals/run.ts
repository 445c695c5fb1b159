/**
 * `npm run bench:vitals`: what a child's cheap phone gets (issue 26). Builds the client (`npm run
 * build`; `--no-build` serves dist/client as it is), starts the server on a fresh database
 * (e2e/start-server.ts) and loads every route of bench:web in Chromium at 390 px with Lighthouse's
 * mobile throttling through the DevTools protocol: 150 ms round trip, 1,6 Mbit/s down, 750 kbit/s
 * up, the CPU 4× slower. Each route is loaded cold (a new browser context: empty cache) and then
 * warm (the same context again); public routes signed out, the others signed in as the parent,
 * as the child on their own device (signed in with the parent's one-time link: the child's own
 * session, as on their phone), or as an admin (bench/vitals/accounts.ts).
 * Printed per load: the largest contentful paint, the bytes on the wire until the page is idle,
 * the JavaScript on the wire before the LCP and the main thread's script time. For the practice
 * session it also clicks "Sprawdź i dalej" and measures the delay to the next paint and to the
 * feedback painted (which includes the answer's round trip), in the child's session. Budgets
 * fail the run (exit 1).
 * `--quick`: the five routes `npm test` runs (landing, login, pricing, the child's home, the
 * session run); `--routes A,B`: only those; `--timeline`: also each load's requests in the order
 * they started, with when they started and ended (ms from the navigation), to see what a paint waits
 * for. The last line is JSON.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { pageRoutes } from '../../scripts/route-chunks.ts';
import { freePort } from '../free-port.ts';
import { browserStorage, makeAccounts, type Ids, type SignedIn, type StorageState } from './accounts.ts';

const BUDGET = { coldLcpMs: 2500, warmLcpMs: 1000, feedbackMs: 200 };
/**
 * Budgets not met yet (README, "bench:vitals"): reported as OVER on every run, but the run fails
 * only past these ceilings, so it still catches a page that gets much slower. They are about 1,5×
 * the slowest of the runs measured on the shared 2-core machine, whose load moves every figure by
 * ±30 %. Delete a route's entry to enforce its budget.
 */
const KNOWN_OVER: Record<string, { coldLcpMs?: number; warmLcpMs?: number; feedbackMs?: number }> = {
  // npm test's routes. Ceilings about 1,5× the slowest of session 14's paired runs (2026-11-28),
  // when the machine measured slower than the session before for the same build (login: cold
  // 1,6 → 2,4–2,5 s, warm 1,3 → 1,9–2,3 s): a loaded machine does not fail them, a regression does.
  '/': { warmLcpMs: 2000 },
  '/auth/login': { coldLcpMs: 4000, warmLcpMs: 3500 },
  '/pricing': { coldLcpMs: 4500, warmLcpMs: 3500 },
  '/student': { coldLcpMs: 5000, warmLcpMs: 4000 },
  // The feedback waits for the answer's round trip: 150 ms of network and the server's time of it.
  '/student/:studentId/session/run': { coldLcpMs: 5000, warmLcpMs: 4500, feedbackMs: 800 },
  // The full run's pages over a budget in one of three runs (2026-11-28, machine load 7–11).
  '/auth/register': { warmLcpMs: 2000 },
  '/auth/signup': { warmLcpMs: 2000 },
  '/auth/magic-login': { warmLcpMs: 2000 },
  '/auth/forgot-password': { warmLcpMs: 2000 },
  '/auth/reset-password': { warmLcpMs: 2000 },
  '/auth/two-factor': { warmLcpMs: 2000 },
  '/auth/callback': { warmLcpMs: 2000 },
  '/account/deleted': { warmLcpMs: 2000 },
  '/diagnostic': { coldLcpMs: 4000, warmLcpMs: 2000 },
  '/session': { warmLcpMs: 2000 },
  '/me': { warmLcpMs: 2000 },
  '/onboarding/next': { coldLcpMs: 4500, warmLcpMs: 2000 },
  '/onboarding/consent': { warmLcpMs: 2000 },
  '/onboarding/add-child': { warmLcpMs: 2500 },
  '/onboarding/diagnostic': { coldLcpMs: 4500, warmLcpMs: 3000 },
  '/onboarding/diagnostic/result/:id': { coldLcpMs: 4000, warmLcpMs: 2500 },
  '/parent': { coldLcpMs: 5500, warmLcpMs: 3000 },
  // Redirected by the server since session 13 (2,3–2,8 s cold).
  '/parent/home': { coldLcpMs: 4000, warmLcpMs: 2500 },
  '/parent/dashboard': { coldLcpMs: 4000, warmLcpMs: 2500 },
  '/parent/weekly': { warmLcpMs: 2000 },
  '/parent/children/:studentId/login': { warmLcpMs: 2000 },
  '/parent/settings': { coldLcpMs: 4000, warmLcpMs: 2500 },
  '/settings': { coldLcpMs: 3500, warmLcpMs: 2500 },
  '/billing': { coldLcpMs: 4000, warmLcpMs: 4500 },
  '/student/:studentId': { warmLcpMs: 2000 },
  '/student/:studentId/session/start': { warmLcpMs: 2000 },
  '/student/:studentId/session/summary': { warmLcpMs: 2500 },
  '/student/:studentId/tutor/:questionId': { warmLcpMs: 2000 },
  '/student/:studentId/diagnostic/start': { coldLcpMs: 4500, warmLcpMs: 3000 },
  '/student/:studentId/exam': { warmLcpMs: 2500 },
  '/student/:studentId/exam/result/:examId': { coldLcpMs: 5000, warmLcpMs: 3000 },
  '/admin': { warmLcpMs: 2000 },
  '/admin/security': { warmLcpMs: 2000 },
  '/admin/content': { warmLcpMs: 2000 },
  // Warm loads at 1,0–1,4 s in the full runs of 2026-11-28 (session 13).
  '/child/sign-in': { warmLcpMs: 2000 },
  '/child/link': { warmLcpMs: 2000 },
  '/account/delete': { warmLcpMs: 2000 },
  '/admin/db-check': { warmLcpMs: 2000 },
};
/** Lighthouse's mobile profile ("slow 4G" on a mid-range phone). */
const THROTTLING = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };
const VIEWPORT = { width: 390, height: 844 };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Who opens a route: signed out; the parent (verified, consent given, one child); the child on
 * their own phone (signed in with the parent's one-time link, docs/decisions/0019); an admin
 * (two-factor enrolled); an admin between password and code (/auth/two-factor).
 */
type Who = 'public' | SignedIn;
interface RouteSpec {
  /** The route as bench:web names it (routes.tsx). */
  route: string;
  who: Who;
  quick?: boolean;
  /** A route that only redirects, or whose guard sends this visitor on, is measured where it lands. */
  url: (ids: Ids) => string;
}
const at = (route: string, who: Who, quick = false): RouteSpec => ({ route, who, quick, url: () => route });
const child = (route: string, url: (ids: Ids) => string, quick = false): RouteSpec => ({
  route,
  who: 'child',
  quick,
  url,
});
const own = (ids: Ids) => `/student/${ids.studentId}`;

/** Every route of bench:web; main() checks the list against routes.tsx, so a new page is not left out. */
const ROUTES: RouteSpec[] = [
  at('/', 'public', true),
  at('/auth/login', 'public', true),
  at('/auth/register', 'public'),
  at('/auth/signup', 'public'),
  at('/auth/verify', 'public'),
  at('/auth/magic-login', 'public'),
  at('/auth/two-factor', 'second-factor'),
  at('/auth/callback', 'public'),
  at('/auth/forgot-password', 'public'),
  at('/auth/reset-password', 'public'),
  at('/privacy', 'public'),
  at('/terms', 'public'),
  at('/about', 'public'),
  at('/contact', 'public'),
  at('/consent', 'public'),
  at('/pricing', 'public', true),
  at('/diagnostic', 'public'),
  at('/session', 'public'),
  at('/child/sign-in', 'public'),
  at('/child/link', 'public'),
  at('/account/delete', 'public'),
  at('/account/deleted', 'public'),
  { route: '/*', who: 'public', url: () => '/nie-ma-takiej-strony' },
  at('/me', 'parent'),
  at('/onboarding/next', 'parent'),
  at('/onboarding/consent', 'parent'),
  at('/onboarding/add-child', 'parent'),
  at('/onboarding/diagnostic', 'parent'),
  at('/parent', 'parent'),
  at('/parent/home', 'parent'),
  at('/parent/dashboard', 'parent'),
  at('/parent/weekly', 'parent'),
  {
    route: '/parent/children/:studentId/login',
    who: 'parent',
    url: (ids) => `/parent/children/${ids.studentId}/login`,
  },
  at('/parent/settings', 'parent'),
  at('/settings', 'parent'),
  at('/billing', 'parent'),
  child('/student', () => '/student', true),
  child('/student/:studentId', own),
  child('/student/:studentId/session/start', (ids) => `${own(ids)}/session/start`),
  child('/student/:studentId/session/run', (ids) => `${own(ids)}/session/run?sessionId=${ids.sessionId}`, true),
  child('/student/:studentId/session/summary', (ids) => `${own(ids)}/session/summary?sessionId=${ids.endedSessionId}`),
  child('/student/:studentId/tutor/:questionId', (ids) => `${own(ids)}/tutor/${ids.questionId}`),
  child('/student/:studentId/diagnostic/start', (ids) => `${own(ids)}/diagnostic/start`),
  child('/onboarding/diagnostic/result/:id', (ids) => `/onboarding/diagnostic/result/${ids.diagnosticId}`),
  child('/student/:studentId/exam', (ids) => `${own(ids)}/exam`),
  child('/student/:studentId/exam/result/:examId', (ids) => `${own(ids)}/exam/result/${ids.examId}`),
  at('/admin', 'admin'),
  at('/admin/security', 'admin'),
  at('/admin/db-check', 'admin'),
  at('/admin/content', 'admin'),
];

interface Load {
  lcpMs: number;
  wireKb: number;
  jsBeforeLcpKb: number;
  scriptMs: number;
  requests: number;
  /**
   * API addresses asked for more than once while the page loaded: a route shell's preload the page
   * did not use, or two queries of one resource under different keys.
   */
  askedTwice: string[];
}
interface Row {
  route: string;
  cold: Load;
  warm: Load;
  interaction?: Interaction;
}

const quick = process.argv.includes('--quick');
/** `--routes /student,/pricing`: only these routes (as bench:web names them), e.g. to compare a change. */
const onlyRoutes = process.argv.includes('--routes')
  ? new Set((process.argv[process.argv.indexOf('--routes') + 1] ?? '').split(','))
  : null;
const timeline = process.argv.includes('--timeline');
const kb = (bytes: number) => Math.round(bytes / 100) / 10;

async function startServer(): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['e2e/start-server.ts'], {
    env: { ...process.env, PORT: String(port), BASE_URL: base, HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, server };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The page's largest contentful paint so far: a buffered observer gets the entries already made. */
const READ_LCP = () =>
  new Promise<number>((resolve) => {
    let last = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) last = Math.max(last, entry.startTime);
      resolve(last);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // A throttled main thread may dispatch the observer late; no entry at all reads as 0.
    setTimeout(() => resolve(last), 2000);
  });

/** One throttled page load; the page is kept (the session run is then answered on it). */
async function load(context: BrowserContext, url: string): Promise<{ page: Page; result: Load }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  await cdp.send('Performance.enable');
  const before = await scriptSeconds(cdp);
  const scripts = new Set<string>();
  const finished: Array<{ id: string; at: number; bytes: number }> = [];
  let navigationStart: number | null = null;
  const apiAsked: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (navigationStart === null && e.type === 'Document') navigationStart = e.timestamp;
    const asked = new URL(e.request.url);
    if (asked.pathname.startsWith('/api/') && e.request.method === 'GET') apiAsked.push(asked.pathname + asked.search);
  });
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) =>
    finished.push({ id: e.requestId, at: e.timestamp, bytes: e.encodedDataLength }),
  );
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  const lcpMs = await page.evaluate(READ_LCP);
  const scriptMs = Math.round(((await scriptSeconds(cdp)) - before) * 1000);
  const lcpAt = (navigationStart ?? 0) + lcpMs / 1000;
  const result: Load = {
    lcpMs: Math.round(lcpMs),
    wireKb: kb(finished.reduce((sum, f) => sum + f.bytes, 0)),
    jsBeforeLcpKb: kb(finished.filter((f) => scripts.has(f.id) && f.at <= lcpAt).reduce((sum, f) => sum + f.bytes, 0)),
    scriptMs,
    requests: finished.length,
    askedTwice: [...new Set(apiAsked.filter((path, i) => apiAsked.indexOf(path) !== i))],
  };
  await cdp.detach();
  if (timeline) await printTimeline(page, url, lcpMs);
  return { page, result };
}

/** `--timeline`: the load's requests, from the page's resource timing (a service worker's answers included). */
async function printTimeline(page: Page, url: string, lcpMs: number): Promise<void> {
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      name: new URL(e.name).pathname,
      start: Math.round(e.startTime),
      end: Math.round(e.responseEnd),
      worker: e.workerStart > 0,
    })),
  );
  console.log(`timeline ${url}: largest paint at ${Math.round(lcpMs)} ms`);
  for (const e of entries.filter((e) => e.start <= lcpMs))
    console.log(
      `  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)} ms  ${e.worker ? 'sw ' : 'net'}  ${e.name}`,
    );
}

/** Lighthouse's mobile network and CPU for one page. */
async function throttle(cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: (THROTTLING.downKbps * 1000) / 8,
    uploadThroughput: (THROTTLING.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
}

async function scriptSeconds(cdp: Awaited<ReturnType<BrowserContext['newCDPSession']>>): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
}

/**
 * Answers the question on screen (any answer: the feedback is what is timed) and measures from
 * the click on "Sprawdź i dalej" to the next paint and to the feedback painted.
 */
/**
 * From the click on "Sprawdź i dalej": the next paint, the answer's response received (its round
 * trip: the throttled network's 150 ms plus the server) and the feedback painted.
 */
interface Interaction {
  nextPaintMs: number;
  responseMs: number;
  feedbackMs: number;
}

async function answerDelay(page: Page): Promise<Interaction> {
  const cdp = await page.context().newCDPSession(page);
  await throttle(cdp);
  // A child reads the task before answering: by then the page's background work (the service
  // worker caching the app, deferred chunks, fonts) is done, and it is not the answer's delay.
  await page.waitForLoadState('networkidle');
  const submit = page.getByRole('button', { name: 'Sprawdź i dalej' });
  // Any answer will do; a question this filler cannot answer is skipped for the next one.
  for (let tries = 0; ; tries++) {
    await submit.waitFor({ state: 'visible' });
    for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio').first().click();
    for (const box of await page.getByRole('textbox').all()) await box.fill('1');
    if (await submit.isEnabled()) break;
    if (tries === 5) throw new Error('no question the bench can answer');
    const heading = page.getByRole('heading', { name: /^Zadanie \d+/ });
    const shown = await heading.textContent();
    await page.getByRole('button', { name: 'Pomiń' }).click();
    await page.waitForFunction(
      (before) =>
        [...document.querySelectorAll('h2')].some(
          (h) => /^Zadanie \d+/.test(h.textContent ?? '') && h.textContent !== before,
        ),
      shown,
      { timeout: 30_000 },
    );
  }
  await page.evaluate(() => {
    const w = window as unknown as { __clicked: number; __nextPaint: number; __feedback: number };
    w.__clicked = 0;
    w.__nextPaint = 0;
    w.__feedback = 0;
    const afterPaint = (set: (t: number) => void) =>
      requestAnimationFrame(() => setTimeout(() => set(performance.now())));
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Sprawdź i dalej'));
    button?.addEventListener(
      'click',
      () => {
        w.__clicked = performance.now();
        afterPaint((t) => (w.__nextPaint = t));
      },
      { capture: true },
    );
    const observer = new MutationObserver(() => {
      const status = [...document.querySelectorAll('[role="status"]')].find((s) => s.textContent?.trim());
      if (!status || !w.__clicked) return;
      observer.disconnect();
      afterPaint((t) => (w.__feedback = t));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await submit.click();
  await page.waitForFunction(() => (window as unknown as { __feedback: number }).__feedback > 0, null, {
    timeout: 30_000,
  });
  const timing = await page.evaluate(() => {
    const w = window as unknown as { __clicked: number; __nextPaint: number; __feedback: number };
    const answer = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/api/session/answer') && e.startTime >= w.__clicked)
      .at(-1) as PerformanceResourceTiming | undefined;
    return {
      nextPaintMs: Math.round(w.__nextPaint - w.__clicked),
      responseMs: answer ? Math.round(answer.responseEnd - w.__clicked) : -1,
      feedbackMs: Math.round(w.__feedback - w.__clicked),
    };
  });
  await cdp.detach();
  return timing;
}

/**
 * A returning visitor comes back with the service worker the first visit installed: the warm load
 * waits until it has cached its files and is active, as it is by the time a child comes back.
 */
async function serviceWorkerActive(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, 30_000)),
    ]),
  );
}

async function newContext(browser: Browser, base: string, storageState?: StorageState) {
  return browser.newContext({
    baseURL: base,
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    storageState: storageState ?? { cookies: [], origins: browserStorage(base) },
  });
}

/** Every route of bench:web (routes.tsx) has its entry in ROUTES: a new page cannot be left out unnoticed. */
function checkCoverage(): void {
  const measured = new Set(ROUTES.map((r) => r.route));
  const missing = pageRoutes(readFileSync('src/client/routes.tsx', 'utf8'))
    .map((r) => r.path)
    .filter((path) => !measured.has(path));
  if (missing.length > 0) throw new Error(`bench:vitals has no entry for ${missing.join(', ')}`);
  const unknown = Object.keys(KNOWN_OVER).filter((route) => !measured.has(route));
  if (unknown.length > 0) throw new Error(`KNOWN_OVER names no route of bench:vitals: ${unknown.join(', ')}`);
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  checkCoverage();
  const specs = ROUTES.filter((r) => (onlyRoutes ? onlyRoutes.has(r.route) : !quick || r.quick));
  if (specs.length === 0) throw new Error(`no route named ${[...(onlyRoutes ?? [])].join(', ')}`);
  const { base, server } = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows: Row[] = [];
  try {
    const who = new Set(specs.flatMap((spec) => (spec.who === 'public' ? [] : [spec.who])));
    const { states, ids } = await makeAccounts(base, who, !quick);
    for (const spec of specs) {
      const context = await newContext(browser, base, spec.who === 'public' ? undefined : states[spec.who]);
      const url = spec.url(ids);
      const cold = await load(context, url);
      let interaction: Row['interaction'];
      if (spec.route.endsWith('/session/run')) interaction = await answerDelay(cold.page);
      await serviceWorkerActive(cold.page);
      await cold.page.close();
      const warm = await load(context, url);
      await warm.page.close();
      await context.close();
      rows.push({ route: spec.route, cold: cold.result, warm: warm.result, interaction });
      process.stderr.write('.');
    }
    process.stderr.write('\n');
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }

  const table = [
    ['route', 'LCP cold', 'LCP warm', 'wire cold', 'wire warm', 'JS before LCP', 'script cold'],
    ...rows.map((r) => [
      r.route,
      `${r.cold.lcpMs} ms`,
      `${r.warm.lcpMs} ms`,
      `${r.cold.wireKb} kB`,
      `${r.warm.wireKb} kB`,
      `${r.cold.jsBeforeLcpKb} kB`,
      `${r.cold.scriptMs} ms`,
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  console.log(
    `Throttled: ${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downKbps / 1000} Mbit/s down, ${THROTTLING.upKbps} kbit/s up, CPU ${THROTTLING.cpuSlowdown}× slower; ${VIEWPORT.width} px`,
  );
  for (const row of table)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));

  const failures: string[] = [];
  const over: string[] = [];
  const check = (route: string, what: string, key: keyof typeof BUDGET, ms: number) => {
    if (ms <= BUDGET[key]) return;
    const ceiling = KNOWN_OVER[route]?.[key];
    const text = `${route} ${what} ${ms} ms > ${BUDGET[key]} ms`;
    if (ceiling !== undefined && ms <= ceiling) over.push(`${text} (known, fails past ${ceiling} ms)`);
    else failures.push(text);
  };
  for (const r of rows) {
    if (r.cold.lcpMs === 0 || r.warm.lcpMs === 0) failures.push(`${r.route}: no largest contentful paint`);
    for (const path of new Set([...r.cold.askedTwice, ...r.warm.askedTwice]))
      failures.push(`${r.route}: ${path} asked twice (an unused preload, or one resource under two query keys)`);
    check(r.route, 'cold LCP', 'coldLcpMs', r.cold.lcpMs);
    check(r.route, 'warm LCP', 'warmLcpMs', r.warm.lcpMs);
    if (r.interaction) {
      console.log(
        `${r.route}: "Sprawdź i dalej" → next paint ${r.interaction.nextPaintMs} ms, → answer's response ${r.interaction.responseMs} ms, → feedback painted ${r.interaction.feedbackMs} ms`,
      );
      check(r.route, 'answer → feedback', 'feedbackMs', r.interaction.feedbackMs);
    }
  }
  for (const f of over) console.log(`OVER ${f}`);
  for (const f of failures) console.log(`FAIL ${f}`);
  if (failures.length === 0 && over.length === 0) console.log('ok   every budget met');
  console.log(JSON.stringify({ bench: 'vitals', throttling: THROTTLING, budget: BUDGET, rows, over, failures }));
  if (failures.length > 0) process.exitCode = 1;
}

await main();
