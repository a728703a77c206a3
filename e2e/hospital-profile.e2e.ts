import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, openSignedIn } from './support/browser';
import { pictureFrom } from './support/pictures';
import { waitForPath } from './support/sign-in';
import { dialogNamed, expectToast } from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** Opens the profile from the user menu, as a person would. */
async function openProfile(page: Page) {
  await page.locator('[data-slot="app-shell-user-menu"]').click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await waitForPath(page, '/hospital/profile');
  await page.getByRole('tab', { name: 'Account', selected: true }).waitFor();
}

const coordinatesText = (page: Page) => page.locator('[data-slot="location-picker-value"]').innerText();

describe('hospital profile', () => {
  it('edits the gallery, the picture, the location and the opening hours of hospital@demo.ae', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'hospital@demo.ae');
    await openProfile(page);

    // Gallery: upload an image, see it, delete it.
    await page.getByRole('tab', { name: 'Hospital Profile' }).click();
    const images = page.locator('[data-slot="profile-gallery"] li');
    await images.first().waitFor();
    const before = await images.count();
    await page.getByLabel('Add an image').setInputFiles({
      name: 'lobby.jpg',
      mimeType: 'image/jpeg',
      buffer: await pictureFrom(page, 'image/jpeg', 320, 240),
    });
    await expectToast(page, 'Image Uploaded Successfully');
    await expect.poll(() => images.count()).toBe(before + 1);
    await page.getByRole('button', { name: `Delete image ${before + 1}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expectToast(page, 'Hospital gallery image deleted');
    await expect.poll(() => images.count()).toBe(before);

    // Opening hours through the update modal; the new name shows in the top bar at once.
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const dialog = await dialogNamed(page, 'Update Hospital');
    const name = dialog.getByRole('textbox', { name: 'Name' });
    const oldName = await name.inputValue();
    await name.fill(`${oldName} Centre`);
    await dialog.getByRole('button', { name: /Opening Time/ }).click();
    await page.getByRole('option', { name: '07:30', exact: true }).click();
    await dialog.getByRole('button', { name: /Closing Time/ }).click();
    await page.getByRole('option', { name: '21:30', exact: true }).click();
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, 'Hospital profile updated');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('07:30 – 21:30').waitFor();
    await expect
      .poll(() => page.locator('[data-slot="app-shell-user-menu"]').innerText())
      .toContain(`${oldName} Centre`);

    // Profile picture: a JPEG cropped to 250 × 250; the top bar shows it.
    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByLabel('New picture').setInputFiles({
      name: 'front.jpg',
      mimeType: 'image/jpeg',
      buffer: await pictureFrom(page, 'image/jpeg', 600, 400),
    });
    const upload = page.getByRole('button', { name: 'Upload picture' });
    await expect.poll(() => upload.isEnabled()).toBe(true);
    await upload.click();
    await expectToast(page, 'Profile picture updated');
    const topBarPicture = page.locator('[data-slot="app-shell-user-menu"] img');
    await expect.poll(async () => (await topBarPicture.getAttribute('src')) ?? '').toMatch(/^\/api\/files\/.+\.jpg$/);

    // Location: click the map away from the pin, save, reload: the new point is kept.
    await page.getByRole('tab', { name: 'Location' }).click();
    const map = page.getByRole('application', { name: 'Map: choose a location' });
    await page.locator('[data-slot="map"][data-status="ready"]').waitFor();
    const saved = await coordinatesText(page);
    const box = await map.boundingBox();
    if (!box) throw new Error('The map has no size');
    await page.mouse.click(box.x + box.width / 2 + 80, box.y + box.height / 2 - 60);
    await expect.poll(() => coordinatesText(page)).not.toBe(saved);
    const moved = await coordinatesText(page);
    // Wait for the answer itself: the toast of the earlier update may still be showing.
    await savedBy(page, () => page.getByRole('button', { name: 'Update Location' }).click());
    await expectToast(page, 'Hospital profile updated');
    await page.reload();
    await page.getByRole('tab', { name: 'Location' }).click();
    await expect.poll(() => coordinatesText(page)).toBe(moved);

    // Put the name back, for the other tests.
    await page.getByRole('tab', { name: 'Hospital Profile' }).click();
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    const again = await dialogNamed(page, 'Update Hospital');
    await again.getByRole('textbox', { name: 'Name' }).fill(oldName);
    await savedBy(page, () => again.getByRole('button', { name: 'Update', exact: true }).click());
    await expectToast(page, 'Hospital profile updated');
    await context.close();
  });

  it('shows PCR entries only to a hospital with PCRDPI', async () => {
    const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
    const pcr = await openSignedIn(browser(), baseUrl, 'hospital@demo.ae');
    await sidebar(pcr.page).getByRole('link', { name: 'PCR Test' }).waitFor();
    await pcr.context.close();

    // Al Reem Specialty Clinic (info@reemclinic.ae in the demo data) has no PCRDPI.
    const clinic = await openSignedIn(browser(), baseUrl, 'info@reemclinic.ae');
    await sidebar(clinic.page).getByRole('link', { name: 'Doctors' }).waitFor();
    expect(await sidebar(clinic.page).getByRole('link', { name: /PCR/ }).count()).toBe(0);
    await clinic.context.close();
  });
});

/** Runs the action and waits until the server has answered the hospital update it sends (PUT /hospitals/{id}). */
async function savedBy(page: Page, action: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/hospitals\/[^/]+$/.test(new URL(response.url()).pathname),
  );
  await action();
  expect((await answered).ok()).toBe(true);
}
