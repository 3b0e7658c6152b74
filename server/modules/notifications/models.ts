import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { NotificationChannel, NotificationData } from '../../../common/notifications.ts';
import { baseColumns } from '../../db/columns.ts';
import { jsonColumn } from '../../db/json-column.ts';
import { defineModels } from '../../db/registry.ts';

// Milliseconds: the list is newest first and several notifications can arrive within one second.
const preciseDate = (allowNull: boolean) => ({ type: DataTypes.DATE(3), allowNull });

/** One in-app notification of one user; unread while read_at is null. */
export class Notification extends Model<InferAttributes<Notification>, InferCreationAttributes<Notification>> {
  /** A UUIDv7 (ids.ts): ordered by creation time. */
  declare id: string;
  declare user_id: number;
  declare type: string;
  declare data: NotificationData['data'];
  declare read_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** A user's channels for one notification type; a channel missing from `channels` follows the catalogue's default. */
export class NotificationPreference extends Model<InferAttributes<NotificationPreference>, InferCreationAttributes<NotificationPreference>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare notif_id: string;
  declare channels: Partial<Record<NotificationChannel, boolean>>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

/** One browser (one device) subscribed to Web Push for a user. */
export class PushSubscription extends Model<InferAttributes<PushSubscription>, InferCreationAttributes<PushSubscription>> {
  declare id: CreationOptional<number>;
  declare user_id: number;
  declare endpoint: string;
  /** SHA-256 of the endpoint: the unique key. */
  declare endpoint_hash: string;
  declare p256dh: string;
  declare auth: string;
  declare user_agent: CreationOptional<string | null>;
  /** Deliveries that failed in a row; reaching the limit of push.ts disables the subscription. */
  declare failure_count: CreationOptional<number>;
  /** Set when deliveries stopped (failing, or refused by the outbound guard); subscribing again clears it. */
  declare disabled_at: CreationOptional<Date | null>;
  declare created_at: CreationOptional<Date>;
  declare updated_at: CreationOptional<Date>;
}

function initNotificationModels(sequelize: Sequelize) {
  Notification.init(
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      type: { type: DataTypes.STRING(64), allowNull: false },
      data: { ...jsonColumn<NotificationData['data']>('data', { lines: [] }), allowNull: false },
      read_at: preciseDate(true),
      created_at: preciseDate(false),
      updated_at: preciseDate(false),
    },
    { sequelize, tableName: 'notifications' },
  );
  NotificationPreference.init(
    {
      ...baseColumns,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      notif_id: { type: DataTypes.STRING(64), allowNull: false },
      channels: { ...jsonColumn<Partial<Record<NotificationChannel, boolean>>>('channels', {}), allowNull: false },
    },
    { sequelize, tableName: 'notification_preferences' },
  );
  PushSubscription.init(
    {
      ...baseColumns,
      user_id: { type: DataTypes.INTEGER, allowNull: false },
      endpoint: { type: DataTypes.TEXT, allowNull: false },
      endpoint_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      p256dh: { type: DataTypes.STRING(255), allowNull: false },
      auth: { type: DataTypes.STRING(255), allowNull: false },
      user_agent: DataTypes.STRING(500),
      failure_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      disabled_at: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'push_subscriptions' },
  );
}

/** Handed to the data layer by server/modules/models.ts. */
export const notificationModels = defineModels({ Notification, NotificationPreference, PushSubscription }, initNotificationModels);
