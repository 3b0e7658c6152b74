import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Joi from 'joi';
import { packageRoot } from '../../../config/paths.ts';
import { InvalidError } from '../../errors.ts';
import { STORAGE_AREAS, type StorageArea } from './files.ts';
import type { ColumnKind } from './tables.ts';

export const MANIFEST_ENTRY = 'manifest.json';
export const FORMAT = 'sitewright-backup';
export const FORMAT_VERSION = 1;

export interface ManifestTable {
  name: string;
  rows: number;
  columns: Record<string, ColumnKind>;
  /** Where the table's ids continue (null when they do not count up by themselves). */
  next_id: number | null;
}

export interface ManifestStorage {
  area: StorageArea;
  driver: 'local' | 's3';
  /** Files and bytes of the area's local folder that are in the archive. */
  files: number;
  bytes: number;
  bucket: string | null;
}

/** The first entry of every backup: what it holds and what it needs to be restored. */
export interface BackupManifest {
  format: typeof FORMAT;
  format_version: number;
  app_version: string;
  created_at: string;
  database: { dialect: 'sqlite' | 'mysql'; migrations: string[] };
  /** In dependency order: a table comes after the tables it references. */
  tables: ManifestTable[];
  storage: ManifestStorage[];
  /** Configuration that is not secret, for the operator setting up the new install. */
  config: { app_url: string; storage_driver: 'local' | 's3' };
  /** Identifies the APP_KEY that sealed the encrypted values, without revealing it; null when none was set. */
  app_key_fingerprint: string | null;
}

export function tableEntry(table: string): string {
  return `db/${table}.jsonl`;
}

export function fileEntry(area: StorageArea, key: string): string {
  return `files/${area}/${key}`;
}

export function appVersion(): string {
  return (JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string }).version;
}

/** HMAC-SHA256 of a fixed label under the APP_KEY, shortened: equal keys give equal prints, and the print opens nothing. */
export function appKeyFingerprint(appKey: string): string | null {
  if (!appKey) return null;
  return createHmac('sha256', appKey).update('sitewright backup app key').digest('hex').slice(0, 16);
}

const KINDS: ColumnKind[] = ['boolean', 'date', 'binary', 'decimal', 'integer', 'text'];

const manifestSchema = Joi.object({
  format: Joi.string().valid(FORMAT).required(),
  format_version: Joi.number().integer().min(1).required(),
  app_version: Joi.string().required(),
  created_at: Joi.string().isoDate().required(),
  database: Joi.object({
    dialect: Joi.string().valid('sqlite', 'mysql').required(),
    migrations: Joi.array().items(Joi.string()).min(1).required(),
  }).required(),
  tables: Joi.array()
    .items(
      Joi.object({
        name: Joi.string()
          .pattern(/^[A-Za-z0-9_]+$/)
          .required(),
        rows: Joi.number().integer().min(0).required(),
        columns: Joi.object()
          .pattern(Joi.string(), Joi.string().valid(...KINDS))
          .required(),
        next_id: Joi.number().integer().min(1).allow(null).required(),
      }),
    )
    .unique('name')
    .required(),
  storage: Joi.array()
    .items(
      Joi.object({
        area: Joi.string()
          .valid(...STORAGE_AREAS)
          .required(),
        driver: Joi.string().valid('local', 's3').required(),
        files: Joi.number().integer().min(0).required(),
        bytes: Joi.number().integer().min(0).required(),
        bucket: Joi.string().allow(null).required(),
      }),
    )
    .required(),
  config: Joi.object({ app_url: Joi.string().allow('').required(), storage_driver: Joi.string().valid('local', 's3').required() }).required(),
  app_key_fingerprint: Joi.string().allow(null).required(),
}).unknown(true);

const NOT_A_BACKUP = 'This file is not a Sitewright backup (made by `sitewright backup`)';

export function parseManifest(text: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new InvalidError(NOT_A_BACKUP);
  }
  if ((raw as { format?: unknown } | null)?.format !== FORMAT) throw new InvalidError(NOT_A_BACKUP);
  const version = (raw as { format_version?: unknown }).format_version;
  if (typeof version === 'number' && version > FORMAT_VERSION) {
    throw new InvalidError(`This backup has format ${version}, newer than this Sitewright reads (${FORMAT_VERSION}): upgrade Sitewright to restore it`);
  }
  const { value, error } = manifestSchema.validate(raw);
  if (error) throw new InvalidError(`The backup's manifest is damaged (${error.message})`);
  return value as BackupManifest;
}

/**
 * The backup's migrations must be the first ones this code knows, in the same order; a backup from
 * a newer Sitewright has tables or columns this one cannot place.
 */
export function assertKnownMigrations(backup: string[], known: string[]): void {
  const unknown = backup.find((name) => !known.includes(name));
  if (unknown) {
    throw new InvalidError(`The backup was made by a newer Sitewright (migration ${unknown} is unknown here): upgrade Sitewright, then restore`);
  }
  if (backup.some((name, index) => known[index] !== name)) {
    throw new InvalidError('The backup lists its migrations in another order than this Sitewright runs them: restore it with the version that made it');
  }
}
