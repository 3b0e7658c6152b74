import type { Config } from '../../config/index.ts';
import type { SettingsMap } from '../modules/settings/defaults.ts';

export type S3Connection = Config['storage']['s3'];

export interface StorageSetup {
  /** The driver of a disk that names none of its own (uploads.*_driver, publishing.target). */
  driver: 'local' | 's3';
  s3: S3Connection;
}

/**
 * The storage an admin chose in settings, else the environment: with storage.driver null,
 * STORAGE_DRIVER and S3_*; with it set, the storage.s3.* settings replace S3_* as a whole, so
 * what the settings screen shows is what is used.
 */
export function storageSetup(config: Pick<Config, 'storage'>, settings: SettingsMap): StorageSetup {
  const driver = settings['storage.driver'];
  if (driver !== 'local' && driver !== 's3') return config.storage;
  return {
    driver,
    s3: {
      endpoint: settings['storage.s3.endpoint'],
      bucket: settings['storage.s3.bucket'],
      region: settings['storage.s3.region'] || 'us-east-1',
      accessKeyId: settings['storage.s3.access_key_id'],
      secretAccessKey: settings['storage.s3.secret_access_key'],
      forcePathStyle: settings['storage.s3.force_path_style'],
    },
  };
}

/** Changes whenever the S3 connection does: clients cached under it follow the settings. */
export function connectionKey(s3: S3Connection): string {
  return JSON.stringify([s3.endpoint, s3.bucket, s3.region, s3.accessKeyId, s3.secretAccessKey, s3.forcePathStyle]);
}
