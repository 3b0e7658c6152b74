import { PassThrough } from 'node:stream';
import type { Plugin, Request, ResponseToolkit, RouteOptions } from '@hapi/hapi';
import Joi from 'joi';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_STREAM_EVENT,
  NOTIFICATIONS_MAX_PER_PAGE,
  NOTIFICATIONS_PER_PAGE,
  type MarkAsReadRequest,
  type NotificationSelectionsRequest,
  type UnreadCountEvent,
} from '../../../common/notifications.ts';
import { DomainError } from '../../errors.ts';
import { appContext, authUser } from '../../http/context.ts';
import { APP_CONTENT_SECURITY_POLICY } from '../../http/security-headers.ts';
import { sseEvent, sseResponse } from '../../http/server-sent-events.ts';
import { escapeHtml } from '../../html-escape.ts';
import { getSetting } from '../settings/service.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { PushSubscriptionInput } from './push.ts';
import { onUnreadChange, countUnread } from './unread.ts';

// The signed-in user's notifications: the list, marking read, channel preferences, the live
// unread count, and this browser's Web Push subscription. The unsubscribe link of notification
// e-mails is public: its token is the authentication.

const notifications = lazyImport(() => import('./service.ts'));
const preferences = lazyImport(() => import('./preferences.ts'));
const push = lazyImport(() => import('./push.ts'));
const vapid = lazyImport(() => import('./vapid.ts'));
const unsubscribeLinks = lazyImport(() => import('./unsubscribe.ts'));

/**
 * Without Redis, how often an open unread stream reads the count even if this process heard of
 * no change: another instance on the same database may have made one. With Redis every
 * instance's changes arrive on the event bus, and the stream reads only when told.
 */
const STREAM_REREAD_MS = 15_000;
/** A comment line now and then, so proxies keep an idle stream open. */
const STREAM_HEARTBEAT_MS = 25_000;

const listQuery = Joi.object({
  page: Joi.number().integer().min(1).max(100_000).default(1),
  perPage: Joi.number().integer().min(1).max(NOTIFICATIONS_MAX_PER_PAGE).default(NOTIFICATIONS_PER_PAGE),
}).unknown(true);

const markPayload = Joi.object({
  ids: Joi.array().items(Joi.string().max(36)).max(1000),
  all: Joi.boolean(),
})
  .allow(null)
  .default({});

const selectionsPayload = Joi.object({
  selections: Joi.array()
    .items(
      Joi.object({
        notif_id: Joi.string().max(64).required(),
        channels: Joi.object(Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, Joi.boolean()]))).required(),
      }),
    )
    .max(100)
    .required(),
});

const base64url = Joi.string().pattern(/^[A-Za-z0-9_-]+={0,2}$/).max(255);
const endpoint = Joi.string().trim().max(2000).required();
const subscriptionPayload = Joi.object({
  endpoint,
  keys: Joi.object({ p256dh: base64url.required(), auth: base64url.required() }).required(),
  // PushSubscription.toJSON() carries it; the push service's own answer decides expiry.
  expirationTime: Joi.any().strip(),
});

const noStore: RouteOptions['cache'] = { privacy: 'private', otherwise: 'no-store' };

/** The streams open in this process, ended when the server stops (a browser reconnects to another instance). */
const openStreams = new Set<() => void>();

function unreadStream(request: Request, userId: number): PassThrough {
  const ctx = appContext(request);
  const stream = new PassThrough();
  let last: number | null = null;
  let reading = false;
  let readAgain = false;
  let closed = false;
  const read = async (): Promise<void> => {
    if (closed) return;
    if (reading) {
      readAgain = true;
      return;
    }
    reading = true;
    try {
      const unreadCount = await countUnread(userId);
      if (!closed && unreadCount !== last) {
        last = unreadCount;
        stream.write(sseEvent(NOTIFICATION_STREAM_EVENT, { unreadCount } satisfies UnreadCountEvent));
      }
    } catch (error) {
      ctx.logger.warn({ err: error, user: userId }, 'could not read the unread notification count');
    } finally {
      reading = false;
    }
    if (readAgain) {
      readAgain = false;
      await read();
    }
  };
  const stopListening = onUnreadChange(userId, () => void read());
  const reread = ctx.config.redis ? undefined : setInterval(() => void read(), STREAM_REREAD_MS).unref();
  const heartbeat = setInterval(() => !closed && stream.write(': heartbeat\n\n'), STREAM_HEARTBEAT_MS).unref();
  const close = () => {
    if (closed) return;
    closed = true;
    stopListening();
    clearInterval(reread);
    clearInterval(heartbeat);
    openStreams.delete(close);
    stream.end();
  };
  openStreams.add(close);
  // The response closes when the client goes away (or the stream ended).
  request.raw.res.once('close', close);
  // How long a browser's EventSource waits before reconnecting after the stream ended.
  stream.write('retry: 5000\n\n');
  void read();
  return stream;
}

/** A small page of its own for the unsubscribe link (no web app, no session). */
async function page(h: ResponseToolkit, status: number, title: string, body: string) {
  const siteName = escapeHtml(await getSetting('branding.site_name'));
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)} - ${siteName}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2937}a{color:#2563eb}button{font:inherit;padding:.5rem 1rem;border:0;border-radius:6px;background:#2563eb;color:#fff;cursor:pointer}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}<p><a href="/notifications/settings">Notification settings</a></p></body></html>`;
  return h.response(html).code(status).type('text/html; charset=utf-8').header('Content-Security-Policy', APP_CONTENT_SECURITY_POLICY).header('Cache-Control', 'no-store');
}

function wantsHtml(request: Request): boolean {
  return String(request.headers.accept ?? '').includes('text/html');
}

/** A link that names no user and type (forged, cut short, its user deleted): a 404 page for people, JSON otherwise. */
async function invalidLink(request: Request, h: ResponseToolkit, error: unknown) {
  if (!(error instanceof DomainError) || error.kind !== 'not_found' || !wantsHtml(request)) throw error;
  return page(h, 404, 'This link no longer works', `<p>${escapeHtml(error.message)}</p>`);
}

const token = Joi.object({ token: Joi.string().max(200).required() });

export const notificationRoutes: Plugin<void> = {
  name: 'notification-routes',
  register(server) {
    server.ext('onPreStop', () => {
      for (const close of [...openStreams]) close();
    });

    server.route({
      method: 'GET',
      path: '/api/v1/notifications',
      options: { cache: noStore, validate: { query: listQuery } },
      handler: async (request) => {
        const { page: pageNumber, perPage } = request.query as { page: number; perPage: number };
        return (await notifications()).listNotifications(authUser(request).id, { page: pageNumber, perPage });
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/notifications/mark-as-read',
      options: { validate: { payload: markPayload } },
      handler: async (request) => (await notifications()).markAsRead(appContext(request), authUser(request).id, (request.payload ?? {}) as MarkAsReadRequest),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/notifications/me/subscriptions',
      options: { cache: noStore },
      handler: async (request) => (await preferences()).notificationSubscriptions(appContext(request), authUser(request).id),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/notifications/me/subscriptions',
      options: { validate: { payload: selectionsPayload } },
      handler: async (request) => {
        await (await preferences()).updateSelections(authUser(request).id, (request.payload as NotificationSelectionsRequest).selections);
        return { message: NOTIFICATION_MESSAGES.updatedPreferences };
      },
    });

    // `unread` events with {unreadCount}: one at once, then one per change (see common/notifications.ts).
    server.route({
      method: 'GET',
      path: '/api/v1/notifications/unread-stream',
      handler: (request, h) => sseResponse(h, unreadStream(request, authUser(request).id)),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/notifications/push-key',
      handler: async (request) => ({ publicKey: (await (await vapid()).vapidKeys(appContext(request))).publicKey }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/notifications/push-subscriptions',
      options: { plugins: { openapi: { status: 204 } }, validate: { payload: subscriptionPayload } },
      handler: async (request, h) => {
        const userAgent = typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null;
        await (await push()).savePushSubscription(appContext(request), authUser(request).id, request.payload as PushSubscriptionInput, userAgent);
        return h.response().code(204);
      },
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/notifications/push-subscriptions',
      options: { plugins: { openapi: { status: 204 } }, validate: { payload: Joi.object({ endpoint }) } },
      handler: async (request, h) => {
        await (await push()).deletePushSubscription(authUser(request).id, (request.payload as { endpoint: string }).endpoint);
        return h.response().code(204);
      },
    });

    // The link in every notification e-mail. GET never changes anything (mail scanners follow
    // links); the page's button, or a mail client's one-click unsubscribe (RFC 8058), POSTs.
    server.route({
      method: 'GET',
      path: '/api/v1/notifications/unsubscribe/{token}',
      options: { auth: false, validate: { params: token } },
      handler: async (request, h) => {
        try {
          const target = await (await unsubscribeLinks()).readUnsubscribeToken(appContext(request), (request.params as { token: string }).token);
          if (!target.subscribed) return await page(h, 200, 'Already unsubscribed', `<p>${escapeHtml(NOTIFICATION_MESSAGES.unsubscribed(target.name))}</p>`);
          return await page(
            h,
            200,
            'Unsubscribe',
            `<p>Stop getting "${escapeHtml(target.name)}" e-mails? Your other notifications stay as they are.</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
          );
        } catch (error) {
          return invalidLink(request, h, error);
        }
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/notifications/unsubscribe/{token}',
      options: {
        auth: false,
        // Nothing cookie-authenticated happens here; mail clients post from anywhere.
        plugins: { csrf: false },
        // The body (List-Unsubscribe=One-Click, form-encoded or multipart) says nothing the link does not.
        payload: { parse: false, output: 'data', maxBytes: 16 * 1024 },
        validate: { params: token },
      },
      handler: async (request, h) => {
        try {
          const result = await (await unsubscribeLinks()).unsubscribe(appContext(request), (request.params as { token: string }).token);
          if (wantsHtml(request)) return await page(h, 200, 'Unsubscribed', `<p>${escapeHtml(result.message)}</p>`);
          return h.response(result).header('Cache-Control', 'no-store');
        } catch (error) {
          return invalidLink(request, h, error);
        }
      },
    });
  },
};
