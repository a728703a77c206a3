import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this go as they are: a header costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** JSON and text answers; files (pictures, PDFs, videos) are compressed already and keep their bytes. */
const COMPRESSIBLE = /^(application\/(json|problem\+json)|text\/(plain|csv|html))\b/i;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli when the
 * client takes it, else gzip; `q=0` refuses one. Undefined: send as is.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((name) => weight(name) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0];
}

/** Brotli at quality 4 or gzip at level 6: fast settings, as an answer is compressed when it is sent. */
export function compressBytes(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(bytes, { level: 6 });
}

/**
 * Compresses the API's JSON answers over 1 KB on the fly (brotli at quality 4,
 * or gzip at level 6: fast settings, as each answer is compressed once; the
 * zlib work runs on libuv's thread pool, off the HTTP thread). Streams
 * (notifications), partial answers, HEAD and files are left as they are;
 * every compressible answer says `Vary: Accept-Encoding`.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type') ?? '';
    if (!COMPRESSIBLE.test(type) || res.status === 206 || res.status === 204 || res.headers.has('content-encoding'))
      return;
    if (!/accept-encoding/i.test(res.headers.get('vary') ?? '')) res.headers.append('vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const length = Number(res.headers.get('content-length') ?? NaN);
    if (!encoding || c.req.method === 'HEAD' || !res.body || length < COMPRESS_THRESHOLD_BYTES) return;
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length < COMPRESS_THRESHOLD_BYTES) {
      c.res = new Response(bytes, res);
      return;
    }
    const packed = await compressBytes(bytes, encoding);
    // Hono's c.res setter copies the old answer's headers over the new one's: set them after.
    c.res = new Response(packed, res);
    c.res.headers.set('content-encoding', encoding);
    c.res.headers.set('content-length', String(packed.length));
  };
}
