import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { outbox } from '../db/schema';
import type { Services } from '../services';

/** GET /dev/outbox (outside production): the mails the server would have sent, newest first, with live links. */
export function devOutbox(services: Services): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const mails = await services.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(100);
    const linkify = (text: string) =>
      text
        .replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch)
        .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Aafiya outbox (development)</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                margin: 2rem auto;
                max-width: 50rem;
                padding: 0 1rem;
              }
              article {
                border: 1px solid #ccc;
                border-radius: 8px;
                margin-block: 1rem;
                padding: 1rem;
              }
              pre {
                white-space: pre-wrap;
              }
            </style>
          </head>
          <body>
            <h1>Outbox</h1>
            <p>Mail is not sent in development unless SMTP_URL is set; it is kept here. Newest first.</p>
            ${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
            ${mails.map(
              (m) =>
                html`<article>
                  <h2>${m.subject}</h2>
                  <p>To ${m.toAddress} · ${m.createdAt.toISOString()}</p>
                  <pre>${raw(linkify(m.body))}</pre>
                </article>`,
            )}
          </body>
        </html>`,
    );
  });
  return app;
}
