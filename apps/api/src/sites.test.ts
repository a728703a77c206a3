import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSites, mountSites } from './sites';

let root: string;
let app: Hono;

function site(name: string, prefix: string | undefined, asset: string) {
  const dir = path.join(root, 'apps', name);
  mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(prefix === undefined ? {} : { aafiya: { prefix } }));
  writeFileSync(path.join(dir, 'dist', 'index.html'), `<!doctype html><title>${name}</title>`);
  writeFileSync(path.join(dir, 'dist', 'assets', asset), `console.log(${JSON.stringify(name)});`);
  // Every site's build copies the shared logo mark (vite.site.ts).
  writeFileSync(path.join(dir, 'dist', 'favicon.svg'), FAVICON);
}

/** The first bytes of every WebAssembly module: "\0asm", version 1. */
const WASM_HEADER = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" /></svg>';

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'aafiya-sites-'));
  site('patient', '/', 'index-p.js');
  site('hospital', '/hospital', 'index-h.js');
  site('doctor', '/doctors', 'index-d.js');
  site('pharmacy', '/pharmacy', 'index-ph.js');
  // The pharmacy's QR decoder (zxing-wasm) and PDF reader's worker (pdfjs).
  writeFileSync(path.join(root, 'apps', 'pharmacy', 'dist', 'assets', 'zxing_reader-1a2b.wasm'), WASM_HEADER);
  writeFileSync(path.join(root, 'apps', 'pharmacy', 'dist', 'assets', 'pdf.worker-3c4d.mjs'), 'export {};');
  site('api', undefined, 'not-a-site.js');
  app = new Hono();
  mountSites(app, findSites(root));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => app.request(url);

describe('sites', () => {
  it('finds the built sites that name a prefix, longest first', () => {
    expect(findSites(root).map((s) => [s.name, s.prefix])).toEqual([
      ['hospital', '/hospital'],
      ['pharmacy', '/pharmacy'],
      ['doctor', '/doctors'],
      ['patient', ''],
    ]);
  });

  it('answers client-side routes with the site whose prefix matches whole segments', async () => {
    const title = async (url: string) => /<title>(\w+)</.exec(await (await get(url)).text())?.[1];
    expect(await title('/hospital/doctors')).toBe('hospital');
    expect(await title('/hospitals')).toBe('patient');
    expect(await title('/hospitals/abc')).toBe('patient');
    expect(await title('/doctor/12')).toBe('patient');
    expect(await title('/doctors/patient-info/1')).toBe('doctor');
    // A parameter whose dot is followed by more than five characters is no file extension: still a page.
    expect(await title('/verify/l65f1c0a2b3d4e5f601234567.q3Yk1c2VwQm9vS0JxZ1pB')).toBe('patient');
    expect(await title('/login')).toBe('patient');
    expect(await title('/')).toBe('patient');
    const page = await get('/hospital/appointments');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the bare prefix to its trailing-slash root', async () => {
    const answer = await get('/hospital');
    expect([301, 302]).toContain(answer.status);
    expect(answer.headers.get('location')).toBe('/hospital/');
  });

  it('answers /favicon.ico on every page with the shared logo mark', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    expect(await icon.text()).toBe(FAVICON);
    const linked = await get('/hospital/favicon.svg');
    expect(linked.status).toBe(200);
    expect(linked.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('serves hashed assets for a year and a missing file as a 404, never as HTML', async () => {
    const asset = await get('/hospital/assets/index-h.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('hospital');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await get('/hospital/assets/index-old.js');
    expect(missing.status).toBe(404);
    expect((await get('/assets/index-p.js')).status).toBe(200);
  });

  it('serves WebAssembly as application/wasm and a module worker as JavaScript (the pharmacy scans QR codes)', async () => {
    const wasm = await get('/pharmacy/assets/zxing_reader-1a2b.wasm');
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
    expect(new Uint8Array(await wasm.arrayBuffer())).toEqual(WASM_HEADER);
    const worker = await get('/pharmacy/assets/pdf.worker-3c4d.mjs');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toContain('immutable');
  });
});
