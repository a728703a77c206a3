import { type NotificationEvent, toNotificationEvent } from './notification-event';

/**
 * The `type` of a message a site's push worker posts to its open pages when a
 * push arrives: `{ type: 'aafiya-notification', notification: NotificationEvent }`.
 * This is the push path that stands in when the notification stream cannot
 * be used (see the fallback in @aafiya/session's AreaNotifications).
 */
export const PUSH_MESSAGE_TYPE = 'aafiya-notification';

/** What posts the worker's messages (navigator.serviceWorker; tests pass a fake). */
export interface PushMessageSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** The notification of a worker message, or null for any other message. */
export function pushMessageNotification(data: unknown): NotificationEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, notification } = data as { type?: unknown; notification?: unknown };
  return type === PUSH_MESSAGE_TYPE ? toNotificationEvent(notification) : null;
}

function browserMessageSource(): PushMessageSource | null {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
}

/** Calls `onNotification` for each push the worker forwards; returns the function that stops listening. */
export function listenToPushMessages(
  onNotification: (event: NotificationEvent) => void,
  source: PushMessageSource | null = browserMessageSource(),
): () => void {
  if (!source) return () => undefined;
  const listener = (event: MessageEvent) => {
    const notification = pushMessageNotification(event.data);
    if (notification) onNotification(notification);
  };
  source.addEventListener('message', listener);
  return () => {
    source.removeEventListener('message', listener);
  };
}
