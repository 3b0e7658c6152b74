import { join } from 'node:path';
import type { UploadDisk } from '../../common/uploads/constants.ts';
import type { Config } from '../../config/index.ts';
import type { SettingsMap } from '../modules/settings/defaults.ts';
import type { StorageDriver } from './driver.ts';
import { LocalStorageDriver, localDiskRoot } from './local.ts';
import { S3StorageDriver } from './s3.ts';

export type { StorageDriver } from './driver.ts';
export { LocalStorageDriver } from './local.ts';
export { S3StorageDriver } from './s3.ts';

export type DriverName = 'local' | 's3';

/** Where the public disk (and avatars) are served; services build URLs with it, the HTTP layer serves it. */
export const PUBLIC_STORAGE_URL = '/storage';

export function publicStoragePath(dataDir: string, ...segments: string[]): string {
  return join(dataDir, 'public', ...segments);
}

const DRIVER_SETTING = { public: 'uploads.public_driver', uploads: 'uploads.uploads_driver' } as const;

/** The disk's driver: its setting when an admin chose one, else STORAGE_DRIVER. */
export function effectiveDriverName(disk: UploadDisk, config: Config, settings: SettingsMap): DriverName {
  const chosen = settings[DRIVER_SETTING[disk]];
  return chosen === 'local' || chosen === 's3' ? chosen : config.storage.driver;
}

export class StorageNotConfiguredError extends Error {}

// One S3 client per disk and configuration: clients keep connection pools worth re-using.
const drivers = new WeakMap<Config, Map<string, StorageDriver>>();

/** Local roots: <DATA_DIR>/public and <DATA_DIR>/uploads. S3 roots: 'public/' and 'uploads/' in S3_BUCKET. */
export function diskDriver(disk: UploadDisk, config: Config, settings: SettingsMap): StorageDriver {
  const name = effectiveDriverName(disk, config, settings);
  let byDisk = drivers.get(config);
  if (!byDisk) drivers.set(config, (byDisk = new Map()));
  const cacheKey = `${disk}:${name}`;
  let driver = byDisk.get(cacheKey);
  if (!driver) {
    driver = name === 's3' ? s3Driver(disk, config) : new LocalStorageDriver(localDiskRoot(config.dataDir, disk));
    byDisk.set(cacheKey, driver);
  }
  return driver;
}

function s3Driver(disk: UploadDisk, config: Config): S3StorageDriver {
  const s3 = config.storage.s3;
  if (!s3.bucket) throw new StorageNotConfiguredError(`The ${disk} disk uses S3 but S3_BUCKET is not set.`);
  return new S3StorageDriver({ ...s3, rootPrefix: `${disk}/` });
}

/** The origins a browser PUTs presigned uploads to (CSP connect-src): the endpoint's, or AWS's for the bucket and region. */
export function s3EndpointOrigins(config: Config): string[] {
  const { endpoint, bucket, region, forcePathStyle } = config.storage.s3;
  if (endpoint) {
    const url = new URL(endpoint);
    // Virtual-hosted style puts the bucket in the host name.
    return forcePathStyle ? [url.origin] : [url.origin, `${url.protocol}//${bucket}.${url.host}`];
  }
  return [`https://${bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}
