import type { PushServiceConfig } from '@aafiya/api-client';
import type { SiteEnv } from './site-map-config';

const text = (value: string | boolean | undefined) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * The sites' push service, from the build's environment: VITE_PUSH_PUBLIC_KEY
 * (the push service's VAPID public key) and VITE_PUSH_WORKER_URL (the site's
 * push worker, which posts each push to its open pages as
 * `{ type: 'aafiya-notification', notification }`). Both or nothing: without
 * them the areas register a device token of their own (see obtainPushToken)
 * and take foreground messages from the notification stream only.
 */
export function sitePushConfig(env: SiteEnv): PushServiceConfig | null {
  const publicKey = text(env.VITE_PUSH_PUBLIC_KEY);
  const workerUrl = text(env.VITE_PUSH_WORKER_URL);
  return publicKey && workerUrl ? { publicKey, workerUrl } : null;
}
