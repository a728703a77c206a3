import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, homePattern } from './support/accounts';
import { fileBrowser, newPage, openSignedIn } from './support/browser';
import { linkFromOutbox } from './support/outbox';
import { submitLogin, waitForPath } from './support/sign-in';
import { expectToast } from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** A small, valid PDF for the trade licence field. */
const licencePdf = {
  name: 'trade-licence.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
};

describe('hospital registration', () => {
  it('registers through both steps, waits for approval, then signs in to /hospital', async () => {
    const email = `e2e-${Date.now()}@newclinic.ae`;
    const password = 'Clinic#2026';
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/select-registeration-type');
    await page.getByRole('link', { name: /Clinic\/Hospital/ }).click();
    await waitForPath(page, '/register-hospital');

    // Step 1.
    await page.getByRole('textbox', { name: 'Name' }).fill('E2E Family Clinic');
    await page.getByRole('radio', { name: 'Clinic' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Trade License Number' }).pressSequentially('7654321');
    await page.getByRole('textbox', { name: 'Phone' }).pressSequentially('501234567');
    for (const [label, digits] of [
      ['Issue Date', '15012024'],
      ['Expiry Date', '14012027'],
    ] as const) {
      await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
      await page.keyboard.type(digits);
    }
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await page.getByLabel(/^Trade License File/).setInputFiles(licencePdf);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: address, state (Dubai by default) and a pin on the map.
    await page.getByRole('textbox', { name: 'Address' }).fill('Al Wasl Road 12, Jumeirah');
    const map = page.getByRole('application', { name: 'Map: choose a location' });
    // Leaflet loads after the frame is on screen: a click before it is ready pins nothing.
    await page.locator('[data-slot="map"][data-status="ready"]').waitFor();
    const box = await map.boundingBox();
    if (!box) throw new Error('The map has no size');
    await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 - 30);
    await page.locator('[data-zoom="14"]').first().waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();

    // The confirm-email modal.
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Email sent to your account, please open your inbox to get confirmed').waitFor();

    // Not approved yet: the login is refused with the server's message.
    await page.goto('/login');
    await submitLogin(page, email, password);
    await page.getByRole('alert').filter({ hasText: 'waiting for approval' }).first().waitFor();

    // An admin approves it on Hospital Approvals (#22): the row goes, with the toast.
    const admin = await openSignedIn(browser(), baseUrl, 'admin@demo.ae');
    await admin.page.goto('/admin/approve-hospitals');
    const row = admin.page.locator('tbody tr').filter({ hasText: email });
    await row.getByRole('button', { name: /^Approve/ }).click();
    await expectToast(admin.page, 'Hospital Approved Successfully');
    await expect.poll(() => row.count()).toBe(0);
    await admin.context.close();
    // It is mailed that it can sign in; it confirms its email through the mailed link.
    await linkFromOutbox(baseUrl, email, '/login');
    await page.goto(await linkFromOutbox(baseUrl, email, '/verify-email/'));
    await page
      .getByText(/confirmed/i)
      .first()
      .waitFor();

    await page.goto('/login');
    await submitLogin(page, email, password);
    await waitForPath(page, /^\/hospital\/?$/);
    await context.close();
  });
});

describe('password recovery', () => {
  it('forgot and reset through the mailed link, then sign in with the new password', async () => {
    // An account no test starts signed in as from the stored sessions (receptionist-area.e2e.ts
    // signs him in afresh): a reset ends every session
    // the account had (#17), and the stored sessions are shared by the whole run.
    const email = 'reception@demo.ae';
    const newPassword = 'Fresh#Pass2026';
    const { context, page } = await newPage(browser(), baseUrl);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await waitForPath(page, '/forget-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset password link sent to your email').first().waitFor();

    const firstLink = await linkFromOutbox(baseUrl, email, '/reset-password/');
    await page.goto(firstLink);
    await page.getByLabel(/^New Password/).fill(newPassword);
    await page.getByLabel(/^Confirm Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await waitForPath(page, '/login');

    await submitLogin(page, email, newPassword);
    await waitForPath(page, homePattern('/receptionist'));
    await context.close();

    // Put the demo password back (the other tests sign in with it), through the same calls.
    const { createApiClient } = await import('@aafiya/api-client');
    const guest = createApiClient({ baseUrl: `${baseUrl}/api`, onUnauthorized: () => undefined });
    await guest.PUT('/users/forget-password', { body: { email } });
    const link = await linkFromOutbox(baseUrl, email, '/reset-password/', [firstLink]);
    const resetLink = link.split('/reset-password/')[1] ?? '';
    const { response } = await guest.PUT('/users/reset-password', { body: { newPass: DEMO_PASSWORD, resetLink } });
    expect(response.status).toBe(200);
  });
});
