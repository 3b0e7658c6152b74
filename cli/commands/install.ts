import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import type { Config } from '../../config/index.ts';
import type { InstallInput, InstallResult } from '../../server/modules/install/service.ts';
import { cliConfig, cliEnvironment, print, printJson, stdinIsTerminal, stdoutIsTerminal, withDatabase } from '../runtime.ts';
import type { InstallAnswers } from '../ui/install-prompts.tsx';

interface InstallOptions {
  yes?: boolean;
  db?: string;
  url?: string;
  adminEmail?: string;
  adminPassword?: string;
  json?: boolean;
}

export type ProgressMode = 'ink' | 'plain' | 'silent';

export function progressMode(json: boolean | undefined): ProgressMode {
  if (json) return 'silent';
  return stdoutIsTerminal() ? 'ink' : 'plain';
}

export function registerInstallCommand(program: Command): void {
  program
    .command('install')
    .description('Install or repair this installation: .env with APP_KEY, database, seeds and the admin user (safe to run again)')
    .option('-y, --yes', 'ask nothing: take the flags and defaults (also implied when stdin is not a terminal)')
    .option('--db <url>', 'DATABASE_URL: sqlite:<path> or mysql://user:password@host:3306/database (default: SQLite under ./storage)')
    .option('--url <appUrl>', 'public URL of the app, APP_URL (default: http://localhost:<PORT or 3000>)')
    .option('--admin-email <email>', 'e-mail of the admin user (default: the existing admin, or admin@example.com on a first install)')
    .option('--admin-password <password>', 'password of the admin user (default: generated and printed once; an existing admin keeps theirs)')
    .option('--json', 'print the result as JSON (implies --yes)')
    .action(async (options: InstallOptions) => installCommand(options));
}

async function installCommand(options: InstallOptions): Promise<void> {
  const { cwd, env } = cliEnvironment();
  const given: Partial<InstallAnswers> = {};
  if (options.db !== undefined) given.databaseUrl = options.db;
  if (options.url !== undefined) given.appUrl = options.url;
  if (options.adminEmail !== undefined) given.adminEmail = options.adminEmail;
  if (options.adminPassword !== undefined) given.adminPassword = options.adminPassword;

  let answers: Partial<InstallAnswers> = given;
  if (stdinIsTerminal() && !options.yes && !options.json) answers = await askInstallQuestions(given, cwd);

  const result = await runInstall(
    { cwd, env, databaseUrl: answers.databaseUrl, appUrl: answers.appUrl, adminEmail: answers.adminEmail, adminPassword: answers.adminPassword },
    progressMode(options.json),
  );

  if (options.json) {
    printJson({ appUrl: result.appUrl, database: result.database, admin: result.admin, migrations: result.migrations, seeds: result.seeds });
    return;
  }
  print();
  print('Sitewright is installed.');
  print(`  App URL   ${result.appUrl}`);
  print(`  Database  ${result.database}`);
  print(`  Admin     ${result.admin.email} (${result.admin.created ? 'created' : 'already existed'})`);
  if (result.admin.password) {
    print(`  Password  ${result.admin.password}`);
    print('            generated: `sitewright start` repeats it until you change it');
  }
  print();
  print('Run `sitewright start` to serve it.');
}

async function askInstallQuestions(given: Partial<InstallAnswers>, cwd: string): Promise<Partial<InstallAnswers>> {
  const [{ promptInstallAnswers }, { DEFAULT_ADMIN_EMAIL }] = await Promise.all([
    import('../ui/install-prompts.tsx'),
    import('../../server/modules/install/service.ts'),
  ]);
  const current = cliConfig();
  const answers = await promptInstallAnswers({
    defaults: {
      appUrl: current.appUrl,
      // Enter on the admin question keeps the admin there is, instead of adding admin@example.com.
      adminEmail: (await existingAdminEmail(current)) ?? DEFAULT_ADMIN_EMAIL,
      mysqlUrl: current.database.dialect === 'mysql' ? current.database.url : undefined,
    },
    given,
    cwd,
  });
  // Choosing SQLite while .env or the environment names MySQL has to be written down, or the
  // next start would connect to MySQL again.
  if (answers.databaseUrl === undefined && current.database.dialect !== 'sqlite') {
    return { ...answers, databaseUrl: `sqlite:${join(current.dataDir, 'database.sqlite')}` };
  }
  return answers;
}

/**
 * The admin of an installation that is already there, or null. A SQLite file is only opened when it
 * exists (opening creates it, and a cancelled install must leave nothing); an unreachable MySQL is
 * install's to report, not the question's.
 */
async function existingAdminEmail(config: Config): Promise<string | null> {
  if (config.database.dialect === 'sqlite' && !(config.database.storage && existsSync(config.database.storage))) return null;
  try {
    const { installState } = await import('../../server/modules/install/service.ts');
    return (await withDatabase(config, (db) => installState(config, db))).adminEmail;
  } catch {
    return null;
  }
}

/** Runs the install service with a step list; shared with `start`, which installs on first run. */
export async function runInstall(input: Omit<InstallInput, 'onProgress'>, mode: ProgressMode): Promise<InstallResult> {
  const [{ installSitewright, INSTALL_STEPS }, { createStepReporter }] = await Promise.all([
    import('../../server/modules/install/service.ts'),
    import('../ui/step-list.tsx'),
  ]);
  const reporter = createStepReporter(
    INSTALL_STEPS.map(({ step, label }) => ({ key: step, label })),
    mode,
  );
  try {
    const result = await installSitewright({
      ...input,
      onProgress: (progress) => (progress.status === 'running' ? reporter.start(progress.step) : reporter.done(progress.step, progress.message)),
    });
    await reporter.close();
    return result;
  } catch (error) {
    reporter.fail();
    await reporter.close();
    throw error;
  }
}
