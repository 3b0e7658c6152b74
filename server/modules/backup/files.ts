import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Config } from '../../../config/index.ts';
import { assertStorageKey } from '../../storage/driver.ts';
import { effectiveDriverName } from '../../storage/index.ts';
import { localDiskRoot } from '../../storage/local.ts';
import { storageSetup } from '../../storage/setup.ts';
import { siteTargetName } from '../publishing/target.ts';
import { getAllSettings } from '../settings/service.ts';

/**
 * The folders of DATA_DIR that hold stored bytes: the public disk (with avatars, which are always
 * local), the private uploads disk and the published sites' objects (server/storage/index.ts,
 * server/modules/publishing/local-target.ts).
 */
export const STORAGE_AREAS = ['public', 'uploads', 'sites'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

export interface AreaStorage {
  area: StorageArea;
  driver: 'local' | 's3';
  bucket: string | null;
}

/** Where each area's bytes live for this install now: its disk's setting, else the storage settings or STORAGE_DRIVER. */
export async function areaStorage(config: Config): Promise<AreaStorage[]> {
  const settings = await getAllSettings();
  const { s3 } = storageSetup(config, settings);
  const drivers: Record<StorageArea, 'local' | 's3'> = {
    public: effectiveDriverName('public', config, settings),
    uploads: effectiveDriverName('uploads', config, settings),
    sites: await siteTargetName(config),
  };
  return STORAGE_AREAS.map((area) => ({ area, driver: drivers[area], bucket: drivers[area] === 's3' ? s3.bucket || null : null }));
}

export interface LocalFile {
  area: StorageArea;
  /** The storage key: the path under the area's folder, with forward slashes. */
  key: string;
  path: string;
  size: number;
}

// LocalStorageDriver writes `<name>.<12 hex>.part` and renames it when complete.
const PARTIAL_WRITE = /\.[0-9a-f]{12}\.part$/;

/** Every complete file under the area's folder, sorted by key; none when the folder does not exist. */
export async function listAreaFiles(dataDir: string, area: StorageArea): Promise<LocalFile[]> {
  const root = localDiskRoot(dataDir, area);
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: LocalFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || PARTIAL_WRITE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const key = relative(root, path).split(sep).join('/');
    try {
      assertStorageKey(key);
    } catch {
      continue;
    }
    const info = await stat(path).catch(() => null);
    if (info) files.push({ area, key, path, size: info.size });
  }
  return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
