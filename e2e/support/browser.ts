import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** A fresh, signed-out browser context (its own local storage) on the system's origin. */
export async function newPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}
