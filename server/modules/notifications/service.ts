import { Op } from 'sequelize';
import { NOTIFICATIONS_PER_PAGE, type MarkAsReadRequest, type NotificationData, type NotificationList } from '../../../common/notifications.ts';
import type { AppContext } from '../../context.ts';
import { Notification } from './models.ts';
import { announceUnreadChange, countUnread } from './unread.ts';

// The in-app notification list of the signed-in user and marking it read. Delivery is notify.ts's.

function serializeNotification(row: Notification): NotificationData {
  return {
    id: row.id,
    type: row.type,
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
    data: row.data,
  };
}

/** GET notifications: newest first (ids are UUIDv7, so they break a tie of equal times in the same order). */
export async function listNotifications(userId: number, options: { page?: number; perPage?: number } = {}): Promise<NotificationList> {
  const perPage = options.perPage ?? NOTIFICATIONS_PER_PAGE;
  const page = options.page ?? 1;
  const { rows, count } = await Notification.findAndCountAll({
    where: { user_id: userId },
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: perPage,
    offset: (page - 1) * perPage,
  });
  return {
    pagination: {
      data: rows.map(serializeNotification),
      current_page: page,
      last_page: Math.max(1, Math.ceil(count / perPage)),
      per_page: perPage,
      total: count,
    },
    unreadCount: await countUnread(userId),
  };
}

/** POST notifications/mark-as-read: the ids given (the user's own only), or all with `all`; answers the unread count left. */
export async function markAsRead(ctx: AppContext, userId: number, request: MarkAsReadRequest): Promise<{ unreadCount: number }> {
  const ids = request.ids ?? [];
  if (request.all || ids.length) {
    const where = request.all ? { user_id: userId, read_at: null } : { user_id: userId, read_at: null, id: { [Op.in]: ids } };
    const [changed] = await Notification.update({ read_at: ctx.now() }, { where });
    if (changed) announceUnreadChange([userId]);
  }
  return { unreadCount: await countUnread(userId) };
}
