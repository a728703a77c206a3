import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers every page of the sites carries besides its Content-Security-Policy:
 * no MIME sniffing, no full URL (with its ids) in the Referer to other origins,
 * and the camera (the pharmacy scans QR codes) and location (the patient
 * site's directions) for the site itself only.
 */
const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
} as const;

/**
 * The sites' policy: scripts from the site itself and the one inline script
 * of index.html (the language before paint, vite.site.ts) by its hash. Styles
 * allow 'unsafe-inline': react-remove-scroll (dialogs) and Leaflet add
 * `<style>` elements and style attributes at run time; styles cannot run code.
 * Pictures may be data: (map tiles, QR codes) or blob: (picture cropping).
 * No other origin is named: no site configures a map tile server or geocoder
 * (MapConfig stays empty, so maps draw the packaged basemap and gazetteer).
 * A site that compiles WebAssembly (the pharmacy's QR decoder, zxing-wasm) adds
 * 'wasm-unsafe-eval': it lets the page compile wasm modules, not run eval().
 */
function siteCsp(scriptHashes: readonly string[], wasm: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self'${wasm ? " 'wasm-unsafe-eval'" : ''}${scriptHashes.map((hash) => ` '${hash}'`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The Storybook's looser policy: its manager and preview run inline scripts
 * and eval-like code, the manager frames the preview (frame-ancestors 'self'),
 * and the preview's mock API is a service worker (MSW).
 */
const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** `sha256-…` of every inline `<script>` (one without `src`) of a page, as CSP names them. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || !body) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/** What a site's pages need beyond the strict policy. */
export interface SitePolicyOptions {
  /** The pages compile WebAssembly (script-src 'wasm-unsafe-eval'). */
  wasm?: boolean;
}

/**
 * The security headers of one built site's answers. The script hashes are read
 * from the served index.html itself (again whenever the build rewrites it), so
 * the policy cannot drift from the script it allows.
 */
export function siteSecurityHeaders(
  indexFile: string,
  storybook: boolean,
  options: SitePolicyOptions = {},
): () => Record<string, string> {
  if (storybook)
    return () => ({ ...PAGE_HEADERS, 'x-frame-options': 'SAMEORIGIN', 'content-security-policy': STORYBOOK_CSP });
  let cached: { mtime: number; headers: Record<string, string> } | undefined;
  return () => {
    const mtime = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (cached?.mtime !== mtime) {
      const hashes = mtime ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
      cached = {
        mtime,
        headers: {
          ...PAGE_HEADERS,
          'x-frame-options': 'DENY',
          'content-security-policy': siteCsp(hashes, options.wasm === true),
        },
      };
    }
    return cached.headers;
  };
}

/**
 * The API's answers (JSON, files, the event stream): nosniff, never framed, no
 * referrer to other origins. An answer's own headers win (overwrite: false), so
 * an uploaded file keeps its `default-src 'none'; sandbox` policy.
 */
export const apiSecurityHeaders = () =>
  secureHeaders({
    overwrite: false,
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // Pictures under /api/files appear in mails, read in other origins' webmail.
    crossOriginResourcePolicy: false,
    // Plain HTTP on localhost in development; a TLS proxy in front sets HSTS.
    strictTransportSecurity: false,
  });
