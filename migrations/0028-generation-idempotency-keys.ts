import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, addIndex } from '../server/db/schema.ts';

// The Idempotency-Key a client sent with POST /api/v1/ai/generations (`sitewright generate` sends
// one per run): the same key from the same user answers the generation it started, so a request
// retried after a dropped connection makes no second site. NULL for requests without one (both
// databases let a unique index hold any number of NULLs).
export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await addColumn(queryInterface, 'ai_generations', 'idempotency_key', { type: DataTypes.STRING(255), allowNull: true });
  await addIndex(queryInterface, 'ai_generations', ['user_id', 'idempotency_key'], { name: 'ai_generations_user_idempotency_key', unique: true });
}

export async function down({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  const indexes = (await queryInterface.showIndex('ai_generations')) as { name: string }[];
  if (indexes.some((index) => index.name === 'ai_generations_user_idempotency_key')) await queryInterface.removeIndex('ai_generations', 'ai_generations_user_idempotency_key');
  // Not removeColumn: on SQLite it rebuilds the table; a column in no index drops in place on both databases.
  if ('idempotency_key' in (await queryInterface.describeTable('ai_generations'))) await sequelize.query('ALTER TABLE ai_generations DROP COLUMN idempotency_key');
}
