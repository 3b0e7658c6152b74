import { styleText } from 'node:util';
import { loadConfig, type Config } from '../config/index.ts';
import type { Database } from '../server/database.ts';
import { CliError } from './errors.ts';

// The one place the CLI hands the process environment to configuration.
export function cliEnvironment(): { cwd: string; env: NodeJS.ProcessEnv } {
  return { cwd: process.cwd(), env: process.env };
}

export function cliConfig(overrides: Record<string, string | undefined> = {}): Config {
  return loadConfig({ ...cliEnvironment(), overrides });
}

/** Opens the database for one command and always closes it, whatever the command does. */
export async function withDatabase<T>(config: Config, work: (db: Database) => Promise<T>): Promise<T> {
  // Loaded on demand so `--help` does not pay for Sequelize and the models.
  const { openAppDatabase } = await import('../server/database.ts');
  const db = await openAppDatabase(config);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** Commands that read or write rows need the tables; say how to get them instead of failing on SQL. */
export async function requireMigrated(db: Database): Promise<void> {
  const { pendingMigrations } = await import('../server/db/migrator.ts');
  const pending = await pendingMigrations(db.sequelize);
  if (pending.length) {
    throw new CliError(
      `The database has ${pending.length} pending migration${pending.length === 1 ? '' : 's'}: run \`sitewright install\` or \`sitewright migrate\` first`,
    );
  }
}

export function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Colour only for people: pipes and files get plain text. */
export function paint(format: Parameters<typeof styleText>[0], text: string): string {
  return process.stdout.isTTY ? styleText(format, text) : text;
}

export function stdoutIsTerminal(): boolean {
  return Boolean(process.stdout.isTTY);
}

export function stdinIsTerminal(): boolean {
  return Boolean(process.stdin.isTTY);
}

/** Resolves on the first SIGINT or SIGTERM; a second one while stopping ends the process at once. */
export function waitForShutdownSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      process.once('SIGINT', () => process.exit(130));
      process.once('SIGTERM', () => process.exit(143));
      resolve(signal);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  });
}

export function parsePort(value: string): string {
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new CliError(`--port expects a number from 0 to 65535, got "${value}"`);
  return value;
}
