import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, openSignedIn } from './support/browser';
import { waitForPath } from './support/sign-in';
import { dialogNamed, expectToast, uniqueName } from './support/staff';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

// Real recordings made by e2e/fixtures/make-promo-videos.mjs: a 2-second
// WebM, and the same clip whose header declares 2 minutes 30 seconds.
const shortClip = fileURLToPath(new URL('./fixtures/promo-short.webm', import.meta.url));
const longClip = fileURLToPath(new URL('./fixtures/promo-too-long.webm', import.meta.url));
const TOO_LONG = 'Video is too long! Please upload a video with a maximum length of 2 minutes.';

/** Records every value the upload's progress bar shows (it may pass quickly). */
async function recordProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    Object.assign(window, { promoProgress: seen });
    const note = () => {
      const bar = document.querySelector('[data-slot="promo-upload-progress"] [role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (bar && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { promoProgress: number[] }).promoProgress);
}

/** Whether the video of the card named `name` has loaded its metadata from the server. */
const previewLoaded = (page: Page, name: string) =>
  page
    .locator('[data-slot="promo-video-card"]', { hasText: name })
    .locator('video')
    .evaluate((video: HTMLVideoElement) => video.readyState > 0 && Number.isFinite(video.duration));

describe('hospital promo videos', () => {
  it('uploads a short video with its progress, plays it, refuses one over 2 minutes, and deletes it', async () => {
    const { context, page } = await openSignedIn(browser(), baseUrl, 'hospital@demo.ae');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promos' }).click();
    await waitForPath(page, '/hospital/promos');
    await page.getByRole('heading', { level: 1, name: 'Promo Videos' }).waitFor();
    // The demo data's clips are there and play from the server.
    const welcome = 'Welcome to Al Noor Specialist Hospital';
    await page.getByRole('heading', { level: 2, name: welcome }).waitFor();
    await expect.poll(() => previewLoaded(page, welcome), { timeout: 10_000 }).toBe(true);

    // A slow link (each request takes 0.4 s more), so the upload's state stays on screen a moment. A
    // file this small goes out at once, so the bar shows 0% and then 100% when the server has answered.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const progress = await recordProgress(page);
    await page.getByRole('button', { name: '+ ADD PROMO VIDEO' }).click();
    const dialog = await dialogNamed(page, 'Add Promo Video');
    const name = uniqueName('Open day ');
    await dialog.getByLabel(/^Video/).setInputFiles(shortClip);
    await dialog.getByText('promo-short.webm').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await dialog.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await dialog.getByRole('status', { name: 'Uploading…' }).waitFor();
    await expectToast(page, 'Promo created successfully');
    await dialog.waitFor({ state: 'detached' });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const shown = await progress();
    expect(shown.at(-1), `progress shown: ${shown.join(', ')}`).toBe(100);
    expect([...shown].sort((x, y) => x - y)).toEqual(shown);

    // The list is back at page 0 with the new video first; it plays in the modal player.
    const firstCard = page.locator('[data-slot="promo-video-card"]').first();
    await expect.poll(() => firstCard.getByRole('heading', { level: 2 }).textContent()).toBe(name);
    await expect.poll(() => previewLoaded(page, name), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Play' }).click();
    const player = await dialogNamed(page, name);
    await expect
      .poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.duration), { timeout: 10_000 })
      .toBeGreaterThan(1.5);
    await page.keyboard.press('Escape');
    await player.waitFor({ state: 'detached' });

    // A video whose header declares 2:30 is refused as it is chosen, with the specification's text.
    await page.getByRole('button', { name: '+ ADD PROMO VIDEO' }).click();
    const again = await dialogNamed(page, 'Add Promo Video');
    await again.getByLabel(/^Video/).setInputFiles(longClip);
    await again.getByText(TOO_LONG).waitFor();
    expect(await again.getByText('promo-too-long.webm').count()).toBe(0);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // Delete the new video (the demo data stays as it was).
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
});
