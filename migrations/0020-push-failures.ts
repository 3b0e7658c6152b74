import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, removeColumn } from '../server/db/schema.ts';

// A Web Push endpoint that keeps failing, or that the outbound guard refuses, is disabled rather
// than tried for ever (server/modules/notifications/push.ts): its consecutive failures are
// counted, and the time it was disabled kept.
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await addColumn(queryInterface, 'push_subscriptions', 'failure_count', { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
  await addColumn(queryInterface, 'push_subscriptions', 'disabled_at', { type: DataTypes.DATE, allowNull: true });
}

export async function down({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await removeColumn(queryInterface, 'push_subscriptions', 'disabled_at');
  await removeColumn(queryInterface, 'push_subscriptions', 'failure_count');
}
