import { readFileSync } from 'node:fs';
import { InvalidArgumentError, type Command } from 'commander';
import { NotFoundError } from '../../../server/errors.ts';
import { CliError } from '../../errors.ts';
import { cliConfig, print, printJson, requireMigrated, withDatabase } from '../../runtime.ts';
import { table } from '../../ui/table.ts';

interface JsonOptions {
  json?: boolean;
}

export function registerAdminThemesCommand(admin: Command): void {
  const themes = admin.command('themes').description('Site themes: list them, export one as JSON, import one from a JSON file');

  themes
    .command('list')
    .description('List the site themes with their default flags')
    .option('--json', 'print {themes} as JSON, values included')
    .action(async (options: JsonOptions) => listCommand(options));

  themes
    .command('export')
    .description("Print a theme as JSON (name, values, is_dark, default_light, default_dark), ready for `import` here or on another install")
    .argument('<id>', 'the theme id (see `sitewright admin themes list`)', parseThemeId)
    .option('--json', 'the same JSON (the output is JSON either way)')
    .action(async (id: number) => exportCommand(id));

  themes
    .command('import')
    .description('Add a theme from a JSON file as `export` writes it; a name in use gets " (2)", and a default flag in the file moves to the new theme')
    .argument('<file>', 'the JSON file, or - for stdin')
    .option('--json', 'print {theme} as JSON')
    .action(async (file: string, options: JsonOptions) => importCommand(file, options));
}

function parseThemeId(value: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > 2147483647) throw new InvalidArgumentError('expects the id of a theme (a whole number from 1).');
  return Number(value);
}

async function services() {
  const [themes, schemas] = await Promise.all([import('../../../server/modules/themes/service.ts'), import('../../../server/modules/appearance/schemas.ts')]);
  return { listThemes: themes.listThemes, exportTheme: themes.exportTheme, importTheme: themes.importTheme, parseThemeJson: schemas.parseThemeJson };
}

function flags(theme: { is_dark: boolean; default_light: boolean; default_dark: boolean }): string {
  return [theme.default_light && 'default light', theme.default_dark && 'default dark'].filter(Boolean).join(', ');
}

async function listCommand(options: JsonOptions): Promise<void> {
  const { listThemes } = await services();
  const themes = await withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    return listThemes();
  });
  if (options.json) return printJson({ themes });
  print(table(['ID', 'Name', 'Mode', 'Default'], themes.map((theme) => [String(theme.id), theme.name, theme.is_dark ? 'dark' : 'light', flags(theme)])));
}

async function exportCommand(id: number): Promise<void> {
  const { exportTheme } = await services();
  const theme = await withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    try {
      return await exportTheme(id);
    } catch (error) {
      if (error instanceof NotFoundError) throw new CliError(`No theme with the id ${id}: run \`sitewright admin themes list\` to see them`);
      throw error;
    }
  });
  printJson(theme);
}

function readThemeFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new CliError(`${file} is not JSON: export a theme with \`sitewright admin themes export <id>\``);
  }
}

async function importCommand(file: string, options: JsonOptions): Promise<void> {
  const { importTheme, parseThemeJson } = await services();
  const json = parseThemeJson(readThemeFile(file));
  const theme = await withDatabase(cliConfig(), async (db) => {
    await requireMigrated(db);
    return importTheme(json);
  });
  if (options.json) return printJson({ theme });
  const defaults = flags(theme);
  print(`Imported the theme "${theme.name}" (id ${theme.id})${defaults ? `, now the ${defaults} theme` : ''}`);
}
