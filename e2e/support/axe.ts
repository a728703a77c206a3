import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** One axe finding, short enough for a failure message. */
export interface Violation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/**
 * Runs axe-core (the engine of the story tests' accessibility checks) on the
 * whole page against WCAG 2.0/2.1 A and AA, as the issue's audit did, and
 * returns what it found.
 */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  });
}

/** A page's own heading (its <h1>, or an element in that role). */
export const PAGE_HEADING = 'main h1, main [role="heading"][aria-level="1"]';

/**
 * Waits until a page of an area has arrived: its heading is shown and nothing
 * is loading (no busy region, no spinner), then two frames for the last render.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator(PAGE_HEADING).first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], [data-slot="spinner"], [data-slot="skeleton"]'),
    undefined,
    { timeout: 15_000 },
  );
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve(null);
          });
        });
      }),
  );
}

/**
 * Runs axe on each page of `paths` in turn, the page already open on the
 * area: the first path is opened, the others are reached inside the site as a
 * user's clicks do (the router follows the history), which halves a sweep's
 * time. Each page is awaited (its own heading, nothing loading) and must be
 * laid out in the language's direction. Returns the violations by path.
 */
export async function sweepPages(
  page: Page,
  paths: readonly string[],
  language: 'en' | 'ar',
): Promise<Record<string, Violation[]>> {
  const found: Record<string, Violation[]> = {};
  await page.goto(paths[0] ?? '/');
  for (const path of paths) {
    if (new URL(page.url()).pathname !== path) {
      // The last page's heading is marked so the next page's own heading is awaited.
      await page
        .locator(PAGE_HEADING)
        .first()
        .evaluate((heading) => {
          heading.setAttribute('data-swept', '');
        });
      await page.evaluate((next) => {
        history.pushState(null, '', next);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page
        .locator(PAGE_HEADING.replaceAll(', ', ':not([data-swept]), ') + ':not([data-swept])')
        .first()
        .waitFor();
    }
    await settled(page);
    const direction = await page.evaluate(() => document.documentElement.dir);
    if (direction !== (language === 'ar' ? 'rtl' : 'ltr'))
      found[path] = [{ id: `dir=${direction}`, impact: null, targets: [] }];
    const violations = await axeViolations(page);
    if (violations.length > 0) found[path] = [...(found[path] ?? []), ...violations];
  }
  return found;
}
