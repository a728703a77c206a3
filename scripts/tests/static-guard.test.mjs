// Proves that `npm run lint` and `npm run typecheck` can fail: each file of
// scripts/fixtures/broken-static breaks exactly one check (a type-aware rule, a
// react-hooks rule, a jsx-a11y rule, a physical Tailwind class in packages/ui, a
// storybook-plugin rule, the formatting, a type), and the controls (clean.tsx,
// clean.stories.tsx) break none; every fixture must show exactly its expected
// problems, no more, no fewer.
//
// How: the real tools with the real configuration are pointed at the fixtures where
// they lie; nothing is written into the source tree, so a lint, typecheck or story
// run going on beside this one never sees a broken file.
// - oxlint: scripts/lint.mjs's command (binary and flags) with .oxlintrc.json, on the
//   fixture folder (lint.mjs leaves that folder out with --ignore-pattern; the config
//   itself does not ignore it). Type information comes from the folder's tsconfig.json,
//   which extends tsconfig.web.json.
// - ESLint and Prettier: their Node APIs with eslint.config.js and .prettierrc.json,
//   each fixture's text given the path packages/ui/src/__static-guard__/<name>, so the
//   configuration meant for packages/ui applies (physical-direction rule, stories).
// - TypeScript: the typecheck's compiler, tsgo, on the fixture folder's tsconfig.json:
//   tsconfig.web.json's options (`tsgo -p tsconfig.web.json` is the typecheck of
//   packages/ui and the sites), the fixtures as its files.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { bin, brokenFixtures, parts, root } from '../lint.mjs';
import { runToEnd as run } from './run-to-end.mjs';

const fixtureDir = path.join(root, brokenFixtures);
const virtualDir = path.join(root, 'packages', 'ui', 'src', '__static-guard__');
const fixtures = readdirSync(fixtureDir).filter((name) => /\.tsx?$/.test(name));

/** Each fixture's problems, as `<tool> <rule>`. */
const expected = {
  'clean.tsx': [],
  'clean.stories.tsx': [],
  'floating-promise.ts': ['oxlint typescript(no-floating-promises)'],
  'conditional-hook.tsx': ['oxlint react-hooks(rules-of-hooks)'],
  'missing-alt.tsx': ['oxlint jsx-a11y(alt-text)'],
  'physical-direction.tsx': ['eslint no-restricted-syntax'],
  'broken.stories.tsx': ['eslint storybook/default-exports'],
  'misformatted.ts': ['prettier --check'],
  'type-error.ts': ['oxlint typescript(TS2322)', 'tsgo TS2322'],
};

test('lint and typecheck fail each broken fixture and pass the controls', async () => {
  assert.deepEqual(fixtures.toSorted(), Object.keys(expected).toSorted(), 'a fixture without expectations');
  const found = Object.fromEntries(fixtures.map((name) => [name, []]));

  const oxlintPart = parts.find((part) => part.command === bin('oxlint'));
  assert.ok(oxlintPart, 'scripts/lint.mjs runs oxlint');
  const oxlintArgs = oxlintPart.args.filter((arg) => !arg.startsWith('--ignore-pattern'));
  const [oxlint, tsgo] = await Promise.all([
    run(oxlintPart.command, [...oxlintArgs, '--format=json', brokenFixtures]),
    run(bin('tsgo'), ['-p', `${brokenFixtures}/tsconfig.json`, '--pretty', 'false']),
  ]);

  // oxlint: non-zero exit, and each diagnostic on its fixture.
  assert.notEqual(oxlint.status, 0, `oxlint must fail\n${oxlint.stderr}`);
  for (const diagnostic of JSON.parse(oxlint.stdout).diagnostics) {
    found[path.basename(diagnostic.filename)]?.push(`oxlint ${diagnostic.code}`);
  }

  // tsgo: non-zero exit, and each error on its fixture (`file(line,col): error TSnnnn: ...`).
  assert.notEqual(tsgo.status, 0, 'the typecheck must fail');
  for (const [, file, code] of tsgo.stdout.matchAll(/^(\S+?)\(\d+,\d+\): error (TS\d+)/gm)) {
    found[path.basename(file)]?.push(`tsgo ${code}`);
  }

  // ESLint and Prettier, on each fixture's text as if it lay in packages/ui/src.
  const eslint = new ESLint({ cwd: root });
  for (const name of fixtures) {
    const text = readFileSync(path.join(fixtureDir, name), 'utf8');
    const filepath = path.join(virtualDir, name);
    const [result] = await eslint.lintText(text, { filePath: filepath });
    for (const message of result?.messages ?? []) found[name].push(`eslint ${message.ruleId ?? message.message}`);
    const options = await prettier.resolveConfig(filepath);
    if (!(await prettier.check(text, { ...options, filepath }))) found[name].push('prettier --check');
  }

  assert.deepEqual(found, expected);
});
