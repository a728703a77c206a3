import type { Page } from 'playwright-core';
import { homePattern } from './accounts';

/** Fills the login form and submits it, as a person would. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Opens /login, signs in and waits for the user's home. */
export async function signIn(page: Page, email: string, password: string, home: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await page.waitForURL((url) => homePattern(home).test(url.pathname));
}

/** The current pathname. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
