import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Config } from '../../../config/index.ts';
import { LocalStorageDriver } from '../../storage/local.ts';
import { eachLimit } from './objects.ts';
import type { SiteObjectStore } from './target.ts';

/** `<DATA_DIR>/sites`: beside the upload disks, never under the public folder the app serves. */
export function localSitesRoot(dataDir: string): string {
  return join(dataDir, 'sites');
}

const STATS_AT_ONCE = 16;

const stores = new WeakMap<Config, SiteObjectStore>();

/** Site objects in a folder under DATA_DIR; files are written beside their name and renamed, so a reader never sees half of one. */
export function localSiteObjects(config: Config): SiteObjectStore {
  let store = stores.get(config);
  if (!store) {
    const driver = new LocalStorageDriver(localSitesRoot(config.dataDir));
    store = {
      // The driver's write resolves once the file system took every byte (a short write on a
      // full disk is an error), so the object's size needs no second look.
      put: async (key, body, type) => {
        await driver.put(key, body, { mime: type, size: body.length });
        return body.length;
      },
      get: (key, range) => driver.get(key, range),
      size: async (key) => (await driver.stat(key))?.size ?? null,
      // One listing per folder: a key it does not name is missing without a stat of its own.
      async sizes(keys) {
        const folders = new Map<string, Promise<Set<string>>>();
        const listed = (folder: string) => {
          let names = folders.get(folder);
          if (!names) {
            names = readdir(folder).then(
              (found) => new Set(found),
              (error: NodeJS.ErrnoException) => {
                if (error.code === 'ENOENT') return new Set<string>();
                throw error;
              },
            );
            folders.set(folder, names);
          }
          return names;
        };
        const sizes = new Map<string, number | null>();
        await eachLimit(keys, STATS_AT_ONCE, async (key) => {
          const path = driver.path(key);
          const present = (await listed(dirname(path))).has(basename(path));
          sizes.set(key, present ? ((await driver.stat(key))?.size ?? null) : null);
        });
        return sizes;
      },
      delete: (key) => driver.delete(key),
      clearProject: (projectUuid) => rm(driver.path(projectUuid), { recursive: true, force: true }),
    };
    stores.set(config, store);
  }
  return store;
}
