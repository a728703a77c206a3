import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.config.ts';

// Browsers come from Debian's chromium package, never from a download. The story and screenshot
// tests run in `chromium` itself (the screenshots' baselines are its pictures; its headless shell,
// which the e2e tests use, antialiases text differently, and beside the e2e lane it made the stories
// step slower: 941 s → 1,119 s in a fresh-clone run, though alone it used 10 % less CPU).
const chromium = playwright({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--font-render-hinting=none'] },
});

// A fresh object per project: Vitest names each browser instance after its project.
const browser = (provider = chromium) => ({
  enabled: true,
  headless: true,
  provider,
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 768 },
});

const apiFiles = ['apps/api/test/**/*.test.ts', 'apps/api/src/domains/**/*.test.ts'];

/**
 * The API files run on both engines when npm test has a PostgreSQL server (CI): what the
 * engine, its driver or the process model can change. Concurrency and constraints (two
 * bookings of one slot, the integrity rules, throttle counters), triggers (the audit
 * trail), the database's notifications (sessions, kept answers, data events), files' bytes in the
 * database (each driver gives bytea its own way), the embedded
 * database's own thread and crash safety, the demo data `npm start` makes, the reminders'
 * time arithmetic, and the SQL that leans on the engine (search, finance sums). Every other
 * file tests the policy, the validation and the handlers' rules through SQL that both
 * engines answer alike (PGlite is PostgreSQL compiled to WASM), and runs on the server only;
 * without a server (a newcomer's `npm test`) every file runs on PGlite.
 */
const apiEngineFiles = [
  'apps/api/test/answer-cache.test.ts',
  'apps/api/test/appointment-reminders.test.ts',
  'apps/api/test/audit-trail.test.ts',
  'apps/api/test/crash-safety.test.ts',
  'apps/api/test/data-notifications.test.ts',
  'apps/api/test/demo-data.test.ts',
  'apps/api/test/file-stores.test.ts',
  'apps/api/test/pglite-thread.test.ts',
  'apps/api/test/records-integrity.test.ts',
  'apps/api/test/sessions.test.ts',
  'apps/api/test/slots-integrity.test.ts',
  'apps/api/test/throttling.test.ts',
  'apps/api/src/domains/admin/admin-finance.test.ts',
  'apps/api/src/domains/public/hospital-search.test.ts',
  'apps/api/src/domains/shared/scheduling/booking.test.ts',
];

/**
 * The projects named on the command line (`--project x` or `--project=x`); none named: all.
 * npm test runs each step's projects in a vitest of its own.
 */
function requestedProjects(argv: readonly string[]): string[] {
  return argv.flatMap((arg, index) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    return arg === '--project' && argv[index + 1] ? [argv[index + 1] as string] : [];
  });
}
const requested = requestedProjects(process.argv);
const wants = (name: string) => requested.length === 0 || requested.includes(name);

/**
 * The story tests: every story of .storybook/main.ts as a test in Chromium. Only made when
 * the run includes this project: the Storybook plugin loads Storybook's presets and indexes
 * the stories when it is made, 8.6 s and 12.5 s of CPU that the unit, API and e2e runs of
 * npm test (a vitest each) would otherwise pay for nothing.
 */
function storybookProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
    // One retry: on a loaded two-core CI machine a story's play test can miss a
    // timing once (seen: 1 of 680). A story that fails twice still fails the run,
    // and scripts/test.mjs lists every failed test at the end of its output.
    // `isolate: false`: the story files share one page instead of a fresh iframe
    // each, so the browser loads and evaluates the component modules once, not
    // 115 times (780 s → 309 s for the 944 story tests on the 2-core machine).
    // Each story still renders into a fresh root with its own MSW handlers and
    // query client (withApi); a play test waits for what arrives asynchronously
    // instead of relying on a fresh page's timing.
    // `testTimeout: 30_000` (browser mode's default is 15 s): the pharmacy's scan stories load pdf.js (its
    // 1.2 MB worker) and the zxing decoder on first use; on a CI machine at a load of 5 that took over 10 s
    // once. A story that hangs still fails, later.
    test: { name: 'storybook', browser: browser(), retry: 1, isolate: false, testTimeout: 30_000 },
  };
}

export default defineConfig({
  resolve: { conditions: ['@aafiya/source', ...defaultClientConditions] },
  // The Node-side tests resolve packages as Node does: not by the `module` condition first (Vite's server
  // default), which sends the AWS SDK (files/s3-blobs.ts) to its `dist-es` build, whose imports Node cannot load.
  ssr: {
    resolve: {
      conditions: ['@aafiya/source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // apps/api/src/domains: the API tests beside their handlers (the api project).
          exclude: ['**/*.visual.test.tsx', '**/*.bench.test.tsx', '**/node_modules/**', 'apps/api/src/domains/**'],
          // The unit files share their workers' module graph instead of a fresh one
          // per file (about three times less CPU: the transforms and imports of the
          // api-client's mocks and queries happen once per worker). A file that
          // changes globals restores them in its own afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          // The cross-cutting files in apps/api/test, and each domain's beside its handlers.
          // AAFIYA_API_ENGINE_FILES=1 (npm test sets it on the PGlite run when the suite also runs
          // on a PostgreSQL server, as in CI) keeps only the files where the engine or its driver
          // can answer differently: see apiEngineFiles.
          include: process.env.AAFIYA_API_ENGINE_FILES === '1' ? apiEngineFiles : apiFiles,
          // The migrations run once per run (a PGlite dump cached under a hash of them,
          // or a PostgreSQL template database); every test server starts from a copy
          // of its own (apps/api/test/global-setup.ts, test-server.ts).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // The files share one worker's modules instead of a fresh worker each: the
          // server's modules and PGlite's WASM load once per run, not 22 times. CPU on
          // the 2-core machine, PGlite: 211 s → 130 s with the template → 61 s with
          // this; PostgreSQL: 66 s → 30 s with this. Each file still starts its own
          // server on its own database.
          isolate: false,
          // One file at a time: two workers were no faster on the 2-core machine
          // (argon2 and PGlite already use more than one core).
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(wants('storybook') ? [storybookProject()] : []),
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        test: {
          name: 'visual',
          include: ['packages/*/src/**/*.visual.test.tsx'],
          // One retry, as the story tests: on a loaded two-core machine the first
          // screenshot of a run once missed "stable within 5000 ms" (two captures
          // differed while the page was still settling). A real difference from the
          // approved picture fails both tries.
          retry: 1,
          browser: {
            ...browser(),
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
      {
        // End-to-end: Playwright (playwright-core + Debian's Chromium) against the
        // built system as `npm start` runs it. The global setup starts the system and
        // one Chromium (the files connect to it) and signs in the accounts the tests
        // start from (stored sessions), once per run. `isolate: false`: the files run
        // one after another in one worker that keeps its imports (playwright-core,
        // the API client) instead of a fresh worker per file; each file connects its
        // own browser handle and each test opens its own context.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 240_000,
        },
      },
      {
        // `npm run bench` only: render-time benchmarks in Chromium, printed, never part of `npm test`.
        // Run with NODE_ENV=production (React's production build); its own cache keeps
        // those pre-bundled dependencies apart from the test projects'.
        extends: true,
        plugins: [react(), tailwindcss()],
        cacheDir: 'node_modules/.vite/bench',
        test: {
          name: 'bench',
          include: ['packages/*/src/**/*.bench.test.tsx'],
          browser: browser(),
        },
      },
    ],
  },
});
