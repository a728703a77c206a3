import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { files } from '../db/schema';
import type { Services } from '../services';
import { parseByteRange } from './byte-range';

/**
 * The stored (content-checked, file-store.ts) types served here: pictures and
 * videos only, so nothing is ever answered as HTML, script or PDF.
 */
const SERVED_TYPE = /^(image\/(jpeg|png)|video\/(mp4|quicktime|webm))$/;

/**
 * GET /api/files/{name}: uploaded pictures and videos (profile pictures,
 * gallery, promo videos). Documents (PDF: trade licences, lab results) are
 * never served here; they have their own calls with access checks. A `Range`
 * request gets that part of the file (206), so a `<video>` can seek.
 */
export function publicFiles(services: Services): Hono {
  const app = new Hono();
  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    const [row] = await services.database.db.select().from(files).where(eq(files.storedName, name));
    if (!row || !SERVED_TYPE.test(row.mime) || !(await services.files.has(row.storedName))) {
      return c.json({ message: 'File not found' }, 404);
    }
    const headers = {
      'content-type': row.mime,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    };
    // The size is the files row's; the bytes stream from the store as they are sent (a video is never whole in memory).
    const size = row.size;
    const range = parseByteRange(c.req.header('range'), size);
    if (range === 'unsatisfiable') {
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${size}` } });
    }
    if (size === 0) return new Response(new Uint8Array(0), { headers: { ...headers, 'content-length': '0' } });
    if (range) {
      return new Response(services.files.stream(row.storedName, range.start, range.end), {
        status: 206,
        headers: {
          ...headers,
          'content-length': String(range.end - range.start + 1),
          'content-range': `bytes ${range.start}-${range.end}/${size}`,
        },
      });
    }
    return new Response(services.files.stream(row.storedName, 0, size - 1), {
      headers: { ...headers, 'content-length': String(size) },
    });
  });
  return app;
}
