/**
 * The push token a browser registers. Push services are not in reach of
 * every deployment (this product runs with no internet but the npm registry),
 * so the token is ours by default:
 *
 * - **Device token** (default): `aafiya-device:<uuid>`, made once with
 *   crypto.randomUUID and kept in local storage under PUSH_TOKEN_STORAGE_KEY.
 *   It names the browser to the server; foreground messages come over the
 *   notification stream, which needs no push service. Logout clears local
 *   storage (000 §1), so the next sign-in makes a new one; the server moves a
 *   token to whoever registered it last.
 * - **Web Push subscription**, when the build configures a push service
 *   (PushServiceConfig: the service's VAPID public key and the site's push
 *   worker): the worker is registered, notification permission is asked (the
 *   specification asks on load), and the token is the subscription's JSON,
 *   which a server-side push sender needs. Any refusal or failure falls back
 *   to the device token.
 */

export const PUSH_TOKEN_STORAGE_KEY = 'pushToken';
export const DEVICE_TOKEN_PREFIX = 'aafiya-device:';

/** The push service of a build (see sitePushConfig in @aafiya/session). */
export interface PushServiceConfig {
  /** The application server's VAPID public key (base64url). */
  publicKey: string;
  /** URL of the service worker that receives pushes and forwards them to open pages. */
  workerUrl: string;
}

/** The browser features a push token needs (tests pass fakes). */
export interface PushEnvironment {
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  randomId?: () => string;
  serviceWorker?: Pick<ServiceWorkerContainer, 'register'>;
  requestPermission?: () => Promise<NotificationPermission>;
}

function browserPushEnvironment(): PushEnvironment {
  const environment: PushEnvironment = {};
  try {
    if (typeof localStorage !== 'undefined') environment.storage = localStorage;
  } catch {
    // Storage blocked: a token for this page only.
  }
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    environment.randomId = () => crypto.randomUUID();
  }
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator)
    environment.serviceWorker = navigator.serviceWorker;
  if (typeof Notification !== 'undefined') environment.requestPermission = () => Notification.requestPermission();
  return environment;
}

const fallbackId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** This browser's device token, made and stored on first use. */
export function deviceToken(environment: PushEnvironment = browserPushEnvironment()): string {
  const stored = environment.storage?.getItem(PUSH_TOKEN_STORAGE_KEY);
  if (stored?.startsWith(DEVICE_TOKEN_PREFIX)) return stored;
  const token = `${DEVICE_TOKEN_PREFIX}${(environment.randomId ?? fallbackId)()}`;
  try {
    environment.storage?.setItem(PUSH_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage full or blocked: the token still serves this page.
  }
  return token;
}

async function webPushToken(config: PushServiceConfig, environment: PushEnvironment): Promise<string | null> {
  const { serviceWorker, requestPermission } = environment;
  if (!serviceWorker || !requestPermission) return null;
  const registration = await serviceWorker.register(config.workerUrl);
  if ((await requestPermission()) !== 'granted') return null;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: config.publicKey }));
  return JSON.stringify(subscription);
}

/** The token to register: a Web Push subscription when configured and allowed, else the device token. */
export async function obtainPushToken(
  config: PushServiceConfig | null,
  environment: PushEnvironment = browserPushEnvironment(),
): Promise<string> {
  if (config) {
    try {
      const token = await webPushToken(config, environment);
      if (token) return token;
    } catch {
      // No worker, no permission, no push service: the device token below.
    }
  }
  return deviceToken(environment);
}
