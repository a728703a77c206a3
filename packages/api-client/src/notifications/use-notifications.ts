import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useApi } from '../react/api-provider';
import type { Role } from '../session';
import type { NotificationEvent } from './notification-event';
import { type NotificationStreamStatus, notificationStreamUrl, openNotificationStream } from './notification-stream';
import { listenToPushMessages } from './push-messages';
import { obtainPushToken, type PushServiceConfig } from './push-subscription';
import { registerPushToken } from './push-token';

/**
 * Keeps the signed-in user's notification stream open while `token` is set
 * (a signed-out user, or logout, closes it) and returns its status.
 */
export function useNotificationStream(
  token: string | null,
  onNotification: (event: NotificationEvent) => void,
): NotificationStreamStatus {
  const { baseUrl } = useApi();
  const [status, setStatus] = useState<NotificationStreamStatus>('connecting');
  const deliver = useEffectEvent(onNotification);
  useEffect(() => {
    if (!token) return;
    const stream = openNotificationStream({
      url: notificationStreamUrl(baseUrl, token),
      onNotification: (event) => {
        deliver(event);
      },
      onStatus: setStatus,
    });
    return () => {
      stream.close();
    };
  }, [baseUrl, token]);
  return token ? status : 'closed';
}

/** Listens to pushes the site's worker forwards while `enabled`. */
export function usePushMessages(enabled: boolean, onNotification: (event: NotificationEvent) => void): void {
  const deliver = useEffectEvent(onNotification);
  useEffect(() => {
    if (!enabled) return;
    return listenToPushMessages((event) => {
      deliver(event);
    });
  }, [enabled]);
}

/** Sign-ins (bearer tokens) whose push token this page has registered. */
const registered = new Set<string>();

export interface PushRegistrationInput {
  role: Role | null;
  /** The bearer token: one registration per sign-in and page load. */
  token: string | null;
  referenceId?: string | null;
  /** The build's push service, if any (see obtainPushToken). */
  pushService?: PushServiceConfig | null;
}

/**
 * Registers the browser's push token once the area has loaded for a signed-in
 * user (000 §2.4 "On load the area registers a push-notification token"),
 * once per sign-in and page load. Best effort: a failure is not shown (the
 * specification shows nothing) and is tried again on the next load.
 */
export function useRegisterPushToken({ role, token, referenceId, pushService = null }: PushRegistrationInput): void {
  const api = useApi();
  useEffect(() => {
    if (!role || !token || registered.has(token)) return;
    registered.add(token);
    obtainPushToken(pushService)
      .then((pushToken) => registerPushToken(api, { role, token: pushToken, referenceId }))
      .catch(() => {
        registered.delete(token);
      });
  }, [api, role, token, referenceId, pushService]);
}

/** Refreshes the data on screen: every query is marked stale and the shown ones fetch again. */
export function useRefreshQueries(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
