import type { Command } from 'commander';
import { CliError } from '../errors.ts';
import { cliEnvironment, paint, print, printJson } from '../runtime.ts';

export function registerDoctorCommand(program: Command): void {
  program
    .command('doctor')
    .description('Check Node.js, configuration, APP_KEY, database, data directory, mail and storage; exits 1 when something needs fixing')
    .option('--json', 'print the checks as JSON')
    .action(async (options: { json?: boolean }) => doctorCommand(options));
}

async function doctorCommand(options: { json?: boolean }): Promise<void> {
  const { runDoctorChecks } = await import('../../server/modules/doctor/service.ts');
  const checks = await runDoctorChecks(cliEnvironment());
  const failed = checks.filter((check) => !check.ok);
  if (options.json) {
    printJson({ ok: failed.length === 0, checks });
  } else {
    const width = Math.max(...checks.map((check) => check.name.length));
    for (const check of checks) {
      const mark = check.ok ? paint('green', '✔') : paint('red', '✖');
      print(`${mark} ${check.name.padEnd(width)}  ${check.message}`);
    }
    if (!failed.length) print('All checks passed.');
  }
  if (failed.length) {
    throw new CliError(`${failed.length} check${failed.length === 1 ? '' : 's'} failed: ${failed.map((check) => check.name).join(', ')}`);
  }
}
