import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswers } from './compress';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
  ])('%j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressAnswers', () => {
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Doctor ${i}` })) };
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/big', (c) => c.json(big));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/stream', (c) => c.body('data: x\n\n'.repeat(500), 200, { 'content-type': 'text/event-stream' }));

  it('sends brotli or gzip to a client that takes it, with Vary and the right length', async () => {
    const br = await app.request('/big', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const packed = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(packed.length));
    expect(JSON.parse(brotliDecompressSync(packed).toString('utf8'))).toEqual(big);

    const gz = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('leaves small answers, streams and clients that take nothing as they are', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const stream = await app.request('/stream', { headers: { 'accept-encoding': 'br' } });
    expect(stream.headers.get('content-encoding')).toBeNull();
    const plain = await app.request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(big);
  });
});
