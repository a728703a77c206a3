import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { homePattern } from './accounts';

/** Fills the login form and submits it, as a person would. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** The current pathname. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;

/**
 * Waits until the page's path matches. Polls instead of page.waitForURL: moving
 * between sites is a full page load (and /hospital redirects to /hospital/),
 * which aborts the navigation waitForURL is watching.
 */
export async function waitForPath(page: Page, pattern: RegExp | string, timeout = 20_000): Promise<void> {
  const matches = (path: string) => (typeof pattern === 'string' ? path === pattern : pattern.test(path));
  await expect.poll(() => pathOf(page), { timeout, interval: 100 }).toSatisfy(matches);
  await page.waitForLoadState('domcontentloaded');
}

/** Opens /login, signs in and waits for the user's home. */
export async function signIn(page: Page, email: string, password: string, home: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await waitForPath(page, homePattern(home));
}
