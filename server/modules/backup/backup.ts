import { createReadStream, createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mkdtemp, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { once } from 'node:events';
import { Transaction, type Sequelize } from 'sequelize';
import type { AppContext } from '../../context.ts';
import { migrationStatus } from '../../db/migrator.ts';
import { ConflictError, InvalidError } from '../../errors.ts';
import { localDiskRoot } from '../../storage/local.ts';
import { ArchiveWriter, counted } from './archive.ts';
import { areaStorage, listAreaFiles, STORAGE_AREAS, type LocalFile } from './files.ts';
import {
  appKeyFingerprint,
  appVersion,
  FORMAT,
  FORMAT_VERSION,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
  type BackupManifest,
  type ManifestStorage,
  type ManifestTable,
} from './manifest.ts';
import { countRows, describeTables, nextIds, readRowLines, type TableSchema } from './tables.ts';

/** What a backup or restore is doing, for a progress display: a table's rows, then the files. */
export type BackupProgress =
  | { stage: 'tables'; table: string; index: number; tables: number; rows: number; tableRows: number }
  | { stage: 'files'; files: number; totalFiles: number; bytes: number; totalBytes: number };

export type ProgressListener = (progress: BackupProgress) => void;

export interface BackupResult {
  file: string;
  /** Bytes of the archive. */
  size: number;
  manifest: BackupManifest;
  /** Files and bytes in the archive (the manifest counts what was listed; a file deleted meanwhile is not in it). */
  files: number;
  bytes: number;
  /** Things the operator must know: the APP_KEY the secrets need, disks on S3, files that went away. */
  warnings: string[];
}

/**
 * Writes the database (every table as JSON lines, read in one snapshot) and the local storage
 * folders to one archive at `file`, which must not exist yet. The archive appears under its name
 * only once complete.
 */
export async function createBackup(ctx: AppContext, file: string, options: { onProgress?: ProgressListener } = {}): Promise<BackupResult> {
  const target = resolve(file);
  if (existsSync(target)) throw new ConflictError(`${target} already exists: choose another file name`);
  // Inside them it would back itself up, and on the public disk anyone could download it.
  const insideArea = STORAGE_AREAS.map((area) => localDiskRoot(ctx.config.dataDir, area)).find((root) => target.startsWith(root + sep));
  if (insideArea) throw new InvalidError(`Write the backup outside ${insideArea}: the folders it backs up must not hold it`);
  const { sequelize } = ctx.db;
  const { executed, pending } = await migrationStatus(sequelize);
  if (pending.length) throw new InvalidError(`The database has ${pending.length} pending migrations: run \`sitewright migrate\` before backing it up`);
  const storage = await areaStorage(ctx.config);
  const report = options.onProgress ?? (() => undefined);

  const workDir = await mkdtemp(join(dirname(target), `.${basename(target)}-`));
  const partial = join(workDir, 'archive.tar.gz');
  let writer: ArchiveWriter | null = null;
  try {
    const tables = await dumpTables(sequelize, workDir, report);
    const areaFiles = await Promise.all(STORAGE_AREAS.map((area) => listAreaFiles(ctx.config.dataDir, area)));
    const files = areaFiles.flat();
    const manifest: BackupManifest = {
      format: FORMAT,
      format_version: FORMAT_VERSION,
      app_version: appVersion(),
      created_at: ctx.now().toISOString(),
      database: { dialect: ctx.config.database.dialect, migrations: executed },
      tables: tables.map(({ manifest: table }) => table),
      storage: storage.map(({ area, driver, bucket }, index): ManifestStorage => ({
        area,
        driver,
        bucket,
        files: areaFiles[index].length,
        bytes: areaFiles[index].reduce((total, entry) => total + entry.size, 0),
      })),
      config: { app_url: ctx.config.appUrl, storage_driver: ctx.config.storage.driver },
      app_key_fingerprint: appKeyFingerprint(ctx.config.appKey),
    };

    writer = new ArchiveWriter(partial);
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    for (const { manifest: table, path } of tables) {
      await writer.addStream(tableEntry(table.name), (await stat(path)).size, createReadStream(path));
      await rm(path);
    }
    const archived = await archiveFiles(writer, files, report);
    await writer.finish();
    await rename(partial, target);
    return {
      file: target,
      size: (await stat(target)).size,
      manifest,
      files: archived.files,
      bytes: archived.bytes,
      warnings: backupWarnings(manifest, files.length - archived.files),
    };
  } catch (error) {
    await writer?.abort();
    throw error;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Reads every table inside one read transaction, so the rows agree with each other (a deploy's
 * project is there) while the server keeps writing: SQLite's WAL and InnoDB's REPEATABLE READ
 * both give such a snapshot without blocking writers. Each table goes to a file first: a tar entry
 * states its size before its bytes.
 */
async function dumpTables(sequelize: Sequelize, workDir: string, report: ProgressListener): Promise<{ manifest: ManifestTable; path: string }[]> {
  const snapshot =
    sequelize.getDialect() === 'sqlite' ? { type: Transaction.TYPES.DEFERRED } : { isolationLevel: Transaction.ISOLATION_LEVELS.REPEATABLE_READ };
  return sequelize.transaction(snapshot, async () => {
    const schemas = await describeTables(sequelize);
    const next = await nextIds(sequelize, schemas);
    const dumped: { manifest: ManifestTable; path: string }[] = [];
    for (const [index, table] of schemas.entries()) {
      const path = join(workDir, `${table.name}.jsonl`);
      const tableRows = await countRows(sequelize, table.name);
      report({ stage: 'tables', table: table.name, index, tables: schemas.length, rows: 0, tableRows });
      const rows = await writeTable(sequelize, table, path, (written) =>
        report({ stage: 'tables', table: table.name, index, tables: schemas.length, rows: written, tableRows }),
      );
      dumped.push({ manifest: { name: table.name, rows, columns: table.columns, next_id: next[table.name] ?? null }, path });
    }
    return dumped;
  });
}

async function writeTable(sequelize: Sequelize, table: TableSchema, path: string, progress: (rows: number) => void): Promise<number> {
  const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
  let rows = 0;
  try {
    for await (const lines of readRowLines(sequelize, table)) {
      await write(out, `${lines.join('\n')}\n`);
      rows += lines.length;
      progress(rows);
    }
  } finally {
    out.end();
    await once(out, 'close');
  }
  return rows;
}

async function write(out: WriteStream, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

/** Adds the files, but those deleted between the listing and their turn. */
async function archiveFiles(writer: ArchiveWriter, files: LocalFile[], report: ProgressListener): Promise<{ files: number; bytes: number }> {
  const totalBytes = files.reduce((total, entry) => total + entry.size, 0);
  let done = 0;
  let bytes = 0;
  report({ stage: 'files', files: 0, totalFiles: files.length, bytes: 0, totalBytes });
  for (const entry of files) {
    const handle = await open(entry.path, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!handle) continue;
    try {
      // The size when opened: bytes appended later are not in the entry, whose size tar states first.
      const { size } = await handle.stat();
      const name = fileEntry(entry.area, entry.key);
      if (size === 0) {
        await writer.addBuffer(name, Buffer.alloc(0));
      } else {
        const body = handle.createReadStream({ start: 0, end: size - 1, autoClose: false });
        await writer.addStream(
          name,
          size,
          counted(body, (chunk) => {
            bytes += chunk;
            report({ stage: 'files', files: done, totalFiles: files.length, bytes, totalBytes });
          }),
        );
      }
      done += 1;
      report({ stage: 'files', files: done, totalFiles: files.length, bytes, totalBytes });
    } finally {
      await handle.close();
    }
  }
  return { files: done, bytes };
}

function backupWarnings(manifest: BackupManifest, missingFiles: number): string[] {
  const warnings: string[] = [];
  if (manifest.app_key_fingerprint) {
    warnings.push(
      `Encrypted values in this backup (two-factor secrets, secret settings such as mail.password, the browser push key) open only with this install's APP_KEY (fingerprint ${manifest.app_key_fingerprint}): keep the APP_KEY with the backup and set it before restoring`,
    );
  }
  for (const area of manifest.storage) {
    if (area.driver === 's3') {
      warnings.push(`The ${area.area} files are on S3${area.bucket ? ` (bucket ${area.bucket})` : ''}: they stay in the bucket and are not in this archive; back the bucket up separately`);
    }
  }
  if (missingFiles) warnings.push(`${missingFiles} file${missingFiles === 1 ? ' was' : 's were'} deleted while the backup ran and ${missingFiles === 1 ? 'is' : 'are'} not in it`);
  return warnings;
}
