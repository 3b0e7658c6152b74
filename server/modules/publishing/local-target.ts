import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../../config/index.ts';
import { LocalStorageDriver } from '../../storage/local.ts';
import type { SiteObjectStore } from './target.ts';

/** `<DATA_DIR>/sites`: beside the upload disks, never under the public folder the app serves. */
export function localSitesRoot(dataDir: string): string {
  return join(dataDir, 'sites');
}

const stores = new WeakMap<Config, SiteObjectStore>();

/** Site objects in a folder under DATA_DIR; files are written beside their name and renamed, so a reader never sees half of one. */
export function localSiteObjects(config: Config): SiteObjectStore {
  let store = stores.get(config);
  if (!store) {
    const driver = new LocalStorageDriver(localSitesRoot(config.dataDir));
    store = {
      put: (key, body, type) => driver.put(key, body, { mime: type, size: body.length }),
      get: (key, range) => driver.get(key, range),
      size: async (key) => (await driver.stat(key))?.size ?? null,
      delete: (key) => driver.delete(key),
      clearProject: (projectUuid) => rm(driver.path(projectUuid), { recursive: true, force: true }),
    };
    stores.set(config, store);
  }
  return store;
}
