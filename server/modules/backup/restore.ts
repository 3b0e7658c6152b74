import { resolve } from 'node:path';
import { QueryTypes, type Sequelize } from 'sequelize';
import { migrations as knownMigrations } from '../../../migrations/index.ts';
import type { AppContext } from '../../context.ts';
import { withMigrationLock } from '../../db/migration-lock.ts';
import { createMigrator, migrateToLatest } from '../../db/migrator.ts';
import { ConflictError, InvalidError } from '../../errors.ts';
import { InvalidStorageKeyError } from '../../storage/driver.ts';
import { LocalStorageDriver, localDiskRoot } from '../../storage/local.ts';
import { clearSiteCache } from '../settings/cache-generation.ts';
import { counted, lines, readAll, readArchive, skip, type ArchiveEntry } from './archive.ts';
import type { BackupProgress, ProgressListener } from './backup.ts';
import { areaStorage, STORAGE_AREAS, type StorageArea } from './files.ts';
import { appKeyFingerprint, assertKnownMigrations, MANIFEST_ENTRY, parseManifest, tableEntry, type BackupManifest, type ManifestTable } from './manifest.ts';
import { countRows, decodeValue, describeTables, quoted, restoreNextIds, type TableSchema } from './tables.ts';

export interface RestoreOptions {
  /** Restore although the backup's secrets were sealed under another APP_KEY (they will not open). */
  ignoreAppKey?: boolean;
  onProgress?: ProgressListener;
}

export interface RestoreResult {
  file: string;
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
  bytes: number;
  /** Migrations run after the rows went in, when the backup came from an older version. */
  migrated: string[];
  warnings: string[];
}

/** Thrown for an archive that cannot be read to its end; nothing of the database part is kept. */
class DamagedBackupError extends InvalidError {}

function damaged(reason: string): DamagedBackupError {
  return new DamagedBackupError(`The backup is damaged or incomplete: ${reason}`);
}

/**
 * Runs work that reads an entry: a gzip or tar fault becomes one line about the archive; the
 * database's errors, the file system's (a full disk) and refusals pass as they are.
 */
async function archived<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { name, syscall } = error as { name?: string; syscall?: string };
    if (error instanceof InvalidError || syscall || name?.startsWith('Sequelize')) throw error;
    throw damaged((error as Error).message);
  }
}

async function nextEntry(entries: AsyncIterator<ArchiveEntry>): Promise<ArchiveEntry | null> {
  const next = await archived(() => entries.next());
  return next.done ? null : next.value;
}

/**
 * Restores a backup into this install's database and data folder. The database must have no
 * users and no migration past the backup's (a new one, or one this version just migrated and
 * seeded): it is brought to the backup's migration level, its seeded rows are replaced by the
 * backup's in one transaction, and it is migrated on from there when this Sitewright is newer. The
 * files come back last, into the local folders they came from.
 */
export async function restoreBackup(ctx: AppContext, path: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const file = resolve(path);
  const { sequelize } = ctx.db;
  const report = options.onProgress ?? (() => undefined);
  const entries = readArchive(file)[Symbol.asyncIterator]();
  try {
    const notABackup = new InvalidError(`${file} is not a Sitewright backup (made by \`sitewright backup\`)`);
    const first = await nextEntry(entries).catch((error: unknown) => {
      throw error instanceof DamagedBackupError ? notABackup : error;
    });
    if (!first || first.name !== MANIFEST_ENTRY) throw notABackup;
    const manifest = parseManifest((await archived(() => readAll(first.body))).toString('utf8'));
    const warnings: string[] = [];

    assertKnownMigrations(manifest.database.migrations, knownMigrations.map((migration) => migration.name));
    checkAppKey(manifest, ctx.config.appKey, Boolean(options.ignoreAppKey), warnings);
    await assertNoUsers(sequelize);

    await migrateToLevel(ctx, manifest.database.migrations);
    const rows = await restoreRows(sequelize, manifest, entries, report, warnings);
    await restoreNextIds(sequelize, Object.fromEntries(manifest.tables.filter((table) => table.next_id !== null).map((table) => [table.name, table.next_id!])));
    const migrated = await migrateToLatest(sequelize, ctx.config.migrationLockTimeout, ctx.config.appKey);
    await clearSiteCache();

    const files = await restoreFiles(ctx, manifest, entries, report);
    warnings.push(...(await storageWarnings(ctx, manifest, files.count)));
    return { file, manifest, tables: manifest.tables.length, rows, files: files.count, bytes: files.bytes, migrated, warnings };
  } finally {
    await entries.return?.(undefined);
  }
}

function checkAppKey(manifest: BackupManifest, appKey: string, ignore: boolean, warnings: string[]): void {
  const expected = manifest.app_key_fingerprint;
  if (!expected || appKeyFingerprint(appKey) === expected) return;
  if (!ignore) {
    throw new InvalidError(
      `The backup's encrypted values (two-factor secrets, secret settings) were sealed under another APP_KEY (fingerprint ${expected}): ` +
        'set the APP_KEY of the install that made it in .env, or pass --ignore-app-key to restore anyway without them',
    );
  }
  warnings.push(
    `The backup was made under another APP_KEY (fingerprint ${expected}): two-factor secrets, secret settings and other encrypted values will not open; users with two-factor authentication need it turned off (sitewright users disable-2fa) and the secret settings set again`,
  );
}

async function assertNoUsers(sequelize: Sequelize): Promise<void> {
  if (!(await sequelize.getQueryInterface().tableExists('users'))) return;
  const users = await countRows(sequelize, 'users');
  if (users > 0) {
    throw new ConflictError(
      `This database already has ${users} user${users === 1 ? '' : 's'}: restore into a new, empty database (create it, point DATABASE_URL at it, then run restore again)`,
    );
  }
}

/**
 * Runs the target's migrations up to exactly the backup's, so its rows fit the tables; the later
 * ones run once the rows are in (restoreBackup), on them as on the old install's.
 */
async function migrateToLevel(ctx: AppContext, level: string[]): Promise<void> {
  const { sequelize } = ctx.db;
  const umzug = createMigrator(sequelize, ctx.config.appKey);
  await withMigrationLock(sequelize, ctx.config.migrationLockTimeout, async () => {
    const executed = (await umzug.executed()).map((migration) => migration.name);
    if (executed.length > level.length || executed.some((name, index) => level[index] !== name)) {
      throw new InvalidError(
        'This database is migrated past the backup, which an older Sitewright made: restore into a new database without tables (restore migrates it itself)',
      );
    }
    if (executed.length < level.length) await umzug.up({ to: level[level.length - 1] });
  });
}

const BATCH_ROWS = 500;
const BATCH_BYTES = 2 * 1024 * 1024;

/**
 * Replaces every row with the backup's in one transaction, so a failure leaves the database as it
 * was. Foreign keys are checked once all rows are in (SQLite defers them to the commit, MySQL is
 * told not to check), then verified by checkReferences with a message that names the table.
 */
async function restoreRows(
  sequelize: Sequelize,
  manifest: BackupManifest,
  entries: AsyncIterator<ArchiveEntry>,
  report: (progress: BackupProgress) => void,
  warnings: string[],
): Promise<number> {
  const mysql = sequelize.getDialect() === 'mysql';
  return sequelize.transaction(async () => {
    await sequelize.query(mysql ? 'SET FOREIGN_KEY_CHECKS = 0' : 'PRAGMA defer_foreign_keys = ON');
    try {
      const schemas = new Map((await describeTables(sequelize)).map((table) => [table.name, table]));
      for (const table of [...schemas.keys()].reverse()) await sequelize.query(`DELETE FROM ${quoted(sequelize, table)}`);
      let restored = 0;
      for (const [index, table] of manifest.tables.entries()) {
        const entry = await nextEntry(entries);
        if (!entry || entry.name !== tableEntry(table.name)) throw damaged(`${tableEntry(table.name)} is missing`);
        const schema = schemas.get(table.name);
        if (!schema) {
          warnings.push(`The backup's table ${table.name} does not exist in this version; its ${table.rows} rows were left out`);
          await archived(() => skip(entry.body));
          continue;
        }
        report({ stage: 'tables', table: table.name, index, tables: manifest.tables.length, rows: 0, tableRows: table.rows });
        const rows = await insertRows(sequelize, table, schema, entry, (done) =>
          report({ stage: 'tables', table: table.name, index, tables: manifest.tables.length, rows: done, tableRows: table.rows }),
        );
        if (rows !== table.rows) throw damaged(`${tableEntry(table.name)} has ${rows} rows, its manifest says ${table.rows}`);
        restored += rows;
      }
      await checkReferences(sequelize, [...schemas.values()]);
      return restored;
    } finally {
      if (mysql) await sequelize.query('SET FOREIGN_KEY_CHECKS = 1');
    }
  });
}

async function insertRows(sequelize: Sequelize, table: ManifestTable, schema: TableSchema, entry: ArchiveEntry, progress: (rows: number) => void): Promise<number> {
  const unknown = Object.keys(table.columns).find((column) => !(column in schema.columns));
  if (unknown) throw new InvalidError(`The backup's column ${table.name}.${unknown} does not exist in this database at the backup's migration level`);
  const queryInterface = sequelize.getQueryInterface();
  let batch: Record<string, unknown>[] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await queryInterface.bulkInsert(table.name, batch);
    rows += batch.length;
    batch = [];
    batchBytes = 0;
    progress(rows);
  };
  await archived(async () => {
    for await (const line of lines(entry.body)) {
      if (!line) continue;
      let parsed: Record<string, unknown>;
      try {
        parsed = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw damaged(`a row of ${tableEntry(table.name)} is not JSON`);
      }
      const row: Record<string, unknown> = {};
      for (const [column, kind] of Object.entries(table.columns)) row[column] = decodeValue(kind, parsed[column]);
      batch.push(row);
      batchBytes += line.length;
      if (batch.length >= BATCH_ROWS || batchBytes >= BATCH_BYTES) await flush();
    }
    await flush();
  });
  return rows;
}

/** Every foreign key value names an existing row; otherwise the restore stops before it commits. */
async function checkReferences(sequelize: Sequelize, tables: TableSchema[]): Promise<void> {
  const q = (identifier: string) => quoted(sequelize, identifier);
  for (const table of tables) {
    for (const key of table.foreignKeys) {
      const [row] = await sequelize.query<{ count: number | string }>(
        `SELECT COUNT(*) AS count FROM ${q(table.name)} child LEFT JOIN ${q(key.table)} parent ON child.${q(key.column)} = parent.${q(key.referencedColumn)} ` +
          `WHERE child.${q(key.column)} IS NOT NULL AND parent.${q(key.referencedColumn)} IS NULL`,
        { type: QueryTypes.SELECT },
      );
      const count = Number(row.count);
      if (count) throw damaged(`${count} ${table.name} row${count === 1 ? '' : 's'} refer to ${key.table} rows that are not in it (${table.name}.${key.column})`);
    }
  }
}

async function restoreFiles(
  ctx: AppContext,
  manifest: BackupManifest,
  entries: AsyncIterator<ArchiveEntry>,
  report: (progress: BackupProgress) => void,
): Promise<{ count: number; bytes: number }> {
  const totalFiles = manifest.storage.reduce((total, area) => total + area.files, 0);
  const totalBytes = manifest.storage.reduce((total, area) => total + area.bytes, 0);
  const drivers = new Map<StorageArea, LocalStorageDriver>(STORAGE_AREAS.map((area) => [area, new LocalStorageDriver(localDiskRoot(ctx.config.dataDir, area))]));
  let count = 0;
  let bytes = 0;
  report({ stage: 'files', files: 0, totalFiles, bytes: 0, totalBytes });
  for (let entry = await nextEntry(entries); entry; entry = await nextEntry(entries)) {
    const match = /^files\/([^/]+)\/(.+)$/.exec(entry.name);
    const driver = match ? drivers.get(match[1] as StorageArea) : undefined;
    if (!match || !driver) {
      await archived(() => skip(entry!.body));
      continue;
    }
    const body = counted(entry.body, (chunk) => {
      bytes += chunk;
      report({ stage: 'files', files: count, totalFiles, bytes, totalBytes });
    });
    await archived(async () => {
      try {
        await driver.put(match[2], body, { mime: 'application/octet-stream', size: entry!.size });
      } catch (error) {
        if (error instanceof InvalidStorageKeyError) throw damaged(`${entry!.name} is not a safe path`);
        throw error;
      }
    });
    count += 1;
    report({ stage: 'files', files: count, totalFiles, bytes, totalBytes });
  }
  return { count, bytes };
}

async function storageWarnings(ctx: AppContext, manifest: BackupManifest, restored: number): Promise<string[]> {
  const warnings: string[] = [];
  const listed = manifest.storage.reduce((total, area) => total + area.files, 0);
  if (restored < listed) warnings.push(`${listed - restored} of the ${listed} files the backup listed are not in it (deleted while the backup ran)`);
  const now = new Map((await areaStorage(ctx.config)).map((area) => [area.area, area]));
  for (const area of manifest.storage) {
    if (area.driver === 's3') {
      warnings.push(`The ${area.area} files were on S3${area.bucket ? ` (bucket ${area.bucket})` : ''} and are not in the backup: this install reads them from the bucket its storage settings name`);
    } else if (area.files > 0 && now.get(area.area)?.driver === 's3') {
      warnings.push(`The ${area.area} files were restored to ${localDiskRoot(ctx.config.dataDir, area.area)}, but this install reads that disk from S3: copy them to the bucket`);
    }
  }
  return warnings;
}
