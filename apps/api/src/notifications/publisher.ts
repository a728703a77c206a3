/** What each server-sent event carries (the contract's NotificationEvent). */
export interface NotificationEvent {
  title: string;
  body?: string;
  points?: number;
  data?: Record<string, unknown>;
  createdAt?: string;
}

/** One open notification stream of a user. */
export interface NotificationSubscriber {
  deliver(event: NotificationEvent): void;
  /** Ends the stream (the server drops it). */
  close(): void;
}

/**
 * Sends notifications to signed-in users' open streams. Handlers publish; the
 * stream handler subscribes.
 *
 * The in-process implementation below reaches the streams open on this
 * process only. With several API replicas (ARCHITECTURE §5), `publish` would
 * instead `NOTIFY aafiya_notifications, '<user ids + event JSON>'` and every
 * replica would `LISTEN` on that channel and deliver to its own subscribers;
 * PostgreSQL's 8000-byte payload limit fits these small events.
 */
export interface NotificationPublisher {
  publish(userIds: readonly string[], event: NotificationEvent): Promise<void>;
  /** Registers a stream; returns the function that removes it. */
  subscribe(userId: string, subscriber: NotificationSubscriber): () => void;
}

/** A user's open streams are capped; opening one more ends the oldest (a tab closed without a goodbye). */
export const MAX_STREAMS_PER_USER = 8;

export class InProcessPublisher implements NotificationPublisher {
  private readonly streams = new Map<string, Set<NotificationSubscriber>>();

  publish(userIds: readonly string[], event: NotificationEvent): Promise<void> {
    const stamped = { ...event, createdAt: event.createdAt ?? new Date().toISOString() };
    for (const userId of new Set(userIds)) {
      for (const subscriber of this.streams.get(userId) ?? []) subscriber.deliver(stamped);
    }
    return Promise.resolve();
  }

  subscribe(userId: string, subscriber: NotificationSubscriber): () => void {
    let own = this.streams.get(userId);
    if (!own) {
      own = new Set();
      this.streams.set(userId, own);
    }
    own.add(subscriber);
    if (own.size > MAX_STREAMS_PER_USER) {
      const [oldest] = own;
      if (oldest) {
        own.delete(oldest);
        oldest.close();
      }
    }
    return () => {
      const set = this.streams.get(userId);
      set?.delete(subscriber);
      if (set?.size === 0) this.streams.delete(userId);
    };
  }

  /** Open streams of a user (tests, metrics). */
  count(userId: string): number {
    return this.streams.get(userId)?.size ?? 0;
  }
}
