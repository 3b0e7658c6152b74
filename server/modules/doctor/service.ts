import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, redactUrl, type Config } from '../../../config/index.ts';
import { packageRoot } from '../../../config/paths.ts';
import { DatabaseUnavailableError, describeConnectionError } from '../../db/connection.ts';
import { openAppDatabase, type Database } from '../../database.ts';
import { migrationStatus } from '../../db/migrator.ts';
import { verifyMailTransport } from '../../mail/transport.ts';

export interface DoctorCheck {
  name: string;
  ok: boolean;
  message: string;
}

export interface DoctorInput {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The running Node version; a parameter so the check itself can be tested. */
  nodeVersion?: string;
}

/**
 * Diagnoses an installation without changing it (beyond a temporary file to prove the data
 * directory is writable). Every check runs even when an earlier one fails, so one run lists
 * everything that needs fixing; checks that cannot run say what they wait for.
 */
export async function runDoctorChecks(input: DoctorInput): Promise<DoctorCheck[]> {
  const checks: DoctorCheck[] = [checkNodeVersion(input.nodeVersion ?? process.versions.node)];

  let config: Config;
  try {
    config = loadConfig({ cwd: input.cwd, env: input.env });
    checks.push({ name: 'configuration', ok: true, message: `valid (environment and ${config.envFile})` });
  } catch (error) {
    checks.push({ name: 'configuration', ok: false, message: (error as Error).message });
    const waiting = 'not checked: fix the configuration first';
    for (const name of ['APP_KEY', 'database reachable', 'database migrated', 'data directory', 'mail', 'storage']) {
      checks.push({ name, ok: false, message: waiting });
    }
    return checks;
  }

  checks.push(
    config.appKey
      ? { name: 'APP_KEY', ok: true, message: 'set' }
      : { name: 'APP_KEY', ok: false, message: 'not set: run `sitewright install` to generate one' },
  );
  checks.push(...(await checkDatabase(config)));
  checks.push(checkWritableDirectory('data directory', config.dataDir));
  checks.push({ name: 'mail', ...(await verifyMailTransport(config)) });
  checks.push(checkStorage(config));
  return checks;
}

export function minimumNodeVersion(): string {
  const pkg = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  return (pkg.engines?.node ?? '>=20.19').replace(/^>=\s*/, '');
}

function compareVersions(a: string, b: string): number {
  const pa = a.replace(/^v/, '').split('.').map(Number);
  const pb = b.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] || 0) - (pb[i] || 0);
    if (diff) return diff;
  }
  return 0;
}

export function checkNodeVersion(version: string): DoctorCheck {
  const minimum = minimumNodeVersion();
  const ok = compareVersions(version, minimum) >= 0;
  return {
    name: 'Node.js',
    ok,
    message: ok ? `${version} (needs >= ${minimum})` : `${version} is too old: Sitewright needs Node.js ${minimum} or newer`,
  };
}

async function checkDatabase(config: Config): Promise<DoctorCheck[]> {
  let db: Database;
  try {
    db = await openAppDatabase(config);
  } catch (error) {
    // Creating the SQLite directory can fail before a connection is even tried (a file in the
    // way, no permission); word that like any other unreachable database.
    const message = error instanceof DatabaseUnavailableError ? error.message : describeConnectionError(error, config.database);
    return [
      { name: 'database reachable', ok: false, message: message.split('\n')[0] },
      { name: 'database migrated', ok: false, message: 'not checked: the database is unreachable' },
    ];
  }
  try {
    const reachable: DoctorCheck = { name: 'database reachable', ok: true, message: `connected to ${redactUrl(config.database.url)}` };
    const { executed, pending } = await migrationStatus(db.sequelize);
    const migrated: DoctorCheck = pending.length
      ? {
          name: 'database migrated',
          ok: false,
          message: `${pending.length} pending migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}): run \`sitewright migrate\``,
        }
      : { name: 'database migrated', ok: true, message: `${executed.length} migration${executed.length === 1 ? '' : 's'} ran, none pending` };
    return [reachable, migrated];
  } finally {
    await db.close();
  }
}

function checkWritableDirectory(name: string, directory: string): DoctorCheck {
  const probe = join(directory, `.doctor-${randomBytes(6).toString('hex')}`);
  try {
    mkdirSync(directory, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe);
    return { name, ok: true, message: `${directory} is writable` };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return { name, ok: false, message: `${directory} is not writable (${code}): create it or fix its permissions` };
  }
}

function checkStorage(config: Config): DoctorCheck {
  if (config.storage.driver === 'local') {
    const check = checkWritableDirectory('storage', join(config.dataDir, 'uploads'));
    return { ...check, message: `local disk: ${check.message}` };
  }
  const { s3 } = config.storage;
  const missing = Object.entries({ S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey })
    .filter(([, value]) => !value)
    .map(([key]) => key);
  return missing.length
    ? { name: 'storage', ok: false, message: `S3 storage is missing ${missing.join(', ')}` }
    : { name: 'storage', ok: true, message: `S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}` };
}
