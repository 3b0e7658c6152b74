import type { ObjectCannedACL } from '@aws-sdk/client-s3';
import { DEFAULT_UPLOAD_DISK, type UploadDisk } from '../../../common/uploads/constants.ts';
import type { FileEntry, UploadMetadata } from '../../../common/uploads/types.ts';
import type { Config } from '../../../config/index.ts';
import type { AppContext } from '../../context.ts';
import { BadRequestError } from '../../errors.ts';
import { AbortMultipartUploadCommand, CompleteMultipartUploadCommand, CreateMultipartUploadCommand, getSignedUrl, ListPartsCommand, PutObjectCommand, UploadPartCommand } from '../../lazy-storage.ts';
import { diskDriver, effectiveDriverName, S3StorageDriver } from '../../storage/index.ts';
import { asStorageUnavailable } from '../../storage/probe.ts';
import { getAllSettings } from '../settings/service.ts';
import type { User } from '../users/models.ts';
import type { PendingUpload } from './models.ts';
import { completeUpload } from './completion.ts';
import { describeFile, ownPendingUpload, pendingFile, recordPendingUpload, uploadNotFound } from './pending.ts';
import { assertUploadAllowed, fileEntryJson, newFileName, normalizeMetadata, storageKey } from './service.ts';

// Direct to S3: the browser or CLI PUTs bytes to presigned URLs and the app only signs, lists and
// finishes. The app picks every key (storageKey + a random name) and remembers it, with its
// owner, as a pending upload; a client can only name keys the server gave it.

export const DIRECT_UPLOADS_DISABLED_MESSAGE = 'Direct uploads to storage are not enabled.';
export const UPLOAD_NOT_FINISHED_MESSAGE = 'The file has not been uploaded to storage yet.';
export const INVALID_PARTS_MESSAGE = 'One or more of the uploaded parts could not be found.';

/** Presigned URLs stay valid for an hour: parts are signed in batches just before they are sent. */
export const PRESIGNED_URL_TTL_SECONDS = 60 * 60;

const ACL_BY_DISK: Record<UploadDisk, ObjectCannedACL> = { public: 'public-read', uploads: 'private' };

interface StartInput {
  filename: string;
  mime?: string | null;
  size: number;
  disk?: UploadDisk | null;
  metadata?: unknown;
  /** The workspace the request runs in (0: the default), for metadata that names none. */
  workspaceId?: number;
}

/** The disk's S3 driver, or 400 when the disk is not on S3 or an admin has not turned direct uploads on. */
async function directDriver(disk: UploadDisk, config: Config): Promise<S3StorageDriver> {
  const settings = await getAllSettings();
  if (!settings['uploads.s3_direct_upload'] || effectiveDriverName(disk, config, settings) !== 's3') {
    throw new BadRequestError(DIRECT_UPLOADS_DISABLED_MESSAGE);
  }
  const driver = diskDriver(disk, config, settings);
  if (!(driver instanceof S3StorageDriver)) throw new BadRequestError(DIRECT_UPLOADS_DISABLED_MESSAGE);
  return driver;
}

/** Shared by simple and multipart starts: restrictions and quota on the announced size, then a server-chosen key. */
async function prepare(user: User, input: StartInput, config: Config) {
  const raw = normalizeMetadata(input.metadata);
  const metadata: UploadMetadata = { ...raw, disk: input.disk ?? raw.disk ?? DEFAULT_UPLOAD_DISK, workspaceId: raw.workspaceId ?? (input.workspaceId || null) };
  const disk = metadata.disk!;
  const driver = await directDriver(disk, config);
  const file = describeFile({ name: input.filename, size: input.size, mime: input.mime });
  await assertUploadAllowed(user, file, metadata);
  const fileName = newFileName(file.extension);
  const key = storageKey(metadata.diskPrefix ?? null, fileName);
  return { driver, disk, metadata, file, fileName, key, acl: ACL_BY_DISK[disk] };
}

export async function presignSimpleUpload(ctx: AppContext, user: User, input: StartInput): Promise<{ url: string; acl: ObjectCannedACL; key: string }> {
  const { driver, disk, metadata, file, fileName, key, acl } = await prepare(user, input, ctx.config);
  const command = new PutObjectCommand({ Bucket: driver.bucket, Key: driver.objectKey(key), ContentType: file.mime, ACL: acl });
  // Content-Type and the ACL header are signed, so the PUT must carry exactly what was checked here.
  const url = await getSignedUrl(driver.client, command, {
    expiresIn: PRESIGNED_URL_TTL_SECONDS,
    signableHeaders: new Set(['content-type']),
    unhoistableHeaders: new Set(['x-amz-acl']),
  });
  await recordPendingUpload(user, { kind: 's3-simple', uploadKey: key, fileName, file, metadata, disk });
  return { url, acl, key };
}

export async function createMultipartUpload(ctx: AppContext, user: User, input: StartInput): Promise<{ uploadId: string; key: string }> {
  const { driver, disk, metadata, file, fileName, key, acl } = await prepare(user, input, ctx.config);
  const created = await driver.client
    .send(new CreateMultipartUploadCommand({ Bucket: driver.bucket, Key: driver.objectKey(key), ContentType: file.mime, ACL: acl }))
    .catch((error: unknown) => {
      throw asStorageUnavailable(error);
    });
  if (!created.UploadId) throw new Error('S3 returned no UploadId');
  await recordPendingUpload(user, { kind: 's3-multipart', uploadKey: key, s3UploadId: created.UploadId, fileName, file, metadata, disk });
  return { uploadId: created.UploadId, key };
}

/** The caller's multipart upload with this key and upload id, and the driver of its disk. */
async function ownMultipart(user: User, key: string, uploadId: string, config: Config): Promise<{ row: PendingUpload; driver: S3StorageDriver }> {
  const row = await ownPendingUpload(user, ['s3-multipart'], { uploadKey: key, s3UploadId: uploadId });
  return { row, driver: await directDriver(row.disk, config) };
}

/** The S3 error code of an SDK failure (NoSuchUpload, InvalidPart…). */
export function s3ErrorName(error: unknown): string | undefined {
  return (error as { name?: string; Code?: string })?.name ?? (error as { Code?: string })?.Code;
}

export async function listUploadedParts(ctx: AppContext, user: User, input: { key: string; uploadId: string }): Promise<{ PartNumber: number; ETag: string; Size: number }[]> {
  const { row, driver } = await ownMultipart(user, input.key, input.uploadId, ctx.config);
  const parts: { PartNumber: number; ETag: string; Size: number }[] = [];
  let marker: string | undefined;
  try {
    // ListParts answers at most 1000 parts per call; a 10 000-part upload needs ten.
    for (;;) {
      const page = await driver.client.send(
        new ListPartsCommand({ Bucket: driver.bucket, Key: driver.objectKey(row.upload_key), UploadId: input.uploadId, PartNumberMarker: marker }),
      );
      for (const part of page.Parts ?? []) parts.push({ PartNumber: Number(part.PartNumber), ETag: String(part.ETag), Size: Number(part.Size ?? 0) });
      if (!page.IsTruncated || !page.NextPartNumberMarker) break;
      marker = String(page.NextPartNumberMarker);
    }
  } catch (error) {
    // Aborted or completed behind the app's back (lifecycle rule, another tab): nothing to resume.
    if (s3ErrorName(error) === 'NoSuchUpload') throw uploadNotFound();
    throw error;
  }
  return parts.sort((a, b) => a.PartNumber - b.PartNumber);
}

export async function signPartUrls(ctx: AppContext, user: User, input: { key: string; uploadId: string; partNumbers: number[] }): Promise<{ url: string; partNumber: number }[]> {
  const { row, driver } = await ownMultipart(user, input.key, input.uploadId, ctx.config);
  return Promise.all(
    input.partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await getSignedUrl(
        driver.client,
        new UploadPartCommand({ Bucket: driver.bucket, Key: driver.objectKey(row.upload_key), UploadId: input.uploadId, PartNumber: partNumber }),
        { expiresIn: PRESIGNED_URL_TTL_SECONDS },
      ),
    })),
  );
}

export async function completeMultipartUpload(
  ctx: AppContext,
  user: User,
  input: { key: string; uploadId: string; parts: { ETag: string; PartNumber: number }[] },
): Promise<{ location: string }> {
  const { row, driver } = await ownMultipart(user, input.key, input.uploadId, ctx.config);
  const parts = [...input.parts].sort((a, b) => a.PartNumber - b.PartNumber);
  try {
    const result = await driver.client.send(
      new CompleteMultipartUploadCommand({ Bucket: driver.bucket, Key: driver.objectKey(row.upload_key), UploadId: input.uploadId, MultipartUpload: { Parts: parts } }),
    );
    return { location: result.Location ?? driver.objectKey(row.upload_key) };
  } catch (error) {
    const name = s3ErrorName(error);
    if (name === 'NoSuchUpload') throw uploadNotFound();
    // Wrong ETags, missing parts, parts under 5 MB: the client's list is at fault, not the server.
    if (name === 'InvalidPart' || name === 'InvalidPartOrder' || name === 'EntityTooSmall' || name === 'MalformedXML') {
      throw new BadRequestError(INVALID_PARTS_MESSAGE);
    }
    throw error;
  }
}

export async function abortMultipartUpload(ctx: AppContext, user: User, input: { key: string; uploadId: string }): Promise<{ aborted: true }> {
  const { row, driver } = await ownMultipart(user, input.key, input.uploadId, ctx.config);
  try {
    await driver.client.send(new AbortMultipartUploadCommand({ Bucket: driver.bucket, Key: driver.objectKey(row.upload_key), UploadId: input.uploadId }));
  } catch (error) {
    // Already gone is what the caller wanted.
    if (s3ErrorName(error) !== 'NoSuchUpload') throw error;
  }
  await row.destroy();
  return { aborted: true };
}

/**
 * The file entry for bytes a client put in S3. The size is S3's (HeadObject), not the client's:
 * restrictions and quota run again on it, and an object they refuse is deleted.
 */
export async function createEntryFromS3(ctx: AppContext, user: User, input: { key?: string | null; filename?: string | null }): Promise<FileEntry> {
  const fileName = input.filename ?? input.key?.split('/').pop() ?? null;
  const row = await ownPendingUpload(user, ['s3-simple', 's3-multipart'], { uploadKey: input.key ?? undefined, fileName: fileName ?? undefined });
  const driver = await directDriver(row.disk, ctx.config);
  const stored = await driver.stat(row.upload_key);
  if (!stored) throw new BadRequestError(UPLOAD_NOT_FINISHED_MESSAGE);
  const entry = await completeUpload(ctx, {
    user,
    file: pendingFile(row, stored.size),
    metadata: row.metadata,
    fileName: row.file_name,
    pending: row,
    source: {
      // The client put the bytes at the key the server chose: storageKey(diskPrefix, file_name).
      store: async (_target, key) => {
        if (key !== row.upload_key) throw new Error(`pending upload ${row.id} is stored at ${row.upload_key}, not ${key}`);
      },
      discard: () => driver.delete(row.upload_key),
    },
  });
  return fileEntryJson(entry);
}
