import { cached, invalidateCache } from '../../cache/site-cache.ts';
import { inTransaction } from '../../db/transactions.ts';
import { InvalidError } from '../../errors.ts';
import { Setting } from './models.ts';
import { DEFAULT_SETTINGS, PRIVATE_SETTINGS, type SettingKey, type SettingsMap } from './defaults.ts';
import { isSecretSetting, openSecret, sealSecret } from './secrets.ts';

export function isKnownSetting(key: string): key is SettingKey {
  return Object.hasOwn(DEFAULT_SETTINGS, key);
}

/** Defaults overlaid with what the database stores. */
export function getAllSettings(): Promise<SettingsMap> {
  return cached('settings', loadSettings);
}

async function loadSettings(): Promise<SettingsMap> {
  const rows = await Setting.findAll({ attributes: ['name', 'value'] });
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    if (!isKnownSetting(row.name)) continue;
    settings[row.name] = decodeValue(row.name, row.value);
  }
  return settings as SettingsMap;
}

function decodeValue(key: SettingKey, stored: string | null): unknown {
  let value: unknown;
  try {
    value = stored === null ? null : JSON.parse(stored);
  } catch {
    value = stored;
  }
  return isSecretSetting(key) ? openSecret(value) : value;
}

function encodeValue(key: SettingKey, value: unknown): string {
  return JSON.stringify(isSecretSetting(key) ? sealSecret(typeof value === 'string' ? value : '') : value);
}

export async function getSetting<K extends SettingKey>(key: K): Promise<SettingsMap[K]> {
  return (await getAllSettings())[key];
}

/**
 * Parses a value typed on a command line into the setting's type: booleans accept
 * true/false/1/0, numbers must be numeric, arrays and objects must be JSON.
 */
export function parseSettingValue(key: SettingKey, raw: string): unknown {
  const fallback = DEFAULT_SETTINGS[key] as unknown;
  const invalid = (expected: string) => InvalidError.field(key, `${key} expects ${expected}`);
  if (raw === 'null' && fallback === null) return null;
  if (typeof fallback === 'boolean') {
    if (['true', '1', 'yes', 'on'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
    throw invalid('true or false');
  }
  if (typeof fallback === 'number') {
    const number = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(number)) throw invalid('a number');
    return number;
  }
  if (Array.isArray(fallback) || (fallback !== null && typeof fallback === 'object')) {
    try {
      return JSON.parse(raw);
    } catch {
      throw invalid('JSON');
    }
  }
  return raw;
}

/** Stores one setting; a secret (secrets.ts) is sealed under APP_KEY first. */
export async function setSetting(key: string, value: unknown): Promise<void> {
  await setSettings({ [key]: value });
}

/** Stores several settings in one transaction: all of them or none. */
export async function setSettings(values: Record<string, unknown>): Promise<void> {
  for (const key of Object.keys(values)) if (!isKnownSetting(key)) throw InvalidError.field(key, `Unknown setting "${key}"`);
  if (Object.keys(values).length === 0) return;
  await inTransaction(Setting.sequelize!, async () => {
    for (const [key, value] of Object.entries(values)) {
      const encoded = encodeValue(key as SettingKey, value);
      const [row, created] = await Setting.findOrCreate({ where: { name: key }, defaults: { name: key, value: encoded } });
      if (!created) await row.update({ value: encoded });
    }
  });
  invalidateCache('settings');
}

/** Turns dotted keys into nested objects, leaving private keys out. */
export function nestPublicSettings(settings: SettingsMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    if (PRIVATE_SETTINGS.has(key)) continue;
    const parts = key.split('.');
    let node = out;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = value;
  }
  return out;
}
