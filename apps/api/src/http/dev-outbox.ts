import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { outbox } from '../db/schema';
import type { Services } from '../services';

/** Whether an address is this machine's loopback (IPv4 127/8, IPv6 ::1, or 127/8 mapped to IPv6). */
export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address);
}

/**
 * Whether the request came from the person at this machine: its socket's peer
 * is a loopback address and it names no proxy (a request carrying Forwarded,
 * X-Forwarded-For or X-Real-IP came through one, whatever its socket says).
 * Unknown peers (no Node socket) are not local.
 */
export function isLocalRequest(header: (name: string) => string | undefined, env: unknown): boolean {
  if (['forwarded', 'x-forwarded-for', 'x-real-ip'].some((name) => header(name) !== undefined)) return false;
  const address = remoteAddress(env);
  return address !== undefined && isLoopback(address);
}

/**
 * The client's address as @hono/node-server binds it to a request (what its
 * getConnInfo reads: env.incoming.socket, or env.server.incoming.socket);
 * undefined outside Node. Tests pass such an env to app.request.
 */
function remoteAddress(env: unknown): string | undefined {
  const bindings = field(env, 'server') ?? env;
  const address = field(field(field(bindings, 'incoming'), 'socket'), 'remoteAddress');
  return typeof address === 'string' ? address : undefined;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * GET /dev/outbox: the mails the server would have sent, newest first, with
 * live links (password-reset links among them). Open only in development
 * without SMTP_URL, and only to a client on this machine (#17); otherwise
 * 404 or 403 with a JSON message.
 */
export function devOutbox(services: Services): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (services.config.production || services.config.smtpUrl) return c.json({ message: 'Not found' }, 404);
    if (!isLocalRequest((name) => c.req.header(name), c.env)) {
      return c.json({ message: 'The outbox can only be opened on the machine the server runs on' }, 403);
    }
    await next();
  });
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
