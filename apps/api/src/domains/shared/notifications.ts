import { badRequest, forbidden } from '../../http/http-error';
import type { HandlerGroup } from '../../http/types';
import type { NotificationEvent } from '../../notifications/publisher';

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

export const notificationHandlers = {
  /**
   * The caller's server-sent event stream: `event: notification` with a JSON
   * NotificationEvent, `: ping` comments in between. The token comes in the
   * Authorization header or, for EventSource, the `access_token` query
   * parameter (see app.ts). Only a client that accepts text/event-stream gets
   * the stream (EventSource always says so); others get a 400 instead of a
   * response that never ends.
   */
  streamNotifications({ user, accept }, services) {
    if (!user) throw forbidden();
    if (!accept.includes('text/event-stream')) {
      throw badRequest('This call answers an event stream: send Accept: text/event-stream');
    }
    const encoder = new TextEncoder();
    let stop = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        const send = (text: string) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            stop();
          }
        };
        const heartbeat = setInterval(() => {
          send(': ping\n\n');
        }, HEARTBEAT_MS);
        heartbeat.unref();
        const unsubscribe = services.notifications.subscribe(user.sub, {
          deliver: (event: NotificationEvent) => {
            send(`event: notification\ndata: ${JSON.stringify(event)}\n\n`);
          },
          close: () => {
            stop();
            try {
              controller.close();
            } catch {
              // already closed
            }
          },
        });
        stop = () => {
          open = false;
          clearInterval(heartbeat);
          unsubscribe();
        };
        // Reconnect after 5 s when the connection drops; the comment flushes the headers at once.
        send('retry: 5000\n: connected\n\n');
      },
      cancel() {
        stop();
      },
    });
    return Promise.resolve({
      response: new Response(stream, {
        status: 200,
        headers: {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          'x-accel-buffering': 'no',
        },
      }),
    });
  },
} satisfies HandlerGroup;
