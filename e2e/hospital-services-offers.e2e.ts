import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, openSignedIn } from './support/browser';
import { pictureFrom } from './support/pictures';
import { choose, dialogNamed, expectToast, openFromSidebar, uniqueName } from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/** Opens a multi-select's full list and picks its first option; returns the option's name. */
async function pickFirst(page: Page, dialog: Locator, label: string): Promise<string> {
  const combobox = dialog.getByRole('combobox', { name: label });
  await combobox.click();
  await combobox.press('ArrowDown');
  const option = page.getByRole('option').first();
  await option.waitFor();
  const name = (await option.textContent())?.trim() ?? '';
  await option.click();
  // The list stays open for more choices; leaving the field closes it.
  await combobox.press('Tab');
  await dialog.getByRole('row', { name }).waitFor();
  return name;
}

/** The card whose heading is `name`. */
const cardOf = (page: Page, slot: 'service-card' | 'offer-card', name: string) =>
  page.locator(`[data-slot="${slot}"]`).filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('hospital services and offers', () => {
  it('adds a paid service with a doctor and a nurse, updates it to free, and deletes it', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'hospital@demo.ae');
    await openFromSidebar(page, 'Services', '/hospital/services');
    await page.getByRole('list', { name: 'Services' }).waitFor();

    const name = uniqueName('Cardiac Check ');
    await page.getByRole('button', { name: '+ ADD SERVICE' }).click();
    const dialog = await dialogNamed(page, 'Add Service');
    expect(await dialog.getByRole('radio', { name: 'Paid' }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /^Price \(AED\)/ }).fill('450');
    await dialog.getByRole('radio', { name: 'Covered', exact: true }).check({ force: true });
    const doctor = await pickFirst(page, dialog, 'Doctors');
    const nurse = await pickFirst(page, dialog, 'Nurses');
    await dialog.getByRole('textbox', { name: /^Description/ }).fill('ECG, echo and a cardiologist review.');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Service created successfully');
    await dialog.waitFor({ state: 'detached' });

    const card = cardOf(page, 'service-card', name);
    await card.waitFor();
    await card.getByText('AED 450').waitFor();
    await card.getByText('Covered by insurance: Yes').waitFor();

    // Update: the doctor and nurse were saved; the service becomes free.
    await card.getByRole('button', { name: `Update ${name}` }).click();
    const update = await dialogNamed(page, 'Update Service');
    await update.getByRole('row', { name: doctor }).waitFor();
    await update.getByRole('row', { name: nurse }).waitFor();
    await update.getByRole('radio', { name: 'Free' }).check({ force: true });
    expect(await update.getByRole('textbox', { name: /^Price/ }).count()).toBe(0);
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, 'Service updated successfully');
    await update.waitFor({ state: 'detached' });
    await card.getByText('Free', { exact: true }).waitFor();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this service?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Service deleted successfully');
    await card.waitFor({ state: 'detached' });
    await context.close();
  });

  it('adds a percentage offer with a cropped image, switches it to buy-some-get-some, and deletes it', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'hospital@demo.ae');
    await openFromSidebar(page, 'Offers', '/hospital/offers');
    await page.getByRole('list', { name: 'Offers' }).waitFor();

    const title = uniqueName('Eye Test Offer ');
    await page.getByRole('button', { name: '+ ADD OFFER' }).click();
    const dialog = await dialogNamed(page, 'Add Offer');
    await dialog.getByRole('textbox', { name: /^Title/ }).fill(title);
    await dialog.getByRole('radio', { name: 'On Percentage' }).check({ force: true });
    await choose(page, dialog, /Category/, 'Health Check-ups');
    await dialog.getByRole('textbox', { name: /^Points/ }).fill('150');
    await dialog.getByRole('textbox', { name: /^Off \(%\)/ }).fill('15');
    await dialog.getByRole('textbox', { name: 'Terms and Conditions' }).fill('Weekdays only.');
    await dialog.getByLabel(/^Offer Image/).setInputFiles({
      name: 'eye-test.png',
      mimeType: 'image/png',
      buffer: await pictureFrom(page, 'image/png', 600, 400),
    });
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    await zoom.waitFor();
    expect(await zoom.getAttribute('min')).toBe('1');
    expect(await zoom.getAttribute('max')).toBe('2');
    expect(await zoom.getAttribute('step')).toBe('0.1');
    await zoom.focus();
    await page.keyboard.press('ArrowRight');
    // Add right after zooming: the form waits for the new crop, so one press creates the offer.
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Package created successfully');
    await dialog.waitFor({ state: 'detached' });

    const card = cardOf(page, 'offer-card', title);
    await card.waitFor();
    await card.getByText('15 % Off').waitFor();
    await card.getByText('Health Check-ups').waitFor();
    await card.getByText('Points: 150').waitFor();
    await card.getByText('Subscribed: 0').waitFor();
    expect(await card.locator('code').textContent()).toMatch(/^[A-Z0-9]{10}$/);
    // The stored picture is the crop: 300 × 300.
    const image = card.locator('img');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
      .toBe('300x300');

    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Update' }).click();
    const update = await dialogNamed(page, 'Update Offer');
    await update.getByRole('radio', { name: 'Buy Some, Get Some' }).check({ force: true });
    await update.getByRole('textbox', { name: /^Buy Quantity/ }).fill('2');
    await update.getByRole('textbox', { name: /^Get Quantity/ }).fill('1');
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await expectToast(page, 'Package update successfully');
    await update.waitFor({ state: 'detached' });
    await card.getByText('Buy: 2 - Get: 1').waitFor();
    expect(await card.getByText('15 % Off').count()).toBe(0);

    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this item?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Package deleted successfully');
    await card.waitFor({ state: 'detached' });
    await context.close();
  });
});
