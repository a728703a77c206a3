import { SESSION_KEYS } from '@aafiya/api-client';
import { LANGUAGE_COOKIE } from '@aafiya/session';
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumArgs, headlessChromiumPath } from '../../chromium.config';
import { homeOf, homePattern } from './accounts';
import { storedEntries, storedSession } from './sessions';
import { waitForPath } from './sign-in';

// Debian's Chromium (its headless shell when installed: chromium.config.ts), never a downloaded browser.
const launchOptions = { executablePath: headlessChromiumPath, headless: true, args: chromiumArgs };

/**
 * The one Chromium of a run (global setup): the test files connect to it over
 * its WebSocket endpoint instead of each launching their own.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions);
}

/**
 * The run's browser for the test file that calls this at its top level: it
 * connects before the file's tests and lets go after them. Returns the handle's
 * getter: `const browser = fileBrowser();` … `newPage(browser(), baseUrl)`.
 */
export function fileBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await connectBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser connects in the file’s beforeAll.');
    return browser;
  };
}

/**
 * The run's browser, for one test file (`beforeAll`). Closing it closes the
 * contexts this file made and disconnects; the browser itself stays up for the
 * next file until the global teardown.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

export interface PageOptions {
  /** Start signed in as this account, from its stored session (e2e/support/sessions.ts). */
  as?: string;
  /** The browser's time zone (default: this machine's). */
  timezoneId?: string;
  /** Replaces the stored session's token (e.g. an expired one); needs `as`. */
  token?: string;
  /** The window's size (default 1280 × 900); `phone` and `desktop` below are the two sizes. */
  viewport?: { width: number; height: number };
  /** The sites' language (the cookie the language switch writes); default English. */
  language?: 'en' | 'ar';
  /**
   * Lets the test add its own script (axe-core) to pages whose
   * Content-Security-Policy allows scripts from the site only. The sites' own
   * scripts run under the policy either way (e2e/security-headers.e2e.ts).
   */
  bypassCSP?: boolean;
}

/** A 390 px phone (iPhone 12–15) and a 1440 px desktop: the sizes every screen is tried at. */
export const phone = { width: 390, height: 844 } as const;
export const desktop = { width: 1440, height: 900 } as const;

/**
 * An empty page on the system's origin, answered by the test rather than the
 * server, where a stored session is written. (Playwright's `storageState`
 * option writes the same entries, but through an extra page it opens and
 * closes in every new context: about half a second more per test on a loaded
 * two-core machine.)
 */
const SEED_PATH = '/__e2e-stored-session__';

/**
 * A fresh browser context (its own local storage) on the system's origin with
 * one page: signed out on about:blank, or, with `as`, holding that account's
 * stored session (exactly the local storage the sites write on a sign-in) on
 * an empty page of the origin, ready for the test's first `goto`.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'en-GB',
    bypassCSP: options.bypassCSP ?? false,
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  context.setDefaultTimeout(15_000);
  if (options.language) await context.addCookies([{ name: LANGUAGE_COOKIE, value: options.language, url: baseURL }]);
  const page = await context.newPage();
  if (options.as) {
    const entries = storedEntries(options.as);
    if (options.token !== undefined) entries[SESSION_KEYS.token] = options.token;
    const seedUrl = new URL(SEED_PATH, baseURL).href;
    await page.route(seedUrl, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Stored session</title>' }),
    );
    await page.goto(seedUrl);
    await page.evaluate((items) => {
      for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
    }, entries);
    await page.unroute(seedUrl);
  }
  return { context, page };
}

/**
 * A page signed in as `email` from its stored session, opened on the account's
 * home (what a sign-in through the form lands on). For tests whose subject is
 * not the sign-in itself.
 */
export async function openSignedIn(
  browser: Browser,
  baseURL: string,
  email: string,
  options: Omit<PageOptions, 'as'> = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, baseURL, { ...options, as: email });
  const home = homeOf(storedSession(email).role);
  // An area's root is served at its trailing slash (/hospital redirects to /hospital/).
  await opened.page.goto(home === '/' ? '/' : `${home}/`);
  await waitForPath(opened.page, homePattern(home));
  return opened;
}
