import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, demoAccounts, homePattern } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { pathOf, signIn, submitLogin } from './support/sign-in';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('sign-in', () => {
  for (const account of demoAccounts) {
    it(`${account.email} signs in through the form and lands on ${account.home}`, async () => {
      const { context, page } = await newPage(browser, baseUrl);
      await signIn(page, account.email, DEMO_PASSWORD, account.home);
      expect(pathOf(page)).toMatch(homePattern(account.home));
      // The stored session is the one the server gave.
      const role = await page.evaluate(() => localStorage.getItem('role'));
      expect(role).toBe(account.role);
      await page.getByRole('main').waitFor();
      await context.close();
    });
  }

  it("a wrong password shows the server's message", async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/login');
    await submitLogin(page, 'hospital@demo.ae', 'Wrong@12345');
    await page.getByRole('alert').filter({ hasText: 'Invalid Credentials' }).first().waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });

  it('an invalid email shows "Invalid email address"; empty fields show "Required"', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(2);
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    await context.close();
  });
});
