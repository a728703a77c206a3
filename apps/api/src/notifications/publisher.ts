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
 * stream handler subscribes. On PGlite (one process) the in-process publisher
 * below; on PostgreSQL the database publisher (database-publisher.ts), whose
 * NOTIFY reaches the streams of every API process (#26).
 */
export interface NotificationPublisher {
  publish(userIds: readonly string[], event: NotificationEvent): Promise<void>;
  /** Registers a stream; returns the function that removes it. */
  subscribe(userId: string, subscriber: NotificationSubscriber): () => void;
}

/** A user's open streams are capped; opening one more ends the oldest (a tab closed without a goodbye). */
export const MAX_STREAMS_PER_USER = 8;

/** The event with its time of sending. */
export function stamp(event: NotificationEvent): NotificationEvent {
  return { ...event, createdAt: event.createdAt ?? new Date().toISOString() };
}

/** The streams open on this process, by user. */
export class LocalStreams {
  private readonly streams = new Map<string, Set<NotificationSubscriber>>();

  deliver(userIds: readonly string[], event: NotificationEvent): void {
    for (const userId of new Set(userIds)) {
      for (const subscriber of this.streams.get(userId) ?? []) subscriber.deliver(event);
    }
  }

  /** Registers a stream (ending the user's oldest past MAX_STREAMS_PER_USER); returns its removal. */
  add(userId: string, subscriber: NotificationSubscriber): () => void {
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

  count(userId: string): number {
    return this.streams.get(userId)?.size ?? 0;
  }
}

/** The streams of this process only: the one process of the embedded database (PGlite). */
export class InProcessPublisher implements NotificationPublisher {
  private readonly streams = new LocalStreams();

  publish(userIds: readonly string[], event: NotificationEvent): Promise<void> {
    this.streams.deliver(userIds, stamp(event));
    return Promise.resolve();
  }

  subscribe(userId: string, subscriber: NotificationSubscriber): () => void {
    return this.streams.add(userId, subscriber);
  }

  /** Open streams of a user (tests, metrics). */
  count(userId: string): number {
    return this.streams.count(userId);
  }
}
