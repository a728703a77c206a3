import { existsSync } from 'node:fs';

/**
 * How every test launches a browser: Debian's Chromium, never a downloaded one, with the same
 * flags for the story tests (vitest.config.ts) and the end-to-end tests (e2e/support/browser.ts).
 *
 * The end-to-end tests run headless in Debian's `chromium-headless-shell` (the same Chromium
 * build, packaged as the old headless shell: no browser window layer behind the page): measured on
 * the 2-core machine, their browser used 62 s of CPU for what took 108 s in `chromium --headless`
 * (whose browser-UI renderer alone took 25 s). The story tests stay in `chromium` (vitest.config.ts
 * says why). Without the shell (`npm test` installs it with apt-get when it may), the e2e tests use
 * `chromium` itself: same results, more CPU. CHROMIUM_PATH and CHROMIUM_HEADLESS_PATH point elsewhere.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';
export const headlessChromiumPath =
  process.env.CHROMIUM_HEADLESS_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
