import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/**
 * Every Content-Security-Policy violation of the page: the console's reports,
 * and the `securitypolicyviolation` events, which also tell of refusals a
 * script caught itself (zod's probe for `new Function`, which the console
 * does not report: #18 found it through Lighthouse's best practices).
 */
async function cspViolations(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [
    ...violations,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

// Issue #17, item 2: the sites run under a strict policy (scripts from the
// site only, the language script by its hash), the Storybook under its own.
describe('the served sites under their Content-Security-Policy', () => {
  it('the sign-in page runs its language script and its app with no violation', async () => {
    const { context, page } = await newPage(browser(), baseUrl, { language: 'ar' });
    const violations = await cspViolations(page);
    const answer = await page.goto('/login');
    expect(answer?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // The inline language script ran: the page is Arabic, right to left.
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('input[type="password"]').waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("the hospital's area runs with no violation", async () => {
    // Signed in from the stored session (as openSignedIn does), listening from the first load on.
    const { context, page } = await newPage(browser(), baseUrl, { as: 'hospital@demo.ae' });
    const violations = await cspViolations(page);
    await page.goto('/hospital/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('the Storybook renders a connected story under its own policy', async () => {
    const { context, page } = await newPage(browser(), baseUrl);
    const violations = await cspViolations(page);
    await page.goto('/storybook/?path=/story/hospital-home-connected--populated');
    const frame = await page.locator('#storybook-preview-iframe').elementHandle({ timeout: 30_000 });
    const preview = await frame.contentFrame();
    if (!preview) throw new Error('No preview frame');
    await preview.getByRole('table', { name: "Today's Appointments" }).waitFor({ timeout: 30_000 });
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
