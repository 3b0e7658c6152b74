import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import dotenv from 'dotenv';
import proxyAddr from 'proxy-addr';
import { envSchema } from './schema.ts';

export interface DatabaseConfig {
  url: string;
  dialect: 'sqlite' | 'mysql';
  /** SQLite file path (absolute) when dialect is sqlite. */
  storage?: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  cwd: string;
  dataDir: string;
  envFile: string;
  database: DatabaseConfig;
  appUrl: string;
  host: string;
  port: number;
  appKey: string;
  mail: { url: string; from: string };
  storage: {
    driver: 'local' | 's3';
    s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
  };
  stripe: { secretKey: string; webhookSecret: string; apiBase: string };
  ai: { baseUrl: string; apiKey: string; model: string };
  logLevel: string;
  migrationLockTimeout: number;
  jobs: { concurrency: number; retentionDays: number };
  /** Milliseconds in-flight requests get to finish once the server is asked to stop. */
  shutdownTimeout: number;
  /**
   * Peers whose X-Forwarded-For and CDN location headers (cf-ipcountry, cf-ipcity) are believed;
   * empty means the socket's address is the client's (server/http/client-ip.ts).
   */
  trustedProxies: string[];
  /**
   * Addresses, CIDRs and host names the outbound guard (server/security/outbound.ts) lets requests
   * made for users reach although they are private; empty refuses every private address.
   */
  outbound: { allowPrivate: string[] };
  /**
   * Host names (lower-case, IPv6 in brackets) the app answers on besides APP_URL's; any other Host
   * that is no site gets a plain 404 (server/http/host-guard.ts).
   */
  allowedHosts: string[];
  /** Where instances share events, rate limits, jobs and tus locks; null keeps them in this process and the database. */
  redis: { url: string; prefix: string } | null;
}

export class ConfigError extends Error {}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Values that win over both the environment and .env (CLI flags). */
  overrides?: Record<string, string | undefined>;
}

export function readEnvFile(path: string): Record<string, string> {
  return existsSync(path) ? dotenv.parse(readFileSync(path)) : {};
}

/** Reads the environment once: real environment variables win over the .env file. */
export function loadConfig(options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const envFile = resolve(cwd, '.env');
  const raw = { ...readEnvFile(envFile), ...stripEmpty(options.env ?? process.env), ...stripEmpty(options.overrides ?? {}) };
  const { value, error } = envSchema.validate(raw, { abortEarly: true, convert: true });
  if (error) throw new ConfigError(`Invalid configuration: ${error.message}`);

  const dataDir = absolute(cwd, value.DATA_DIR);
  const port: number = value.PORT;
  return {
    env: value.NODE_ENV,
    cwd,
    dataDir,
    envFile,
    database: parseDatabaseUrl(value.DATABASE_URL ?? `sqlite:${resolve(dataDir, 'database.sqlite')}`, cwd),
    appUrl: (value.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    host: value.HOST,
    port,
    appKey: value.APP_KEY ?? '',
    mail: { url: value.MAIL_URL, from: value.MAIL_FROM },
    storage: {
      driver: value.STORAGE_DRIVER,
      s3: {
        endpoint: value.S3_ENDPOINT ?? '',
        bucket: value.S3_BUCKET ?? '',
        region: value.S3_REGION,
        accessKeyId: value.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: value.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: value.S3_FORCE_PATH_STYLE,
      },
    },
    stripe: { secretKey: value.STRIPE_SECRET_KEY ?? '', webhookSecret: value.STRIPE_WEBHOOK_SECRET ?? '', apiBase: value.STRIPE_API_BASE ?? '' },
    ai: { baseUrl: value.AI_BASE_URL ?? '', apiKey: value.AI_API_KEY ?? '', model: value.AI_MODEL ?? '' },
    logLevel: value.LOG_LEVEL,
    migrationLockTimeout: value.MIGRATION_LOCK_TIMEOUT,
    jobs: { concurrency: value.JOBS_CONCURRENCY, retentionDays: value.JOBS_RETENTION_DAYS },
    shutdownTimeout: value.SHUTDOWN_TIMEOUT,
    trustedProxies: parseTrustedProxies(value.TRUSTED_PROXIES),
    outbound: { allowPrivate: parseOutboundAllowance(value.OUTBOUND_ALLOW_PRIVATE) },
    allowedHosts: parseAllowedHosts(value.ALLOWED_HOSTS),
    redis: value.REDIS_URL ? { url: value.REDIS_URL, prefix: value.REDIS_PREFIX } : null,
  };
}

/** ALLOWED_HOSTS as host names the way a Host header carries them (no port); a typo fails at startup. */
function parseAllowedHosts(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return list.map((entry) => {
    const bare = entry.replace(/^\[(.*)\]$/, '$1');
    if (isIP(bare) === 6) return `[${bare}]`;
    if (isIP(bare) === 4 || /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/.test(entry)) return entry;
    throw new ConfigError(`ALLOWED_HOSTS: "${entry}" is not a host name or address (use names without scheme or port, e.g. app,sitewright.internal)`);
  });
}

/** TRUSTED_PROXIES as a list proxy-addr accepts; a typo fails at startup rather than trusting nobody silently. */
function parseTrustedProxies(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    throw new ConfigError(`TRUSTED_PROXIES: ${(error as Error).message} (use addresses or CIDRs separated by commas, e.g. 10.0.0.0/8,::1)`);
  }
  return list;
}

/** OUTBOUND_ALLOW_PRIVATE as a list of addresses, CIDRs and host names; a typo fails at startup. */
function parseOutboundAllowance(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  for (const entry of list) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(address);
    const validRange = family !== 0 && extra === undefined && (prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)));
    const hostName = prefix === undefined && /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*\.?$/.test(entry);
    if (!validRange && !hostName) throw new ConfigError(`OUTBOUND_ALLOW_PRIVATE: "${entry}" is not an address, CIDR or host name (use e.g. 10.0.0.0/8,::1,push.internal)`);
  }
  return list;
}

export function parseDatabaseUrl(url: string, cwd: string): DatabaseConfig {
  if (url.startsWith('sqlite:')) {
    const path = url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (path === ':memory:') return { url, dialect: 'sqlite', storage: ':memory:' };
    if (!path) throw new ConfigError('DATABASE_URL sqlite: needs a file path, for example sqlite:./storage/database.sqlite');
    return { url, dialect: 'sqlite', storage: absolute(cwd, path) };
  }
  if (/^(mysql|mariadb):\/\//.test(url)) {
    try {
      const parsed = new URL(url);
      if (!parsed.pathname || parsed.pathname === '/') throw new Error('no database');
    } catch {
      throw new ConfigError(`DATABASE_URL "${redactUrl(url)}" is not a valid MySQL URL: use mysql://user:password@host:3306/database`);
    }
    return { url: url.replace(/^mariadb:/, 'mysql:'), dialect: 'mysql' };
  }
  throw new ConfigError('DATABASE_URL must start with sqlite:, mysql:// or mariadb://');
}

/** A URL safe to print: the password is replaced. */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

function absolute(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function stripEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}
