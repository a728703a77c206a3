import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { storedSessionAccounts } from './support/accounts';
import { launchBrowserServer } from './support/browser';
import { signInSession } from './support/sessions';
import { type RunningSystem, startSystem } from './support/system';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The run's Chromium (chromium.launchServer); test files chromium.connect() to it. */
    browserWsEndpoint: string;
  }
}

let system: RunningSystem | undefined;
let browserServer: BrowserServer | undefined;

/**
 * One running system, one Chromium and one signed-in session per account that
 * needs one (`storedSessionAccounts`) for the whole end-to-end run. Each test
 * still opens its own browser context (own local storage).
 */
export async function setup(project: TestProject) {
  // The browser starts while the server seeds its database.
  const [started, launched] = await Promise.allSettled([startSystem(), launchBrowserServer()]);
  if (started.status === 'fulfilled') system = started.value;
  if (launched.status === 'fulfilled') browserServer = launched.value;
  try {
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
    const url = started.value.url;
    const sessions = await Promise.all(storedSessionAccounts.map((email) => signInSession(url, email)));
    project.provide('baseUrl', url);
    project.provide('dataDir', started.value.dataDir);
    project.provide('browserWsEndpoint', launched.value.wsEndpoint());
    project.provide('sessions', Object.fromEntries(sessions.map((session) => [session.email, session])));
  } catch (error) {
    await teardown();
    throw error;
  }
}

export async function teardown() {
  const closing = browserServer?.close();
  browserServer = undefined;
  await Promise.all([closing, system?.stop()]);
  system = undefined;
}
