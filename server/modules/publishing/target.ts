import type { Readable } from 'node:stream';
import { isSha256Hex } from '../../../common/publishing.ts';
import type { Config } from '../../../config/index.ts';
import type { AppContext } from '../../context.ts';
import type { ByteRange } from '../../storage/driver.ts';
import { storageSetup } from '../../storage/setup.ts';
import { getAllSettings } from '../settings/service.ts';
import { localSiteObjects } from './local-target.ts';
import { eachLimit } from './objects.ts';
import { s3SiteObjects } from './s3-target.ts';

export type { ByteRange } from '../../storage/driver.ts';

/**
 * Where one project's published files live: content-addressed objects keyed by their SHA-256
 * (`sites/<project uuid>/objects/<hash>`), shared by all the project's deploys. Which files make
 * up a deploy is its manifest (in the deploys row), never a listing of the target.
 */
export interface SiteTarget {
  has(hash: string): Promise<boolean>;
  /** Stores the object; resolves to the bytes the store reports written, or null when it reports none (then check its size). */
  put(hash: string, body: Buffer, type: string): Promise<number | null>;
  get(hash: string, range?: ByteRange): Promise<Readable>;
  /** Bytes of the object; null when there is none. */
  size(hash: string): Promise<number | null>;
  /** The size of each object, as size() (null where the target has none). */
  sizes(hashes: readonly string[], signal?: AbortSignal): Promise<Map<string, number | null>>;
  delete(hash: string): Promise<void>;
  /** Removes every object of the project. */
  clear(): Promise<void>;
}

/** The objects of every project on one store; keys are relative to the project's folder. */
export interface SiteObjectStore {
  put(key: string, body: Buffer, type: string): Promise<number | null>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  size(key: string): Promise<number | null>;
  /** Sizes of many keys in fewer requests than one each, where the store can. */
  sizes?(keys: readonly string[]): Promise<Map<string, number | null>>;
  delete(key: string): Promise<void>;
  /** Removes everything under `<projectUuid>/`. */
  clearProject(projectUuid: string): Promise<void>;
}

export type SiteTargetName = 'local' | 's3';

// Size checks in flight at once on a store that answers one key per request.
const CHECKS_AT_ONCE = 16;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The publishing.target setting when an admin chose one, else the storage settings' driver or STORAGE_DRIVER. */
export async function siteTargetName(config: Config): Promise<SiteTargetName> {
  const settings = await getAllSettings();
  const chosen = settings['publishing.target'];
  return chosen === 'local' || chosen === 's3' ? chosen : storageSetup(config, settings).driver;
}

function objectKey(projectUuid: string, hash: string): string {
  // Hashes reach this from URLs and manifests: anything else could name another key.
  if (!isSha256Hex(hash)) throw new Error(`Not a SHA-256 hex digest: ${JSON.stringify(hash)}`);
  return `${projectUuid}/objects/${hash}`;
}

/**
 * The project's target. The store is picked on each call, from the setting as it is then, so
 * the factory stays synchronous for request handlers.
 */
export function siteTarget(ctx: AppContext, projectUuid: string): SiteTarget {
  if (!UUID.test(projectUuid)) throw new Error(`Not a project uuid: ${JSON.stringify(projectUuid)}`);
  const store = async () => ((await siteTargetName(ctx.config)) === 's3' ? s3SiteObjects(ctx.config, await getAllSettings()) : localSiteObjects(ctx.config));
  return {
    has: async (hash) => (await (await store()).size(objectKey(projectUuid, hash))) !== null,
    put: async (hash, body, type) => (await store()).put(objectKey(projectUuid, hash), body, type),
    get: async (hash, range) => (await store()).get(objectKey(projectUuid, hash), range),
    size: async (hash) => (await store()).size(objectKey(projectUuid, hash)),
    async sizes(hashes, signal) {
      const objects = await store();
      const keys = hashes.map((hash) => objectKey(projectUuid, hash));
      const sizes = new Map<string, number | null>();
      if (objects.sizes) {
        const byKey = await objects.sizes(keys);
        hashes.forEach((hash, index) => sizes.set(hash, byKey.get(keys[index]) ?? null));
        return sizes;
      }
      await eachLimit(hashes, CHECKS_AT_ONCE, async (hash) => void sizes.set(hash, await objects.size(objectKey(projectUuid, hash))), signal);
      return sizes;
    },
    delete: async (hash) => (await store()).delete(objectKey(projectUuid, hash)),
    clear: async () => (await store()).clearProject(projectUuid),
  };
}
