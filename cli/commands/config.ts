import type { Command } from 'commander';
import type { SettingKey } from '../../server/modules/settings/defaults.ts';
import { CliError } from '../errors.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../runtime.ts';

const MASK = '********';

export function registerConfigCommand(program: Command): void {
  const config = program
    .command('config')
    .description('Read and change the settings stored in the database (what the admin area edits)');

  config
    .command('get')
    .description('Print one setting')
    .argument('<key>', 'setting key, for example registration.disable')
    .option('--json', 'print {key, value} as JSON')
    .action(async (key: string, options: { json?: boolean }) => getCommand(key, options));

  config
    .command('set')
    .description('Change one setting; booleans take true/false, numbers must be numeric, lists and objects take JSON')
    .argument('<key>', 'setting key, for example registration.disable')
    .argument('<value>', 'new value; "null" clears a setting that may be empty')
    .option('--json', 'print {key, value} as JSON')
    .action(async (key: string, raw: string, options: { json?: boolean }) => setCommand(key, raw, options));

  config
    .command('list')
    .description('Print every setting with its current value (secrets masked)')
    .option('--json', 'print the settings as a JSON object')
    .action(async (options: { json?: boolean }) => listCommand(options));
}

async function settingsService() {
  return import('../../server/modules/settings/service.ts');
}

function formatValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

async function knownKey(key: string): Promise<SettingKey> {
  const { isKnownSetting } = await settingsService();
  if (!isKnownSetting(key)) throw new CliError(`Unknown setting "${key}": run \`sitewright config list\` to see the keys`);
  return key;
}

async function getCommand(key: string, options: { json?: boolean }): Promise<void> {
  const known = await knownKey(key);
  const { getAllSettings } = await settingsService();
  const config = cliConfig();
  const settings = await withDatabase(config, async (db) => {
    await requireMigrated(db);
    return getAllSettings();
  });
  const value = settings[known];
  if (options.json) printJson({ key, value });
  else print(formatValue(value));
}

async function setCommand(key: string, raw: string, options: { json?: boolean }): Promise<void> {
  const known = await knownKey(key);
  const { parseSettingValue, setSetting } = await settingsService();
  const value = parseSettingValue(known, raw);
  const config = cliConfig();
  await withDatabase(config, async (db) => {
    await requireMigrated(db);
    await setSetting(key, value);
  });
  if (options.json) printJson({ key, value });
  else print(`${key} = ${formatValue(value)}`);
}

async function listCommand(options: { json?: boolean }): Promise<void> {
  const { getAllSettings } = await settingsService();
  const { PRIVATE_SETTINGS } = await import('../../server/modules/settings/defaults.ts');
  const config = cliConfig();
  const settings = await withDatabase(config, async (db) => {
    await requireMigrated(db);
    return getAllSettings();
  });
  const shown = Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [key, PRIVATE_SETTINGS.has(key) && value ? MASK : value]),
  );
  if (options.json) return printJson(shown);
  const width = Math.max(...Object.keys(shown).map((key) => key.length));
  for (const [key, value] of Object.entries(shown)) print(`${key.padEnd(width)}  ${formatValue(value)}`);
}
