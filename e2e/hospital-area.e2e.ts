import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, openSignedIn } from './support/browser';
import { waitForPath } from './support/sign-in';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

// The first screens of the hospital area against the real server (issue #7
// adds the full add / edit / delete paths).
describe('hospital area', () => {
  it('shows the dashboard, searches the doctors list, opens a doctor, and lists patients', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'hospital@demo.ae');
    await page.getByText("Today's Appointments").first().waitFor();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Doctors' }).click();
    await waitForPath(page, '/hospital/doctors');
    await page.getByRole('button', { name: 'ADD DOCTOR' }).waitFor();
    const cards = page.locator('[data-slot="person-card-open"]');
    await cards.first().waitFor();
    const total = await cards.count();
    const name = (await cards.nth(1).textContent())?.trim() ?? '';
    const lastName = name.split(' ').at(-1) ?? name;

    // The top bar's search: disabled while empty; a name finds its doctor; clearing brings back the list.
    const searchBox = page.getByRole('searchbox', { name: 'Search' });
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });
    expect(await searchButton.isDisabled()).toBe(true);
    await searchBox.fill(lastName);
    await searchButton.click();
    await expect.poll(() => page.url()).toContain(`q=${encodeURIComponent(lastName)}`);
    await page.locator('[data-slot="person-card-open"]', { hasText: name }).waitFor();
    await expect.poll(async () => (await cards.allTextContents()).every((text) => text.includes(lastName))).toBe(true);
    await searchBox.fill('');
    await waitForPath(page, '/hospital/doctors');
    await expect.poll(() => cards.count()).toBe(total);

    // A card opens the doctor's detail page.
    await cards.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/hospital\/doctor-info\//);
    await page.getByRole('tab', { name: 'Doctor Profile' }).waitFor();

    await page.goto('/hospital/patient');
    await page
      .getByText(/Mr\/Mrs\./)
      .first()
      .waitFor();
    await context.close();
  });
});
