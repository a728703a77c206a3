import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with node:http, which (unlike fetch) leaves the bytes as the server sent them. */
function rawGet(path: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = request(new URL(path, baseUrl), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

// Issue #18, item 1: the build writes brotli and gzip twins of every text file
// (vite.precompress.ts) and the server sends them to a client that accepts them.
describe('compressed serving of the built system', () => {
  it('sends a built script as brotli to a client that accepts it, and as it is to one that does not', async () => {
    const page = await rawGet('/login');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(page.body.toString('utf8'))?.[1];
    if (!script) throw new Error('/login names no script');

    const plain = await rawGet(script);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await rawGet(script, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await rawGet(script, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('sends the pages compressed too', async () => {
    const page = await rawGet('/hospital/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString('utf8')).toContain('<div id="root">');
  });

  it('compresses an API answer over 1 KB on the fly', async () => {
    const plain = await rawGet('/api/doctors/all');
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet('/api/doctors/all', 'br;q=1.0, gzip;q=0.5');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });
});
