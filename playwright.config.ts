import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

/** A free port picked once by the main process; workers inherit it through the environment. */
function freePort(): string {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}
process.env.E2E_PORT ??= freePort();
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  // Journeys sign up, read the dev mailbox and run axe on many pages; a loaded CI machine needs room.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // Journeys start as a returning visitor who already chose cookies; shell.spec.ts checks the
    // first visit's banner with an empty storage.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseURL,
          localStorage: [
            {
              name: 'cookie_consent',
              value: JSON.stringify({ essential: true, analytics: false, marketing: false, personalization: false }),
            },
          ],
        },
      ],
    },
    locale: 'pl-PL',
    timezoneId: 'Europe/Warsaw',
    // The trace keeps what a failure needs (actions, DOM snapshots, network) without its
    // screencast: recording frames throughout every test, most of them passing, kept the browser
    // and its compositor busy on the 2-core CI machine; a failure's screenshot is still taken below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The service worker precaches the shell and caches every file a page loads, in every new
    // context, i.e. in every test; installable.spec.ts turns it on and tests what it does.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Debian's Chromium is the full browser in headless mode: each new context is a window
        // whose address bar pre-loads its WebUI pop-ups in a renderer of their own, which slows
        // every context's start and competes with the page under test for the CPU.
        // Playwright adds these to its own --disable-features list.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node e2e/start-server.ts',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { PORT: port, BASE_URL: baseURL, HOST: '127.0.0.1' },
  },
});
