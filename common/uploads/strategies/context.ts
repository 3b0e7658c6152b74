import type { UploadClient } from '../client.ts';
import type { UploadedFile } from '../file.ts';
import type { FileEntry, UploadMetadata, UploadOptions } from '../types.ts';

/** What a strategy gets for one upload; it resolves with the created entry or throws. */
export interface StrategyContext {
  client: UploadClient;
  file: UploadedFile;
  metadata: UploadMetadata;
  options: UploadOptions;
  /** Bytes the server has (or is receiving) so far; also keeps the inactivity timer quiet. */
  progress(bytesUploaded: number): void;
  /** Called when an earlier, interrupted upload of this file is continued from `bytes`. */
  resumed(bytes: number): void;
}

export type UploadStrategy = (ctx: StrategyContext) => Promise<FileEntry | unknown>;

/** The metadata object every strategy sends, with the unset keys left out. */
export function metadataPayload(metadata: UploadMetadata): UploadMetadata {
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== undefined)) as UploadMetadata;
}

/** `{fileEntry}` from an entry-creating call; a 2xx without one counts as a "missing file entry" failure. */
export function entryFrom(body: unknown): FileEntry | null {
  const entry = (body as { fileEntry?: FileEntry } | null)?.fileEntry;
  return entry && typeof entry === 'object' ? entry : null;
}
