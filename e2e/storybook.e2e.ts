import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, newPage } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = fileBrowser();

/**
 * Opens a story in the Storybook that `npm start` serves at /storybook, the way
 * a designer does (the manager with the story's preview frame), and collects
 * every console error and uncaught error of the page and its frame.
 */
async function openStory(page: Page, id: string): Promise<{ preview: Frame; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`/storybook/?path=/story/${id}`);
  const frame = await page.locator('#storybook-preview-iframe').elementHandle({ timeout: 30_000 });
  const preview = await frame.contentFrame();
  if (!preview) throw new Error(`No preview frame for ${id}`);
  return { preview, errors };
}

// Issue #16, defect 9: the served Storybook rendered no story (MSW's worker was
// registered at the origin's root, where no script is).
describe('the Storybook served at /storybook', () => {
  it('renders a primitive, a screen and a connected screen with no error', async () => {
    const { context, page } = await newPage(browser(), baseUrl);

    const primitive = await openStory(page, 'primitives-pager--first-page');
    await primitive.preview.getByRole('navigation', { name: 'Pagination' }).waitFor();
    await primitive.preview.getByRole('button', { name: 'Page 3' }).waitFor();

    const screen = await openStory(page, 'hospital-home--populated');
    await screen.preview.getByRole('heading', { level: 1, name: /Welcome/ }).waitFor();
    await screen.preview.getByRole('table', { name: "Today's Appointments" }).waitFor();

    // Its data comes from the story's MSW handlers through the service worker.
    const connected = await openStory(page, 'hospital-home-connected--populated');
    const table = connected.preview.getByRole('table', { name: "Today's Appointments" });
    await table.waitFor();
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBe(4);

    const errors = [...primitive.errors, ...screen.errors, ...connected.errors];
    expect(errors.filter((text) => /MSW|Service Worker|Failed to/i.test(text))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the worker script from its own base, as JavaScript', async () => {
    const response = await fetch(`${baseUrl}/storybook/mockServiceWorker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });
});
