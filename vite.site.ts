import { readFileSync } from 'node:fs';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, type Plugin, type UserConfig } from 'vite';
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

/**
 * The Vite configuration of every site (apps/<role>): the prefix from its
 * package.json as `base` (so its files live under /hospital/assets/...), React
 * and Tailwind, the workspace packages' TypeScript sources (the "@aafiya/source"
 * condition: no package build needed first), and a manifest for the bundle
 * report. `vite` (dev) proxies /api to the API of `npm start`.
 */
export function siteConfig(appDir: URL): UserConfig {
  const prefix = sitePrefix(appDir);
  return {
    base: prefix === '/' ? '/' : `${prefix}/`,
    plugins: [
      react(),
      tailwindcss(),
      languageBeforePaint(),
      // react-aria ships its own strings (date segments, calendar, buttons) in 34
      // locales; keep the two we speak. en-AE finds en-US, ar-AE… finds ar-AE.
      { ...optimizeLocales.vite({ locales: ['en-US', 'ar-AE'] }), enforce: 'pre' },
    ],
    resolve: { conditions: ['@aafiya/source', ...defaultClientConditions] },
    build: { outDir: 'dist', emptyOutDir: true, manifest: true },
    server: { proxy: { '/api': process.env.AAFIYA_API_URL ?? 'http://localhost:8080' } },
  };
}
