import type { UploadClient } from '../client.ts';
import { UploadFailedError } from '../errors.ts';
import type { UploadedFile } from '../file.ts';
import type { FileEntry, UploadMetadata } from '../types.ts';
import { entryFrom, metadataPayload } from './context.ts';

/** s3/entries: turns an object that reached the bucket into a file entry. */
export async function createS3Entry(client: UploadClient, file: UploadedFile, metadata: UploadMetadata, key: string): Promise<FileEntry> {
  const body = await client.postJson<unknown>('s3/entries', {
    metadata: metadataPayload(metadata),
    clientMime: file.mime,
    clientName: file.name,
    filename: key.slice(key.lastIndexOf('/') + 1),
    size: file.size,
    clientExtension: file.extension,
    key,
  });
  const entry = entryFrom(body);
  if (!entry) throw new UploadFailedError(null);
  return entry;
}
