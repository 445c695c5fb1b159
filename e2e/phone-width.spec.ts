import { readdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { createServer } from 'vite';

/**
 * Issue 26: nothing is wider than a phone. Every template × level, as the session's question
 * card and as the card with its worked solution, on ONE page at 390 px with the built CSS and
 * KaTeX's fonts: the page must not scroll sideways. A formula too long for the line either wraps
 * at its operators or scrolls inside its own box.
 */
test('every question fits a 390 px phone', async ({ page }) => {
  const vite = await createServer({
    configFile: 'vite.config.ts',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  let sheet: { count: number; html: string };
  try {
    const module = (await vite.ssrLoadModule(`${process.cwd()}/e2e/fixtures/every-question.tsx`)) as {
      everyQuestionSheet: () => typeof sheet;
    };
    sheet = module.everyQuestionSheet();
  } finally {
    await vite.close();
  }
  expect(sheet.count).toBeGreaterThan(100);

  const styles = readdirSync('dist/client/assets')
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="/assets/${file}">`)
    .join('');
  await page.setViewportSize({ width: 390, height: 844 });
  // Any page of the app, for its origin: the sheet's styles and fonts come from the build.
  await page.goto('/privacy');
  await page.setContent(
    `<!doctype html><html lang="pl"><head><meta name="viewport" content="width=device-width, initial-scale=1">${styles}</head><body>${sheet.html}</body></html>`,
    { waitUntil: 'load' },
  );
  await page.evaluate(() => document.fonts.ready);

  const measured = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return { width, scrollWidth, wide: [] };
    const scrollsInside = (el: HTMLElement, item: HTMLElement) => {
      for (let up = el.parentElement; up && up !== item; up = up.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    const wide = [...document.querySelectorAll<HTMLElement>('[data-item]')].flatMap((item) => {
      // Inside a box that scrolls sideways, it is the box that must fit.
      const over = [...item.querySelectorAll<HTMLElement>('*')].find(
        (el) => el.getBoundingClientRect().right > width + 0.5 && !scrollsInside(el, item),
      );
      if (!over) return [];
      const text = (over.closest('.katex')?.querySelector('annotation')?.textContent ?? over.textContent ?? '').slice(
        0,
        80,
      );
      return [`${item.dataset.item}: <${over.tagName.toLowerCase()} class="${over.className}"> ${text}`];
    });
    return { width, scrollWidth, wide };
  });
  expect(measured.wide, `wider than ${measured.width} px`).toEqual([]);
  expect(measured.scrollWidth).toBeLessThanOrEqual(measured.width);
});
