#!/usr/bin/env node
// Bootstrap for a fresh machine that has only Node and npm.
//
// Every root script (`npm start`, `npm test`, ...) goes through here. It
//  1. obtains the pnpm version pinned in package.json#packageManager, once, into
//     .cache/pnpm-<version> with npm (no global install, no corepack keys needed);
//  2. installs the workspace with it (a no-op in about a second when up to date);
//  3. runs `pnpm <args>` with that pnpm first on PATH, so nested scripts find it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const [, version] = /^pnpm@(\d+\.\d+\.\d+)/.exec(manifest.packageManager ?? '') ?? [];
if (!version) {
  console.error('package.json#packageManager must pin pnpm, e.g. "pnpm@12.21.0"');
  process.exit(1);
}

const isWindows = process.platform === 'win32';
const prefix = path.join(root, '.cache', `pnpm-${version}`);
const binDir = path.join(prefix, 'node_modules', '.bin');
const pnpmBin = path.join(binDir, isWindows ? 'pnpm.cmd' : 'pnpm');

// npm exports its own configuration as npm_config_* variables; pnpm would read
// them as its own settings (and warn about the ones it does not know).
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) || /^npm_config_registry$/i.test(key)),
);
env.PATH = `${binDir}${path.delimiter}${env.PATH ?? ''}`;
// Browsers come from Debian's chromium package; no tool may download its own.
env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
env.PUPPETEER_SKIP_DOWNLOAD = '1';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env, cwd: root, shell: isWindows, ...options });
  if (result.error) throw result.error;
  return result.status ?? (result.signal ? 1 : 0);
}

if (!existsSync(pnpmBin)) {
  console.log(`[aafiya] fetching pnpm ${version} into .cache/ (once)`);
  const npm = isWindows ? 'npm.cmd' : 'npm';
  const status = run(npm, [
    'install',
    '--prefix',
    prefix,
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `pnpm@${version}`,
  ]);
  if (status !== 0 || !existsSync(pnpmBin)) {
    console.error(`[aafiya] could not install pnpm ${version} with npm`);
    process.exit(status || 1);
  }
}

if (process.env.AAFIYA_SKIP_INSTALL !== '1') {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  const status = run(pnpmBin, ['install', '--prefer-offline', ...frozen]);
  if (status !== 0) process.exit(status);
}

process.exit(run(pnpmBin, process.argv.slice(2)));
