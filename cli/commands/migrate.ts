import { Option, type Command } from 'commander';
import { cliConfig, print, printJson, withDatabase } from '../runtime.ts';
import { table } from '../ui/table.ts';

interface MigrateOptions {
  status?: boolean;
  down?: boolean;
  unlock?: boolean;
  json?: boolean;
}

export function registerMigrateCommand(program: Command): void {
  program
    .command('migrate')
    .description('Run pending database migrations under the migration lock (several instances may run it at once)')
    .addOption(new Option('--status', 'list executed and pending migrations').conflicts(['down', 'unlock']))
    .addOption(new Option('--down', 'revert the last executed migration').conflicts(['unlock']))
    .option('--unlock', 'release the migration lock left behind by a process that crashed while migrating')
    .option('--json', 'print the result as JSON')
    .action(async (options: MigrateOptions) => migrateCommand(options));
}

async function migrateCommand(options: MigrateOptions): Promise<void> {
  const { migrateDownOne, migrateToLatest, migrationStatus } = await import('../../server/db/migrator.ts');
  const { releaseMigrationLock } = await import('../../server/db/migration-lock.ts');
  const config = cliConfig();
  await withDatabase(config, async ({ sequelize }) => {
    if (options.status) {
      const status = await migrationStatus(sequelize);
      if (options.json) return printJson(status);
      const rows = [...status.executed.map((name) => [name, 'executed']), ...status.pending.map((name) => [name, 'pending'])];
      print(table(['Migration', 'Status'], rows));
      print(status.pending.length ? `${status.pending.length} pending: run \`sitewright migrate\`` : 'Database is up to date');
      return;
    }
    if (options.unlock) {
      await releaseMigrationLock(sequelize);
      return options.json ? printJson({ unlocked: true }) : print('Migration lock released');
    }
    if (options.down) {
      const reverted = await migrateDownOne(sequelize, config.migrationLockTimeout, config.appKey);
      if (options.json) return printJson({ reverted });
      return print(reverted ? `Reverted ${reverted}` : 'Nothing to revert: no migration has run');
    }
    const ran = await migrateToLatest(sequelize, config.migrationLockTimeout, config.appKey);
    if (options.json) return printJson({ ran });
    if (ran.length === 0) return print('Database is up to date');
    for (const name of ran) print(`✔ ${name}`);
    print(`Ran ${ran.length} migration${ran.length === 1 ? '' : 's'}`);
  });
}
