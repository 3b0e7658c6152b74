import type { Command } from 'commander';
import type { Config } from '../../config/index.ts';
import type { Database } from '../../server/database.ts';
import { formatCount } from '../../common/number-format.ts';
import { formatBytes } from '../../common/uploads/format-bytes.ts';
import type { BackupResult, ProgressListener } from '../../server/modules/backup/backup.ts';
import type { RestoreResult } from '../../server/modules/backup/restore.ts';
import type { AppContext } from '../../server/context.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';

interface BackupOptions {
  json?: boolean;
}

interface RestoreOptions {
  json?: boolean;
  ignoreAppKey?: boolean;
}

export function registerBackupCommands(program: Command): void {
  program
    .command('backup')
    .description(
      'Write the database (as portable JSON, settings included) and the files of local storage to one .tar.gz archive, ' +
        'for `sitewright restore` on this or another install, SQLite or MariaDB. Safe while the server runs',
    )
    .argument('<file>', 'the archive to write, e.g. sitewright-backup.tar.gz (it must not exist yet)')
    .option('--json', 'print a summary object as JSON (no progress bars)')
    .action(async (file: string, options: BackupOptions) => backupCommand(file, options));

  program
    .command('restore')
    .description(
      'Restore a backup into this install: SQLite or MariaDB, whichever the backup came from. Its database must have no users ' +
        '(a new, empty one: restore migrates it) and APP_KEY must be the one of the install that made the backup',
    )
    .argument('<file>', 'an archive written by `sitewright backup`')
    .option('--ignore-app-key', 'restore although the backup was made under another APP_KEY (two-factor secrets and secret settings will not open)')
    .option('--json', 'print a summary object as JSON (no progress bars)')
    .action(async (file: string, options: RestoreOptions) => restoreCommand(file, options));
}

async function backupCommand(file: string, options: BackupOptions): Promise<void> {
  const { createBackup } = await import('../../server/modules/backup/backup.ts');
  const result = await withContext(true, (ctx) => withProgress('Backing up', options, (onProgress) => createBackup(ctx, file, { onProgress })));
  warn(result.warnings);
  if (options.json) return printJson(backupSummary(result));
  const { manifest, files, bytes } = result;
  const rows = manifest.tables.reduce((total, table) => total + table.rows, 0);
  print(
    `Backed up ${plural(manifest.tables.length, 'table')} (${plural(rows, 'row')}) and ${plural(files, 'file')} (${formatBytes(bytes)}) to ${result.file} (${formatBytes(result.size)})`,
  );
}

async function restoreCommand(file: string, options: RestoreOptions): Promise<void> {
  const { restoreBackup } = await import('../../server/modules/backup/restore.ts');
  const result = await withContext(false, (ctx) =>
    withProgress('Restoring', options, (onProgress) => restoreBackup(ctx, file, { ignoreAppKey: Boolean(options.ignoreAppKey), onProgress })),
  );
  warn(result.warnings);
  if (options.json) return printJson(restoreSummary(result));
  const { manifest } = result;
  print(
    `Restored ${plural(result.tables, 'table')} (${plural(result.rows, 'row')}) and ${plural(result.files, 'file')} (${formatBytes(result.bytes)}) ` +
      `from a ${manifest.database.dialect === 'mysql' ? 'MySQL/MariaDB' : 'SQLite'} backup of ${manifest.created_at} (Sitewright ${manifest.app_version})`,
  );
  if (result.migrated.length) print(`Ran ${plural(result.migrated.length, 'migration')} to bring it to this version`);
}

/** The install's database and an app context for the services; `migrated`: the tables must be there already (a backup reads them). */
async function withContext<T>(migrated: boolean, work: (ctx: AppContext) => Promise<T>): Promise<T> {
  const config: Config = cliConfig();
  return withDatabase(config, async (db: Database) => {
    if (migrated) await requireMigrated(db);
    const [{ createAppContext }, { default: pino }] = await Promise.all([import('../../server/context.ts'), import('pino')]);
    // Only what the operator must know, on stderr: stdout may be --json.
    const logger = pino({ level: 'warn', base: undefined }, pino.destination(2));
    return work(createAppContext({ config, db, logger }));
  });
}

/** Bars on a terminal's stderr; nothing with --json or in a pipe, where the summary says it all. */
async function withProgress<T>(title: string, options: { json?: boolean }, work: (onProgress: ProgressListener | undefined) => Promise<T>): Promise<T> {
  if (options.json || !process.stderr.isTTY) return work(undefined);
  const { showBackupProgress } = await import('./backup-progress.tsx');
  const display = showBackupProgress(title);
  try {
    return await work(display.update);
  } finally {
    await display.stop();
  }
}

function warn(warnings: string[]): void {
  for (const warning of warnings) process.stderr.write(`Warning: ${warning}\n`);
}

function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}

function backupSummary({ file, size, manifest, files, bytes, warnings }: BackupResult) {
  return {
    file,
    size,
    created_at: manifest.created_at,
    app_version: manifest.app_version,
    dialect: manifest.database.dialect,
    migrations: manifest.database.migrations.length,
    tables: Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows])),
    rows: manifest.tables.reduce((total, table) => total + table.rows, 0),
    files,
    bytes,
    storage: manifest.storage,
    app_key_fingerprint: manifest.app_key_fingerprint,
    warnings,
  };
}

function restoreSummary({ file, manifest, tables, rows, files, bytes, migrated, warnings }: RestoreResult) {
  return {
    file,
    backup: { created_at: manifest.created_at, app_version: manifest.app_version, dialect: manifest.database.dialect, app_url: manifest.config.app_url },
    tables,
    rows,
    files,
    bytes,
    migrated,
    warnings,
  };
}
