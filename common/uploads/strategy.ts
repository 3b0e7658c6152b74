import {
  DEFAULT_UPLOAD_DISK,
  MAX_PARTS,
  MIN_CHUNK_SIZE,
  MULTIPART_MIN_FILE_SIZE,
  PREFERRED_CHUNK_SIZE,
  TUS_MIN_FILE_SIZE,
} from './constants.ts';
import type { UploadMetadata, UploadSettings, UploadStrategyName } from './types.ts';

export const NO_FINITE_CHUNK_SIZE_MESSAGE = 'An upload source without a finite chunk size';

/** The storage driver behind a disk as bootstrap publishes it ('local', 's3', …). */
export function diskDriverName(metadata: UploadMetadata, settings: UploadSettings): string | null {
  const disk = metadata.disk ?? DEFAULT_UPLOAD_DISK;
  return (disk === 'public' ? settings.public_driver : settings.uploads_driver) ?? null;
}

/**
 * The upload strategy, in this order: tus from 4 MB unless disabled (it survives dropped
 * connections and reloads, which matters more than where the bytes land); then straight to S3 when
 * the disk's driver is S3 and direct upload is on, multipart from 100 MB; else a plain post.
 */
export function chooseStrategy(file: { size: number }, metadata: UploadMetadata, settings: UploadSettings): UploadStrategyName {
  if (file.size >= TUS_MIN_FILE_SIZE && !settings.disable_tus) return 'tus';
  if (settings.s3_direct_upload && diskDriverName(metadata, settings)?.endsWith('s3')) {
    return file.size >= MULTIPART_MIN_FILE_SIZE ? 's3-multipart' : 's3-simple';
  }
  return 'plain';
}

/** At least 20 MB, large enough that the file fits in S3's 10,000 parts, never under S3's 5 MB. */
export function multipartChunkSize(fileSize: number): number {
  return Math.max(PREFERRED_CHUNK_SIZE, Math.ceil(fileSize / MAX_PARTS), MIN_CHUNK_SIZE);
}

/**
 * The tus PATCH size from settings. Unset means the server's default (5 MB); a value that is set
 * but not a finite positive number is refused, since an endless chunk would
 * buffer the whole file and never checkpoint the upload.
 */
export function tusChunkSize(settings: UploadSettings): number {
  const size = settings.chunk_size ?? MIN_CHUNK_SIZE;
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0) throw new Error(NO_FINITE_CHUNK_SIZE_MESSAGE);
  return size;
}

/** Byte ranges of the parts: the empty file is one empty part, since S3 needs at least one. */
export function partRanges(fileSize: number, chunkSize: number): { partNumber: number; start: number; end: number }[] {
  if (fileSize === 0) return [{ partNumber: 1, start: 0, end: 0 }];
  const ranges = [];
  for (let start = 0, partNumber = 1; start < fileSize; start += chunkSize, partNumber++) {
    ranges.push({ partNumber, start, end: Math.min(start + chunkSize, fileSize) });
  }
  return ranges;
}
