import type { Command } from 'commander';
import { CliError } from '../errors.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';

// Listed here as well as in the seeds module so `--help` names them without loading the server.
const SEED_CHOICES = ['plans', 'themes', 'menus', 'pages', 'roles', 'localizations', 'templates', 'all'];

export function registerSeedCommand(program: Command): void {
  program
    .command('seed')
    .description('Create the default rows that are missing and say, per seed, how many were created and how many were already there')
    .argument('[name]', `what to seed: ${SEED_CHOICES.join(', ')}`, 'all')
    .option('--json', 'print {seeded: [{name, created, existing}]} as JSON')
    .action(async (name: string, options: { json?: boolean }) => seedCommand(name, options));
}

async function seedCommand(name: string, options: { json?: boolean }): Promise<void> {
  const { runSeeds, SEED_NAMES } = await import('../../server/modules/install/seeds.ts');
  const valid = [...SEED_NAMES, 'all'];
  if (!valid.includes(name)) throw new CliError(`Unknown seed "${name}": use one of ${valid.join(', ')}`);
  const config = cliConfig();
  const seeded = await withDatabase(config, async (db) => {
    await requireMigrated(db);
    return runSeeds(name === 'all' ? SEED_NAMES : SEED_NAMES.filter((seed) => seed === name));
  });
  if (options.json) return printJson({ seeded });
  const width = Math.max(...seeded.map((seed) => seed.name.length));
  for (const seed of seeded) print(`${seed.name.padEnd(width)}  created ${seed.created}, already there ${seed.existing}`);
}
