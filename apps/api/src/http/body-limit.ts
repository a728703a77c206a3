import type { Context, MiddlewareHandler } from 'hono';

/**
 * Refuses request bodies over `maxBytes`, and reads every body to its end
 * before the answer goes out. A body with a Content-Length is judged by it; a
 * streamed one (chunked, or a body-less DELETE the browser sends without a
 * length) is read within the limit and handed on as a standard Request.
 *
 * Hono's own bodyLimit rebuilds the request with `new Request(c.req.raw, …)`,
 * which throws under @hono/node-server with `overrideGlobalObjects: false` (its
 * light request object is not undici's Request): every streamed body, and every
 * DELETE from a browser, answered 500.
 *
 * Why the body is read even when the answer did not need it (a 401, 403, 404 or
 * a 400 on a parameter, sent before the body is looked at): a keep-alive client
 * that has its answer sends the next request on the same connection, but the
 * server is still in the middle of the previous body. @hono/node-server then
 * drains that body for at most 500 ms and destroys the socket, and the client's
 * next request ends with no answer ("other side closed", or EPIPE while it
 * writes its own body). Worse, merely touching `c.req.raw.body` starts Node's
 * Readable.toWeb on the request, which pauses it again after every chunk no one
 * reads, so the drain never finishes and the socket was always destroyed. The
 * audit of #17 saw 359 such unanswered requests; contract-fuzz.test.ts and
 * http-server.test.ts keep them at zero. So: the stream is opened only to read
 * a chunked body or to read what the app left, never just to look; and the
 * answer waits for the whole body, so the connection is at a request boundary
 * when the client sees it. A body over the limit is not read: that answer
 * closes the connection instead (`Connection: close`).
 */
export function bodyLimit(maxBytes: number, onTooLarge: (c: Context) => Response): MiddlewareHandler {
  const tooLarge = (c: Context) => {
    const response = onTooLarge(c);
    response.headers.set('connection', 'close');
    return response;
  };
  return async (c, next) => {
    const raw = c.req.raw;
    const length = raw.headers.get('content-length');
    if (!raw.headers.has('transfer-encoding')) {
      if (length === null || Number(length) === 0) return next();
      if (Number(length) > maxBytes) return tooLarge(c);
      await next();
      await readToEnd(raw);
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (raw.body) {
      // Node's types leave the chunk type open; a request body's chunks are bytes.
      const reader = (raw.body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel();
          return tooLarge(c);
        }
        chunks.push(value);
      }
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

/** Reads and drops what is left of a request body the app answered without reading. */
async function readToEnd(request: Request): Promise<void> {
  if (request.bodyUsed || !request.body) return;
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // The client went away: there is no connection left to keep clean.
  }
}
