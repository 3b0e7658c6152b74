import { webpush } from '../../lazy-packages.ts';
import type { NotificationPushPayload, NotificationType } from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';
import { InvalidError } from '../../errors.ts';
import { defineJob } from '../../jobs/types.ts';
import { outboundGuard, OutboundRefusedError } from '../../security/outbound.ts';
import { sha256 } from '../../security/tokens.ts';
import { getSetting } from '../settings/service.ts';
import { PushSubscription } from './models.ts';
import { channelEnabled } from './preferences.ts';
import { vapidKeys, vapidSubject } from './vapid.ts';
import { NOTIFICATION_PUSH_JOB } from '../job-types.ts';

// The browser channel, Web Push: browsers register their push service endpoint and keys here;
// a `notification-push` job per subscription and notification encrypts the message for that
// browser (RFC 8291, aes128gcm) and signs the request with the install's VAPID key (RFC 8292),
// both by the web-push package, and sends it through the outbound guard
// (server/security/outbound.ts): the endpoint is the user's to choose, so it must be on the public
// internet when it is saved and still when each push connects. The push service answering 404 or
// 410 means the browser dropped the subscription: it is deleted. Any other failure is retried with
// backoff until the subscription has failed PUSH_FAILURE_LIMIT times in a row, across deliveries;
// then, or at once when the guard refuses the endpoint, it is disabled and nothing more is sent
// there until the browser subscribes again.

const PUSH_ATTEMPTS = 5;
/** Consecutive failed deliveries after which a subscription is disabled. */
export const PUSH_FAILURE_LIMIT = 5;
const PUSH_TIMEOUT_MS = 15_000;
/** How long the push service keeps a message for a browser that is offline. */
const PUSH_TTL_SECONDS = 24 * 3600;

export const PUSH_MESSAGES = {
  badEndpoint: 'The push endpoint must be an https URL.',
  privateEndpoint: (reason: string) => `The push endpoint must be on the public internet: ${reason}.`,
  subscriptionNotFound: 'This browser is not subscribed.',
} as const;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

async function checkEndpoint(ctx: AppContext, endpoint: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw InvalidError.field('endpoint', PUSH_MESSAGES.badEndpoint);
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && (await getSetting('notifications.push_allow_http')));
  if (!allowed || url.username || url.password) throw InvalidError.field('endpoint', PUSH_MESSAGES.badEndpoint);
  try {
    await outboundGuard(ctx.config).checkResolved(url.hostname);
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw InvalidError.field('endpoint', PUSH_MESSAGES.privateEndpoint(error.reason));
    throw error;
  }
}

/** POST notifications/push-subscriptions: one row per endpoint; a browser subscribing again (or for another user) takes it over, and turns a disabled one back on. */
export async function savePushSubscription(ctx: AppContext, userId: number, input: PushSubscriptionInput, userAgent: string | null): Promise<void> {
  await checkEndpoint(ctx, input.endpoint);
  const values = {
    user_id: userId,
    endpoint: input.endpoint,
    endpoint_hash: sha256(input.endpoint),
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    user_agent: userAgent?.slice(0, 500) ?? null,
    failure_count: 0,
    disabled_at: null,
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

export type NotificationPushResult = { sent: true; status: number } | { removed: true; status: number } | { disabled: true; reason: string } | { skipped: string };

async function disable(ctx: AppContext, subscription: PushSubscription, reason: string): Promise<NotificationPushResult> {
  await subscription.update({ disabled_at: ctx.now() });
  ctx.logger.warn({ subscription: subscription.id, failures: subscription.failure_count, reason }, 'disabled a push subscription');
  return { disabled: true, reason };
}

/**
 * Counts a failed delivery: throws to have the job retry, or disables the subscription once it
 * failed too often in a row, or at once when trying again is pointless (`final`).
 */
async function deliveryFailed(ctx: AppContext, subscription: PushSubscription, reason: string, final = false): Promise<NotificationPushResult> {
  await subscription.increment('failure_count');
  await subscription.reload();
  if (final) return disable(ctx, subscription, reason);
  if (subscription.failure_count >= PUSH_FAILURE_LIMIT) return disable(ctx, subscription, `${reason} (${subscription.failure_count} failures in a row)`);
  throw new Error(reason);
}

async function sendPush(ctx: AppContext, payload: NotificationPushJobPayload, signal: AbortSignal): Promise<NotificationPushResult> {
  const subscription = await PushSubscription.findByPk(payload.subscriptionId);
  if (!subscription) return { skipped: 'the browser unsubscribed' };
  if (subscription.disabled_at) return { skipped: 'the subscription is disabled' };
  if (!(await channelEnabled(subscription.user_id, payload.type, 'browser'))) return { skipped: 'the browser channel is off for this notification' };
  const keys = await vapidKeys(ctx);
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload.message),
    { vapidDetails: { subject: vapidSubject(ctx), publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  let status: number;
  try {
    ({ status } = await outboundGuard(ctx.config).request(new URL(request.endpoint), {
      method: 'POST',
      headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
      body: new Uint8Array(request.body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
    }));
  } catch (error) {
    // The job was stopped (cancelled, runner shutting down): not the endpoint's failure.
    if (signal.aborted) throw error;
    // Asking again would be refused again: the endpoint goes off now, and the job ends.
    if (error instanceof OutboundRefusedError) return deliveryFailed(ctx, subscription, error.message, true);
    return deliveryFailed(ctx, subscription, `The push service could not be reached: ${(error as Error).message}`);
  }
  if (status === 404 || status === 410) {
    await subscription.destroy();
    ctx.logger.info({ subscription: subscription.id, status }, 'removed an expired push subscription');
    return { removed: true, status };
  }
  if (status < 200 || status > 299) return deliveryFailed(ctx, subscription, `The push service answered ${status}`);
  if (subscription.failure_count) await subscription.update({ failure_count: 0 });
  return { sent: true, status };
}

export const notificationPushJob = defineJob<NotificationPushJobPayload>({
  type: NOTIFICATION_PUSH_JOB,
  maxAttempts: PUSH_ATTEMPTS,
  timeoutMs: 60_000,
  // 10 s, 20 s, 40 s, 80 s.
  backoffMs: (attempt) => 10_000 * 2 ** (attempt - 1),
  handler: (run) => sendPush(run.ctx, run.payload, run.signal),
});
