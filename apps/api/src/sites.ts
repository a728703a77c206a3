import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

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
    if (prefix !== undefined) sites.push({ name, prefix: prefix === '/' ? '' : prefix, dir: dist });
  }
  const storybook = path.join(root, 'storybook-static');
  if (existsSync(path.join(storybook, 'index.html')))
    sites.push({ name: 'storybook', prefix: '/storybook', dir: storybook });
  return sites.sort((a, b) => b.prefix.length - a.prefix.length);
}

/** Serves each site's files under its prefix, with index.html for the site's client-side routes. */
export function mountSites(app: Hono, sites: Site[]): void {
  for (const site of sites) {
    const rel = path.relative(process.cwd(), site.dir);
    const strip = (p: string) => p.slice(site.prefix.length) || '/';
    app.use(`${site.prefix}/*`, serveStatic({ root: rel, rewriteRequestPath: strip }));
    app.get(`${site.prefix}/*`, serveStatic({ root: rel, rewriteRequestPath: () => '/index.html' }));
    if (site.prefix) app.get(site.prefix, (c) => c.redirect(`${site.prefix}/`));
  }
  if (!sites.some((s) => s.prefix === '')) {
    // Until the patient site exists, the root leads to the Storybook.
    app.get('/', (c) =>
      c.redirect(sites.some((s) => s.name === 'storybook') ? '/storybook/' : '/api/lookups/countries'),
    );
  }
}
