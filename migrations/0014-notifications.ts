import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addIndex, createTable, dropTable } from '../server/db/schema.ts';

// Notifications (server/modules/notifications/): what each user was told in the app, which
// channels they keep on per kind of notification, and the browsers that receive Web Push.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  // Milliseconds: the list is newest first, and several notifications can arrive in one second.
  const time = (allowNull: boolean) => ({ type: DataTypes.DATE(3), allowNull });
  const userId = { type: DataTypes.INTEGER, allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' };

  await createTable(queryInterface, 'notifications', {
    // A UUIDv7: unguessable enough for the API, and ordered by creation time.
    id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
    user_id: userId,
    type: { type: DataTypes.STRING(64), allowNull: false },
    // Lines, actions, image and invite id (JSON; common/notifications.ts NotificationData['data']).
    data: { type: DataTypes.TEXT, allowNull: false },
    read_at: time(true),
    created_at: time(false),
    updated_at: time(false),
  });
  // The unread count (user, read_at null) and the list, newest first.
  await addIndex(queryInterface, 'notifications', ['user_id', 'read_at'], { name: 'notifications_user_read' });
  await addIndex(queryInterface, 'notifications', ['user_id', 'created_at'], { name: 'notifications_user_created' });

  await createTable(queryInterface, 'notification_preferences', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    user_id: userId,
    notif_id: { type: DataTypes.STRING(64), allowNull: false },
    // Channel → on/off (JSON); a channel missing here follows the catalogue's default.
    channels: { type: DataTypes.TEXT, allowNull: false },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'notification_preferences', ['user_id', 'notif_id'], { name: 'notification_preferences_user_notif', unique: true });

  await createTable(queryInterface, 'push_subscriptions', {
    id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false },
    user_id: userId,
    // Push services' URLs can be long; the unique key is their SHA-256 (an index on a long
    // utf8mb4 column would pass MariaDB's key length limit).
    endpoint: { type: DataTypes.TEXT, allowNull: false },
    endpoint_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
    p256dh: { type: DataTypes.STRING(255), allowNull: false },
    auth: { type: DataTypes.STRING(255), allowNull: false },
    user_agent: { type: DataTypes.STRING(500), allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  });
  await addIndex(queryInterface, 'push_subscriptions', ['user_id'], { name: 'push_subscriptions_user' });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await dropTable(queryInterface, 'push_subscriptions');
  await dropTable(queryInterface, 'notification_preferences');
  await dropTable(queryInterface, 'notifications');
}
