import { DEFAULT_UPLOAD_DISK } from '../../../common/uploads/constants.ts';
import type { UploadMetadata } from '../../../common/uploads/types.ts';
import type { AppContext } from '../../context.ts';
import { diskDriver, type StorageDriver } from '../../storage/index.ts';
import { asStorageUnavailable } from '../../storage/probe.ts';
import { getAllSettings } from '../settings/service.ts';
import type { User } from '../users/models.ts';
import type { FileEntryModel, PendingUpload } from './models.ts';
import { claimPendingUpload, type DescribedFile } from './pending.ts';
import { assertUploadAllowed, createFileEntry, newFileName, storageKey } from './service.ts';

// How every upload ends, whichever way its bytes travelled (a plain post, tus, direct to S3, the
// CLI on the install's own machine): check -> store -> record, undoing the earlier steps when a
// later one fails. Stored bytes always end with an entry or are removed; an entry is only
// written once its bytes are in place.

/** Where the bytes are before completion, and how they reach the disk. */
interface UploadSource {
  /**
   * Puts the bytes at `key` on `driver` (a no-op when they were uploaded there directly). Must
   * leave nothing at `key` when it fails: the drivers write to a temporary name and rename.
   */
  store(driver: StorageDriver, key: string): Promise<void>;
  /** Drops the bytes of a refused upload wherever they still are (nothing for a plain post, whose temp file hapi's route removes). */
  discard(): Promise<void>;
}

interface UploadCompletion {
  user: User;
  file: DescribedFile;
  metadata: UploadMetadata;
  source: UploadSource;
  /** The random name chosen when the upload started (tus, S3); a new one otherwise. */
  fileName?: string;
  /**
   * The pending upload this finishes. It is claimed first, so of two concurrent finishes only one
   * records an entry, and given back when storing fails, so the client can finish again.
   */
  pending?: PendingUpload;
}

/** Check, store and record one upload; returns the new entry. */
export async function completeUpload(ctx: AppContext, input: UploadCompletion): Promise<FileEntryModel> {
  const { user, file, metadata, source } = input;
  const giveBack = input.pending ? await claimPendingUpload(input.pending) : null;

  try {
    // Again on the size actually received: other uploads may have used the quota meanwhile.
    await assertUploadAllowed(user, file, metadata);
  } catch (error) {
    await undo(ctx, 'discard the refused upload', () => source.discard());
    throw error;
  }

  const disk = metadata.disk ?? DEFAULT_UPLOAD_DISK;
  const driver = diskDriver(disk, ctx.config, await getAllSettings());
  const fileName = input.fileName ?? newFileName(file.extension);
  const key = storageKey(metadata.diskPrefix, fileName);
  try {
    await source.store(driver, key);
  } catch (error) {
    if (giveBack) await undo(ctx, 'give back the pending upload', giveBack);
    throw unavailableStorage(ctx, error);
  }

  try {
    return await createFileEntry(user, { name: file.name, mime: file.mime, extension: file.extension, size: file.size, fileName, metadata });
  } catch (error) {
    // The entry's transaction rolled back (folders included); its bytes go too.
    await undo(ctx, 'remove bytes stored without an entry', () => driver.delete(key));
    throw error;
  }
}

/** Storage that cannot take the bytes is the operator's to fix: the client gets a 503 it may retry, the log the cause. */
function unavailableStorage(ctx: AppContext, error: unknown): unknown {
  const mapped = asStorageUnavailable(error);
  if (mapped !== error) ctx.logger.error({ err: error }, 'an upload could not be stored: file storage is unavailable');
  return mapped;
}

/** A compensation that fails is logged; the error the caller sees stays the one that caused it. */
async function undo(ctx: AppContext, what: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    ctx.logger.error({ err: error }, `upload completion could not ${what}`);
  }
}
