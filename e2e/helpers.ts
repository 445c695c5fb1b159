import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';

export const PASSWORD = 'Haslo123!';

let counter = 0;
/** A unique address per call, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'rodzic'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** Polls the dev mailbox until a message to `to` arrives whose link matches `pattern`. */
export async function waitForMailLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const res = await request.get('/dev/mailbox.json');
    expect(res.ok()).toBe(true);
    const { messages } = (await res.json()) as { messages: MailMessage[] };
    for (const m of messages) {
      if (m.to.toLowerCase() !== to.toLowerCase()) continue;
      const link = m.links.find((l) => pattern.test(l));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`No e-mail to ${to} with a link matching ${pattern}`);
}

/** No serious or critical axe violation (WCAG 2.1 A/AA rules) on the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A colour transition (a submit button turning enabled, a hover) measured mid-way reads as low
  // contrast: let finite transitions and animations settle first. Infinite ones (spinners) run on.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // Toasts fade in and out with opacity, which axe measures as low contrast mid-animation; their
  // colours are set for AA contrast in styles.css.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toast]')
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${page.url()}`).toEqual([]);
}

/**
 * On a P/F task (a P/F radio group per numbered sentence), marks a verdict for every sentence, the
 * only way it can be sent; false when `card` has no such groups.
 */
export async function markEverySentence(card: Locator): Promise<boolean> {
  const sentences = card.getByRole('radiogroup', { name: /^Zdanie \d+$/ });
  const count = await sentences.count();
  for (let i = 0; i < count; i++) await sentences.nth(i).getByRole('radio').first().click();
  return count > 0;
}

const SHOTS = 'test-results/screenshots';

/**
 * Full-page screenshots at 390 px (phone) and 1280 px (desktop) for design review, written only
 * when a person asks for them (E2E_SCREENSHOTS=1 npx playwright test …): nothing compares them,
 * so a plain run does not pay for them.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(original);
}

/** Signs up through /auth/signup and confirms the address with the link from the dev mailbox. */
export async function signUpAndVerify(page: Page, email: string, landing = /\/onboarding\/consent$/): Promise<void> {
  await page.goto('/auth/signup');
  await page.getByLabel('Adres e-mail').fill(email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Powtórz hasło').fill(PASSWORD);
  await page.getByLabel(/Akceptuję regulamin/).check();
  await page.getByLabel(/Akceptuję politykę prywatności/).check();
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(page).toHaveURL(/\/auth\/verify$/);
  const link = await waitForMailLink(page.request, email, /verify-email/);
  await page.goto(link);
  await expect(page).toHaveURL(landing);
}

/**
 * What the admin's authenticator app shows `steps` periods from now for the key the security page
 * displayed. A code signs in once (the server remembers its time step), so proving the factor
 * again within the same 30 s takes the next step's code, which the server still accepts.
 */
export function totpCode(key: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/**
 * On /admin/security, where an admin without an authenticator is sent: switches it on as the
 * admin would (password when the account has one, the key, the first code, backup codes saved)
 * and returns the key, for the codes of later sign-ins.
 */
export async function enrolTwoFactorInBrowser(page: Page, password: string | null = PASSWORD): Promise<string> {
  await expect(page).toHaveURL(/\/admin\/security$/);
  if (password !== null) await page.getByLabel('Hasło do konta').fill(password);
  await page.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
  const key = (await page.getByTestId('totp-key').textContent()) ?? '';
  await page.getByLabel('Kod z aplikacji').fill(totpCode(key));
  await page.getByRole('button', { name: 'Potwierdź i włącz' }).click();
  await page.getByRole('button', { name: 'Kody są zapisane' }).click();
  await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa jest włączona' })).toBeVisible();
  return key;
}

/** An address on ADMIN_EMAILS signs up, verifies, enrols its authenticator and opens /admin. */
export async function signUpAdmin(page: Page, email: string): Promise<string> {
  await signUpAndVerify(page, email, /\/admin\/security$/);
  const key = await enrolTwoFactorInBrowser(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  return key;
}

export async function giveConsent(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/onboarding\/consent$/);
  await page.getByLabel(/Jestem rodzicem lub opiekunem/).check();
  await page.getByLabel(/^Akceptuję regulamin\./).check();
  await page.getByLabel(/^Akceptuję politykę prywatności\./).check();
  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();
  await expect(page).toHaveURL(/\/onboarding\/add-child$/);
}

export async function addChild(page: Page, nickname: string): Promise<void> {
  await page.getByLabel('Pseudonim dziecka').fill(nickname);
  await page.locator('label', { hasText: 'Klasa 7' }).click();
  await page.getByText('Geometria', { exact: true }).click();
  await page.getByLabel('Nadrobienie zaległości').check();
  await page.getByRole('button', { name: 'Zapisz i przejdź do diagnostyki' }).click();
}
