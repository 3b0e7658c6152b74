import webpush from 'web-push';
import type { NotificationPushPayload, NotificationType } from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';
import { InvalidError } from '../../errors.ts';
import { defineJob } from '../../jobs/types.ts';
import { sha256 } from '../../security/tokens.ts';
import { getSetting } from '../settings/service.ts';
import { PushSubscription } from './models.ts';
import { channelEnabled } from './preferences.ts';
import { vapidKeys, vapidSubject } from './vapid.ts';

// The browser channel, Web Push: browsers register their push service endpoint and keys here;
// a `notification-push` job per subscription and notification encrypts the message for that
// browser (RFC 8291, aes128gcm) and signs the request with the install's VAPID key (RFC 8292),
// both by the web-push package, and sends it with fetch (which follows the job's abort signal).
// The push service answering 404 or 410 means the browser dropped the subscription: it is
// deleted. Any other failure is retried with backoff.

export const NOTIFICATION_PUSH_JOB = 'notification-push';
const PUSH_ATTEMPTS = 5;
const PUSH_TIMEOUT_MS = 15_000;
/** How long the push service keeps a message for a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;

export const PUSH_MESSAGES = {
  badEndpoint: 'The push endpoint must be an https URL.',
  subscriptionNotFound: 'This browser is not subscribed.',
} as const;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

async function checkEndpoint(endpoint: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw InvalidError.field('endpoint', PUSH_MESSAGES.badEndpoint);
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && (await getSetting('notifications.push_allow_http')));
  if (!allowed || url.username || url.password) throw InvalidError.field('endpoint', PUSH_MESSAGES.badEndpoint);
}

/** POST notifications/push-subscriptions: one row per endpoint; a browser subscribing again (or for another user) takes it over. */
export async function savePushSubscription(userId: number, input: PushSubscriptionInput, userAgent: string | null): Promise<void> {
  await checkEndpoint(input.endpoint);
  const values = {
    user_id: userId,
    endpoint: input.endpoint,
    endpoint_hash: sha256(input.endpoint),
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    user_agent: userAgent?.slice(0, 500) ?? null,
  };
  const [row, created] = await PushSubscription.findOrCreate({ where: { endpoint_hash: values.endpoint_hash }, defaults: values });
  if (!created) await row.update(values);
}

/** DELETE notifications/push-subscriptions: only the user's own subscription. */
export async function deletePushSubscription(userId: number, endpoint: string): Promise<void> {
  await PushSubscription.destroy({ where: { user_id: userId, endpoint_hash: sha256(endpoint) } });
}

export interface NotificationPushJobPayload {
  subscriptionId: number;
  type: NotificationType;
  message: NotificationPushPayload;
}

export type NotificationPushResult = { sent: true; status: number } | { removed: true; status: number } | { skipped: string };

async function sendPush(ctx: AppContext, payload: NotificationPushJobPayload, signal: AbortSignal): Promise<NotificationPushResult> {
  const subscription = await PushSubscription.findByPk(payload.subscriptionId);
  if (!subscription) return { skipped: 'the browser unsubscribed' };
  if (!(await channelEnabled(subscription.user_id, payload.type, 'browser'))) return { skipped: 'the browser channel is off for this notification' };
  const keys = await vapidKeys(ctx);
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload.message),
    { vapidDetails: { subject: vapidSubject(ctx), publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  // fetch sets Content-Length from the body itself.
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: new Uint8Array(request.body),
    // A push service answers; it does not send browsers elsewhere, and the server follows no one there.
    redirect: 'manual',
    signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (response.status === 404 || response.status === 410) {
    await subscription.destroy();
    ctx.logger.info({ subscription: subscription.id, status: response.status }, 'removed an expired push subscription');
    return { removed: true, status: response.status };
  }
  if (!response.ok) throw new Error(`The push service answered ${response.status}`);
  return { sent: true, status: response.status };
}

export const notificationPushJob = defineJob<NotificationPushJobPayload>({
  type: NOTIFICATION_PUSH_JOB,
  maxAttempts: PUSH_ATTEMPTS,
  timeoutMs: 60_000,
  // 10 s, 20 s, 40 s, 80 s.
  backoffMs: (attempt) => 10_000 * 2 ** (attempt - 1),
  handler: (run) => sendPush(run.ctx, run.payload, run.signal),
});
