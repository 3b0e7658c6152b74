import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP Range and S3 GetObject count it. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * One disk's bytes, wherever they live. Keys are relative to the disk's root ("files/abc.png");
 * callers validate them (service.ts storageKey) and drivers refuse any that escape the root.
 */
export interface StorageDriver {
  readonly name: 'local' | 's3';
  put(key: string, body: Readable | Buffer, options: { mime: string; size?: number }): Promise<void>;
  /** Moves (local) or uploads (s3) a finished local file, then deletes localPath. */
  putFile(key: string, localPath: string, options: { mime: string }): Promise<void>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** null when there is no such object; mime when the store keeps one (s3). */
  stat(key: string): Promise<{ size: number; mime?: string } | null>;
  /** Removing what is already gone is not an error. */
  delete(key: string): Promise<void>;
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Keys are plain relative paths: no empty, dot or dot-dot segment, no backslash, no NUL. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  const bad = key === '' || key.includes('\\') || key.includes('\0') || segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new InvalidStorageKeyError(key);
}
