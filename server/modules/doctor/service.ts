import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, redactUrl, type Config } from '../../../config/index.ts';
import { packageRoot } from '../../../config/paths.ts';
import { DatabaseUnavailableError, describeConnectionError } from '../../db/connection.ts';
import { openAppDatabase, type Database } from '../../database.ts';
import { migrationStatus } from '../../db/migrator.ts';
import { mailSetup } from '../../mail/setup.ts';
import { verifyMailTransport } from '../../mail/transport.ts';
import { localDiskRoot, LocalStorageDriver } from '../../storage/local.ts';
import { probeStorage, type StorageProblem } from '../../storage/probe.ts';
import { S3StorageDriver } from '../../storage/s3.ts';
import { storageSetup, type S3Connection } from '../../storage/setup.ts';
import { storageDriversInUse } from '../settings/admin-settings.ts';
import { DEFAULT_SETTINGS, type SettingsMap } from '../settings/defaults.ts';
import { getAllSettings } from '../settings/service.ts';

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
    for (const name of ['APP_KEY', 'database reachable', 'database migrated', 'data directory', 'mail', 'storage', 'redis']) {
      checks.push({ name, ok: false, message: waiting });
    }
    return checks;
  }

  checks.push(
    config.appKey
      ? { name: 'APP_KEY', ok: true, message: 'set' }
      : { name: 'APP_KEY', ok: false, message: 'not set: run `sitewright install` to generate one' },
  );
  const database = await checkDatabase(config);
  checks.push(...database.checks);
  checks.push(checkWritableDirectory('data directory', config.dataDir));
  checks.push(await checkMail(config, database.settings));
  checks.push(await checkStorage(config, database.settings));
  checks.push(await checkRedis(config));
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

interface DatabaseReport {
  checks: DoctorCheck[];
  /** The stored settings, read only from a migrated database; null when they could not be read. */
  settings: SettingsMap | null;
}

async function checkDatabase(config: Config): Promise<DatabaseReport> {
  let db: Database;
  try {
    // Redis has a check of its own: an unreachable one must not read as an unreachable database.
    db = await openAppDatabase({ ...config, redis: null });
  } catch (error) {
    // Creating the SQLite directory can fail before a connection is even tried (a file in the
    // way, no permission); word that like any other unreachable database.
    const message = error instanceof DatabaseUnavailableError ? error.message : describeConnectionError(error, config.database);
    return {
      checks: [
        { name: 'database reachable', ok: false, message: message.split('\n')[0] },
        { name: 'database migrated', ok: false, message: 'not checked: the database is unreachable' },
      ],
      settings: null,
    };
  }
  try {
    const reachable: DoctorCheck = { name: 'database reachable', ok: true, message: `connected to ${redactUrl(config.database.url)}` };
    const { executed, pending } = await migrationStatus(db.sequelize);
    if (pending.length) {
      const message = `${pending.length} pending migration${pending.length === 1 ? '' : 's'} (${pending.join(', ')}): run \`sitewright migrate\``;
      return { checks: [reachable, { name: 'database migrated', ok: false, message }], settings: null };
    }
    const migrated: DoctorCheck = { name: 'database migrated', ok: true, message: `${executed.length} migration${executed.length === 1 ? '' : 's'} ran, none pending` };
    return { checks: [reachable, migrated], settings: await getAllSettings().catch(() => null) };
  } finally {
    await db.close();
  }
}

// Admins may replace the environment's mail and storage in the settings; the server then uses
// those, so they are what the doctor checks, and each verdict says which of the two it checked.
const FROM_SETTINGS = '(admin settings)';
const FROM_ENVIRONMENT = '(environment)';
const SETTINGS_UNREAD = '(environment; admin settings not read: the database is not ready)';

function sourceOf(settings: SettingsMap | null, driverKey: 'mail.driver' | 'storage.driver'): string {
  if (!settings) return SETTINGS_UNREAD;
  return settings[driverKey] === null ? FROM_ENVIRONMENT : FROM_SETTINGS;
}

async function checkMail(config: Config, settings: SettingsMap | null): Promise<DoctorCheck> {
  const verdict = await verifyMailTransport(config, mailSetup(config, settings ?? DEFAULT_SETTINGS));
  return { name: 'mail', ok: verdict.ok, message: `${sourceOf(settings, 'mail.driver')} ${verdict.message}` };
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

/** What to change for each kind of storage failure, in the words of where the settings came from. */
function storageHint(problem: StorageProblem, fromSettings: boolean): string {
  const where = fromSettings ? 'in the storage settings of the admin area' : 'in the environment';
  switch (problem) {
    case 'unreachable':
      return fromSettings ? `check the endpoint ${where} (storage.s3.endpoint)` : 'check S3_ENDPOINT (and that the storage server is running)';
    case 'denied':
      return fromSettings
        ? `check the access key and secret ${where} (storage.s3.access_key_id, storage.s3.secret_access_key)`
        : 'check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the storage settings in the admin area';
    case 'missing_bucket':
      return fromSettings ? `create the bucket or fix its name ${where} (storage.s3.bucket)` : 'create the bucket or fix S3_BUCKET';
    default:
      return fromSettings ? 'check the storage settings in the admin area' : 'check STORAGE_DRIVER and S3_*';
  }
}

const PROBLEM_WORDS: Record<Exclude<StorageProblem, 'missing_bucket'>, string> = {
  unreachable: 'is unreachable',
  denied: 'refused the credentials',
  failed: 'failed a write, read and delete',
};

/**
 * The disks files go to, each proved by writing, reading back and deleting an object (the probe
 * /readyz runs): the local one must take a file, an S3 bucket must have its name and keys and
 * accept them. A disk or the published sites may choose a driver of their own, so both can be in use.
 */
async function checkStorage(config: Config, settings: SettingsMap | null): Promise<DoctorCheck> {
  const effective = settings ?? DEFAULT_SETTINGS;
  const setup = storageSetup(config, effective);
  const fromSettings = effective['storage.driver'] !== null;
  const drivers = storageDriversInUse(effective, setup);
  const probeKey = `.sitewright-ready/doctor-${randomBytes(6).toString('hex')}`;
  const verdicts: DoctorCheck[] = [];
  if (drivers.has('local')) {
    const root = localDiskRoot(config.dataDir, 'uploads');
    const probe = await probeStorage(new LocalStorageDriver(root), { key: probeKey });
    verdicts.push(
      probe.ok
        ? { name: 'storage', ok: true, message: `local disk: ${root} is writable` }
        : { name: 'storage', ok: false, message: `local disk: ${root} is not writable (${probe.reason}): create it or fix its permissions` },
    );
  }
  if (drivers.has('s3')) {
    const { s3 } = setup;
    // The settings may leave the keys out (the server's own credentials); S3_* need them.
    const required = fromSettings
      ? { 'storage.s3.bucket': s3.bucket, ...(s3.accessKeyId ? { 'storage.s3.secret_access_key': s3.secretAccessKey } : {}) }
      : { S3_BUCKET: s3.bucket, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey };
    const missing = Object.entries(required)
      .filter(([, value]) => !value)
      .map(([key]) => key);
    verdicts.push(missing.length ? { name: 'storage', ok: false, message: `S3 storage is missing ${missing.join(', ')}` } : await checkBucket(s3, fromSettings, probeKey));
  }
  const message = verdicts.map((verdict) => verdict.message).join('; ');
  return { name: 'storage', ok: verdicts.every((verdict) => verdict.ok), message: `${sourceOf(settings, 'storage.driver')} ${message}` };
}

async function checkBucket(s3: S3Connection, fromSettings: boolean, key: string): Promise<DoctorCheck> {
  const where = `S3 bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;
  const driver = new S3StorageDriver({ ...s3, rootPrefix: 'uploads/' });
  try {
    const probe = await probeStorage(driver, { key });
    if (probe.ok) return { name: 'storage', ok: true, message: `${where} takes a write, read and delete` };
    const storage = s3.endpoint ? `S3 at ${s3.endpoint}` : 'S3';
    const what = probe.problem === 'missing_bucket' ? `has no bucket ${s3.bucket}` : PROBLEM_WORDS[probe.problem];
    return { name: 'storage', ok: false, message: `${storage} ${what} (${probe.reason}): ${storageHint(probe.problem, fromSettings)}` };
  } finally {
    driver.client.destroy();
  }
}

/**
 * Redis when REDIS_URL is set: reachable, recent enough for BullMQ, and not evicting keys (an
 * evicted queue key loses jobs, which is why BullMQ asks for maxmemory-policy noeviction).
 */
async function checkRedis(config: Config): Promise<DoctorCheck> {
  if (!config.redis) return { name: 'redis', ok: true, message: 'not set: events, rate limits and jobs stay in this process and the database (enough for one instance)' };
  const { connectRedis, closeRedis } = await import('../../coordination/redis.ts');
  let client;
  try {
    client = await connectRedis(config.redis, 'doctor', { maxRetriesPerRequest: 1, retryStrategy: () => null });
  } catch (error) {
    return { name: 'redis', ok: false, message: `${(error as Error).message}: start Redis or fix REDIS_URL` };
  }
  try {
    const info = await client.info('server');
    const version = /redis_version:([\d.]+)/.exec(info)?.[1] ?? '0';
    const [, policy] = (await client.config('GET', 'maxmemory-policy')) as [string, string];
    const where = redactUrl(config.redis.url);
    if (compareVersions(version, MINIMUM_REDIS_VERSION) < 0) return { name: 'redis', ok: false, message: `${where} runs Redis ${version}; ${MINIMUM_REDIS_VERSION} or later is needed` };
    if (policy && policy !== 'noeviction') return { name: 'redis', ok: false, message: `${where} evicts keys (maxmemory-policy ${policy}), which loses queued jobs: set maxmemory-policy noeviction` };
    return { name: 'redis', ok: true, message: `${where} (Redis ${version}) answers, keys under ${config.redis.prefix}` };
  } catch (error) {
    return { name: 'redis', ok: false, message: `${redactUrl(config.redis.url)}: ${(error as Error).message}` };
  } finally {
    await closeRedis(client);
  }
}

/** What the job queue (BullMQ) needs of Redis. */
const MINIMUM_REDIS_VERSION = '6.2.0';
