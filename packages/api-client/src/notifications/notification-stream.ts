import { NOTIFICATION_EVENT_NAME, type NotificationEvent, parseNotificationEvent } from './notification-event';
import { type BackoffOptions, DEFAULT_BACKOFF, reconnectDelay } from './reconnect-backoff';

/**
 * Where the stream stands:
 * - `connecting`: opening (or re-opening after a failure);
 * - `open`: messages arrive;
 * - `unavailable`: the browser has no EventSource, so there is no stream;
 * - `failed`: `failAfter` attempts in a row failed; attempts go on at the
 *   longest wait, and the status turns `open` again when one succeeds;
 * - `closed`: closed by its owner (logout, unmount).
 */
export type NotificationStreamStatus = 'connecting' | 'open' | 'unavailable' | 'failed' | 'closed';

/** The part of the browser's EventSource the client uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

export interface NotificationStreamOptions {
  /** The stream's URL with the token (see notificationStreamUrl). */
  url: string;
  onNotification: (event: NotificationEvent) => void;
  onStatus?: (status: NotificationStreamStatus) => void;
  /** Default: the browser's EventSource; null (or no EventSource) means `unavailable`. */
  createEventSource?: EventSourceFactory | null;
  backoff?: BackoffOptions;
  /** Failures in a row before the status is `failed`. Default 5 (about half a minute of attempts). */
  failAfter?: number;
  random?: () => number;
}

export interface NotificationStream {
  close(): void;
}

/**
 * `GET {baseUrl}/notifications/stream?access_token=…`: EventSource cannot send
 * an Authorization header, so the server takes this operation's token from the
 * query (and only this operation's, see apps/api/src/app.ts).
 */
export function notificationStreamUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/notifications/stream?access_token=${encodeURIComponent(token)}`;
}

function browserEventSource(): EventSourceFactory | null {
  if (typeof EventSource === 'undefined') return null;
  return (url) => new EventSource(url);
}

/**
 * Opens the caller's notification stream and keeps it open. Every error
 * (network drop, server restart, a refused answer, which EventSource never
 * retries) closes the EventSource and opens a new one after a growing wait
 * (reconnectDelay); an open stream resets the count.
 */
export function openNotificationStream(options: NotificationStreamOptions): NotificationStream {
  const factory = options.createEventSource === undefined ? browserEventSource() : options.createEventSource;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const failAfter = options.failAfter ?? 5;
  let status: NotificationStreamStatus | undefined;
  const report = (next: NotificationStreamStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };
  if (!factory) {
    report('unavailable');
    return { close: () => undefined };
  }

  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const connect = () => {
    timer = undefined;
    if (closed) return;
    const current = factory(options.url);
    source = current;
    current.onopen = () => {
      if (source !== current) return;
      failures = 0;
      report('open');
    };
    current.onerror = () => {
      if (source !== current) return;
      current.close();
      source = null;
      failures += 1;
      report(failures >= failAfter ? 'failed' : 'connecting');
      timer = setTimeout(connect, reconnectDelay(failures, backoff, options.random));
    };
    current.addEventListener(NOTIFICATION_EVENT_NAME, (event) => {
      if (source !== current) return;
      const notification = parseNotificationEvent(event.data);
      if (notification) options.onNotification(notification);
    });
  };

  report('connecting');
  connect();
  return {
    close: () => {
      if (closed) return;
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      source?.close();
      source = null;
      report('closed');
    },
  };
}
