import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type ByteRange, type StorageDriver } from './driver.ts';

/** A disk that is a folder on this machine (under DATA_DIR). */
export class LocalStorageDriver implements StorageDriver {
  readonly name = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The absolute path of a key; a key that resolves outside the root is refused. */
  path(key: string): string {
    assertStorageKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key outside the disk: ${key}`);
    return path;
  }

  async put(key: string, body: Readable | Buffer, _options: { mime: string; size?: number }): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file under the final name.
    const partial = `${target}.${randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
      else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => undefined);
      throw error;
    }
  }

  async putFile(key: string, localPath: string, options: { mime: string }): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch (error) {
      // The temp folder may be on another filesystem than DATA_DIR.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await this.put(key, createReadStream(localPath), { mime: options.mime });
      await unlink(localPath);
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.path(key);
    const stream = createReadStream(path, range ? { start: range.start, end: range.end } : {});
    // Surface a missing file as a rejected promise, not as a stream error after headers went out.
    await new Promise<void>((resolveOpen, reject) => {
      stream.once('open', () => resolveOpen());
      stream.once('error', reject);
    });
    return stream;
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await stat(this.path(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

export function localDiskRoot(dataDir: string, disk: string): string {
  return join(dataDir, disk);
}
