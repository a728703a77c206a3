import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient, createMemoryStorage, createSession } from '@aafiya/api-client';
import { DEMO_PASSWORD } from './support/accounts';
import { fileBrowser, newPage } from './support/browser';
import { apiAs, signInSession } from './support/sessions';
import { signIn, waitForPath } from './support/sign-in';
import { dialogNamed, expectToast, openFromSidebar, uniqueName } from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();
const shortClip = fileURLToPath(new URL('./fixtures/promo-short.webm', import.meta.url));

// reception@demo.ae signs in when a test starts, not from the run's stored sessions: the
// password-recovery test (registration.e2e.ts) resets his password, which ends his sessions.
const RECEPTION = 'reception@demo.ae';

/** A page of the receptionist area, signed in through the form as reception@demo.ae. */
async function receptionPage(options: { timezoneId?: string } = {}) {
  const opened = await newPage(browser(), baseUrl, options);
  await signIn(opened.page, RECEPTION, DEMO_PASSWORD, '/receptionist');
  return opened;
}

/** An API client signed in as reception@demo.ae now. */
async function receptionApi() {
  const stored = await signInSession(baseUrl, RECEPTION);
  const session = createSession(createMemoryStorage(stored.localStorage));
  return createApiClient({ baseUrl: `${baseUrl}/api`, session, onUnauthorized: () => undefined });
}

/** Buttons and menu items that would add or delete: none may show on a read-only screen. */
async function changeControls(page: Page): Promise<number> {
  const add = page.getByRole('button', { name: /\bADD\b/i });
  const remove = page.getByRole('button', { name: /\bDelete\b/i });
  const menus = page.getByRole('button', { name: /^Actions for / });
  return (await add.count()) + (await remove.count()) + (await menus.count());
}

// Issue #20's "Done when", signed in as reception@demo.ae against the system as `npm start` runs it.
describe('receptionist area', () => {
  it("sees his hospital's appointments and doctors, with no ADD or Delete on the read-only screens", async () => {
    const { context, page } = await receptionPage({ timezoneId: 'Asia/Dubai' });
    // Today's appointments of his hospital (the demo data books some every day), and no top-bar search.
    const appointments = page.getByRole('table', { name: /Appointments/ });
    await appointments.locator('tbody tr').first().waitFor();
    expect(await page.getByRole('banner').getByRole('search').count()).toBe(0);

    await openFromSidebar(page, 'Doctors', '/receptionist/doctors');
    const { data: doctor } = await apiAs('doctor@demo.ae').GET('/doctors/{id}', {
      params: { path: { id: apiAs('doctor@demo.ae').session.getReferenceId() ?? '' } },
    });
    const name = `${doctor?.data.firstName ?? ''} ${doctor?.data.lastName ?? ''}`.trim();
    const card = page.getByRole('button', { name: new RegExp(name) }).first();
    await card.waitFor();
    expect(await changeControls(page)).toBe(0);
    await card.click();
    await waitForPath(page, /^\/receptionist\/doctor-info\/[^/]+$/);
    await page.getByRole('tab', { name: 'Schedule' }).click();
    await page.getByRole('grid').first().waitFor();
    expect(await page.getByRole('button', { name: /^(EDIT|Create Slots)$/i }).count()).toBe(0);

    await openFromSidebar(page, 'Offers', '/receptionist/offers');
    await page.getByRole('list', { name: 'Offers' }).getByRole('listitem').first().waitFor();
    expect(await changeControls(page)).toBe(0);
    await context.close();
  });

  it('uploads a promo video and deletes it', async () => {
    const { context, page } = await receptionPage();
    await openFromSidebar(page, 'Promos', '/receptionist/promos');
    await page.getByRole('heading', { level: 1, name: 'Promo Videos' }).waitFor();
    await page.getByRole('button', { name: '+ ADD PROMO VIDEO' }).click();
    const dialog = await dialogNamed(page, 'Add Promo Video');
    const name = uniqueName('Reception day ');
    await dialog.getByLabel(/^Video/).setInputFiles(shortClip);
    await dialog.getByText('promo-short.webm').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expectToast(page, 'Promo created successfully');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name }).waitFor();

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Promo deleted successfully');
    await page.getByRole('heading', { level: 2, name }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('is refused (403) when he calls the API to change a doctor', async () => {
    const reception = await receptionApi();
    const doctorId = apiAs('doctor@demo.ae').session.getReferenceId() ?? '';
    // The client throws an ApiError with the answer's status and message.
    await expect(
      reception.PUT('/doctors/{id}', { params: { path: { id: doctorId } }, body: { firstName: 'Changed' } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(reception.DELETE('/doctors/{id}', { params: { path: { id: doctorId } } })).rejects.toMatchObject({
      status: 403,
    });
    // His reading is allowed: the doctor is still there, unchanged.
    const { data } = await reception.GET('/doctors/{id}', { params: { path: { id: doctorId } } });
    expect(data?.data.firstName).not.toBe('Changed');
  });
});
