import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema';
import { newId } from '../src/ids';
import { findSites, mountSites } from '../src/sites';
import { pdfBytes, pngBytes } from './fixtures';
import { startTestServer } from './test-server';

// The server as main.ts assembles it: the API, then the built sites (here
// small stand-ins with an inline script like vite.site.ts's language script).
const LANGUAGE_SCRIPT = "(function(){document.documentElement.lang='ar';})();";
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(LANGUAGE_SCRIPT).digest('base64')}'`;

let root: string;
let app: Hono;
let server: Awaited<ReturnType<typeof startTestServer>>;
let picture: string;
let pdf: string;

function site(dir: string, prefix?: string) {
  const full = path.join(root, dir);
  mkdirSync(path.join(full, 'dist'), { recursive: true });
  if (prefix) writeFileSync(path.join(full, 'package.json'), JSON.stringify({ aafiya: { prefix } }));
  const html = `<!doctype html><script type="module" src="/assets/index.js"></script><script>${LANGUAGE_SCRIPT}</script>`;
  writeFileSync(path.join(full, prefix ? 'dist' : '', 'index.html'), html);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'aafiya-headers-'));
  site('apps/patient', '/');
  site('apps/hospital', '/hospital');
  site('apps/pharmacy', '/pharmacy');
  site('storybook-static');
  server = await startTestServer();
  const { db } = server.services.database;
  for (const [bytes, kind] of [
    [pngBytes, 'png'],
    [pdfBytes, 'pdf'],
  ] as const) {
    const stored = await server.services.files.saveBytes(bytes, `upload.${kind}`, [kind]);
    if (!stored) throw new Error(`the ${kind} fixture was refused`);
    await db.insert(files).values({ id: newId(), ...stored });
    if (kind === 'png') picture = stored.storedName;
    else pdf = stored.storedName;
  }
  app = new Hono();
  app.route('/', server.app);
  mountSites(app, findSites(root));
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(answer: Response): Map<string, string> {
  const policy = answer.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  it.each(['/login', '/hospital/', '/hospital/appointments'])(
    '%s: a strict policy with the script by its hash',
    async (url) => {
      const answer = await app.request(url);
      expect(answer.status).toBe(200);
      const csp = directives(answer);
      expect(csp.get('script-src')).toBe(`'self' ${SCRIPT_HASH}`);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(csp.get('media-src')).toBe("'self' blob:");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(answer.headers.get('content-security-policy')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy')).toMatch(/camera=\(self\).*geolocation=\(self\)/);
    },
  );

  it("lets the pharmacy's pages compile WebAssembly (its QR decoder), and no other site's", async () => {
    const pharmacy = directives(await app.request('/pharmacy/scan-qr-prescription'));
    expect(pharmacy.get('script-src')).toBe(`'self' 'wasm-unsafe-eval' ${SCRIPT_HASH}`);
    expect(pharmacy.get('worker-src')).toBe("'self'");
    for (const url of ['/login', '/hospital/']) {
      expect(directives(await app.request(url)).get('script-src')).not.toContain('wasm-unsafe-eval');
    }
  });

  it('gives the Storybook its own policy, framed by itself only', async () => {
    const answer = await app.request('/storybook/');
    const csp = directives(answer);
    expect(csp.get('frame-ancestors')).toBe("'self'");
    expect(csp.get('worker-src')).toContain("'self'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the API with nosniff, never framed', async () => {
    for (const url of ['/api/lookups/countries', '/api/no-such-call']) {
      const answer = await app.request(url);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(directives(answer).get('frame-ancestors')).toBe("'none'");
      expect(directives(answer).get('default-src')).toBe("'none'");
    }
  });

  it('serves an uploaded picture with its checked type, sandboxed, and never a PDF', async () => {
    const answer = await app.request(`/api/files/${picture}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-disposition')).toBe('inline');
    expect(directives(answer).get('sandbox')).toBe('');
    expect(directives(answer).get('default-src')).toBe("'none'");
    expect((await app.request(`/api/files/${pdf}`)).status).toBe(404);
  });
});
