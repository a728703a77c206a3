import { Hono } from 'hono';
import { sweepReminders } from '../reminders/appointment-reminders';
import type { Services } from '../services';
import { isLocalRequest } from './dev-outbox';

/**
 * POST /dev/reminders/run?at=<ISO date-time>: runs one appointment reminder
 * sweep as if the time were `at` (default now), so an end-to-end test can move
 * the clock a day ahead and find the reminder at /dev/outbox. Mounted only
 * outside production (server.ts), and only for a client on this machine, as
 * the outbox. Answers { sent }.
 */
export function devReminders(services: Services): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (!isLocalRequest((name) => c.req.header(name), c.env)) {
      return c.json({ message: 'Reminders can only be run from the machine the server runs on' }, 403);
    }
    await next();
  });
  app.post('/run', async (c) => {
    const at = c.req.query('at');
    const now = at === undefined ? services.now() : new Date(at);
    if (Number.isNaN(now.getTime())) return c.json({ message: 'at must be an ISO date-time' }, 400);
    return c.json({ sent: await sweepReminders(services, now) });
  });
  return app;
}
