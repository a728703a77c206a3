import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { desktop, fileBrowser, newPage, phone } from './support/browser';
import { text } from './support/texts';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** Sums the page's layout shifts (CLS without session windows: an upper bound) from the first paint on. */
const recordShifts = () => {
  const found = { cls: 0, shifts: [] as { value: number; at: number; sources: string[] }[] };
  Object.assign(window, { __firstPaint: found });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      found.cls += entry.value;
      found.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((source) =>
          source.node instanceof Element ? (source.node.getAttribute('data-slot') ?? source.node.tagName) : '',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Holds every answer of the API and the code that loads after the entry back a while, as a slow network does. */
async function slowNetwork(page: Page) {
  await page.route(/\/api\/|\/hospital\/assets\/(?!index-).*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

describe('the hospital dashboard: first paint (#18)', () => {
  it.each([
    { size: '390 px', viewport: phone, language: 'en' },
    { size: '1440 px', viewport: desktop, language: 'ar' },
  ] as const)(
    'at $size in $language: the welcome heading at once, nothing shifts (CLS ≤ 0.05)',
    async ({ viewport, language }) => {
      const { context, page } = await newPage(browser(), baseUrl, { as: 'hospital@demo.ae', viewport, language });
      try {
        await page.addInitScript(recordShifts);
        await slowNetwork(page);
        await page.goto('/hospital/');
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        // The stored user's name is there before GET /hospitals/{id} answers.
        await expect(heading.textContent()).resolves.toContain(
          text(language, 'hospital', 'welcome').replace('{{name}}', ''),
        );
        // Everything has arrived: the sections' code and their data.
        await page.locator('[data-slot="todays-appointments"]').waitFor();
        await page.locator('[data-slot="appointment-count-card"]').waitFor();
        await page.getByRole('tablist').waitFor();
        await page.waitForLoadState('networkidle');
        const { cls, shifts } = await page.evaluate(
          () => (window as unknown as { __firstPaint: { cls: number; shifts: unknown[] } }).__firstPaint,
        );
        expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
      } finally {
        await context.close();
      }
    },
  );
});
