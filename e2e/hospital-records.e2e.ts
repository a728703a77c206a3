import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, openSignedIn } from './support/browser';
import { waitForPath } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/**
 * A signed-in hospital@demo.ae in a browser set to the UAE's time zone, the
 * one the demo data's "today" is seeded in (whatever the machine's zone).
 */
async function signedInHospital(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openSignedIn(browser(), baseUrl, 'hospital@demo.ae', { timezoneId: 'Asia/Dubai' });
  return { page, close: () => context.close() };
}

async function openFromSidebar(page: Page, label: string, path: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label }).click();
  await waitForPath(page, path);
}

/** The data rows of a table (not its loading, empty or error row). */
const dataRows = (table: Locator) => table.locator('tbody tr[data-slot="data-table-row"]');

/** The text of each data row's cell in a column (0-based). */
async function column(table: Locator, index: number): Promise<string[]> {
  return dataRows(table).evaluateAll(
    (rows, i) => rows.map((row) => (row.querySelectorAll('td')[i]?.textContent ?? '').trim()),
    index,
  );
}

/** The most recent working day (Sunday to Thursday) before today in Dubai, as [YYYY-MM-DD, DD/MM/YYYY]. */
function lastWorkingDay(): [string, string] {
  const dubai = (at: number) => new Date(at + 4 * 3600_000);
  for (let back = 1; back <= 7; back++) {
    const day = dubai(Date.now() - back * 24 * 3600_000);
    if (day.getUTCDay() <= 4) {
      const iso = day.toISOString().slice(0, 10);
      const [y, m, d] = iso.split('-');
      return [iso, `${d}/${m}/${y}`];
    }
  }
  throw new Error('no working day in the last week');
}

/** Types a day into a DD/MM/YYYY date field, segment by segment, as a person would. */
async function typeDate(page: Page, group: Locator, ddmmyyyy: string) {
  await group.getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replace(/\//g, ''));
}

describe('hospital records', () => {
  it('filters appointments by date and by part of an Emirates ID, with past rows greyed', async () => {
    const { page, close } = await signedInHospital();
    await openFromSidebar(page, 'Appointments', '/hospital/appointments');
    const table = page.getByRole('table', { name: 'Appointments' });
    await table.waitFor();
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Provider', 'PATIENT NAME', 'EMIRATES ID', 'SERVICE', 'DATE', 'TIME', 'STATUS']);

    // A past working day of the seeded month: every appointment is over, so every row is greyed.
    const [, shown] = lastWorkingDay();
    await typeDate(page, page.getByRole('group', { name: 'Date' }), shown);
    await expect.poll(async () => (await column(table, 4)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(async () => new Set(await column(table, 4))).toEqual(new Set([shown]));
    const muted = await dataRows(table).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-muted')));
    expect(muted.every((value) => value === 'true')).toBe(true);
    await expect.poll(() => dataRows(table).first().locator('.sr-only').textContent()).toBe(' Past');
    const total = await dataRows(table).count();

    // Part of the first row's Emirates ID (its seven-digit block) narrows the list to the patients that have it.
    const [emiratesId = ''] = await column(table, 2);
    const part = emiratesId.split('-')[2] ?? emiratesId;
    await page.getByRole('searchbox', { name: 'Emirates ID' }).fill(part);
    await expect
      .poll(async () => {
        const ids = await column(table, 2);
        return ids.length > 0 && ids.length <= total && ids.every((id) => id.includes(part));
      })
      .toBe(true);
    await page.getByRole('searchbox', { name: 'Emirates ID' }).fill('999-9999');
    await page.getByText('No appointment found').waitFor();
    await close();
  });

  it("opens a completed lab report's results and downloads its PDF", async () => {
    const { page, close } = await signedInHospital();
    await openFromSidebar(page, 'Laboratory Reports', '/hospital/lab-reports');
    const table = page.getByRole('table', { name: 'Laboratory Reports' });
    // Today (the default day) has a completed request of the demo data, and a pending one with N/A.
    const completed = dataRows(table).filter({ has: page.getByRole('button', { name: 'View Results' }) });
    await completed.first().waitFor();
    await dataRows(table).filter({ hasText: 'pending' }).filter({ hasText: 'N/A' }).first().waitFor();
    await completed.first().getByRole('button', { name: 'View Results' }).click();
    const dialog = page.getByRole('dialog', { name: /^Results of / });
    await dialog.waitFor();
    expect(await dialog.getByRole('columnheader').allTextContents()).toEqual([
      'Test',
      'Result',
      'Reference Range',
      'Report',
    ]);
    await dialog.getByText('Not Available').first().waitFor();
    const link = dialog.getByRole('button', { name: /^Download the report of / });
    const test = ((await link.getAttribute('aria-label')) ?? '').replace('Download the report of ', '');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`${test} report.pdf`);
    await close();
  });

  it('searches patient promo codes by part of an Emirates ID, and says "Search Not Found" otherwise', async () => {
    const { page, close } = await signedInHospital();
    await openFromSidebar(page, 'Patient Promo Code', '/hospital/patient-promo-codes');
    const table = page.getByRole('table', { name: 'Patient Promo Code' });
    await dataRows(table).first().waitFor();
    const total = await dataRows(table).count();
    const [emiratesId = ''] = await column(table, 2);
    const part = emiratesId.split('-').slice(1, 3).join('-').slice(2, 10);
    const search = page.getByRole('searchbox', { name: 'Search Patient with Emirates ID' });
    await search.fill(part);
    await expect
      .poll(async () => {
        const ids = await column(table, 2);
        return ids.length > 0 && ids.length <= total && ids.every((id) => id.includes(part));
      })
      .toBe(true);
    await search.fill('999999999');
    await page.getByText('Search Not Found').waitFor();
    await search.fill('');
    await expect.poll(() => dataRows(table).count()).toBe(total);
    await close();
  });

  it('shows claimed offers with their taken date as DD/MM/YYYY and hh:mm a', async () => {
    const { page, close } = await signedInHospital();
    await openFromSidebar(page, 'Claimed Offers', '/hospital/claimed-offers');
    const table = page.getByRole('table', { name: 'Claimed Offers' });
    await dataRows(table).first().waitFor();
    const taken = await column(table, 1);
    expect(taken.length).toBeGreaterThan(0);
    for (const value of taken) expect(value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/i);
    await close();
  });
});
