import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { siteSecurityHeaders } from './http/security-headers';

export interface Site {
  name: string;
  /** Route prefix, e.g. /hospital ('' for the patient site at /). */
  prefix: string;
  dir: string;
}

/**
 * The built sites to serve: every apps/<role>/dist whose package.json names a
 * route prefix under "aafiya.prefix", and the design system's Storybook at
 * /storybook. Longer prefixes first, so /hospital wins over /.
 */
export function findSites(root: string): Site[] {
  const sites: Site[] = [];
  const appsDir = path.join(root, 'apps');
  for (const name of existsSync(appsDir) ? readdirSync(appsDir) : []) {
    const manifest = path.join(appsDir, name, 'package.json');
    const dist = path.join(appsDir, name, 'dist');
    if (!existsSync(manifest) || !existsSync(path.join(dist, 'index.html'))) continue;
    const prefix = (JSON.parse(readFileSync(manifest, 'utf8')) as { aafiya?: { prefix?: string } }).aafiya?.prefix;
    if (prefix !== undefined) sites.push({ name, prefix: prefix === '/' ? '' : prefix.replace(/\/+$/, ''), dir: dist });
  }
  const storybook = path.join(root, 'storybook-static');
  if (existsSync(path.join(storybook, 'index.html')))
    sites.push({ name: 'storybook', prefix: '/storybook', dir: storybook });
  return sites.sort((a, b) => b.prefix.length - a.prefix.length);
}

/**
 * The sites whose pages compile WebAssembly, by prefix: the pharmacy decodes
 * QR codes with zxing-wasm (#21). Only they get 'wasm-unsafe-eval'.
 */
const WASM_SITES: ReadonlySet<string> = new Set(['/pharmacy']);

/** Vite's hashed files (`/assets/index-4f3a2b.js`) never change under one name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so the browser must check it every time. */
const REVALIDATE = 'no-cache';

/** The types the build precompresses (vite.precompress.ts). */
const TEXT_TYPE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/**
 * A request for a file (`/assets/x.js`, `/favicon.ico`, `/robots.txt`) rather
 * than a page of the site's client-side routes: its last segment ends in an
 * extension of up to five letters or digits. A longer "extension" is a page's
 * parameter with a dot in it (a name, a signed reference), which gets the page.
 */
const looksLikeFile = (requestPath: string) =>
  /\.[a-z0-9]{1,5}$/i.test(requestPath.slice(requestPath.lastIndexOf('/')));

/** The shared logo mark that every site's build holds as favicon.svg (vite.site.ts); the Storybook keeps its own. */
function faviconOf(sites: Site[]): string | undefined {
  return sites
    .filter((site) => site.name !== 'storybook')
    .map((site) => path.join(site.dir, 'favicon.svg'))
    .find((file) => existsSync(file));
}

/**
 * GET /favicon.ico: browsers ask the origin's root for it whatever the page
 * names, so it answers the shared mark (an SVG, as its content type says)
 * instead of a 404 on every page.
 */
function mountFavicon(app: Hono, sites: Site[]): void {
  const file = faviconOf(sites);
  if (!file) return;
  const svg = readFileSync(file);
  app.on(['GET', 'HEAD'], '/favicon.ico', (c) =>
    c.body(svg, 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    }),
  );
}

/**
 * Serves each site's files under its prefix, and its index.html for the
 * site's client-side routes (paths without a file extension). A missing file
 * stays a 404 instead of answering HTML for a script. Paths match whole
 * segments: /hospitals is the patient site's, /hospital/... the hospital's.
 * Every answer carries the site's security headers (http/security-headers.ts).
 * Files get their type by extension (hono's table): `.wasm` application/wasm,
 * as WebAssembly.instantiateStreaming requires, `.mjs` (the PDF reader's
 * worker) text/javascript.
 */
export function mountSites(app: Hono, sites: Site[]): void {
  const none = () => Promise.resolve();
  mountFavicon(app, sites);
  for (const site of sites) {
    const root = path.relative(process.cwd(), site.dir);
    const strip = (requestPath: string) => requestPath.slice(site.prefix.length) || '/';
    // The build wrote brotli and gzip twins of every text file (vite.precompress.ts):
    // sent as they are, with Content-Encoding, to a client that accepts them.
    const file = serveStatic({ root, rewriteRequestPath: strip, precompressed: true });
    const page = serveStatic({ root, rewriteRequestPath: () => '/index.html', precompressed: true });
    const securityHeaders = siteSecurityHeaders(path.join(site.dir, 'index.html'), site.name === 'storybook', {
      wasm: WASM_SITES.has(site.prefix),
    });
    const secured = (response: Response) => {
      for (const [name, value] of Object.entries(securityHeaders())) response.headers.set(name, value);
      // A cache must not hand a brotli answer to a client that asked for none, or the reverse.
      if (TEXT_TYPE.test(response.headers.get('content-type') ?? '') && !response.headers.has('vary'))
        response.headers.set('vary', 'Accept-Encoding');
      return response;
    };
    if (site.prefix) app.get(site.prefix, (c) => secured(c.redirect(`${site.prefix}/`)));
    app.on(['GET', 'HEAD'], `${site.prefix}/*`, async (c, next) => {
      const found = (await file(c, none)) as Response | undefined;
      if (found) {
        found.headers.set('cache-control', strip(c.req.path).startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
        return secured(found);
      }
      const index = looksLikeFile(c.req.path) ? undefined : ((await page(c, none)) as Response | undefined);
      if (!index) {
        await next();
        return;
      }
      index.headers.set('cache-control', REVALIDATE);
      return secured(index);
    });
  }
  if (!sites.some((s) => s.prefix === '')) {
    // Until the patient site is built, the root leads to the Storybook.
    app.get('/', (c) =>
      c.redirect(sites.some((s) => s.name === 'storybook') ? '/storybook/' : '/api/lookups/countries'),
    );
  }
}
