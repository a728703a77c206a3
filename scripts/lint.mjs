#!/usr/bin/env node
// `npm run lint`: three checks, side by side; each runs to the end even when another
// fails, so one run shows every problem, and the exit code is non-zero if any failed.
//
// 1. oxlint (.oxlintrc.json): the rules of the former ESLint setup (@eslint/js,
//    typescript-eslint strictTypeChecked, react-hooks with the React Compiler rules,
//    jsx-a11y strict) and oxlint's correctness category; the type-aware ones through
//    tsgolint (typescript-go), one TypeScript program per tsconfig.json.
// 2. ESLint (eslint.config.js) for what oxlint lacks: eslint-plugin-storybook and the
//    physical-direction Tailwind rule of packages/ui. No type information, so it
//    takes seconds (`--cache`: only changed files after the first run).
// 3. The formatting check: Prettier, not oxfmt. oxfmt 0.79 (configured from
//    .prettierrc.json with `oxfmt --migrate=prettier`) checks the same 1056 files as
//    `prettier --check .` but formats 4 of them differently: a union type that does
//    not fit on its line (apps/api/src/http/read-body.ts, apps/api/src/seed/images/
//    tiles.ts, packages/api-client/src/queries/slots.ts, packages/ui/src/components/
//    maps/location-search.tsx) gets a leading `|` per member where Prettier keeps it
//    on one indented line. Prettier stays, as the formatter may change only if the
//    output stays the same (oxfmt would check in ~1 s of CPU against Prettier's ~27 s;
//    it is not a dependency: compare again with `npx oxfmt@latest --check` when it changes).
//
// Time on the 2-core machine (2026-11-24, shared with other jobs, so the wall times
// are about twice what the CPU alone would give): 57-64 s from cold (61 s of CPU:
// Prettier ~27, oxlint ~23, ESLint ~8) and 16-28 s with ESLint's and Prettier's
// caches (oxlint, ~20 s, has none). ESLint took ~200 s. Each part prints its time.
//
// scripts/fixtures/broken-static is deliberately broken (scripts/tests/static-guard.test.mjs
// proves with it that these checks fail); oxlint is told to skip it here, ESLint and
// Prettier skip it through their ignore lists.
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';

/** A tool from the workspace's node_modules/.bin, so this runs without pnpm on PATH. */
export const bin = (name) => path.join(root, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name);

export const brokenFixtures = 'scripts/fixtures/broken-static';

// Content-keyed caches: a later run looks only at changed files (a new tool version or
// config invalidates them). Prettier's is its own file: a run without --cache deletes the default one.
const eslintCache = ['--cache', '--cache-strategy=content', '--cache-location=node_modules/.cache/eslint/'];
const prettierCache = ['--cache', '--cache-strategy=content', '--cache-location=node_modules/.cache/prettier/lint'];

/** The checks; `fix` is each one's arguments for `npm run format` (scripts/lint.mjs --fix). */
export const parts = [
  {
    name: 'oxlint (type-aware)',
    command: bin('oxlint'),
    // --type-check: the TypeScript compiler's errors too, from the programs the type-aware rules
    // build anyway (one per tsconfig.json): +17 s of CPU here against 57 s for a separate
    // `tsgo` typecheck, which npm test therefore no longer runs (`npm run typecheck` still does).
    args: ['--type-aware', '--type-check', '--deny-warnings', `--ignore-pattern=${brokenFixtures}/**`],
    fix: ['--type-aware', '--fix', `--ignore-pattern=${brokenFixtures}/**`],
  },
  {
    name: 'eslint (storybook, physical directions)',
    command: bin('eslint'),
    args: ['--max-warnings=0', ...eslintCache, '.'],
    fix: ['--fix', ...eslintCache, '.'],
  },
  {
    name: 'prettier --check',
    command: bin('prettier'),
    args: ['--check', ...prettierCache, '.'],
    fix: ['--write', ...prettierCache, '.'],
  },
];

/** Runs one part with its output kept, to be printed whole (the parts run side by side). */
function run(part) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(part.command, part.args, {
      cwd: root,
      shell: isWindows,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY && !process.env.FORCE_COLOR ? { FORCE_COLOR: '1' } : {}) },
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${String(error)}\n`)));
    child.on('close', (status) => {
      const seconds = (performance.now() - started) / 1000;
      resolve({ ...part, ok: status === 0, seconds, output: Buffer.concat(output).toString('utf8') });
    });
  });
}

// Run as a script (not imported, as scripts/tests/static-guard.test.mjs imports `parts`).
const invoked = process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);

if (invoked && process.argv.includes('--fix')) {
  // `npm run format`: the fixes, then Prettier writes; one after the other, as each
  // writes files. Whatever no fix could mend is printed and fails the run.
  let failed = false;
  for (const part of parts) {
    console.log(`[format] ${path.basename(part.command)} ${part.fix.join(' ')}`);
    const status = await new Promise((resolve) => {
      const child = spawn(part.command, part.fix, { cwd: root, shell: isWindows, stdio: 'inherit' });
      child.on('error', (error) => console.error(String(error)));
      child.on('close', resolve);
    });
    if (status !== 0) failed = true;
  }
  process.exit(failed ? 1 : 0);
} else if (invoked) {
  const started = performance.now();
  const results = await Promise.all(parts.map(run));
  for (const result of results) {
    console.log(`[lint] ${result.name}: ${result.ok ? 'ok' : 'FAILED'} in ${result.seconds.toFixed(1)} s`);
    const text = result.output.trimEnd();
    if (text) console.log(text);
  }
  const failed = results.filter((result) => !result.ok).map((result) => result.name);
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(failed.length ? `[lint] failed: ${failed.join(', ')} (${total} s)` : `[lint] all passed (${total} s)`);
  process.exit(failed.length ? 1 : 0);
}
