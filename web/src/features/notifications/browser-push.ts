import { fetchPushKey, savePushSubscription, type PushSubscriptionBody } from './notifications-api.ts';

// The browser channel: it needs the browser's permission,
// granted, denied, or asked for now. Granted: the service worker (web/public/sw.js) is registered,
// the device subscribes to Web Push with the server's VAPID key and the subscription is sent to the
// server, which pushes {title, body, url, id} payloads the worker shows.

export const SERVICE_WORKER_URL = '/sw.js';

/** denied: blocked for this site; dismissed: the permission prompt was closed without an answer. */
export type BrowserPushResult = 'subscribed' | 'denied' | 'dismissed' | 'unsupported';

export function browserPushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

/** A base64url string (the VAPID public key) as bytes, the form pushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function sameBytes(a: ArrayBuffer | Uint8Array | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const left = a instanceof Uint8Array ? a : new Uint8Array(a);
  return left.length === b.length && left.every((byte, index) => byte === b[index]);
}

/** The body POST notifications/push-subscriptions takes, from a subscription's JSON form. */
export function subscriptionBody(json: PushSubscriptionJSON): PushSubscriptionBody {
  return { endpoint: json.endpoint ?? '', keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Asks for permission when it has not been given or refused yet. */
async function permission(): Promise<NotificationPermission> {
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/**
 * Turns the browser channel on for this device: permission, service worker, push subscription
 * (made again when the server's key changed), and the subscription sent to the server.
 * Throws when the browser's push service or the server fails.
 */
export async function enableBrowserPush(): Promise<BrowserPushResult> {
  if (!browserPushSupported()) return 'unsupported';
  const answer = await permission();
  if (answer !== 'granted') return answer === 'denied' ? 'denied' : 'dismissed';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const key = base64UrlToBytes(await fetchPushKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await savePushSubscription(subscriptionBody(subscription.toJSON()));
  return 'subscribed';
}
