import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { DEMO_PASSWORD } from './support/accounts';
import { launchBrowser, newPage } from './support/browser';
import { signIn, waitForPath } from './support/sign-in';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

// The first screens of the hospital area against the real server (issue #7
// adds the full add / edit / delete paths).
describe('hospital area', () => {
  it('shows the dashboard, the doctors list and a doctor, and the patients list', async () => {
    const { context, page } = await newPage(browser, baseUrl);
    await signIn(page, 'hospital@demo.ae', DEMO_PASSWORD, '/hospital');
    await page.getByText("Today's Appointments").first().waitFor();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Doctors' }).click();
    await waitForPath(page, '/hospital/doctors');
    await page.getByRole('button', { name: 'ADD DOCTOR' }).waitFor();
    const firstCard = page.locator('[data-slot="person-card"] a, [data-slot="person-card"] button').first();
    await firstCard.waitFor();

    await page.goto('/hospital/patient');
    await page
      .getByText(/Mr\/Mrs\./)
      .first()
      .waitFor();
    await context.close();
  });
});
