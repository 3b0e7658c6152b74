import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command } from 'commander';
import { packageRoot } from '../config/paths.ts';
import { registerAdminCommand } from './commands/admin/index.ts';
import { registerBackupCommands } from './commands/backup.ts';
import { registerConfigCommand } from './commands/config.ts';
import { registerContentCommand } from './commands/content.ts';
import { registerDoctorCommand } from './commands/doctor.ts';
import { registerFormsCommand } from './commands/forms.ts';
import { registerGenerateCommand } from './commands/generate.ts';
import { registerInstallCommand } from './commands/install.ts';
import { registerMigrateCommand } from './commands/migrate.ts';
import { registerNotifyCommand } from './commands/notify.ts';
import { registerPlansCommand } from './commands/plans.ts';
import { registerPublishCommand } from './commands/publish.tsx';
import { registerSeedCommand } from './commands/seed.ts';
import { registerServeCommand } from './commands/serve.ts';
import { registerSitesCommand } from './commands/sites.ts';
import { registerStartCommand } from './commands/start.ts';
import { registerUploadCommand } from './commands/upload.tsx';
import { registerUsersCommand } from './commands/users.ts';
import { registerWorkspacesCommand } from './commands/workspaces.ts';
import { formatCommanderError, reportError } from './errors.ts';

function packageVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** The `sitewright` program. Commands load the server lazily, so `--help` stays instant. */
export function buildProgram(): Command {
  const program = new Command('sitewright')
    .description('Operate a Sitewright installation: install, start, serve, migrate, seed, upload, publish, diagnose and configure')
    .version(packageVersion(), '-v, --version')
    // Errors come back to main() instead of exiting inside commander, and print as one line.
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(formatCommanderError(text)) })
    .showSuggestionAfterError(true);

  registerInstallCommand(program);
  registerStartCommand(program);
  registerServeCommand(program);
  registerMigrateCommand(program);
  registerSeedCommand(program);
  registerBackupCommands(program);
  registerDoctorCommand(program);
  registerConfigCommand(program);
  registerUsersCommand(program);
  registerNotifyCommand(program);
  registerWorkspacesCommand(program);
  registerUploadCommand(program);
  registerPublishCommand(program);
  registerSitesCommand(program);
  registerFormsCommand(program);
  registerContentCommand(program);
  registerGenerateCommand(program);
  registerPlansCommand(program);
  registerAdminCommand(program);
  return program;
}

/** Runs the CLI and returns its exit code; every error becomes one line on stderr. */
export async function main(argv: string[] = process.argv): Promise<number> {
  // `sitewright config list | head` closes the pipe early; that is not an error worth a trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  try {
    await buildProgram().parseAsync(argv);
    return 0;
  } catch (error) {
    return reportError(error);
  }
}

function isEntryPoint(): boolean {
  if (!process.argv[1]) return false;
  try {
    return realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

// `node cli/index.ts` (tests, development) runs directly; bin/sitewright imports and calls main().
if (isEntryPoint()) process.exitCode = await main();
