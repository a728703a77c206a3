import {
  type PushServiceConfig,
  useApi,
  useNotificationStream,
  usePushMessages,
  useRefreshQueries,
  useRegisterPushToken,
} from '@aafiya/api-client';
import { toast } from '@aafiya/ui';
import { useEffect, useMemo, useState } from 'react';
import { createNotificationBehaviour } from './notification-behaviour';
import { useSessionState } from './session-state';
import { sitePushConfig } from './site-push-config';

export interface AreaNotificationsProps {
  /** The build's push service. Default: from VITE_PUSH_* (see sitePushConfig); none means a device token. */
  pushService?: PushServiceConfig | null;
}

/**
 * The notifications of a signed-in role area (000 §2.4), rendered by RoleArea:
 *
 * 1. On load, the browser's push token is registered for the user (once per
 *    sign-in and page load; the role's own `…/webfcToken` call).
 * 2. The user's notification stream stays open; each message shows a toast
 *    with its title (and body) and refreshes the data on screen
 *    (`queryClient.invalidateQueries()`): the shown queries fetch again, the
 *    page, its scroll and any half-filled form stay.
 * 3. Fallback: while the stream cannot be used — the browser has no
 *    EventSource, or it keeps failing (status `failed`, after five attempts in
 *    a row; it is still retried, and the fallback ends when it opens) — the
 *    pushes the site's push worker forwards get the specification's
 *    behaviour: toast, then the page reloads 3 seconds later. Without a push
 *    service configured no such message arrives, and the area simply has no
 *    foreground messages until the stream is back.
 */
export function AreaNotifications({ pushService }: AreaNotificationsProps) {
  const session = useSessionState();
  const { session: stored } = useApi();
  const [service] = useState(() => (pushService === undefined ? sitePushConfig(import.meta.env) : pushService));
  const refresh = useRefreshQueries();
  const behaviour = useMemo(
    () =>
      createNotificationBehaviour({
        showToast: (title, body) => {
          toast.success(title, body ? { description: body } : {});
        },
        refresh: () => {
          void refresh();
        },
        reload: () => {
          window.location.reload();
        },
        schedule: (run, ms) => {
          const timer = window.setTimeout(run, ms);
          return () => {
            window.clearTimeout(timer);
          };
        },
      }),
    [refresh],
  );
  useEffect(
    () => () => {
      behaviour.dispose();
    },
    [behaviour],
  );

  const token = session.signedInAs ? session.token : null;
  useRegisterPushToken({
    role: session.signedInAs,
    token,
    referenceId: session.user?.referenceId ?? stored.getReferenceId(),
    pushService: service,
  });
  const status = useNotificationStream(token, behaviour.fromStream);
  usePushMessages(token !== null && (status === 'unavailable' || status === 'failed'), behaviour.fromFallback);
  return null;
}
