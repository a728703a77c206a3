import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { files } from '../db/schema';
import type { Services } from '../services';

/**
 * GET /api/files/{name}: uploaded pictures and videos (profile pictures,
 * gallery, promo videos). Documents (PDF: trade licences, lab results) are
 * never served here; they have their own calls with access checks.
 */
export function publicFiles(services: Services): Hono {
  const app = new Hono();
  app.get('/:name', async (c) => {
    const name = c.req.param('name');
    const [row] = await services.database.db.select().from(files).where(eq(files.storedName, name));
    const bytes = row && !row.mime.includes('pdf') ? await services.files.read(row.storedName) : undefined;
    if (!row || !bytes) return c.json({ message: 'File not found' }, 404);
    return new Response(bytes, {
      headers: {
        'content-type': row.mime,
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  });
  return app;
}
