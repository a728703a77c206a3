import type { components } from '../schema.gen';

/** A foreground message of the notification stream (the contract's NotificationEvent). */
export type NotificationEvent = components['schemas']['NotificationEvent'];

/** The server-sent event name of a notification (`event: notification`). */
export const NOTIFICATION_EVENT_NAME = 'notification';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the JSON of one event's `data:` lines (or a message a service worker
 * forwarded). Anything that is not a notification with a title gives null, so
 * a malformed event is dropped rather than shown as an empty toast.
 */
export function toNotificationEvent(value: unknown): NotificationEvent | null {
  if (!isRecord(value)) return null;
  const { title, body, points, data, createdAt } = value;
  if (typeof title !== 'string' || !title.trim()) return null;
  return {
    title,
    ...(typeof body === 'string' && body.trim() ? { body } : {}),
    ...(typeof points === 'number' && Number.isInteger(points) && points >= 0 ? { points } : {}),
    ...(isRecord(data) ? { data } : {}),
    ...(typeof createdAt === 'string' ? { createdAt } : {}),
  };
}

/** `toNotificationEvent` of an event's data text; null when it is not JSON. */
export function parseNotificationEvent(text: string): NotificationEvent | null {
  try {
    return toNotificationEvent(JSON.parse(text));
  } catch {
    return null;
  }
}
