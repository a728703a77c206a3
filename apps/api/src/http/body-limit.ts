import type { Context, MiddlewareHandler } from 'hono';

/**
 * Refuses request bodies over `maxBytes`. A body with a Content-Length is judged
 * by it; a streamed one (chunked, or a body-less DELETE the browser sends
 * without a length) is read within the limit and handed on as a standard
 * Request.
 *
 * Hono's own bodyLimit rebuilds the request with `new Request(c.req.raw, …)`,
 * which throws under @hono/node-server with `overrideGlobalObjects: false` (its
 * light request object is not undici's Request): every streamed body, and every
 * DELETE from a browser, answered 500.
 */
export function bodyLimit(maxBytes: number, onTooLarge: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const length = raw.headers.get('content-length');
    if (length !== null && !raw.headers.has('transfer-encoding')) {
      return Number(length) > maxBytes ? onTooLarge(c) : next();
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    // Node's types leave the chunk type open; a request body's chunks are bytes.
    const reader = (raw.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return onTooLarge(c);
      }
      chunks.push(value);
    }
    const headers = new Headers(raw.headers);
    headers.delete('transfer-encoding');
    headers.set('content-length', String(size));
    c.req.raw = new Request(raw.url, {
      method: raw.method,
      headers,
      body: size > 0 ? Buffer.concat(chunks) : null,
      signal: raw.signal,
    });
    return next();
  };
}
