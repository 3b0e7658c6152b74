import type { ApiError } from '../../../../../common/types.ts';

// How a setting travels between the API (dotted keys, typed values) and a settings form (nested
// strings and booleans, as inputs hold them). Pure, so the conversions are tested without a browser.

export type SettingKind =
  /** A string; with `nullable`, an empty field stores null. */
  | 'text'
  | 'number'
  /** Bytes in the API, megabytes in the field; an empty field stores null (no limit). */
  | 'megabytes'
  | 'boolean'
  /** A boolean shown the other way round ("Use resumable uploads" for uploads.disable_tus). */
  | 'inverted'
  /** A list of strings, typed comma-separated; with `nullable`, an empty field stores null. */
  | 'list'
  /** Write-only: the field starts empty and an empty field keeps the stored value. */
  | 'secret';

export interface SettingSpec {
  kind: SettingKind;
  nullable?: boolean;
}

export type SettingSpecs = Record<string, SettingSpec>;

/** GET admin/settings. */
export interface AdminSettings {
  settings: Record<string, unknown>;
  /** Secret keys → whether a value is stored. */
  secrets: Record<string, boolean>;
}

export type FormValue = string | boolean;
export type SettingsFormValues = Record<string, unknown>;

const MEGABYTE = 1024 * 1024;

/** Whether the server knows a key: a screen shows only the fields the server offers. */
export function offers(saved: AdminSettings, key: string): boolean {
  return Object.hasOwn(saved.settings, key) || Object.hasOwn(saved.secrets, key);
}

export function toFormValue(spec: SettingSpec, value: unknown): FormValue {
  switch (spec.kind) {
    case 'boolean':
      return value === true;
    case 'inverted':
      return value !== true;
    case 'secret':
      return '';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
    case 'megabytes':
      return typeof value === 'number' && Number.isFinite(value) ? String(Math.round((value / MEGABYTE) * 100) / 100) : '';
    case 'list':
      return Array.isArray(value) ? value.join(', ') : '';
    case 'text':
      return value === null || value === undefined ? '' : String(value);
  }
}

/**
 * The API value of a field. A number that does not parse goes as typed, so the server's validation
 * names the field rather than the form guessing.
 */
export function fromFormValue(spec: SettingSpec, value: FormValue): unknown {
  if (spec.kind === 'boolean') return value === true;
  if (spec.kind === 'inverted') return value !== true;
  const text = String(value).trim();
  switch (spec.kind) {
    case 'secret':
    case 'text':
      return text === '' && spec.nullable ? null : text;
    case 'number': {
      if (text === '') return null;
      const number = Number(text);
      return Number.isFinite(number) ? number : text;
    }
    case 'megabytes': {
      if (text === '') return null;
      const number = Number(text);
      return Number.isFinite(number) ? Math.round(number * MEGABYTE) : text;
    }
    case 'list': {
      const items = text
        .split(/[\s,]+/)
        .map((item) => item.trim())
        .filter(Boolean);
      return items.length === 0 && spec.nullable ? null : items;
    }
  }
}

/** Reads a dotted path out of nested form values. */
export function readPath(values: SettingsFormValues, key: string): unknown {
  let node: unknown = values;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function writePath(values: SettingsFormValues, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = values;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    node = (next && typeof next === 'object' ? next : (node[part] = {})) as SettingsFormValues;
  }
  node[parts[parts.length - 1]] = value;
}

/**
 * The form's starting values: every offered key of `specs`, nested the way react-hook-form reads
 * the field name "mail.host".
 */
export function formValuesFrom(specs: SettingSpecs, saved: AdminSettings): SettingsFormValues {
  const values: SettingsFormValues = {};
  for (const [key, spec] of Object.entries(specs)) {
    if (offers(saved, key)) writePath(values, key, toFormValue(spec, saved.settings[key]));
  }
  return values;
}

function asFormValue(value: unknown): FormValue {
  return typeof value === 'boolean' ? value : String(value ?? '');
}

/** The settings to PUT: the fields that differ from what was loaded, and each secret that was typed. */
export function changedSettings(specs: SettingSpecs, initial: SettingsFormValues, values: SettingsFormValues): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const value = readPath(values, key);
    if (value === undefined) continue;
    const current = asFormValue(value);
    if (spec.kind === 'secret') {
      if (String(current).trim() !== '') changed[key] = fromFormValue(spec, current);
      continue;
    }
    if (current !== asFormValue(readPath(initial, key))) changed[key] = fromFormValue(spec, current);
  }
  return changed;
}

/**
 * Every offered key of `specs` under `prefix` as the API takes it, for a provider test of unsaved
 * values: secrets only when typed, so the server falls back to the stored one.
 */
export function settingsUnder(prefix: string, specs: SettingSpecs, values: SettingsFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    if (!key.startsWith(`${prefix}.`)) continue;
    const value = readPath(values, key);
    if (value === undefined) continue;
    const current = asFormValue(value);
    if (spec.kind === 'secret' && String(current).trim() === '') continue;
    out[key] = fromFormValue(spec, current);
  }
  return out;
}

/**
 * The settings PUT validates `{settings: {<key>: value}}`, so a field error may be keyed by the
 * setting ("mail.port") or by its path in the payload ("settings.mail.port"); the form knows the first.
 */
export function settingErrorBody(body: ApiError | null | undefined): ApiError | null | undefined {
  if (!body?.errors) return body;
  const errors: Record<string, string | string[]> = {};
  for (const [key, message] of Object.entries(body.errors)) errors[key.replace(/^settings\./, '')] = message;
  return { ...body, errors };
}

/** The first field message of an error body, else its message: what a test's outcome line says. */
export function firstErrorMessage(body: ApiError | null | undefined): string {
  for (const value of Object.values(body?.errors ?? {})) {
    const message = Array.isArray(value) ? value[0] : value;
    if (message) return message;
  }
  return body?.message ?? '';
}
