// The files each built site (apps/*/dist of a package.json with "aafiya.prefix")
// makes a visitor download for its first route: the JavaScript and CSS its
// index.html loads (entry script, modulepreloads, stylesheets, and every chunk
// those import statically), plus the lazy chunks of the home route
// (src/pages/home.tsx, from Vite's manifest). .size-limit.js sets the budgets
// of these files; fonts are not counted.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The page module of a site's first route when its routes.ts does not say otherwise, as Vite's manifest names it. */
export const HOME_PAGE = 'src/pages/home.tsx';

/**
 * The page module of a site's home route (path '/'), read from its
 * src/routes.ts: `{ path: '/', page: X }` with `const X = lazy(() =>
 * import('./pages/y'))` (or `lazy(load)` with `const load = () =>
 * import('./pages/y')`) gives 'src/pages/y.tsx'. The doctor's home is his
 * calendar, not a home.tsx: without this, its first route missed the page.
 */
export function homePageOf(siteDir) {
  const routesFile = path.join(siteDir, 'src', 'routes.ts');
  if (!existsSync(routesFile)) return HOME_PAGE;
  const source = readFileSync(routesFile, 'utf8');
  const page = /\{\s*path:\s*'\/'\s*,\s*page:\s*(\w+)\s*\}/.exec(source)?.[1];
  if (!page) return HOME_PAGE;
  const lazyOf = new RegExp(`const\\s+${page}\\s*=\\s*lazy\\(([^)]*\\)?[^)]*)\\)`).exec(source)?.[1] ?? '';
  const direct = /import\(\s*'\.\/(pages\/[\w-]+)'/.exec(lazyOf)?.[1];
  if (direct) return `src/${direct}.tsx`;
  const loader = /^\s*(\w+)\s*$/.exec(lazyOf)?.[1];
  const loaded =
    loader &&
    new RegExp(`const\\s+${loader}\\s*=\\s*\\(\\)\\s*=>\\s*import\\(\\s*'\\.\\/(pages\\/[\\w-]+)'`).exec(source)?.[1];
  return loaded ? `src/${loaded}.tsx` : HOME_PAGE;
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
function staticClosure(start, distDir, seen) {
  if (seen.has(start) || !start.startsWith(distDir) || !existsSync(start)) return;
  seen.add(start);
  for (const spec of staticImports(readFileSync(start, 'utf8'))) {
    if (spec.startsWith('.')) staticClosure(path.resolve(path.dirname(start), spec), distDir, seen);
  }
}

/** The chunks of a manifest entry and of everything it imports statically, and their CSS. */
function manifestClosure(manifest, key, distDir, js, css) {
  const chunk = manifest[key];
  if (!chunk) return;
  const file = path.join(distDir, chunk.file);
  if (js.has(file)) return;
  if (file.endsWith('.js')) js.add(file);
  for (const sheet of chunk.css ?? []) css.add(path.join(distDir, sheet));
  for (const imported of chunk.imports ?? []) manifestClosure(manifest, imported, distDir, js, css);
}

/** The sites: every apps/<name> whose package.json names an "aafiya.prefix". */
export function sites() {
  const base = path.join(root, 'apps');
  return readdirSync(base)
    .sort()
    .flatMap((name) => {
      const manifestFile = path.join(base, name, 'package.json');
      if (!existsSync(manifestFile)) return [];
      const prefix = JSON.parse(readFileSync(manifestFile, 'utf8')).aafiya?.prefix;
      return prefix === undefined ? [] : [{ name, prefix, dist: path.join(base, name, 'dist') }];
    });
}

/**
 * The first route's files of a built site, relative to the repository root:
 * index.html's scripts and styles with their static imports, and the home
 * page's lazy chunk when the site has one (the page of its '/' route,
 * homePageOf; a role area whose home is still the shared welcome has it in
 * the entry). Throws when the
 * site is not built or no script is found, so a budget never passes by
 * measuring nothing.
 */
export function firstRoute({ name, prefix, dist }) {
  const indexHtml = path.join(dist, 'index.html');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(indexHtml) || !existsSync(manifestFile)) {
    throw new Error(`apps/${name} is not built (no dist/index.html or manifest): run the build first`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

  const base = prefix === '/' ? '/' : `${prefix}/`;
  const toFile = (url) => (url.startsWith(base) ? path.join(dist, url.slice(base.length)) : null);
  const { scripts, styles } = htmlAssets(readFileSync(indexHtml, 'utf8'));
  const js = new Set();
  for (const url of scripts) {
    const file = toFile(url);
    if (file) staticClosure(file, dist, js);
  }
  const css = new Set(styles.map(toFile).filter(Boolean));
  const home = homePageOf(path.dirname(dist));
  if (manifest[home]) manifestClosure(manifest, home, dist, js, css);
  if (js.size === 0) throw new Error(`apps/${name}: index.html loads no script of the build`);

  const relative = (set) => [...set].filter((file) => existsSync(file)).map((file) => path.relative(root, file));
  return { js: relative(js), css: relative(css) };
}
