import { readdir } from 'node:fs/promises';
import { QueryTypes, type QueryInterface, type Sequelize } from 'sequelize';
import type { Migration } from '../../migrations/index.ts';
import { lazyImport } from '../lazy-import.ts';
import { lazyRequire } from '../lazy-require.ts';
import { withMigrationLock } from './migration-lock.ts';

// Used only when there is something to run or revert: umzug brings its command-line parser along.
const umzug = lazyRequire<typeof import('umzug')>('umzug');

// umzug's SequelizeStorage keeps one row per executed migration here.
const MIGRATIONS_TABLE = 'migrations';

// Every migration's module, loaded when a status is asked for in full or something is to run.
const migrationList = lazyImport(async (): Promise<Migration[]> => (await import('../../migrations/index.ts')).migrations);
// Each migration is named after its file, beside the list that imports them (from source or from the build).
const MIGRATIONS_DIR = new URL('../../migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{4}-[\w-]+)\.(?:js|ts)$/;

/** appKey: the APP_KEY, for migrations that seal or open stored secrets (absent or '' when none is known). */
export type MigrationContext = { queryInterface: QueryInterface; sequelize: Sequelize; appKey?: string };

export function createMigrator(sequelize: Sequelize, appKey = '') {
  return new umzug.Umzug<MigrationContext>({
    migrations: async () => (await migrationList()).map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: { queryInterface: sequelize.getQueryInterface(), sequelize, appKey },
    storage: new umzug.SequelizeStorage({ sequelize, tableName: MIGRATIONS_TABLE }),
    logger: undefined,
  });
}

export interface MigrationStatus {
  executed: string[];
  pending: string[];
}

async function executedMigrations(sequelize: Sequelize): Promise<Set<string>> {
  const queryInterface = sequelize.getQueryInterface();
  const rows = (await queryInterface.tableExists(MIGRATIONS_TABLE))
    ? await sequelize.query<{ name: string }>(`SELECT ${queryInterface.quoteIdentifier('name')} FROM ${queryInterface.quoteIdentifier(MIGRATIONS_TABLE)}`, {
        type: QueryTypes.SELECT,
      })
    : [];
  return new Set(rows.map((row) => row.name));
}

/** Read as umzug reads it: the known migrations in their order, split by whether storage has their row. */
export async function migrationStatus(sequelize: Sequelize): Promise<MigrationStatus> {
  const ran = await executedMigrations(sequelize);
  const names = (await migrationList()).map((m) => m.name);
  return { executed: names.filter((name) => ran.has(name)), pending: names.filter((name) => !ran.has(name)) };
}

/** The names of the migrations migrationStatus finds in the folder, without loading them; null when it cannot be read. */
async function migrationFileNames(): Promise<string[] | null> {
  const files = await readdir(MIGRATIONS_DIR).catch(() => []);
  const names = files.flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? []);
  return names.length ? names : null;
}

/**
 * The migrations still to run, in order. Every start asks, and the answer is almost always none:
 * when every migration file has its row, that is known without loading the migrations (a file the
 * list does not name, or a name that is not its file's, only sends it the long way).
 */
export async function pendingMigrations(sequelize: Sequelize): Promise<string[]> {
  const ran = await executedMigrations(sequelize);
  const files = await migrationFileNames();
  if (files?.every((name) => ran.has(name))) return [];
  return (await migrationStatus(sequelize)).pending;
}

/** Applies pending migrations under the lock; returns the names it ran (empty when up to date). */
export async function migrateToLatest(sequelize: Sequelize, lockTimeoutMs: number, appKey = ''): Promise<string[]> {
  if ((await pendingMigrations(sequelize)).length === 0) return [];
  const migrator = createMigrator(sequelize, appKey);
  return withMigrationLock(sequelize, lockTimeoutMs, async () => (await migrator.up()).map((m) => m.name));
}

/** Reverts the last executed migration; returns its name, or null when nothing ran yet. */
export async function migrateDownOne(sequelize: Sequelize, lockTimeoutMs: number, appKey = ''): Promise<string | null> {
  const migrator = createMigrator(sequelize, appKey);
  return withMigrationLock(sequelize, lockTimeoutMs, async () => (await migrator.down({ step: 1 }))[0]?.name ?? null);
}
