import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** Every console message of the page (and its frames) that reports a Content-Security-Policy violation. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

// Issue #17, item 2: the sites run under a strict policy (scripts from the
// site only, the language script by its hash), the Storybook under its own.
describe('the served sites under their Content-Security-Policy', () => {
  it('the sign-in page runs its language script and its app with no violation', async () => {
    const { context, page } = await newPage(browser(), baseUrl, { language: 'ar' });
    const violations = cspViolations(page);
    const answer = await page.goto('/login');
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // The inline language script ran: the page is Arabic, right to left.
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('input[type="password"]').waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it("the hospital's area runs with no violation", async () => {
    // Signed in from the stored session (as openSignedIn does), listening from the first load on.
    const { context, page } = await newPage(browser(), baseUrl, { as: 'hospital@demo.ae' });
    const violations = cspViolations(page);
    await page.goto('/hospital/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the Storybook renders a connected story under its own policy', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    const violations = cspViolations(page);
    await page.goto('/storybook/?path=/story/hospital-home-connected--populated');
    const frame = await page.locator('#storybook-preview-iframe').elementHandle({ timeout: 30_000 });
    const preview = await frame.contentFrame();
    if (!preview) throw new Error('No preview frame');
    await preview.getByRole('table', { name: "Today's Appointments" }).waitFor({ timeout: 30_000 });
    expect(violations).toEqual([]);
    await context.close();
  });
});
