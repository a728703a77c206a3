#!/usr/bin/env node
// The README's map, "URL → site route → screen folder → API operations →
// server module", made from the code so it cannot drift:
// - the sites' route tables (apps/<site>/src/routes.ts) and prefixes (package.json),
// - the page each route loads and the @aafiya/ui screen it renders (apps/<site>/src/pages),
// - the folder that defines the screen (packages/ui/src/screens/<area>/<route>/) and the
//   @aafiya/api-client hooks it and the folders it imports use,
// - the calls those hooks' modules make (packages/api-client/src/queries), named by
//   the contract (openapi/dist/openapi.json),
// - the domain module whose handler group handles each operation (apps/api/src/domains).
// It reads the files as text (imports and calls are written one way across the
// codebase); an operation a screen reaches through a shared module is listed for
// every screen that uses that module.
//
// `node scripts/site-map.mjs` rewrites the map between the markers in README.md;
// `--check` fails (exit 1) when the README's map is not what the code says, and is a step of `npm test`.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const START = '<!-- site-map:start (made by scripts/site-map.mjs; do not edit by hand) -->';
const END = '<!-- site-map:end -->';

/** Every file below a folder (relative to the root), depth first, sorted. */
function filesBelow(dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(path.join(root, file)).isDirectory() ? filesBelow(file) : [file];
    });
}
const isSource = (file) =>
  /\.tsx?$/.test(file) && !/\.(test|stories|fixtures)\.tsx?$|stories\.tsx?$|story-helpers/.test(file);

// The contract: "GET /doctors/{id}" → operationId.
const contract = JSON.parse(read('openapi/dist/openapi.json'));
const operationOf = new Map();
for (const [route, item] of Object.entries(contract.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (operation?.operationId) operationOf.set(`${method.toUpperCase()} ${route}`, operation.operationId);
  }
}

// The server: operationId → the domain module that handles it.
const moduleOf = new Map();
for (const file of filesBelow('apps/api/src/domains').filter(isSource)) {
  const text = read(file);
  for (const id of operationOf.values()) {
    if (new RegExp(`^\\s+(async )?${id}(\\(|:)`, 'm').test(text)) moduleOf.set(id, file.replace('apps/api/src/', ''));
  }
}

// The client: hook name → the operations it calls: those in its own function,
// or, when it builds on the module's shared query functions, the module's.
const callsIn = (text) =>
  [
    ...[...text.matchAll(/\.(GET|POST|PUT|PATCH|DELETE)\(\s*'([^']+)'/g)].map(([, m, r]) => `${m} ${r}`),
    ...[...text.matchAll(/\.upload\(\s*'(\w+)',\s*'([^']+)'/g)].map(([, m, r]) => `${m.toUpperCase()} ${r}`),
  ]
    .map((key) => operationOf.get(key))
    .filter(Boolean);
// Every top-level function and constant of the query modules, with its text.
const queryModules = filesBelow('packages/api-client/src/queries').filter(isSource);
const partsOf = new Map();
for (const file of queryModules) {
  const parts = new Map();
  for (const part of read(file).split(/(?=^(?:export )?(?:async )?(?:function|const) \w+)/m)) {
    const name = /^(?:export )?(?:async )?(?:function|const) (\w+)/.exec(part)?.[1];
    if (name) parts.set(name, part);
  }
  partsOf.set(file, parts);
}
/** A part's calls and those of the parts it names: its module's first, else any module's (imports). */
function callsOf(file, name, seen = new Set()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return [];
  seen.add(key);
  const part = partsOf.get(file)?.get(name) ?? '';
  const calls = callsIn(part);
  for (const [, word] of part.matchAll(/\b([a-zA-Z]\w+)\b/g)) {
    if (word === name) continue;
    const home = partsOf.get(file)?.has(word) ? file : queryModules.find((other) => partsOf.get(other)?.has(word));
    if (home) calls.push(...callsOf(home, word, seen));
  }
  return calls;
}
const hookOperations = new Map();
for (const file of queryModules) {
  const text = read(file);
  for (const name of partsOf.get(file).keys()) {
    if (!/^use[A-Z]/.test(name) || !new RegExp(`^export (?:function|const) ${name}\\b`, 'm').test(text)) continue;
    const calls = callsOf(file, name);
    hookOperations.set(name, new Set(calls.length > 0 ? calls : callsIn(text)));
  }
}

// The screens: component name → the file that defines it; a file → the hooks it
// and the files it imports (transitively, inside packages/ui/src/screens) use.
const screenFileOf = new Map();
const screenFiles = filesBelow('packages/ui/src/screens').filter(isSource);
for (const file of screenFiles) {
  for (const [, name] of read(file).matchAll(/export (?:function|const) (\w+Screen)\b/g)) screenFileOf.set(name, file);
}
function resolveImport(from, relative) {
  const base = path.normalize(path.join(path.dirname(from), relative));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  return undefined;
}
function hooksOfFile(file, seen = new Set()) {
  const hooks = new Set();
  if (seen.has(file)) return hooks;
  seen.add(file);
  const text = read(file);
  for (const [, names] of text.matchAll(/import \{([^}]*)\} from '@aafiya\/api-client'/g)) {
    for (const name of names.split(',').map((n) => n.trim().replace(/^type /, '')))
      if (name.startsWith('use')) hooks.add(name);
  }
  for (const [, relative] of text.matchAll(/from '(\.\.?\/[^']+)'/g)) {
    const target = resolveImport(file, relative);
    if (target?.startsWith('packages/ui/src/screens/') && isSource(target)) {
      for (const hook of hooksOfFile(target, seen)) hooks.add(hook);
    }
  }
  return hooks;
}

// The sites: each route of each table, its page, the screen the page renders.
function sites() {
  return readdirSync(path.join(root, 'apps'))
    .sort()
    .flatMap((name) => {
      const manifest = path.join('apps', name, 'package.json');
      if (!existsSync(path.join(root, manifest))) return [];
      const prefix = JSON.parse(read(manifest)).aafiya?.prefix;
      const table = path.join('apps', name, 'src', 'routes.ts');
      return prefix && existsSync(path.join(root, table)) ? [{ name, prefix, table }] : [];
    });
}

/** The screens a page renders: JSX tags ending in Screen, in the page's function (named export) or file. */
function screensOfPage(file, exportName) {
  const text = read(file);
  const screensIn = (part) => [...new Set([...part.matchAll(/<(\w+Screen)\b/g)].map(([, name]) => name))];
  if (exportName) {
    const start = text.indexOf(`export function ${exportName}`);
    const next = text.indexOf('export function', start + 1);
    const own = screensIn(text.slice(start, next === -1 ? undefined : next));
    // A page that renders a component of its file (PcrTestPage → PcrPage) renders that one's screens.
    if (own.length > 0) return own;
  }
  return screensIn(text);
}

const rows = [];
for (const site of sites()) {
  const text = read(site.table);
  const pages = new Map();
  for (const [, name, target, exportName] of text.matchAll(
    /const (\w+) = lazy\(\(\) => (?:import\('([^']+)'\)|(\w+)\(\)\.then\(\(m\) => \(\{ default: m\.(\w+) \}\)\))/g,
  )) {
    pages.set(name, { target, exportName });
  }
  // `details().then(...)` rows name a loader: `const details = () => import('./pages/details')`.
  const loaders = new Map([...text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, n, t]) => [n, t]));
  for (const [, name, loader, exportName] of text.matchAll(
    /const (\w+) = lazy\(\(\) => (\w+)\(\)\.then\(\(m\) => \(\{ default: m\.(\w+) \}\)\)\)/g,
  )) {
    pages.set(name, { target: loaders.get(loader), exportName });
  }
  for (const [, route, page] of text.matchAll(/\{ path: '([^']+)', page: (\w+)/g)) {
    const url = site.prefix === '/' ? route : `${site.prefix}${route === '/' ? '' : route}`;
    const found = pages.get(page);
    const pageFile = found?.target && path.join('apps', site.name, 'src', `${found.target.replace('./', '')}.tsx`);
    const screens = pageFile && existsSync(path.join(root, pageFile)) ? screensOfPage(pageFile, found.exportName) : [];
    const files = screens.map((name) => screenFileOf.get(name)).filter(Boolean);
    const folders = [...new Set(files.map((file) => path.dirname(file)))];
    const operations = new Set();
    for (const file of files) {
      for (const hook of hooksOfFile(file)) for (const id of hookOperations.get(hook) ?? []) operations.add(id);
    }
    const sorted = [...operations].sort();
    rows.push({
      url,
      route: `${site.table.replace('/src/routes.ts', '')} \`${route}\``,
      folder: folders.length ? folders.map((f) => f.replace('packages/ui/src/', '')).join(', ') : '(the area’s shell)',
      operations: sorted.join(', ') || '—',
      modules: [...new Set(sorted.map((id) => moduleOf.get(id) ?? 'not built yet'))].sort().join(', ') || '—',
    });
  }
}

const map = [
  START,
  '',
  '| URL | site route | screen folder | API operations | server modules |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.url} | ${r.route} | ${r.folder} | ${r.operations} | ${r.modules} |`),
  '',
  END,
].join('\n');

const readme = read('README.md');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start === -1 || end === -1) {
  console.error(`README.md has no map markers (${START} … ${END})`);
  process.exit(1);
}
const current = readme.slice(start, end + END.length);
if (process.argv.includes('--check')) {
  if (current !== map) {
    console.error('The README map is stale: run `node scripts/site-map.mjs` and commit README.md.');
    process.exit(1);
  }
  console.log(`README map is current (${rows.length} routes).`);
} else {
  writeFileSync(path.join(root, 'README.md'), readme.slice(0, start) + map + readme.slice(end + END.length));
  console.log(`README map written (${rows.length} routes).`);
}
