import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '../../lazy-storage.ts';
import type { AppContext } from '../../context.ts';
import { InvalidError, type FieldErrors } from '../../errors.ts';
import { sendMailWith, verifyMailSetup } from '../../mail/mailer.ts';
import { mailSetup, type MailSetup } from '../../mail/setup.ts';
import { LocalStorageDriver, localDiskRoot } from '../../storage/local.ts';
import { s3ClientConfig } from '../../storage/s3.ts';
import { storageSetup, type StorageSetup } from '../../storage/setup.ts';
import { sanitizeAd } from '../ads/sanitize.ts';
import { CustomPage } from '../pages/models.ts';
import type { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import type { SettingKey, SettingsMap } from './defaults.ts';
import { isSecretSetting } from './secrets.ts';
import { getAllSettings, setSettings } from './service.ts';
import { EDITABLE_SETTINGS } from './validation.ts';

// The admin area's settings: every editable setting by its dotted key, secrets write-only. A
// save is checked as a whole before anything is stored: rules between keys, then — when the way
// mail or files leave changes — a real test of the new provider, whose failure refuses the save.

export interface AdminSettingsData {
  settings: Record<string, unknown>;
  /** Secret key → whether a value is stored. */
  secrets: Record<string, boolean>;
}

const PROVIDER_TIMEOUT_MS = 10_000;

export async function getAdminSettings(): Promise<AdminSettingsData> {
  const all = await getAllSettings();
  const data: AdminSettingsData = { settings: {}, secrets: {} };
  for (const key of EDITABLE_SETTINGS) {
    if (isSecretSetting(key)) data.secrets[key] = Boolean(all[key]);
    else data.settings[key] = all[key];
  }
  return data;
}

/**
 * The values to store: a secret sent empty keeps the stored one (the form never shows it) and
 * null removes it; an ad is sanitized; a value equal to the stored one is left alone.
 */
function changesFrom(current: SettingsMap, input: Record<string, unknown>): Partial<Record<SettingKey, unknown>> {
  const changes: Partial<Record<SettingKey, unknown>> = {};
  for (const [name, raw] of Object.entries(input)) {
    const key = name as SettingKey;
    let value = raw;
    if (isSecretSetting(key)) {
      if (value === '' || value === undefined) continue;
      value = value ?? '';
    }
    if (key === 'ads.dashboard_top' || key === 'ads.dashboard_bottom') value = sanitizeAd(value as string | null);
    if (JSON.stringify(value) !== JSON.stringify(current[key])) changes[key] = value;
  }
  return changes;
}

const field = (key: SettingKey) => `settings.${key}`;

async function customPageExists(idOrSlug: string): Promise<boolean> {
  const where = /^\d{1,10}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
  return (await CustomPage.count({ where })) > 0;
}

/** Rules between keys, checked on the settings as they would be after the save. */
async function crossFieldErrors(next: SettingsMap, changes: Partial<Record<SettingKey, unknown>>, requester: User): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if ('homepage.type' in changes || 'homepage.value' in changes) {
    const page = next['homepage.value'];
    if (next['homepage.type'] === 'customPage' && !page) errors[field('homepage.value')] = 'Choose the custom page to show as the homepage.';
    else if (next['homepage.type'] === 'customPage' && page && !(await customPageExists(page))) errors[field('homepage.value')] = 'There is no custom page with this slug.';
  }
  if (next['mail.driver'] === 'smtp' && !next['mail.host']) errors[field('mail.host')] = 'Enter the SMTP server host name.';
  if (next['mail.username'] && !next['mail.password'] && next['mail.driver'] === 'smtp') errors[field('mail.password')] = 'Enter the password of this SMTP account.';
  if (next['storage.driver'] === 's3') {
    if (!next['storage.s3.bucket']) errors[field('storage.s3.bucket')] = 'Enter the bucket name.';
    if (next['storage.s3.access_key_id'] && !next['storage.s3.secret_access_key']) errors[field('storage.s3.secret_access_key')] = 'Enter the secret access key of this access key.';
  }
  // An admin who turns the policy on without two-factor authentication would lock themselves out of this very screen.
  if (changes['auth.two_factor'] === 'admins' && !requester.two_factor_confirmed_at) {
    errors[field('auth.two_factor')] = 'Turn on two-factor authentication for your own account first (Account settings).';
  }
  return errors;
}

/**
 * A secret belongs to the account it signs in with: when the server or the account changes, a
 * secret left empty ("keep the stored one") would be sent to the new server, which may not be
 * the one the secret was given for. Such a save or test must type the secret again.
 */
const SECRET_BINDINGS: { secret: SettingKey; account: SettingKey; server: SettingKey; message: string }[] = [
  { secret: 'mail.password', account: 'mail.username', server: 'mail.host', message: 'Enter the password again for the new server.' },
  {
    secret: 'storage.s3.secret_access_key',
    account: 'storage.s3.access_key_id',
    server: 'storage.s3.endpoint',
    message: 'Enter the secret access key again for the new endpoint.',
  },
];

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function keptSecretErrors(current: SettingsMap, next: SettingsMap, input: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { secret, account, server, message } of SECRET_BINDINGS) {
    const kept = input[secret] === '' || input[secret] === undefined;
    // Without an account the secret is never sent (mail signs in only with a user name; S3 without a key id uses the server's own credentials).
    if (!kept || !current[secret] || !asText(next[account])) continue;
    if (asText(next[account]) !== asText(current[account]) || asText(next[server]).toLowerCase() !== asText(current[server]).toLowerCase()) {
      errors[field(secret)] = message;
    }
  }
  return errors;
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** The mail test's failure, on the field an admin would change to fix it. */
function mailError(setup: MailSetup, error: unknown): InvalidError {
  const code = (error as { code?: string }).code ?? '';
  let key: SettingKey = 'mail.driver';
  if ('server' in setup.route) key = code === 'EAUTH' ? (setup.route.server.username ? 'mail.password' : 'mail.username') : 'mail.host';
  const reason = firstLine(error);
  const message = code === 'EAUTH' ? `The mail server refused the sign-in: ${reason}` : `Could not send mail with these settings: ${reason}`;
  return InvalidError.field(field(key), message);
}

async function checkMail(ctx: AppContext, setup: MailSetup): Promise<void> {
  try {
    await verifyMailSetup(ctx, setup);
  } catch (error) {
    throw mailError(setup, error);
  }
}

/** The drivers files would go through: each disk's own choice and the published sites' target, else the default driver. */
export function storageDriversInUse(settings: SettingsMap, setup: StorageSetup): Set<StorageSetup['driver']> {
  const chosen = [settings['uploads.uploads_driver'], settings['uploads.public_driver'], settings['publishing.target']];
  return new Set(chosen.map((choice) => choice ?? setup.driver));
}

/** The storage test's failure, on the field an admin would change to fix it. */
function storageError(fromSettings: boolean, error: unknown): InvalidError {
  const err = error as { name?: string; Code?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  const name = err.Code ?? err.name ?? err.code ?? '';
  let key: SettingKey = 'storage.driver';
  if (fromSettings) {
    if (name === 'NoSuchBucket') key = 'storage.s3.bucket';
    else if (name === 'InvalidAccessKeyId') key = 'storage.s3.access_key_id';
    else if (name === 'SignatureDoesNotMatch' || name === 'AccessDenied' || err.$metadata?.httpStatusCode === 403) key = 'storage.s3.secret_access_key';
    else if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|TimeoutError/.test(`${name} ${firstLine(error)}`)) key = 'storage.s3.endpoint';
  }
  const reason = name && !firstLine(error).includes(name) ? `${name}: ${firstLine(error)}` : firstLine(error);
  return InvalidError.field(field(key), `The storage test failed: ${reason || 'no answer'}`);
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what}: no answer within ${PROVIDER_TIMEOUT_MS / 1000} s`), { name: 'TimeoutError' })), PROVIDER_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Writes, reads back and deletes a small object where files would go; resolves with where that was. */
async function runStorageTest(ctx: AppContext, settings: SettingsMap): Promise<string> {
  const setup = storageSetup(ctx.config, settings);
  const key = `sitewright-storage-test/${randomBytes(8).toString('hex')}.txt`;
  const body = `Sitewright storage test ${new Date().toISOString()}`;
  if (!storageDriversInUse(settings, setup).has('s3')) {
    const driver = new LocalStorageDriver(localDiskRoot(ctx.config.dataDir, 'uploads'));
    await driver.put(key, Buffer.from(body), { mime: 'text/plain' });
    await driver.delete(key);
    return 'the local disk';
  }
  const { s3 } = setup;
  if (!s3.bucket) throw Object.assign(new Error('No bucket is set.'), { name: 'NoSuchBucket' });
  const client = new S3Client({ ...s3ClientConfig(s3), maxAttempts: 1 });
  try {
    await withTimeout(
      (async () => {
        await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: 'text/plain' }));
        const read = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        const text = await read.Body?.transformToString();
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (text !== body) throw new Error('The object read back differs from the one written.');
      })(),
      'S3',
    );
  } finally {
    client.destroy();
  }
  return `the bucket ${s3.bucket}`;
}

async function checkStorage(ctx: AppContext, settings: SettingsMap): Promise<string> {
  try {
    return await runStorageTest(ctx, settings);
  } catch (error) {
    throw storageError(settings['storage.driver'] !== null, error);
  }
}

/**
 * Saves what an admin changed. Nothing is stored when a rule between keys fails or when a new
 * mail or storage provider fails its test; the answer then names the field and the test's error.
 */
export async function saveAdminSettings(ctx: AppContext, requester: User, input: Record<string, unknown>): Promise<AdminSettingsData> {
  const current = await getAllSettings();
  const changes = changesFrom(current, input);
  const next = { ...current, ...changes } as SettingsMap;
  const errors = { ...(await crossFieldErrors(next, changes, requester)), ...keptSecretErrors(current, next, input) };
  if (Object.keys(errors).length) throw new InvalidError(Object.values(errors)[0] as string, errors);

  const mailBefore = mailSetup(ctx.config, current);
  const mailAfter = mailSetup(ctx.config, next);
  if (JSON.stringify(mailBefore.route) !== JSON.stringify(mailAfter.route)) await checkMail(ctx, mailAfter);
  const storageKeys: SettingKey[] = ['uploads.uploads_driver', 'uploads.public_driver', 'publishing.target'];
  const storageChanged =
    JSON.stringify(storageSetup(ctx.config, current)) !== JSON.stringify(storageSetup(ctx.config, next)) || storageKeys.some((key) => key in changes);
  if (storageChanged) await checkStorage(ctx, next);

  await setSettings(changes);
  return getAdminSettings();
}

/**
 * The settings with a provider's unsaved values over them; secrets left empty fall back to the
 * stored ones, unless the values name another server or account for them.
 */
async function withUnsaved(values: Record<string, unknown>): Promise<SettingsMap> {
  const current = await getAllSettings();
  const next = { ...current, ...changesFrom(current, values) } as SettingsMap;
  const errors = keptSecretErrors(current, next, values);
  if (Object.keys(errors).length) throw new InvalidError(Object.values(errors)[0] as string, errors);
  return next;
}

export async function sendTestMail(ctx: AppContext, requester: User, to: string, values: Record<string, unknown>): Promise<{ message: string }> {
  const settings = await withUnsaved(values);
  const errors = await crossFieldErrors(settings, {}, requester);
  const mailErrors = Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith('settings.mail.')));
  if (Object.keys(mailErrors).length) throw new InvalidError(Object.values(mailErrors)[0] as string, mailErrors);
  const setup = mailSetup(ctx.config, settings);
  const transport = 'server' in setup.route ? `SMTP at ${setup.route.server.host}:${setup.route.server.port}` : setup.route.driver === 'log' ? 'the mail log' : 'the server’s MAIL_URL';
  try {
    await sendMailWith(ctx, setup, {
      to,
      subject: `Test mail from ${settings['branding.site_name']}`,
      template: 'test-mail',
      data: { admin_name: displayName(requester), transport },
    });
  } catch (error) {
    throw mailError(setup, error);
  }
  return { message: `Test mail sent to ${to}.` };
}

export async function testStorage(ctx: AppContext, values: Record<string, unknown>): Promise<{ message: string }> {
  const settings = await withUnsaved(values);
  if (settings['storage.driver'] === 's3' && !settings['storage.s3.bucket']) throw InvalidError.field(field('storage.s3.bucket'), 'Enter the bucket name.');
  const where = await checkStorage(ctx, settings);
  return { message: `Wrote, read and deleted a test file on ${where}.` };
}
