import { DataTypes } from 'sequelize';
import type { MigrationContext } from '../server/db/migrator.ts';
import { addColumn, addIndex, createTable, dropTable, removeColumn } from '../server/db/schema.ts';

const id = { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true, allowNull: false };
const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};
const userId = (allowNull = false) => ({ type: DataTypes.INTEGER, allowNull, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' });
// Only hashes of secrets are stored (session tokens, API tokens, reset tokens): SHA-256 hex.
const hash = { type: DataTypes.STRING(64), allowNull: false, unique: true };

export async function up({ context: { queryInterface } }: { context: MigrationContext }): Promise<void> {
  await createTable(queryInterface, 'sessions', {
    id,
    token_hash: hash,
    user_id: userId(true),
    ip_address: { type: DataTypes.STRING(45), allowNull: true },
    user_agent: { type: DataTypes.STRING(500), allowNull: true },
    country: { type: DataTypes.STRING(2), allowNull: true },
    city: { type: DataTypes.STRING(100), allowNull: true },
    payload: { type: DataTypes.TEXT, allowNull: true },
    remember: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    last_activity: { type: DataTypes.DATE, allowNull: false },
    expires_at: { type: DataTypes.DATE, allowNull: false },
    ...timestamps,
  });
  await addIndex(queryInterface, 'sessions', ['user_id'], { name: 'sessions_user_id' });
  await addIndex(queryInterface, 'sessions', ['expires_at'], { name: 'sessions_expires_at' });

  await createTable(queryInterface, 'personal_access_tokens', {
    id,
    user_id: userId(),
    name: { type: DataTypes.STRING(191), allowNull: false },
    token_hash: hash,
    last_used_at: { type: DataTypes.DATE, allowNull: true },
    expires_at: { type: DataTypes.DATE, allowNull: true },
    ...timestamps,
  });
  await addIndex(queryInterface, 'personal_access_tokens', ['user_id'], { name: 'personal_access_tokens_user_id' });

  await createTable(queryInterface, 'social_profiles', {
    id,
    user_id: userId(),
    service_name: { type: DataTypes.STRING(20), allowNull: false },
    user_service_id: { type: DataTypes.STRING(191), allowNull: false },
    username: { type: DataTypes.STRING(191), allowNull: true },
    email: { type: DataTypes.STRING(191), allowNull: true },
    ...timestamps,
  });
  await addIndex(queryInterface, 'social_profiles', ['service_name', 'user_service_id'], { unique: true, name: 'social_profiles_service_user' });
  await addIndex(queryInterface, 'social_profiles', ['user_id', 'service_name'], { unique: true, name: 'social_profiles_user_service' });

  // Single-use tokens sent by e-mail (password reset); a used or expired one never works again.
  await createTable(queryInterface, 'auth_tokens', {
    id,
    user_id: userId(),
    type: { type: DataTypes.STRING(30), allowNull: false },
    token_hash: hash,
    expires_at: { type: DataTypes.DATE, allowNull: false },
    used_at: { type: DataTypes.DATE, allowNull: true },
    created_at: { type: DataTypes.DATE, allowNull: false },
  });

  // Counters live in the database so every instance behind a load balancer shares them.
  await createTable(queryInterface, 'rate_limits', {
    key: { type: DataTypes.STRING(191), primaryKey: true, allowNull: false },
    hits: { type: DataTypes.INTEGER, allowNull: false },
    reset_at: { type: DataTypes.DATE, allowNull: false },
  });

  // The time step of the last accepted TOTP code, so the same code cannot be used twice.
  await addColumn(queryInterface, 'users', 'two_factor_last_step', { type: DataTypes.BIGINT, allowNull: true });
}

export async function down({ context: { queryInterface, sequelize } }: { context: MigrationContext }): Promise<void> {
  // SQLite drops a column by rebuilding the table; with foreign keys on, dropping users would cascade.
  const sqlite = sequelize.getDialect() === 'sqlite';
  if (sqlite) await sequelize.query('PRAGMA foreign_keys = OFF');
  await removeColumn(queryInterface, 'users', 'two_factor_last_step');
  if (sqlite) await sequelize.query('PRAGMA foreign_keys = ON');
  for (const table of ['rate_limits', 'auth_tokens', 'social_profiles', 'personal_access_tokens', 'sessions']) await dropTable(queryInterface, table);
}
