import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationEvent } from './notification-event';
import {
  type EventSourceLike,
  type NotificationStreamStatus,
  notificationStreamUrl,
  openNotificationStream,
} from './notification-stream';

/** An EventSource the test drives: open(), fail(), emit(). */
class FakeEventSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  fail() {
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }
}

let sources: FakeEventSource[];
const last = () => {
  const source = sources.at(-1);
  if (!source) throw new Error('no EventSource opened');
  return source;
};
const factory = (url: string) => {
  const source = new FakeEventSource(url);
  sources.push(source);
  return source;
};

function open(failAfter = 3) {
  const received: NotificationEvent[] = [];
  const statuses: NotificationStreamStatus[] = [];
  const stream = openNotificationStream({
    url: '/api/notifications/stream?access_token=t',
    onNotification: (event) => received.push(event),
    onStatus: (status) => statuses.push(status),
    createEventSource: factory,
    backoff: { initialMs: 1000, maxMs: 8000, factor: 2, jitter: 0 },
    failAfter,
  });
  return { stream, received, statuses };
}

beforeEach(() => {
  sources = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notificationStreamUrl', () => {
  it('puts the token in the access_token query parameter', () => {
    expect(notificationStreamUrl('/api/', 'a.b+c')).toBe('/api/notifications/stream?access_token=a.b%2Bc');
  });
});

describe('openNotificationStream', () => {
  it('delivers well-formed notification events and drops the rest', () => {
    const { received, statuses } = open();
    expect(last().url).toBe('/api/notifications/stream?access_token=t');
    last().open();
    last().emit(
      'notification',
      JSON.stringify({ title: 'New appointment', body: 'Khalid booked', data: { kind: 'X' } }),
    );
    last().emit('notification', '{not json');
    last().emit('notification', JSON.stringify({ body: 'no title' }));
    last().emit('message', JSON.stringify({ title: 'not a notification event' }));
    expect(received).toEqual([{ title: 'New appointment', body: 'Khalid booked', data: { kind: 'X' } }]);
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('reconnects after growing waits, reports failed after failAfter failures, and recovers', () => {
    const { statuses } = open(3);
    last().fail();
    expect(sources[0]?.closed).toBe(true);
    expect(statuses.at(-1)).toBe('connecting');
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);

    last().fail();
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);

    last().fail();
    expect(statuses.at(-1)).toBe('failed');
    vi.advanceTimersByTime(4000);
    expect(sources).toHaveLength(4);
    last().fail();
    vi.advanceTimersByTime(8000);
    last().fail();
    // Capped at maxMs.
    vi.advanceTimersByTime(7999);
    expect(sources).toHaveLength(5);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(6);

    last().open();
    expect(statuses.at(-1)).toBe('open');
    // An open stream resets the count: the next drop waits the first delay again.
    last().fail();
    expect(statuses.at(-1)).toBe('connecting');
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(7);
  });

  it('ignores events of a source it has replaced', () => {
    const { received } = open();
    const first = last();
    first.fail();
    vi.advanceTimersByTime(1000);
    first.emit('notification', JSON.stringify({ title: 'stale' }));
    first.fail();
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(2);
    expect(received).toEqual([]);
  });

  it('closes the source and stops reconnecting when closed (logout)', () => {
    const { stream, statuses } = open();
    last().fail();
    stream.close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');

    const second = open();
    second.stream.close();
    expect(last().closed).toBe(true);
  });

  it('is unavailable where the browser has no EventSource', () => {
    const statuses: NotificationStreamStatus[] = [];
    openNotificationStream({
      url: '/api/notifications/stream',
      onNotification: () => undefined,
      onStatus: (status) => statuses.push(status),
      createEventSource: null,
    });
    expect(statuses).toEqual(['unavailable']);
    // Node has no EventSource either: the default finds none.
    const defaults: NotificationStreamStatus[] = [];
    openNotificationStream({ url: '/x', onNotification: () => undefined, onStatus: (s) => defaults.push(s) });
    expect(defaults).toEqual([typeof EventSource === 'undefined' ? 'unavailable' : 'connecting']);
  });
});
