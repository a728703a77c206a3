// The words that can reach cn() (packages/ui/src/lib/cn.ts): every
// whitespace-separated word of every string literal and template-literal part in
// @aafiya/ui's sources and the sites' (apps/<site>/src), stories and tests
// included, since stories pass their own `className`s. Tailwind itself only
// generates CSS for class names written out in the sources, and no class name is
// built from pieces here, so these words are every Tailwind class the
// design system and the sites can ever merge. Most words are not classes (texts,
// ids, URLs); the callers keep those tailwind-merge recognises.
//
// Used by scripts/tailwind-merge-config.mjs (which class groups cn() needs) and
// packages/ui/src/lib/cn.equivalence.test.ts (cn() against the full tailwind-merge).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, sites } from './site-bundles.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require('typescript');

/**
 * Every .ts and .tsx file under a folder. Left out: node_modules, dist, generated
 * files (*.gen.ts: tailwind-merge-config.gen.ts would feed its own values back)
 * and the equivalence tests (*.equivalence.test.ts: the classes of their table
 * must not add the groups they check).
 */
function* sourceFiles(dir) {
  for (const name of readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist') yield* sourceFiles(file);
    } else if (/\.tsx?$/.test(name) && !/\.(d|gen|equivalence\.test)\.ts$/.test(name)) {
      yield file;
    }
  }
}

/** The folders whose sources can call cn(): @aafiya/ui's and each site's src. */
export function classSourceDirs() {
  return [path.join(root, 'packages/ui/src'), ...sites().map((site) => path.join(root, 'apps', site.name, 'src'))];
}

/** The text of every string literal and template-literal part of one TypeScript file. */
function stringsOf(file) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every distinct word of the string literals in classSourceDirs(), sorted. */
export function classWords() {
  const words = new Set();
  for (const dir of classSourceDirs()) {
    for (const file of sourceFiles(dir)) {
      for (const text of stringsOf(file)) {
        for (const word of text.split(/\s+/)) if (word) words.add(word);
      }
    }
  }
  return [...words].sort();
}
