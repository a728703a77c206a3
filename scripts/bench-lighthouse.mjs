#!/usr/bin/env node
// Lighthouse for `npm run bench` (after its build): the built system as `npm start`
// serves it, on a data folder of its own with the demo data, in Debian's Chromium.
// Mobile preset (Lighthouse's default: a Moto G Power screen, simulated slow 4G and
// 4× CPU slowdown), median of 3 runs per page: the patient site's /login, /,
// /hospitals and /doctor (the doctor search), and the hospital area /hospital/ signed in.
// Prints the table the README's "Lighthouse" figures come from.
//
// Usage: node scripts/bench-lighthouse.mjs [--runs 3] [--desktop]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const DESKTOP = args.includes('--desktop');

/** The pages: path, and the demo account signed in first (none: a guest). */
const PAGES = [
  { path: '/login' },
  { path: '/' },
  { path: '/hospitals' },
  { path: '/doctor' },
  { path: '/hospital/', as: 'hospital@demo.ae' },
];

async function startSystem() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aafiya-lighthouse-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn('node', ['apps/api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('is running at')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${out}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const system = await startSystem();
const profile = mkdtempSync(path.join(tmpdir(), 'aafiya-lighthouse-profile-'));
const debuggingPort = 9300 + Math.floor(Math.random() * 500);
// A persistent profile: the sign-in below stays in the browser Lighthouse drives.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: chromiumPath,
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${debuggingPort}`],
});
const rows = [];
try {
  for (const page of PAGES) {
    if (page.as) {
      // Sign in through the form, as a user does; the session stays in the profile's storage.
      const tab = await context.newPage();
      await tab.goto(`${system.base}/login`);
      await tab.getByRole('textbox', { name: 'Email' }).fill(page.as);
      await tab.getByLabel(/^Password/).fill('Demo@12345');
      await tab.getByRole('button', { name: 'Login' }).click();
      // The form and GuestOnly both send the user home: the first of the two loads may be aborted.
      const signedIn = (url) => url.pathname !== '/login';
      await tab.waitForURL(signedIn, { timeout: 30_000 }).catch(() => tab.waitForURL(signedIn, { timeout: 30_000 }));
      await tab.waitForLoadState('load');
      await tab.close();
    }
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        `${system.base}${page.path}`,
        {
          port: debuggingPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          // Keep the signed-in session (Lighthouse clears storage by default).
          disableStorageReset: Boolean(page.as),
        },
        DESKTOP ? desktopConfig : undefined,
      );
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        bytes: audits['total-byte-weight'].numericValue,
      });
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({
      page: page.path + (page.as ? ' (signed in)' : ''),
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      lcp: pick('lcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      bytes: pick('bytes'),
    });
    if (page.as) {
      // Sign out for the next page: clear the site's storage, from a file of the
      // origin that runs no script (/login would send the signed-in user home,
      // once its texts have loaded, while this clears it).
      const tab = await context.newPage();
      await tab.goto(`${system.base}/favicon.svg`);
      await tab.evaluate(() => localStorage.clear());
      await tab.close();
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  system.stop();
}

const date = new Date().toISOString().slice(0, 10);
console.log(`\nLighthouse 12, ${DESKTOP ? 'desktop' : 'mobile'} preset, median of ${RUNS}, ${date}`);
console.log('| page | performance | accessibility | best practices | LCP s | CLS | TBT ms | transferred KB |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(
    `| ${r.page} | ${r.performance.toFixed(0)} | ${r.accessibility.toFixed(0)} | ${r.bestPractices.toFixed(0)} | ` +
      `${(r.lcp / 1000).toFixed(1)} | ${r.cls.toFixed(3)} | ${r.tbt.toFixed(0)} | ${(r.bytes / 1024).toFixed(0)} |`,
  );
}
