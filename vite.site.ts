import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type UserConfig } from 'vite';
import { precompress } from './vite.precompress.ts';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './packages/session/src/language.ts';

interface SiteManifest {
  name?: string;
  aafiya?: { prefix?: string };
}

/** The route prefix a site's package.json names under "aafiya.prefix" (apps/api serves the site there). */
export function sitePrefix(appDir: URL): string {
  const manifest = JSON.parse(readFileSync(new URL('package.json', appDir), 'utf8')) as SiteManifest;
  const prefix = manifest.aafiya?.prefix;
  if (!prefix?.startsWith('/'))
    throw new Error(`${manifest.name ?? 'the site'}: package.json needs "aafiya": { "prefix": "/..." }`);
  return prefix;
}

/**
 * Sets <html lang dir> from the stored language before the first paint, so an
 * Arabic visitor never sees the page flip from left-to-right (same keys as
 * @aafiya/session's language store: the cookie first, then local storage).
 */
function languageBeforePaint(): Plugin {
  const script = `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|ar)(?:;|$)/);var l=m?m[1]:localStorage.getItem('${LANGUAGE_STORAGE_KEY}');if(l==='ar'){document.documentElement.lang='ar';document.documentElement.dir='rtl';}}catch(e){}})();`;
  return {
    name: 'aafiya-language-before-paint',
    transformIndexHtml: () => [{ tag: 'script', children: script, injectTo: 'head' }],
  };
}

/** The shared logo mark (a medical cross on the brand teal): every site's favicon. */
export const FAVICON_FILE = fileURLToPath(
  new URL('./packages/ui/src/screens/shared/brand-mark/favicon.svg', import.meta.url),
);

/**
 * Every site's favicon: the shared mark is written into the build as
 * `favicon.svg` (served at /hospital/favicon.svg, …) and named by a
 * `<link rel="icon">` in index.html; `vite` serves it too. apps/api answers
 * the browsers' own /favicon.ico request with the same file (sites.ts).
 */
function favicon(): Plugin {
  let href = '/favicon.svg';
  return {
    name: 'aafiya-favicon',
    configResolved: (config) => {
      href = `${config.base}favicon.svg`;
    },
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href }, injectTo: 'head' }],
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: readFileSync(FAVICON_FILE) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (request.method !== 'GET' || (path !== href && path !== '/favicon.ico')) {
          next();
          return;
        }
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(FAVICON_FILE));
      });
    },
  };
}

/**
 * Every site's index.html, the same for all nine: none is kept in apps/<role>.
 * Vite reads it from here in development (the middleware) and in the build
 * (the entry `index.html` resolves to this text); `languageBeforePaint` and
 * Vite's own transforms then apply as to a file on disk. The entry module is
 * the site's src/main.tsx.
 */
export const SITE_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Aafiya — healthcare booking in the United Arab Emirates." />
    <title>Aafiya</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

function siteHtml(indexPath: string): Plugin {
  return {
    name: 'aafiya-site-html',
    resolveId: (id) => (id === indexPath ? indexPath : undefined),
    load: (id) => (id === indexPath ? SITE_HTML : undefined),
    configureServer(server) {
      // After Vite's own middlewares: any page request the files did not answer gets the shell.
      return () => {
        server.middlewares.use((request, response, next) => {
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
            next();
            return;
          }
          server
            .transformIndexHtml(request.url ?? '/', SITE_HTML)
            .then((html) => {
              response.setHeader('content-type', 'text/html');
              response.end(html);
            })
            .catch(next);
        });
      };
    },
  };
}

/**
 * The Vite configuration of every site (apps/<role>): the prefix from its
 * package.json as `base` (so its files live under /hospital/assets/...), React
 * and Tailwind, the workspace packages' TypeScript sources (the "@aafiya/source"
 * condition: no package build needed first), and a manifest for the bundle
 * report. `vite` (dev) proxies /api to the API of `npm start`.
 */
export function siteConfig(appDir: URL): UserConfig {
  const prefix = sitePrefix(appDir);
  const indexPath = fileURLToPath(new URL('index.html', appDir));
  return {
    base: prefix === '/' ? '/' : `${prefix}/`,
    plugins: [
      react(),
      tailwindcss(),
      siteHtml(indexPath),
      languageBeforePaint(),
      favicon(),
      // react-aria ships its own strings (date segments, calendar, buttons) in 34
      // locales; keep the two we speak. en-AE finds en-US, ar-AE… finds ar-AE.
      { ...optimizeLocales.vite({ locales: ['en-US', 'ar-AE'] }), enforce: 'pre' },
      // brotli and gzip twins of every text file, served by apps/api (sites.ts).
      precompress(),
    ],
    resolve: { conditions: ['@aafiya/source', ...defaultClientConditions] },
    build: { outDir: 'dist', emptyOutDir: true, manifest: true, rolldownOptions: { input: indexPath } },
    server: { proxy: { '/api': process.env.AAFIYA_API_URL ?? 'http://localhost:8080' } },
  };
}
