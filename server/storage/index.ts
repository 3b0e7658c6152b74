import { join } from 'node:path';
import type { UploadDisk } from '../../common/uploads/constants.ts';
import type { Config } from '../../config/index.ts';
import type { SettingsMap } from '../modules/settings/defaults.ts';
import type { StorageDriver } from './driver.ts';
import { LocalStorageDriver, localDiskRoot } from './local.ts';
import { S3StorageDriver } from './s3.ts';
import { connectionKey, storageSetup, type S3Connection } from './setup.ts';

export type { StorageDriver } from './driver.ts';
export { LocalStorageDriver } from './local.ts';
export { S3StorageDriver } from './s3.ts';
export { connectionKey, storageSetup, type S3Connection } from './setup.ts';

export type DriverName = 'local' | 's3';

/** Where the public disk (and avatars) are served; services build URLs with it, the HTTP layer serves it. */
export const PUBLIC_STORAGE_URL = '/storage';

export function publicStoragePath(dataDir: string, ...segments: string[]): string {
  return join(dataDir, 'public', ...segments);
}

const DRIVER_SETTING = { public: 'uploads.public_driver', uploads: 'uploads.uploads_driver' } as const;

/** The disk's driver: its setting when an admin chose one, else the storage settings' or STORAGE_DRIVER. */
export function effectiveDriverName(disk: UploadDisk, config: Config, settings: SettingsMap): DriverName {
  const chosen = settings[DRIVER_SETTING[disk]];
  return chosen === 'local' || chosen === 's3' ? chosen : storageSetup(config, settings).driver;
}

export class StorageNotConfiguredError extends Error {}

// One S3 client per disk and connection: clients keep connection pools worth re-using. When the
// storage settings name another connection, the drivers are made again on their next use.
const drivers = new WeakMap<Config, { connection: string; byDisk: Map<string, StorageDriver> }>();

/** Local roots: <DATA_DIR>/public and <DATA_DIR>/uploads. S3 roots: 'public/' and 'uploads/' in the bucket. */
export function diskDriver(disk: UploadDisk, config: Config, settings: SettingsMap): StorageDriver {
  const name = effectiveDriverName(disk, config, settings);
  const { s3 } = storageSetup(config, settings);
  const connection = connectionKey(s3);
  let known = drivers.get(config);
  if (known?.connection !== connection) drivers.set(config, (known = { connection, byDisk: new Map() }));
  const cacheKey = `${disk}:${name}`;
  let driver = known.byDisk.get(cacheKey);
  if (!driver) {
    driver = name === 's3' ? s3Driver(disk, s3) : new LocalStorageDriver(localDiskRoot(config.dataDir, disk));
    known.byDisk.set(cacheKey, driver);
  }
  return driver;
}

function s3Driver(disk: UploadDisk, s3: S3Connection): S3StorageDriver {
  if (!s3.bucket) throw new StorageNotConfiguredError(`The ${disk} disk uses S3 but no bucket is set (S3_BUCKET or the storage settings).`);
  return new S3StorageDriver({ ...s3, rootPrefix: `${disk}/` });
}

/** The origins a browser PUTs presigned uploads to (CSP connect-src): the endpoint's, or AWS's for the bucket and region. */
export function s3EndpointOrigins(s3: S3Connection): string[] {
  const { endpoint, bucket, region, forcePathStyle } = s3;
  if (endpoint) {
    const url = new URL(endpoint);
    // Virtual-hosted style puts the bucket in the host name.
    return forcePathStyle ? [url.origin] : [url.origin, `${url.protocol}//${bucket}.${url.host}`];
  }
  return [`https://${bucket}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`];
}
