import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, openSignedIn } from './support/browser';
import { waitForPath } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Waits until the slot calendar has loaded its month. */
async function calendarReady(page: Page) {
  const grid = page.locator('[data-slot="slot-calendar-grid"]');
  await grid.waitFor();
  await expect.poll(() => grid.getAttribute('aria-busy')).toBeNull();
}

/**
 * The bookings still to come (green chips, the only buttons among the slots)
 * of the shown month; the next month's when this one has none left (on its
 * last evening the seed's next booking is already next month).
 */
async function bookingToCome(page: Page) {
  const bookings = page.locator('button[data-slot="slot-chip"][data-tone="green"]');
  if ((await bookings.count()) === 0) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await calendarReady(page);
  }
  return bookings.first();
}

// Issue #8, item 8: the PCR calendars of a hospital with PCRDPI, against the
// real server and the demo data (seed-pcr.ts: PCR slots this month and next).
describe('hospital PCR calendars', () => {
  it("shows hospital@demo.ae's PCR test slots of this month and a booking's details", async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'hospital@demo.ae');
    await sidebar(page).getByRole('link', { name: 'PCR Test' }).click();
    await waitForPath(page, '/hospital/pcr-test');
    await page.getByRole('heading', { level: 1, name: 'PCR Test' }).waitFor();
    await calendarReady(page);
    // This month has PCR slots (the seed starts on the first of the month).
    expect(await page.locator('[data-slot="slot-chip"]').count()).toBeGreaterThan(0);

    const booking = await bookingToCome(page);
    // The chip's third part is the patient's name (start, end for screen readers, name, status).
    const patient = (await booking.locator('span').nth(2).innerText()).trim();
    await booking.click();
    const dialog = page.getByRole('dialog', { name: 'Appointment Details' });
    await dialog.waitFor();
    await dialog.getByText('Emirates ID').waitFor();
    expect(await dialog.getByText(/^\d{3}-\d{4}-\d{7}-\d$/).count()).toBe(1);
    await dialog.getByText('Test Type').waitFor();
    await dialog.getByText('PCR Test', { exact: true }).waitFor();
    expect(await dialog.getByText(/^(BOOKED|APPROVED)$/).count()).toBe(1);
    expect(patient).not.toBe('');
    await dialog.getByText(patient).first().waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // PCR Vaccination has its own calendar.
    await sidebar(page).getByRole('link', { name: 'PCR Vaccination' }).click();
    await waitForPath(page, '/hospital/pcr-vaccination');
    await page.getByRole('heading', { level: 1, name: 'PCR Vaccination' }).waitFor();
    await calendarReady(page);
    expect(await page.locator('[data-slot="slot-chip"]').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('gives a clinic without PCRDPI no PCR entries, and the not-found page at the PCR address', async () => {
    // Al Reem Specialty Clinic (info@reemclinic.ae in the demo data) has no PCRDPI.
    const { context, page } = await openSignedIn(browser(), baseUrl, 'info@reemclinic.ae');
    await sidebar(page).getByRole('link', { name: 'Doctors' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: /PCR/ }).count()).toBe(0);

    await page.goto('/hospital/pcr-test');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('[data-slot="pcr-calendar"]').count()).toBe(0);
    await context.close();
  });
});
