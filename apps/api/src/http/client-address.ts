import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address, for throttling. The socket's peer, unless the server
 * runs behind `trustedProxies` reverse proxies (TRUST_PROXY): then the entry
 * of X-Forwarded-For the outermost trusted proxy added (entries further left
 * are the client's own word and could be forged).
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[forwarded.length - trustedProxies];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (app.request in a test): no socket.
    return 'unknown';
  }
}
