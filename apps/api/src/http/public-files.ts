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
    const bytes = row && SERVED_TYPE.test(row.mime) ? await services.files.read(row.storedName) : undefined;
    if (!row || !bytes) return c.json({ message: 'File not found' }, 404);
    const headers = {
      'content-type': row.mime,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    };
    const range = parseByteRange(c.req.header('range'), bytes.length);
    if (range === 'unsatisfiable') {
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${bytes.length}` } });
    }
    if (range) {
      const part = bytes.subarray(range.start, range.end + 1);
      return new Response(part, {
        status: 206,
        headers: {
          ...headers,
          'content-length': String(part.length),
          'content-range': `bytes ${range.start}-${range.end}/${bytes.length}`,
        },
      });
    }
    return new Response(bytes, { headers: { ...headers, 'content-length': String(bytes.length) } });
  });
  return app;
}
