/**
 * How every test launches a browser: Debian's Chromium (`apt-get install
 * chromium`, or CHROMIUM_PATH), never a downloaded one, with the same flags for
 * the story tests (vitest.config.ts) and the end-to-end tests (e2e/support/browser.ts).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
