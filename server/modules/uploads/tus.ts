import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { MetadataValue } from '@tus/s3-store';
import type { Upload } from '@tus/server';
import { MIN_CHUNK_SIZE } from '../../../common/uploads/constants.ts';
import type { FileEntry, UploadMetadata } from '../../../common/uploads/types.ts';
import type { Config } from '../../../config/index.ts';
import type { AppContext } from '../../context.ts';
import { sharedTus } from '../../coordination/tus-locker.ts';
import { ConflictError } from '../../errors.ts';
import { CopyObjectCommand, DeleteObjectsCommand, FileStore, GetObjectCommand, MemoryKvStore, MemoryLocker, S3Client, S3Store, Server } from '../../lazy-storage.ts';
import { connectionKey, effectiveDriverName, S3StorageDriver, storageSetup, type S3Connection, type StorageDriver } from '../../storage/index.ts';
import { s3ClientConfig } from '../../storage/s3.ts';
import { asStorageUnavailable, STORAGE_UNAVAILABLE_MESSAGE } from '../../storage/probe.ts';
import type { SettingsMap } from '../settings/defaults.ts';
import { getAllSettings } from '../settings/service.ts';
import type { User } from '../users/models.ts';
import { completeUpload } from './completion.ts';
import { ownPendingUpload, pendingFile, recordPendingUpload, uploadNotFound, type DescribedFile } from './pending.ts';
import { fileEntryJson, newFileName } from './service.ts';

// Resumable uploads (tus 1.0.0) with @tus/server: the protocol, offsets and resume live there;
// this module chooses the store, ties each upload to its owner and turns a finished upload into a
// file entry. Unfinished bytes live outside both disks (<DATA_DIR>/tus or the bucket's tus/), so
// nothing half-uploaded is ever served.

export const TUS_PATH = '/api/v1/tus/upload';
export const UPLOAD_NOT_COMPLETE_MESSAGE = 'The upload is not complete yet.';

/** Upload ids in URLs: 32 hex characters, as namingFunction makes them. */
export const TUS_ID_PATTERN = /^[0-9a-f]{32}$/;

/** S3 objects of unfinished uploads; S3Store keys objects by upload id, so the id carries the prefix. */
const S3_TUS_PREFIX = 'tus/';

/** The part size S3Store aims for; S3 refuses parts under 5 MB except the last. */
export const TUS_S3_PART_SIZE = 8 * 1024 * 1024;

/** What the route checked before handing a creation to @tus/server, for onUploadCreate to record. */
export interface TusCreation {
  user: User;
  file: DescribedFile;
  metadata: UploadMetadata;
}

interface TusRuntime {
  server: Server;
  /** '' for the file store, 'tus/' for S3: store id = prefix + URL id. */
  prefix: string;
  /** Moves a finished upload's bytes to `key` on the target disk's driver and forgets the upload. */
  settle(storeId: string, driver: StorageDriver, target: { key: string; mime: string; size: number }): Promise<void>;
  /** Forgets an upload whose bytes are not wanted. */
  discard(storeId: string): Promise<void>;
}

const creations = new WeakMap<Request, TusCreation>();

/** Lets onUploadCreate find the owner of the creation request the route is about to forward. */
export function rememberCreation(request: Request, creation: TusCreation): void {
  creations.set(request, creation);
}

const runtimes = new WeakMap<Config, Map<string, TusRuntime>>();

/**
 * The tus server for the uploads disk's current driver (files under <DATA_DIR>/tus locally, the
 * configured bucket with S3). One per configuration and driver: stores hold caches and clients.
 */
export function tusRuntime(config: Config, settings: SettingsMap): TusRuntime {
  const driver = effectiveDriverName('uploads', config, settings);
  const { s3 } = storageSetup(config, settings);
  let byDriver = runtimes.get(config);
  if (!byDriver) runtimes.set(config, (byDriver = new Map()));
  // An S3 runtime belongs to its connection: new storage settings make a new one.
  const key = driver === 's3' ? `s3:${connectionKey(s3)}` : driver;
  let runtime = byDriver.get(key);
  if (!runtime) {
    runtime = driver === 's3' ? s3Runtime(s3) : fileRuntime(config);
    byDriver.set(key, runtime);
  }
  return runtime;
}

function tusServer(datastore: FileStore | S3Store, prefix: string): Server {
  const memoryLocker = new MemoryLocker();
  return new Server({
    path: TUS_PATH,
    datastore,
    // A resuming client's HEAD must wait for (and end) its stale PATCH, which may have reached
    // another instance: with Redis the lock lives there, on one machine in this process.
    locker: () => sharedTus()?.locker ?? memoryLocker,
    // Relative Location: the client resolves it against the URL it posted to, so no Host or
    // X-Forwarded-* header decides where uploads go.
    relativeLocation: true,
    // The API is same-origin (cookies, XSRF); tus must not open it to other origins.
    allowedOrigins: [],
    namingFunction: () => `${prefix}${randomBytes(16).toString('hex')}`,
    generateUrl: (_req, { path, id }) => `${path}/${id.slice(prefix.length)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && TUS_ID_PATTERN.test(lastPath) ? `${prefix}${lastPath}` : undefined),
    // tus answers its own errors; storage that cannot take bytes is a 503 the client may retry, as for the other uploads.
    onResponseError(_req: Request, error: Error | { status_code: number; body: string }) {
      if (!(error instanceof Error) || asStorageUnavailable(error) === error) return undefined;
      return { status_code: 503, body: `${STORAGE_UNAVAILABLE_MESSAGE}\n` };
    },
    async onUploadCreate(req: Request, upload: Upload) {
      const creation = creations.get(req);
      // The route always remembers the creation first; without it nobody would own the upload.
      if (!creation) throw { status_code: 403, body: 'Forbidden\n' };
      const disk = creation.metadata.disk ?? 'uploads';
      await recordPendingUpload(creation.user, {
        kind: 'tus',
        uploadKey: upload.id.slice(prefix.length),
        fileName: newFileName(creation.file.extension),
        file: creation.file,
        metadata: creation.metadata,
        disk,
      });
      return {};
    },
  });
}

function fileRuntime(config: Config): TusRuntime {
  const directory = join(config.dataDir, 'tus');
  const store = new FileStore({ directory });
  return {
    server: tusServer(store, ''),
    prefix: '',
    async settle(storeId, driver, target) {
      // Local target: a rename; S3 target: an upload of the finished file. Either removes it here.
      await driver.putFile(target.key, join(directory, storeId), { mime: target.mime });
      await store.configstore.delete(storeId);
    },
    async discard(storeId) {
      await store.remove(storeId).catch(() => store.configstore.delete(storeId).catch(() => undefined));
    },
  };
}

function s3Runtime(s3: S3Connection): TusRuntime {
  const clientConfig = s3ClientConfig(s3);
  // Our own cache instance: S3Store keeps each upload's metadata there and only forgets it on its
  // own remove(). Instances sharing Redis share it, so one never resumes from another's stale copy.
  const cache = sharedTus()?.metadataCache<MetadataValue>() ?? new MemoryKvStore<MetadataValue>();
  const store = new S3Store({ partSize: Math.max(TUS_S3_PART_SIZE, MIN_CHUNK_SIZE), cache, s3ClientConfig: { bucket: s3.bucket, ...clientConfig } });
  const client = new S3Client(clientConfig);
  const removeObjects = (storeId: string) =>
    client.send(
      new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: [{ Key: storeId }, { Key: `${storeId}.info` }, { Key: `${storeId}.part` }], Quiet: true } }),
    );
  return {
    server: tusServer(store, S3_TUS_PREFIX),
    prefix: S3_TUS_PREFIX,
    async settle(storeId, driver, target) {
      // Same bucket and under CopyObject's 5 GB: S3 copies without the bytes passing through here.
      if (driver instanceof S3StorageDriver && driver.bucket === s3.bucket && target.size <= 5 * 1024 ** 3) {
        await driver.client.send(
          new CopyObjectCommand({
            Bucket: driver.bucket,
            Key: driver.objectKey(target.key),
            CopySource: `${s3.bucket}/${storeId.split('/').map(encodeURIComponent).join('/')}`,
            ContentType: target.mime,
            MetadataDirective: 'REPLACE',
          }),
        );
      } else {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: storeId }));
        await driver.put(target.key, object.Body as Readable, { mime: target.mime, size: target.size });
      }
      await removeObjects(storeId);
      await cache.delete(storeId);
    },
    async discard(storeId) {
      await store.remove(storeId).catch(() => removeObjects(storeId).catch(() => undefined));
    },
  };
}

/**
 * POST tus/entries: the caller's finished upload becomes a file entry on the disk chosen at
 * creation. Restrictions and quota run again on the stored size, since other uploads may have
 * finished in the meantime.
 */
export async function createEntryFromTus(ctx: AppContext, user: User, uploadKey: string): Promise<FileEntry> {
  if (!TUS_ID_PATTERN.test(uploadKey)) throw uploadNotFound();
  const row = await ownPendingUpload(user, ['tus'], { uploadKey });
  const runtime = tusRuntime(ctx.config, await getAllSettings());
  const storeId = `${runtime.prefix}${uploadKey}`;
  let upload: Upload;
  try {
    upload = await runtime.server.datastore.getUpload(storeId);
  } catch (error) {
    // The pending row outlived its bytes (terminated, expired): nothing to finish.
    if ((error as { status_code?: number }).status_code === 404) throw uploadNotFound();
    throw error;
  }
  if (upload.size === undefined || upload.offset !== upload.size) throw new ConflictError(UPLOAD_NOT_COMPLETE_MESSAGE);
  const file = pendingFile(row, upload.size);
  const entry = await completeUpload(ctx, {
    user,
    file,
    metadata: row.metadata,
    fileName: row.file_name,
    pending: row,
    source: {
      store: (driver, key) => runtime.settle(storeId, driver, { key, mime: file.mime, size: file.size }),
      discard: () => runtime.discard(storeId),
    },
  });
  return fileEntryJson(entry);
}

/** DELETE on the protocol path removed the bytes; the pending row goes with them. */
export async function forgetTusUpload(user: User, uploadKey: string): Promise<void> {
  const row = await ownPendingUpload(user, ['tus'], { uploadKey }).catch(() => null);
  await row?.destroy();
}
