import { decrypt, encrypt } from '../../security/encryption.ts';
import type { SettingKey } from './defaults.ts';

// Settings that are credentials: stored sealed under APP_KEY (server/security/encryption.ts), so a
// copy of the database alone does not reveal them, and never answered by any API. The settings
// service seals them on write and opens them on read, so every reader gets the plain value.
export const SECRET_SETTINGS: ReadonlySet<SettingKey> = new Set<SettingKey>([
  'recaptcha.secret_key',
  'social.google.client_secret',
  'social.facebook.client_secret',
  'social.twitter.client_secret',
  'social.github.client_secret',
  'mail.password',
  'storage.s3.secret_access_key',
  'stripe.secret_key',
  'stripe.webhook_secret',
  'ai.api_key',
  'ai.images.unsplash_key',
  'ai.images.pexels_key',
  'ai.images.generation_api_key',
]);

export function isSecretSetting(key: string): boolean {
  return SECRET_SETTINGS.has(key as SettingKey);
}

// The APP_KEY of whoever opened the database (server/database.ts): the server and the CLI each
// open one per process, and settings are cached per process too.
let appKey = '';

export function useSecretsKey(key: string): void {
  appKey = key;
}

/** The shape encryption.ts writes: version, IV, tag and ciphertext. */
export function isSealed(value: string): boolean {
  return /^v1:[^:]*:[^:]*:[^:]*$/.test(value);
}

/** What the settings table stores for a secret: '' stays '' (not set). */
export function sealSecret(plaintext: string, key = appKey): string {
  return plaintext ? encrypt(key, plaintext) : '';
}

/**
 * The plain value of a stored secret. A row sealed under another APP_KEY is as good as none; a row
 * that is not sealed at all was written straight into the table, and is used as it is.
 */
export function openSecret(stored: unknown, key = appKey): string {
  if (typeof stored !== 'string' || !stored) return '';
  if (!isSealed(stored)) return stored;
  try {
    return decrypt(key, stored);
  } catch {
    return '';
  }
}
