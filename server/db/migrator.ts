import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import { migrations } from '../../migrations/index.ts';
import { withMigrationLock } from './migration-lock.ts';

/** appKey: the APP_KEY, for migrations that seal or open stored secrets (absent or '' when none is known). */
export type MigrationContext = { queryInterface: QueryInterface; sequelize: Sequelize; appKey?: string };

export function createMigrator(sequelize: Sequelize, appKey = '') {
  return new Umzug<MigrationContext>({
    migrations: migrations.map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: { queryInterface: sequelize.getQueryInterface(), sequelize, appKey },
    storage: new SequelizeStorage({ sequelize, tableName: 'migrations' }),
    logger: undefined,
  });
}

export interface MigrationStatus {
  executed: string[];
  pending: string[];
}

export async function migrationStatus(sequelize: Sequelize): Promise<MigrationStatus> {
  const umzug = createMigrator(sequelize);
  const [executed, pending] = await Promise.all([umzug.executed(), umzug.pending()]);
  return { executed: executed.map((m) => m.name), pending: pending.map((m) => m.name) };
}

/** Applies pending migrations under the lock; returns the names it ran (empty when up to date). */
export async function migrateToLatest(sequelize: Sequelize, lockTimeoutMs: number, appKey = ''): Promise<string[]> {
  const umzug = createMigrator(sequelize, appKey);
  if ((await umzug.pending()).length === 0) return [];
  return withMigrationLock(sequelize, lockTimeoutMs, async () => (await umzug.up()).map((m) => m.name));
}

/** Reverts the last executed migration; returns its name, or null when nothing ran yet. */
export async function migrateDownOne(sequelize: Sequelize, lockTimeoutMs: number, appKey = ''): Promise<string | null> {
  const umzug = createMigrator(sequelize, appKey);
  return withMigrationLock(sequelize, lockTimeoutMs, async () => (await umzug.down({ step: 1 }))[0]?.name ?? null);
}
