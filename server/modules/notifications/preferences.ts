import { Op, UniqueConstraintError } from 'sequelize';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationSelectionsRequest,
  type NotificationSubscriptions,
  type NotificationType,
} from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transactions.ts';
import { InvalidError } from '../../errors.ts';
import { NOTIFICATION_CATALOGUE, notificationKind, type NotificationKind } from './catalogue.ts';
import { NotificationPreference } from './models.ts';
import { vapidKeys } from './vapid.ts';

// Which channels each user keeps on per notification type: the catalogue's defaults, overridden
// by what the user chose (a row per user and type, only once they changed something).

export type ChannelMap = Record<NotificationChannel, boolean>;

export const UNKNOWN_NOTIFICATION_MESSAGE = 'This notification type does not exist.';

/** app and email always; browser once the VAPID keys exist (they are made here on first need). */
export async function availableChannels(ctx: AppContext): Promise<NotificationChannel[]> {
  const browser = await vapidKeys(ctx).then(
    () => true,
    (error: unknown) => {
      ctx.logger.warn({ err: error }, 'no VAPID keys: the browser notification channel is off');
      return false;
    },
  );
  return NOTIFICATION_CHANNELS.filter((channel) => channel !== 'browser' || browser);
}

function effective(kind: NotificationKind, stored: Partial<ChannelMap> | undefined): ChannelMap {
  const channels = { ...kind.defaults };
  for (const channel of NOTIFICATION_CHANNELS) {
    if (typeof stored?.[channel] === 'boolean') channels[channel] = stored[channel];
  }
  return channels;
}

/** Each user's channels for one type (users without a row get the defaults). */
export async function channelsFor(userIds: readonly number[], type: NotificationType): Promise<Map<number, ChannelMap>> {
  const kind = notificationKind(type);
  if (!kind) throw new InvalidError(UNKNOWN_NOTIFICATION_MESSAGE);
  const rows = userIds.length ? await NotificationPreference.findAll({ where: { user_id: { [Op.in]: [...userIds] }, notif_id: type } }) : [];
  const stored = new Map(rows.map((row) => [row.user_id, row.channels]));
  return new Map(userIds.map((id) => [id, effective(kind, stored.get(id))]));
}

export async function channelEnabled(userId: number, type: NotificationType, channel: NotificationChannel): Promise<boolean> {
  return (await channelsFor([userId], type)).get(userId)![channel];
}

/** GET notifications/me/subscriptions. */
export async function notificationSubscriptions(ctx: AppContext, userId: number): Promise<NotificationSubscriptions> {
  const channels = await availableChannels(ctx);
  const rows = await NotificationPreference.findAll({ where: { user_id: userId } });
  const stored = new Map(rows.map((row) => [row.notif_id, row.channels]));
  const groups = new Map<string, NotificationSubscriptions['subscriptions'][number]>();
  for (const kind of NOTIFICATION_CATALOGUE) {
    let group = groups.get(kind.group);
    if (!group) groups.set(kind.group, (group = { group_name: kind.group, subscriptions: [] }));
    group.subscriptions.push({ notif_id: kind.type, name: kind.name });
  }
  return {
    available_channels: channels,
    subscriptions: [...groups.values()],
    user_selections: NOTIFICATION_CATALOGUE.map((kind) => {
      const all = effective(kind, stored.get(kind.type));
      // Only the channels offered; a browser choice made while it was offered is kept for later.
      return { notif_id: kind.type, channels: Object.fromEntries(channels.map((channel) => [channel, all[channel]])) as ChannelMap };
    }),
  };
}

async function writeChannels(userId: number, type: NotificationType, changes: Partial<ChannelMap>): Promise<void> {
  const row = await NotificationPreference.findOne({ where: { user_id: userId, notif_id: type } });
  if (row) {
    await row.update({ channels: { ...row.channels, ...changes } });
    return;
  }
  await NotificationPreference.create({ user_id: userId, notif_id: type, channels: changes });
}

/** Runs `write` in a transaction; two first writes at once meet the unique key, and the loser runs again, updating the winner's row. */
async function retryingUnique(write: () => Promise<void>): Promise<void> {
  try {
    await inTransaction(NotificationPreference.sequelize!, write);
  } catch (error) {
    if (!(error instanceof UniqueConstraintError)) throw error;
    await inTransaction(NotificationPreference.sequelize!, write);
  }
}

/** PUT notifications/me/subscriptions: every selection is checked before any is written. */
export async function updateSelections(userId: number, selections: NotificationSelectionsRequest['selections']): Promise<void> {
  const fields: Record<string, string> = {};
  selections.forEach((selection, index) => {
    if (!notificationKind(selection.notif_id)) fields[`selections.${index}.notif_id`] = UNKNOWN_NOTIFICATION_MESSAGE;
  });
  if (Object.keys(fields).length) throw new InvalidError(UNKNOWN_NOTIFICATION_MESSAGE, fields);
  await retryingUnique(async () => {
    for (const selection of selections) {
      const changes: Partial<ChannelMap> = {};
      for (const channel of NOTIFICATION_CHANNELS) {
        const value = selection.channels[channel];
        if (typeof value === 'boolean') changes[channel] = value;
      }
      if (Object.keys(changes).length) await writeChannels(userId, selection.notif_id, changes);
    }
  });
}

/** One channel of one type on or off (the unsubscribe link). */
export function setChannel(userId: number, type: NotificationType, channel: NotificationChannel, on: boolean): Promise<void> {
  return retryingUnique(() => writeChannels(userId, type, { [channel]: on }));
}
