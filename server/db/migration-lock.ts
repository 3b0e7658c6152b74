import { hostname } from 'node:os';
import { DataTypes, UniqueConstraintError, type QueryInterface, type Sequelize } from 'sequelize';

const LOCK_TABLE = 'migration_lock';
const LOCK_NAME = 'migrations';
// A lock older than this belongs to an instance that died mid-migration.
const STALE_AFTER_MS = 10 * 60_000;

export class MigrationLockTimeoutError extends Error {}

async function ensureLockTable(queryInterface: QueryInterface): Promise<void> {
  // createTable issues CREATE TABLE IF NOT EXISTS on SQLite and MySQL, so racing instances are fine.
  await queryInterface.createTable(LOCK_TABLE, {
    name: { type: DataTypes.STRING(64), primaryKey: true },
    owner: { type: DataTypes.STRING(191), allowNull: false },
    acquired_at: { type: DataTypes.DATE, allowNull: false },
  });
}

/**
 * Runs `work` while holding a row lock in the database, so two instances booting against one
 * database never run migrations at the same time (Ghost's knex-migrator does the same).
 */
export async function withMigrationLock<T>(sequelize: Sequelize, timeoutMs: number, work: () => Promise<T>): Promise<T> {
  const queryInterface = sequelize.getQueryInterface();
  await ensureLockTable(queryInterface);
  const owner = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await queryInterface.bulkInsert(LOCK_TABLE, [{ name: LOCK_NAME, owner, acquired_at: new Date() }]);
      break;
    } catch (error) {
      if (!(error instanceof UniqueConstraintError)) throw error;
      await releaseIfStale(sequelize);
      if (Date.now() > deadline) {
        throw new MigrationLockTimeoutError(
          'Another Sitewright instance is migrating this database. If none is running, clear the lock with "sitewright migrate --unlock".',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 150));
    }
  }
  try {
    return await work();
  } finally {
    await queryInterface.bulkDelete(LOCK_TABLE, { name: LOCK_NAME, owner });
  }
}

async function releaseIfStale(sequelize: Sequelize): Promise<void> {
  const [rows] = await sequelize.query(`SELECT acquired_at FROM ${LOCK_TABLE} WHERE name = ?`, { replacements: [LOCK_NAME] });
  const row = (rows as { acquired_at: string | Date }[])[0];
  if (row && Date.now() - new Date(row.acquired_at).getTime() > STALE_AFTER_MS) await releaseMigrationLock(sequelize);
}

export async function releaseMigrationLock(sequelize: Sequelize): Promise<void> {
  const queryInterface = sequelize.getQueryInterface();
  await ensureLockTable(queryInterface);
  await queryInterface.bulkDelete(LOCK_TABLE, { name: LOCK_NAME });
}
