#!/usr/bin/env node
// Bundle report, run after a build (`npm run bench` builds first; or
// `pnpm ws:build && pnpm ws:bundle-report`). Two tables, gzip -9 sizes:
//
// 1. Sites (apps/*/dist of a package.json with "aafiya.prefix"): what a visitor
//    downloads for the site's first route — the JavaScript and CSS its
//    index.html loads (entry script, modulepreloads, stylesheets, and every
//    chunk those import statically), plus the lazy chunks of the home route
//    (src/pages/home.tsx, from Vite's manifest) — against the budget of
//    150 kB of JavaScript per site; and all the JavaScript the site has.
// 2. Packages (packages/*/dist) and the Storybook: every .js and .css file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** First-route JavaScript budget per site, gzip. */
export const FIRST_ROUTE_JS_BUDGET = 150 * 1024;
/** The page module of each site's first route (its home), as Vite's manifest names it. */
const HOME_PAGE = 'src/pages/home.tsx';

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

export function measure(dir) {
  const totals = { js: { raw: 0, gzip: 0, count: 0 }, css: { raw: 0, gzip: 0, count: 0 } };
  for (const file of files(dir)) {
    const kind = /\.(m?js)$/.test(file) ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    totals[kind].raw += statSync(file).size;
    totals[kind].gzip += gzipSize(file);
    totals[kind].count += 1;
  }
  return totals;
}

/** The `<script type="module" src>`, modulepreload and stylesheet URLs of an index.html. */
export function htmlAssets(html) {
  const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      const src = attr(tag, 'src');
      if (src && attr(tag, 'type') === 'module') scripts.push(src);
      continue;
    }
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.push(href);
    else if (rel === 'stylesheet') styles.push(href);
  }
  return { scripts, styles };
}

/** Static imports of a built ES module (`import{a}from"./x.js"`, `import "./y.js"`), not dynamic `import()`. */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g,
  )) {
    found.add(match[1]);
  }
  return [...found];
}

/** Every local file an ES module pulls in statically, itself included. */
function staticClosure(start, distDir, seen = new Set()) {
  if (seen.has(start) || !start.startsWith(distDir) || !existsSync(start)) return seen;
  seen.add(start);
  for (const spec of staticImports(readFileSync(start, 'utf8'))) {
    if (spec.startsWith('.')) staticClosure(path.resolve(path.dirname(start), spec), distDir, seen);
  }
  return seen;
}

/** The chunks of a manifest entry and of everything it imports statically (file paths), and their CSS. */
function manifestClosure(manifest, key, distDir, js = new Set(), css = new Set()) {
  const chunk = manifest[key];
  if (!chunk) return { js, css };
  const file = path.join(distDir, chunk.file);
  if (js.has(file)) return { js, css };
  if (file.endsWith('.js')) js.add(file);
  for (const sheet of chunk.css ?? []) css.add(path.join(distDir, sheet));
  for (const imported of chunk.imports ?? []) manifestClosure(manifest, imported, distDir, js, css);
  return { js, css };
}

function sites() {
  const base = path.join(root, 'apps');
  if (!existsSync(base)) return [];
  return readdirSync(base)
    .sort()
    .flatMap((name) => {
      const dir = path.join(base, name);
      const manifestFile = path.join(dir, 'package.json');
      const dist = path.join(dir, 'dist');
      if (!existsSync(manifestFile) || !existsSync(path.join(dist, 'index.html'))) return [];
      const prefix = JSON.parse(readFileSync(manifestFile, 'utf8')).aafiya?.prefix;
      return prefix === undefined ? [] : [{ name, prefix, dist }];
    });
}

/** The first-route figures of one built site. */
export function measureSite({ prefix, dist }) {
  const base = prefix === '/' ? '/' : `${prefix}/`;
  const toFile = (url) => (url.startsWith(base) ? path.join(dist, url.slice(base.length)) : null);
  const { scripts, styles } = htmlAssets(readFileSync(path.join(dist, 'index.html'), 'utf8'));

  const initialJs = new Set();
  for (const url of scripts) {
    const file = toFile(url);
    if (file) staticClosure(file, dist, initialJs);
  }
  const css = new Set(styles.map(toFile).filter(Boolean));

  const routeJs = new Set(initialJs);
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const home = manifestClosure(manifest, HOME_PAGE, dist);
  for (const file of home.js) routeJs.add(file);
  for (const file of home.css) css.add(file);

  const sum = (set) => [...set].filter((file) => existsSync(file)).reduce((total, file) => total + gzipSize(file), 0);
  const all = measure(dist);
  return {
    initialJs: sum(initialJs),
    routeJs: sum(routeJs),
    css: sum(css),
    files: routeJs.size + css.size,
    hasHome: manifest[HOME_PAGE] !== undefined,
    allJs: all.js.gzip,
    chunks: all.js.count,
  };
}

function packages() {
  const list = [];
  const base = path.join(root, 'packages');
  for (const name of existsSync(base) ? readdirSync(base).sort() : []) {
    const dist = path.join(base, name, 'dist');
    if (existsSync(dist) && statSync(dist).isDirectory()) list.push({ name: `packages/${name}`, dir: dist });
  }
  const storybook = path.join(root, 'storybook-static');
  if (existsSync(storybook)) list.push({ name: 'storybook-static', dir: storybook });
  return list;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

function table(title, header, body) {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const row of body) console.log(line(row));
}

export function report() {
  const siteRows = sites().map((site) => ({ ...site, ...measureSite(site) }));
  const packageRows = packages().map(({ name, dir }) => ({ name, ...measure(dir) }));
  if (siteRows.length === 0 && packageRows.length === 0) {
    console.log('bundle report: nothing built yet (run the build first)');
    return { sites: siteRows, packages: packageRows };
  }
  if (siteRows.length > 0) {
    table(
      `First route of each site (gzip -9; JavaScript budget ${kb(FIRST_ROUTE_JS_BUDGET)})`,
      ['site', 'prefix', 'index.html JS', 'first route JS', 'CSS', 'first route total', 'budget', 'all JS (chunks)'],
      siteRows.map((r) => [
        r.name,
        r.prefix,
        kb(r.initialJs),
        `${kb(r.routeJs)}${r.hasHome ? '' : ' *'}`,
        kb(r.css),
        kb(r.routeJs + r.css),
        r.routeJs <= FIRST_ROUTE_JS_BUDGET ? 'ok' : `over by ${kb(r.routeJs - FIRST_ROUTE_JS_BUDGET)}`,
        `${kb(r.allJs)} (${r.chunks})`,
      ]),
    );
    console.log(
      '"index.html JS": the entry script, its modulepreloads and their static imports. "first route JS" adds the' +
        ` home page's lazy chunks (${HOME_PAGE}; * = not found in the manifest). Fonts are not counted.`,
    );
  }
  if (packageRows.length > 0) {
    table(
      'Packages (gzip -9 of every .js/.css file)',
      ['package', 'JS files', 'JS gzip', 'CSS files', 'CSS gzip', 'total gzip'],
      packageRows.map((r) => [
        r.name,
        String(r.js.count),
        kb(r.js.gzip),
        String(r.css.count),
        kb(r.css.gzip),
        kb(r.js.gzip + r.css.gzip),
      ]),
    );
  }
  return { sites: siteRows, packages: packageRows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) report();
