import { newId } from '../ids';
import type { Database } from '../db/database';
import {
  LocalStreams,
  stamp,
  type NotificationEvent,
  type NotificationPublisher,
  type NotificationSubscriber,
} from './publisher';

/** The channel notifications travel on between API processes. */
export const NOTIFICATION_CHANNEL = 'aafiya_notifications';

/**
 * NOTIFY's payload limit is 8000 bytes; a message longer than this is stored in
 * notification_events (migration 0024) and the NOTIFY carries its id.
 */
export const MAX_INLINE_BYTES = 7000;

/** What a NOTIFY on the channel carries: the message itself, or the id of the stored one. */
type Wire = { to: string[]; event: NotificationEvent } | { stored: string };

/**
 * Notifications on PostgreSQL (#26): `publish` sends NOTIFY aafiya_notifications, and every API
 * process — this one, its sibling workers, replicas on other machines — LISTENs on the channel and
 * delivers to the streams open on it. So an event published by a request on any process reaches
 * the user's streams on every one. PostgreSQL delivers a notification to every listening
 * connection once its transaction commits, in commit order. While a process's listening connection
 * is lost (database.listen reconnects after a second), events for its streams are missed: a
 * notification is a nudge (the apps read the data again on focus), not the record.
 *
 * The cap of MAX_STREAMS_PER_USER is per process: it bounds what one process holds for a user (a
 * stream is a held response on that process); a user reaches at most that many per worker, which
 * is enough against a tab that reconnects in a loop, and costs no cross-process count per stream.
 */
export class DatabasePublisher implements NotificationPublisher {
  private readonly streams = new LocalStreams();

  private constructor(private readonly database: Database) {}

  /** Listens on the channel before it answers a request. */
  static async start(database: Database): Promise<DatabasePublisher> {
    const publisher = new DatabasePublisher(database);
    await database.listen(NOTIFICATION_CHANNEL, {
      onMessage: (payload) => {
        void publisher.receive(payload);
      },
    });
    return publisher;
  }

  async publish(userIds: readonly string[], event: NotificationEvent): Promise<void> {
    const to = [...new Set(userIds)];
    if (to.length === 0) return;
    const message: Wire = { to, event: stamp(event) };
    let payload = JSON.stringify(message);
    if (Buffer.byteLength(payload) > MAX_INLINE_BYTES) {
      const id = newId();
      await this.database.query("delete from notification_events where created_at < now() - interval '1 hour'");
      await this.database.query('insert into notification_events (id, message) values ($1, $2::jsonb)', [id, payload]);
      payload = JSON.stringify({ stored: id } satisfies Wire);
    }
    await this.database.query('select pg_notify($1, $2)', [NOTIFICATION_CHANNEL, payload]);
  }

  subscribe(userId: string, subscriber: NotificationSubscriber): () => void {
    return this.streams.add(userId, subscriber);
  }

  /** Open streams of a user on this process (tests, metrics). */
  count(userId: string): number {
    return this.streams.count(userId);
  }

  private async receive(payload: string): Promise<void> {
    try {
      let message = JSON.parse(payload) as Wire;
      if ('stored' in message) {
        const [row] = await this.database.query<{ message: Wire }>(
          'select message from notification_events where id = $1',
          [message.stored],
        );
        if (!row) return;
        message = typeof row.message === 'string' ? (JSON.parse(row.message) as Wire) : row.message;
      }
      if ('to' in message) this.streams.deliver(message.to, message.event);
    } catch {
      // Not a message of ours (someone else's NOTIFY on the channel): nothing to deliver.
    }
  }
}
