import { QueryTypes, type QueryInterface, type Sequelize } from 'sequelize';
import { migrations } from '../../migrations/index.ts';
import { lazyRequire } from '../lazy-require.ts';
import { withMigrationLock } from './migration-lock.ts';

// Used only when there is something to run or revert: umzug brings its command-line parser along.
const umzug = lazyRequire<typeof import('umzug')>('umzug');

// umzug's SequelizeStorage keeps one row per executed migration here.
const MIGRATIONS_TABLE = 'migrations';

/** appKey: the APP_KEY, for migrations that seal or open stored secrets (absent or '' when none is known). */
export type MigrationContext = { queryInterface: QueryInterface; sequelize: Sequelize; appKey?: string };

export function createMigrator(sequelize: Sequelize, appKey = '') {
  return new umzug.Umzug<MigrationContext>({
    migrations: migrations.map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: { queryInterface: sequelize.getQueryInterface(), sequelize, appKey },
    storage: new umzug.SequelizeStorage({ sequelize, tableName: MIGRATIONS_TABLE }),
    logger: undefined,
  });
}

export interface MigrationStatus {
  executed: string[];
  pending: string[];
}

/** Read as umzug reads it: the known migrations in their order, split by whether storage has their row. */
export async function migrationStatus(sequelize: Sequelize): Promise<MigrationStatus> {
  const queryInterface = sequelize.getQueryInterface();
  const rows = (await queryInterface.tableExists(MIGRATIONS_TABLE))
    ? await sequelize.query<{ name: string }>(`SELECT ${queryInterface.quoteIdentifier('name')} FROM ${queryInterface.quoteIdentifier(MIGRATIONS_TABLE)}`, {
        type: QueryTypes.SELECT,
      })
    : [];
  const ran = new Set(rows.map((row) => row.name));
  const names = migrations.map((m) => m.name);
  return { executed: names.filter((name) => ran.has(name)), pending: names.filter((name) => !ran.has(name)) };
}

/** Applies pending migrations under the lock; returns the names it ran (empty when up to date). */
export async function migrateToLatest(sequelize: Sequelize, lockTimeoutMs: number, appKey = ''): Promise<string[]> {
  if ((await migrationStatus(sequelize)).pending.length === 0) return [];
  const migrator = createMigrator(sequelize, appKey);
  return withMigrationLock(sequelize, lockTimeoutMs, async () => (await migrator.up()).map((m) => m.name));
}

/** Reverts the last executed migration; returns its name, or null when nothing ran yet. */
export async function migrateDownOne(sequelize: Sequelize, lockTimeoutMs: number, appKey = ''): Promise<string | null> {
  const migrator = createMigrator(sequelize, appKey);
  return withMigrationLock(sequelize, lockTimeoutMs, async () => (await migrator.down({ step: 1 }))[0]?.name ?? null);
}
