import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryTypes, Sequelize } from 'sequelize';
import { resetDatabase, sharedDatabaseUrl, testConfig } from '../helpers/config.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliEntry = join(repoRoot, 'cli', 'index.ts');
// Resolved from here, not from the child's working directory (a temp dir without node_modules).
const tsxLoader = import.meta.resolve('tsx');

// Variables a developer's shell might carry that would change what the CLI does.
const SCRUBBED = ['DATABASE_URL', 'APP_URL', 'APP_KEY', 'PORT', 'HOST', 'DATA_DIR', 'MAIL_URL', 'STORAGE_DRIVER', 'NODE_ENV'];

/** The environment for a CLI child: the test's own plus `extra`; DATABASE_URL only when given. */
export function cliEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', TSX_TSCONFIG_PATH: join(repoRoot, 'tsconfig.json') };
  for (const key of SCRUBBED) delete env[key];
  for (const [key, value] of Object.entries(extra)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** The shared MariaDB when CI provides one; otherwise nothing, so the CLI uses its SQLite default. */
export function databaseEnv(): Record<string, string> {
  return sharedDatabaseUrl ? { DATABASE_URL: sharedDatabaseUrl } : {};
}

/** Empties the shared MariaDB database; SQLite tests start from a new directory anyway. */
export async function freshDatabase(): Promise<void> {
  await resetDatabase(testConfig());
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

export function spawnCli(args: string[], options: RunOptions): ChildProcessWithoutNullStreams {
  // stdin stays an open pipe (never a TTY, never closed) so a command that waits for input hangs
  // here instead of passing by reading end-of-file.
  return spawn(process.execPath, ['--import', tsxLoader, cliEntry, ...args], { cwd: options.cwd, env: options.env ?? cliEnv() });
}

/** Runs the real CLI to completion; a command that outlives the timeout is killed and reported. */
export function runCli(args: string[], options: RunOptions): Promise<CliResult> {
  const child = spawnCli(args, options);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`sitewright ${args.join(' ')} did not finish within ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      child.stdin.destroy();
      resolve({ code, stdout, stderr });
    });
  });
}

/** Like runCli, but fails the test with the output when the exit code is not 0. */
export async function runCliOk(args: string[], options: RunOptions): Promise<CliResult> {
  const result = await runCli(args, options);
  if (result.code !== 0) throw new Error(`sitewright ${args.join(' ')} exited ${result.code}\nstdout: ${result.stdout}\nstderr: ${result.stderr}`);
  return result;
}

/** Collects a long-running child's output and waits for a pattern to appear in stdout. */
export function watchOutput(child: ChildProcessWithoutNullStreams) {
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    exited,
    async waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = stdout.match(pattern);
        if (match) return match;
        const code = await Promise.race([exited, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 100))]);
        if (code !== 'waiting') throw new Error(`process exited (${code}) before printing ${pattern}\nstdout: ${stdout}\nstderr: ${stderr}`);
        if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`);
      }
    },
  };
}

/** Stops a long-running child with a signal and returns its exit code (SIGKILL after 10 s). */
export async function stopChild(child: ChildProcessWithoutNullStreams, exited: Promise<number | null>, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  try {
    return await exited;
  } finally {
    clearTimeout(timer);
  }
}

/** A direct connection to the database the CLI used in `cwd` (for counting rows behind its back). */
export async function withTestDatabase<T>(cwd: string, work: (sequelize: Sequelize) => Promise<T>, sqlitePath = join(cwd, 'storage', 'database.sqlite')): Promise<T> {
  const sequelize = sharedDatabaseUrl
    ? new Sequelize(sharedDatabaseUrl, { dialect: 'mysql', logging: false })
    : new Sequelize({ dialect: 'sqlite', storage: sqlitePath, logging: false });
  try {
    return await work(sequelize);
  } finally {
    await sequelize.close();
  }
}

export async function countRows(sequelize: Sequelize, table: string): Promise<number> {
  const [row] = await sequelize.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`, { type: QueryTypes.SELECT });
  return Number(row.n);
}

/** The row counts a repeated install or seed must leave unchanged. */
export async function seedCounts(sequelize: Sequelize): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['users', 'user_role', 'roles', 'permissions', 'permissionables', 'products', 'prices', 'themes', 'menus', 'menu_items', 'custom_pages', 'localizations', 'settings']) {
    counts[table] = await countRows(sequelize, table);
  }
  return counts;
}

/** The loopback address for a URL the CLI printed with "localhost" (which may resolve to ::1 first). */
export function loopback(url: string): string {
  return url.replace('//localhost:', '//127.0.0.1:');
}
