import { DeleteObjectsCommand, ListObjectsV2Command } from '../../lazy-storage.ts';
import type { Config } from '../../../config/index.ts';
import type { SettingsMap } from '../settings/defaults.ts';
import { connectionKey, StorageNotConfiguredError, storageSetup } from '../../storage/index.ts';
import { S3StorageDriver } from '../../storage/s3.ts';
import type { SiteObjectStore } from './target.ts';

/** The bucket prefix of published sites, beside the upload disks' 'public/' and 'uploads/'. */
export const S3_SITES_PREFIX = 'sites/';

// DeleteObjects takes at most 1,000 keys per request.
const DELETE_BATCH = 1000;

// One client per configuration and S3 connection: a client keeps a connection pool worth re-using.
const stores = new WeakMap<Config, { connection: string; store: SiteObjectStore }>();

export function s3SiteObjects(config: Config, settings: SettingsMap): SiteObjectStore {
  const { s3 } = storageSetup(config, settings);
  const connection = connectionKey(s3);
  const known = stores.get(config);
  if (known?.connection === connection) return known.store;
  if (!s3.bucket) throw new StorageNotConfiguredError('Published sites use S3 but no bucket is set (S3_BUCKET or the storage settings).');
  const driver = new S3StorageDriver({ ...s3, rootPrefix: S3_SITES_PREFIX });
  const store: SiteObjectStore = {
    // S3 does not say what it stored: the publisher checks the object's size afterwards.
    put: async (key, body, type) => {
      await driver.put(key, body, { mime: type, size: body.length });
      return null;
    },
    get: (key, range) => driver.get(key, range),
    size: async (key) => (await driver.stat(key))?.size ?? null,
    delete: (key) => driver.delete(key),
    async clearProject(projectUuid) {
      const Prefix = `${driver.objectKey(projectUuid)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await driver.client.send(new ListObjectsV2Command({ Bucket: driver.bucket, Prefix, ContinuationToken, MaxKeys: DELETE_BATCH }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length) await driver.client.send(new DeleteObjectsCommand({ Bucket: driver.bucket, Delete: { Objects: keys, Quiet: true } }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
  stores.set(config, { connection, store });
  return store;
}
