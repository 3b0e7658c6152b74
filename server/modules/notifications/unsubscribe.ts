import { createHmac } from 'node:crypto';
import { NOTIFICATION_MESSAGES, type NotificationType } from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';
import { NotFoundError } from '../../errors.ts';
import { safeEqual } from '../../security/tokens.ts';
import { User } from '../users/models.ts';
import { notificationKind } from './catalogue.ts';
import { channelEnabled, setChannel } from './preferences.ts';

// One-click unsubscribe (RFC 8058) from one type of notification e-mail, without signing in. The
// link's token is `<user id>.<type>.<HMAC-SHA256 under APP_KEY of both>`: nothing is stored, it
// cannot be forged or moved to another user or type, and it keeps working (turning e-mail off
// again is harmless). GET shows a confirmation page; POST, as mail clients send it, turns it off.

export const UNSUBSCRIBE_INVALID_MESSAGE = 'This unsubscribe link is not valid.';

function signature(appKey: string, userId: number, type: string): string {
  if (!appKey) throw new Error('APP_KEY is not set: run `sitewright install` to generate one');
  return createHmac('sha256', appKey).update(`notifications.unsubscribe:${userId}:${type}`).digest('base64url');
}

export function unsubscribeToken(ctx: AppContext, userId: number, type: NotificationType): string {
  return `${userId}.${type}.${signature(ctx.config.appKey, userId, type)}`;
}

export function unsubscribeUrl(ctx: AppContext, userId: number, type: NotificationType): string {
  return `${ctx.config.appUrl}/api/v1/notifications/unsubscribe/${unsubscribeToken(ctx, userId, type)}`;
}

export interface UnsubscribeTarget {
  userId: number;
  type: NotificationType;
  /** The type's name in the settings grid. */
  name: string;
  /** Whether its e-mails are still on. */
  subscribed: boolean;
}

/** What a token names; a forged, altered or stale one (its user is gone) is not found. */
export async function readUnsubscribeToken(ctx: AppContext, token: string): Promise<UnsubscribeTarget> {
  const match = /^(\d{1,10})\.([a-z_]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const kind = match ? notificationKind(match[2]) : null;
  if (!match || !kind || !safeEqual(match[3], signature(ctx.config.appKey, Number(match[1]), kind.type))) throw new NotFoundError(UNSUBSCRIBE_INVALID_MESSAGE);
  const userId = Number(match[1]);
  if (!(await User.count({ where: { id: userId } }))) throw new NotFoundError(UNSUBSCRIBE_INVALID_MESSAGE);
  return { userId, type: kind.type, name: kind.name, subscribed: await channelEnabled(userId, kind.type, 'email') };
}

/** Turns the type's e-mails off for the token's user; the message to show. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<{ message: string }> {
  const target = await readUnsubscribeToken(ctx, token);
  await setChannel(target.userId, target.type, 'email', false);
  ctx.logger.info({ user: target.userId, type: target.type }, 'unsubscribed from notification e-mails');
  return { message: NOTIFICATION_MESSAGES.unsubscribed(target.name) };
}
