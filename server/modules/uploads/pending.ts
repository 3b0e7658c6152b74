import { Op } from 'sequelize';
import type { UploadDisk } from '../../../common/uploads/constants.ts';
import { fileExtension } from '../../../common/uploads/mime.ts';
import type { UploadMetadata } from '../../../common/uploads/types.ts';
import { NotFoundError } from '../../errors.ts';
import type { User } from '../users/models.ts';
import { PendingUpload, type PendingUploadKind } from './models.ts';
import { resolveMime } from './restrictions.ts';

// Uploads that started (tus, direct to S3) and have no file entry yet. The row is written before
// the first byte is accepted and is the only thing tying an upload id or key to its owner, so
// every later call goes through ownPendingUpload.

export const UPLOAD_NOT_FOUND_MESSAGE = 'Upload not found.';

/** 404 for missing and for someone else's upload alike: an upload's existence is never revealed. */
export function uploadNotFound(): NotFoundError {
  return new NotFoundError(UPLOAD_NOT_FOUND_MESSAGE);
}

/** What the client says about the file, reduced to what the server will store. */
export interface DescribedFile {
  name: string;
  mime: string;
  extension: string;
  size: number;
}

/**
 * The name is the client's (checked by assertUploadAllowed); the extension is the name's own, not
 * the one the client claims, and the mime follows the extension when it is a known one.
 */
export function describeFile(input: { name: string; size: number; mime?: string | null }): DescribedFile {
  const extension = fileExtension(input.name);
  return { name: input.name, size: input.size, extension, mime: resolveMime(extension, input.mime) };
}

export async function recordPendingUpload(
  user: User,
  input: { kind: PendingUploadKind; uploadKey: string; s3UploadId?: string | null; fileName: string; file: DescribedFile; metadata: UploadMetadata; disk: UploadDisk },
): Promise<PendingUpload> {
  return PendingUpload.create({
    kind: input.kind,
    upload_key: input.uploadKey,
    s3_upload_id: input.s3UploadId ?? null,
    user_id: user.id,
    disk: input.disk,
    file_name: input.fileName,
    client_name: input.file.name,
    client_mime: input.file.mime,
    client_extension: input.file.extension,
    size: input.file.size,
    metadata: input.metadata,
  });
}

/** The caller's pending upload of one of these kinds with this key, or 404. */
export async function ownPendingUpload(user: User, kinds: PendingUploadKind[], where: { uploadKey?: string; fileName?: string; s3UploadId?: string }): Promise<PendingUpload> {
  if (!where.uploadKey && !where.fileName) throw uploadNotFound();
  const row = await PendingUpload.findOne({
    where: {
      user_id: user.id,
      kind: { [Op.in]: kinds },
      ...(where.uploadKey ? { upload_key: where.uploadKey } : {}),
      ...(where.fileName ? { file_name: where.fileName } : {}),
      ...(where.s3UploadId ? { s3_upload_id: where.s3UploadId } : {}),
    },
  });
  if (!row) throw uploadNotFound();
  return row;
}

/** The file as recorded when the upload started: later calls never re-describe it. */
export function pendingFile(row: PendingUpload, size = row.size): DescribedFile {
  return { name: row.client_name, mime: row.client_mime, extension: row.client_extension, size };
}

/**
 * Takes the upload for this request alone (its row is deleted here): of two concurrent finishes,
 * a double click or a retry, only one creates an entry. Returns a function that puts the row
 * back, for when finishing fails on the server's side and the client should be able to retry.
 */
export async function claimPendingUpload(row: PendingUpload): Promise<() => Promise<void>> {
  const taken = await PendingUpload.destroy({ where: { id: row.id } });
  if (!taken) throw uploadNotFound();
  const saved = row.get({ plain: true });
  return async () => {
    await PendingUpload.create(saved);
  };
}
