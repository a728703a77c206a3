// Foreground notifications: the server-sent event stream, the push token every
// area registers on load, and the worker-forwarded pushes of the fallback path.
export {
  NOTIFICATION_EVENT_NAME,
  type NotificationEvent,
  parseNotificationEvent,
  toNotificationEvent,
} from './notification-event';
export {
  type EventSourceFactory,
  type EventSourceLike,
  type NotificationStream,
  type NotificationStreamOptions,
  type NotificationStreamStatus,
  notificationStreamUrl,
  openNotificationStream,
} from './notification-stream';
export {
  listenToPushMessages,
  PUSH_MESSAGE_TYPE,
  type PushMessageSource,
  pushMessageNotification,
} from './push-messages';
export {
  DEVICE_TOKEN_PREFIX,
  deviceToken,
  obtainPushToken,
  type PushEnvironment,
  type PushServiceConfig,
  PUSH_TOKEN_STORAGE_KEY,
} from './push-subscription';
export { type PushTokenRegistration, pushTokenPath, registerPushToken } from './push-token';
export { type BackoffOptions, DEFAULT_BACKOFF, reconnectDelay } from './reconnect-backoff';
export {
  type PushRegistrationInput,
  usePushMessages,
  useNotificationStream,
  useRefreshQueries,
  useRegisterPushToken,
} from './use-notifications';
