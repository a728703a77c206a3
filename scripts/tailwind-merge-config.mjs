#!/usr/bin/env node
// Writes packages/ui/src/lib/tailwind-merge-config.gen.ts: tailwind-merge's own
// default configuration restricted to the class groups the design system and the
// sites use (#18). cn() merges with it through tailwind-merge's createTailwindMerge,
// so the first routes carry tailwind-merge's engine (~2 kB gzip) and these groups,
// not its whole default configuration (~6 kB).
//
// The groups are those of every word in the sources that tailwind-merge's default
// configuration recognises as a class (scripts/class-words.mjs). Each group keeps
// its definition and its place in the default configuration, so every such word
// lands in the same group as with the full twMerge; conflicts keep only the groups
// kept. packages/ui/src/lib/cn.equivalence.test.ts proves cn() gives the full twMerge's
// result for every pair of them and fails, naming the classes, when a new class needs
// one more: then run `node scripts/tailwind-merge-config.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { classWords } from './class-words.mjs';
import { root } from './site-bundles.mjs';

const uiRequire = createRequire(path.join(root, 'packages/ui/package.json'));
const twmDir = path.dirname(uiRequire.resolve('tailwind-merge'));
const { getDefaultConfig, validators } = await import(path.join(twmDir, 'bundle-mjs.mjs'));
const { createClassGroupUtils, createParseClassName } = await import(path.join(twmDir, 'unstable-mjs.mjs'));
const twmVersion = JSON.parse(readFileSync(path.join(twmDir, '..', 'package.json'), 'utf8')).version;

export const target = path.join(root, 'packages/ui/src/lib/tailwind-merge-config.gen.ts');

/**
 * Groups kept even when no source uses them yet: the logical (right-to-left
 * safe) utilities that theme.css names as the design system's vocabulary, so a
 * caller's `me-2` or `rounded-s-md` overrides a default as it did with twMerge.
 */
export const alwaysKept = [
  'ps',
  'pe',
  'ms',
  'me',
  'start',
  'end',
  'text-alignment',
  'border-w-s',
  'border-w-e',
  'border-color-s',
  'border-color-e',
  'rounded-s',
  'rounded-e',
  'rounded-ss',
  'rounded-se',
  'rounded-es',
  'rounded-ee',
];

/**
 * The class groups of the default configuration that a list of words uses: each
 * word looked up as tailwind-merge's mergeClassList does (without its variants
 * and `!`; with and without a `/…` postfix).
 */
export function usedGroups(words, config = getDefaultConfig()) {
  const parse = createParseClassName(config);
  const { getClassGroupId } = createClassGroupUtils(config);
  const groups = new Set();
  for (const word of words) {
    const { isExternal, baseClassName, maybePostfixModifierPosition } = parse(word);
    if (isExternal) continue;
    const lookups = [baseClassName];
    if (maybePostfixModifierPosition) lookups.push(baseClassName.substring(0, maybePostfixModifierPosition));
    for (const lookup of lookups) {
      const group = getClassGroupId(lookup);
      if (group) groups.add(group);
    }
  }
  return groups;
}

const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));

/**
 * A list of class definitions of the default configuration as TypeScript
 * source: literals as strings, validators by their name in tailwind-merge's
 * `validators`, a theme scale (`fromTheme('spacing')`) written out in its place,
 * which is where tailwind-merge's class map expands it too.
 */
function definitionsSource(definitions, theme) {
  return definitions
    .map((definition) => {
      if (typeof definition === 'string') return JSON.stringify(definition);
      if (typeof definition === 'function' && definition.isThemeGetter) {
        return definitionsSource(theme[definition.themeKey] ?? [], theme);
      }
      if (typeof definition === 'function') {
        const name = validatorNames.get(definition);
        if (!name) throw new Error('tailwind-merge-config: a validator that tailwind-merge does not export');
        return name;
      }
      const entries = Object.entries(definition).map(
        ([key, value]) => `${JSON.stringify(key)}: [${definitionsSource(value, theme)}]`,
      );
      return `{ ${entries.join(', ')} }`;
    })
    .filter((source) => source !== '')
    .join(', ');
}

/** The source of the restricted configuration for the class groups in use. */
export function configSource(groups, config = getDefaultConfig()) {
  const kept = Object.keys(config.classGroups).filter((group) => groups.has(group));
  const groupLines = kept.map(
    (group) => `    ${JSON.stringify(group)}: [${definitionsSource(config.classGroups[group], config.theme)}],`,
  );
  const restrict = (record) =>
    Object.entries(record)
      .filter(([group]) => groups.has(group))
      .map(([group, others]) => [group, others.filter((other) => groups.has(other))])
      .filter(([, others]) => others.length > 0)
      .map(([group, others]) => `    ${JSON.stringify(group)}: ${JSON.stringify(others)},`);
  const groupSource = groupLines.join('\n');
  const imported = [...validatorNames.values()].filter((name) => new RegExp(`\\b${name}\\b`).test(groupSource)).sort();
  return `// Generated by scripts/tailwind-merge-config.mjs: do not edit; run \`node scripts/tailwind-merge-config.mjs\`.
// tailwind-merge's default configuration (tailwind-merge ${twmVersion}) restricted to the
// ${kept.length} class groups used in @aafiya/ui's and the sites' sources or named by
// theme.css's logical utilities, in the default's order and with all of their values;
// theme scales are written into the groups (the same lookups).
// packages/ui/src/lib/cn.equivalence.test.ts proves that cn() merges every class of
// the sources as the full twMerge does.
import { validators, type Config } from 'tailwind-merge';

const { ${imported.join(', ')} } = validators;

/** The configuration cn() hands to createTailwindMerge: the class groups in use, their conflicts. */
export const tailwindMergeConfig = (): Config<string, string> => ({
  cacheSize: ${config.cacheSize},
  theme: {},
  classGroups: {
${groupSource}
  },
  conflictingClassGroups: {
${restrict(config.conflictingClassGroups).join('\n')}
  },
  conflictingClassGroupModifiers: {
${restrict(config.conflictingClassGroupModifiers).join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify((config.postfixLookupClassGroups ?? []).filter((group) => groups.has(group)))},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
});
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const groups = new Set([...usedGroups(classWords()), ...alwaysKept]);
  writeFileSync(target, configSource(groups));
  console.log(`${path.relative(root, target)}: ${groups.size} class groups`);
}
