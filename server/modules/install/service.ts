import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { emailProblem, passwordProblem } from '../../../common/validation.ts';
import { loadConfig, redactUrl, type Config } from '../../../config/index.ts';
import { updateEnvFile } from '../../../config/env-file.ts';
import { openAppDatabase, type Database } from '../../database.ts';
import { migrateToLatest, migrationStatus } from '../../db/migrator.ts';
import { InvalidError } from '../../errors.ts';
import { Role } from '../roles/models.ts';
import { User, UserRole } from '../users/models.ts';
import { generatePassword, verifyPassword } from '../users/passwords.ts';
import { assignRole, createUser, findUserByEmail, normalizeEmail, setPassword } from '../users/service.ts';
import { runSeeds, seedSummary, type SeedResult } from './seeds.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
const ADMIN_ROLE = 'admin';
const DEFAULT_USER_ROLE = 'users';

export type InstallStep = 'database' | 'env' | 'migrate' | 'seed' | 'admin';

export const INSTALL_STEPS: { step: InstallStep; label: string }[] = [
  { step: 'database', label: 'Check the database' },
  { step: 'env', label: 'Write .env' },
  { step: 'migrate', label: 'Migrate the database' },
  { step: 'seed', label: 'Seed roles, themes, menus, pages and plans' },
  { step: 'admin', label: 'Create the admin user' },
];

export interface InstallProgress {
  step: InstallStep;
  status: 'running' | 'done';
  /** What the step found or did, once done. */
  message?: string;
}

export interface InstallInput {
  /** The directory whose .env is read and written. */
  cwd: string;
  /** The process environment; it wins over .env, as everywhere else. */
  env: NodeJS.ProcessEnv;
  /** Values the operator chose; each one given is also written to .env. */
  databaseUrl?: string;
  appUrl?: string;
  /** Without one, an existing admin is kept; only an installation without any admin gets admin@example.com. */
  adminEmail?: string;
  /** An explicit password is always set, even on an existing user; without one a new admin gets a generated one. */
  adminPassword?: string;
  onProgress?: (progress: InstallProgress) => void;
}

export interface InstallResult {
  appUrl: string;
  /** DATABASE_URL with the password redacted. */
  database: string;
  envFile: string;
  appKeyGenerated: boolean;
  admin: { email: string; created: boolean; password?: string };
  migrations: string[];
  seeds: SeedResult[];
}

/** What `sitewright start` still has to do before it can serve. */
export interface InstallState {
  appKey: boolean;
  pendingMigrations: string[];
  adminEmail: string | null;
}

export interface AdminLogin {
  email: string;
  /** Only the generated password from install, and only while it still works. */
  password?: string;
  passwordChanged: boolean;
}

interface RememberedLogin {
  email: string;
  password?: string;
  passwordChanged?: boolean;
}

export function generateAppKey(): string {
  return `base64:${randomBytes(32).toString('base64')}`;
}

/**
 * Installs or repairs an installation; every step is idempotent, so running it twice
 * changes nothing the first run did (same APP_KEY, same admin, no duplicate seed rows).
 * Nothing is written before the database answers, so a wrong DATABASE_URL leaves no trace.
 */
export async function installSitewright(input: InstallInput): Promise<InstallResult> {
  const progress = input.onProgress ?? (() => undefined);
  const givenEmail = input.adminEmail === undefined ? undefined : normalizeEmail(input.adminEmail);
  validateAdminInput(givenEmail, input.adminPassword);

  const config = loadConfig({ cwd: input.cwd, env: input.env, overrides: { DATABASE_URL: input.databaseUrl, APP_URL: input.appUrl } });
  const database = redactUrl(config.database.url);
  progress({ step: 'database', status: 'running' });
  const db = await openAppDatabase(config);
  try {
    progress({ step: 'database', status: 'done', message: `Database reachable: ${database}` });

    progress({ step: 'env', status: 'running' });
    const updates: Record<string, string> = {};
    if (!config.appKey) updates.APP_KEY = generateAppKey();
    if (input.databaseUrl) updates.DATABASE_URL = input.databaseUrl;
    if (input.appUrl) updates.APP_URL = config.appUrl;
    const changed = updateEnvFile(config.envFile, updates);
    const appKeyGenerated = changed.includes('APP_KEY');
    progress({
      step: 'env',
      status: 'done',
      message: changed.length ? `${config.envFile}: set ${changed.join(', ')}` : `${config.envFile} is up to date (APP_KEY kept)`,
    });

    progress({ step: 'migrate', status: 'running' });
    const migrations = await migrateToLatest(db.sequelize, config.migrationLockTimeout, updates.APP_KEY ?? config.appKey);
    progress({ step: 'migrate', status: 'done', message: migrations.length ? `Ran ${migrations.join(', ')}` : 'Database is up to date' });

    progress({ step: 'seed', status: 'running' });
    const seeds = await runSeeds();
    progress({ step: 'seed', status: 'done', message: seedSummary(seeds) });

    progress({ step: 'admin', status: 'running' });
    // A re-run without --admin-email repairs the installation it finds: the admin stays who it is.
    const adminEmail = givenEmail ?? (await firstAdminEmail()) ?? DEFAULT_ADMIN_EMAIL;
    const admin = await ensureAdmin(adminEmail, input.adminPassword);
    rememberAdminLogin(config, admin, input.adminPassword !== undefined);
    progress({ step: 'admin', status: 'done', message: `${admin.created ? 'Created' : 'Kept'} admin ${admin.email}` });

    return { appUrl: config.appUrl, database, envFile: config.envFile, appKeyGenerated, admin, migrations, seeds };
  } finally {
    await db.close();
  }
}

/** The account rules of common/validation.ts, checked before anything is written. */
function validateAdminInput(email: string | undefined, password: string | undefined): void {
  const emailError = email === undefined ? null : emailProblem(email);
  if (emailError) throw InvalidError.field('email', `"${email}" is not an e-mail address: ${lowerFirst(emailError).replace(/\.$/, '')}`);
  const passwordError = password === undefined ? null : passwordProblem(password);
  if (passwordError) throw InvalidError.field('password', passwordError.replace(/^The password/, 'The admin password').replace(/\.$/, ''));
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

async function ensureAdmin(email: string, password: string | undefined): Promise<InstallResult['admin']> {
  const existing = await findUserByEmail(email);
  if (existing) {
    await assignRole(existing, ADMIN_ROLE);
    if (password !== undefined) await setPassword(existing, password);
    // The operator vouches for the address by naming it as the admin.
    if (!existing.email_verified_at) await existing.update({ email_verified_at: new Date() });
    return { email, created: false };
  }
  const generated = password === undefined ? generatePassword() : undefined;
  await createUser({ email, password: password ?? generated!, roles: [ADMIN_ROLE, DEFAULT_USER_ROLE], emailVerified: true });
  return { email, created: true, ...(generated ? { password: generated } : {}) };
}

function rememberedLoginPath(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'initial-admin.json');
}

/**
 * A generated password is shown once by install, but `npm start` on a fresh box has no one
 * watching install's output, so it is kept (owner-only) for `start` to repeat until it is changed.
 */
function rememberAdminLogin(config: Config, admin: InstallResult['admin'], explicitPassword: boolean): void {
  const path = rememberedLoginPath(config);
  if (admin.password) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(path, JSON.stringify({ email: admin.email, password: admin.password }, null, 2) + '\n', { mode: 0o600 });
    return;
  }
  // The operator chose this admin's password, so a remembered one for it is no longer the login.
  if (explicitPassword && readRememberedLogin(config)?.email === admin.email) rmSync(path, { force: true });
}

function readRememberedLogin(config: Pick<Config, 'dataDir'>): RememberedLogin | null {
  const path = rememberedLoginPath(config);
  if (!existsSync(path)) return null;
  try {
    const value = JSON.parse(readFileSync(path, 'utf8')) as RememberedLogin;
    return typeof value.email === 'string' ? value : null;
  } catch {
    return null;
  }
}

async function adminRoleId(): Promise<number | null> {
  return (await Role.findOne({ where: { name: ADMIN_ROLE }, attributes: ['id'] }))?.id ?? null;
}

async function isAdmin(user: User): Promise<boolean> {
  const roleId = await adminRoleId();
  return roleId !== null && (await UserRole.count({ where: { user_id: user.id, role_id: roleId } })) > 0;
}

async function firstAdminEmail(): Promise<string | null> {
  const roleId = await adminRoleId();
  if (roleId === null) return null;
  const link = await UserRole.findOne({ where: { role_id: roleId }, order: [['user_id', 'ASC']] });
  return link ? ((await User.findByPk(link.user_id, { attributes: ['email'] }))?.email ?? null) : null;
}

/** Reads what install would still change, on an open database whose models are bound. */
export async function installState(config: Config, db: Database): Promise<InstallState> {
  const { pending } = await migrationStatus(db.sequelize);
  return {
    appKey: Boolean(config.appKey),
    pendingMigrations: pending,
    adminEmail: pending.length ? null : await firstAdminEmail(),
  };
}

export function isInstalled(state: InstallState): boolean {
  return state.appKey && state.pendingMigrations.length === 0 && state.adminEmail !== null;
}

/**
 * The login `start` prints: the remembered generated password while it still verifies,
 * otherwise only the e-mail. A password that stopped working is dropped from the file so
 * an old secret does not sit on disk for nothing.
 */
export async function describeAdminLogin(config: Config): Promise<AdminLogin | null> {
  const remembered = readRememberedLogin(config);
  if (remembered) {
    const user = await findUserByEmail(remembered.email);
    if (user && (await isAdmin(user))) {
      if (remembered.password && (await verifyPassword(remembered.password, user.password))) {
        return { email: user.email, password: remembered.password, passwordChanged: false };
      }
      if (remembered.password) {
        writeFileSync(rememberedLoginPath(config), JSON.stringify({ email: user.email, passwordChanged: true }, null, 2) + '\n', { mode: 0o600 });
      }
      return { email: user.email, passwordChanged: true };
    }
  }
  const email = await firstAdminEmail();
  return email ? { email, passwordChanged: false } : null;
}
