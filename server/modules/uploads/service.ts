import { randomBytes } from 'node:crypto';
import { Op, Transaction } from 'sequelize';
import {
  DEFAULT_UPLOAD_DISK,
  FOLDERS_TOO_DEEP_MESSAGE,
  INVALID_FILE_NAME_MESSAGE,
  INVALID_PATH_MESSAGE,
  MAX_UPLOAD_FOLDER_DEPTH,
  UPLOAD_DISKS,
  type UploadDisk,
} from '../../../common/uploads/constants.ts';
import { relativePathFolders, relativePathViolation, safeFileName, safeRelativePath } from '../../../common/uploads/file-names.ts';
import type { FileEntry, UploadMetadata } from '../../../common/uploads/types.ts';
import { BadRequestError, InvalidError, NotFoundError } from '../../errors.ts';
import { PUBLIC_STORAGE_URL } from '../../storage/index.ts';
import { getAllSettings } from '../settings/service.ts';
import type { User } from '../users/models.ts';
import { FileEntryModel } from './models.ts';
import { assertQuota } from './quota.ts';
import { assertRestrictions, assertSafeName } from './restrictions.ts';
import { fileScope, reachableRows, reachesRow, workspaceAbility, workspaceAccess } from '../workspaces/membership.ts';

// File entries: the rules every upload strategy (plain post, tus, direct to S3) shares, so the
// strategy only decides how the bytes travel.

export const DEFAULT_DISK_PREFIX = 'files';
export const FOLDER_NOT_FOUND_MESSAGE = 'The selected folder does not exist.';
export { INVALID_PATH_MESSAGE };
export const INVALID_DISK_MESSAGE = 'The disk must be public or uploads.';
export const INVALID_METADATA_MESSAGE = 'Upload metadata must be a JSON object.';
const MAX_PREFIX_LENGTH = 191;
const MAX_ID = 2147483647;

function invalid(field: string, message: string): InvalidError {
  return InvalidError.field(field, message);
}

/** Where a file's bytes live on its disk: `${diskPrefix ?? 'files'}/${fileName}`. */
export function storageKey(diskPrefix: string | null | undefined, fileName: string): string {
  const prefix = diskPrefix ?? DEFAULT_DISK_PREFIX;
  if (safeRelativePath(prefix) === null || prefix.length > MAX_PREFIX_LENGTH) throw invalid('diskPrefix', INVALID_PATH_MESSAGE);
  if (safeFileName(fileName) === null) throw invalid('file', INVALID_FILE_NAME_MESSAGE);
  return `${prefix}/${fileName}`;
}

/**
 * A random name for the bytes (40 hex characters + extension): nothing the client chose ends up
 * in a storage path, and a name is never re-used, so public files can be cached forever.
 */
export function newFileName(extension: string): string {
  const safeExtension = /^[a-z0-9]{1,20}$/.test(extension.toLowerCase()) ? extension.toLowerCase() : 'bin';
  return `${randomBytes(20).toString('hex')}.${safeExtension}`;
}

function optionalId(field: string, value: unknown): number | null {
  if (value === undefined || value === null || value === '' || value === 'null') return null;
  const text = String(value);
  if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_ID || Number(text) < 1) throw invalid(field, `${field} must be an id.`);
  return Number(text);
}

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw new BadRequestError('Upload metadata must be text.');
  return value;
}

/**
 * The upload metadata object from any client (JSON body, multipart fields, tus Upload-Metadata),
 * checked for shape: the disk is known, the relative path and prefix cannot climb out of their
 * folder. Ownership of parentId needs the user and is checked by assertUploadAllowed.
 */
export function normalizeMetadata(raw: unknown): UploadMetadata {
  if (raw === undefined || raw === null || raw === '') raw = {};
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      throw new BadRequestError(INVALID_METADATA_MESSAGE);
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BadRequestError(INVALID_METADATA_MESSAGE);
  const input = raw as Record<string, unknown>;
  const disk = optionalText(input.disk) ?? DEFAULT_UPLOAD_DISK;
  if (!(UPLOAD_DISKS as readonly string[]).includes(disk)) throw invalid('disk', INVALID_DISK_MESSAGE);
  const relativePath = optionalText(input.relativePath);
  const pathViolation = relativePathViolation(relativePath);
  if (pathViolation) throw invalid('relativePath', pathViolation);
  const diskPrefix = optionalText(input.diskPrefix);
  if (diskPrefix !== null && (safeRelativePath(diskPrefix) === null || diskPrefix.length > MAX_PREFIX_LENGTH)) throw invalid('diskPrefix', INVALID_PATH_MESSAGE);
  return {
    disk: disk as UploadDisk,
    parentId: optionalId('parentId', input.parentId),
    relativePath,
    diskPrefix,
    workspaceId: optionalId('workspaceId', input.workspaceId),
  };
}

/**
 * A folder of the upload's workspace on the disk (the user's own in the default workspace), or
 * 422: a parentId never points into someone else's tree.
 */
async function ownFolder(user: User, disk: UploadDisk, parentId: number, workspaceId: number | null, transaction?: Transaction): Promise<FileEntryModel> {
  const folder = await FileEntryModel.findOne({ where: { ...fileScope(user.id, workspaceId), id: parentId, disk, type: 'folder' }, transaction });
  if (!folder) throw invalid('parentId', FOLDER_NOT_FOUND_MESSAGE);
  return folder;
}

/** How deep a folder sits: its path holds its own id and every ancestor's. */
function folderDepth(folder: FileEntryModel | null): number {
  return folder?.path ? folder.path.split('/').length : 0;
}

/**
 * The relative path's folders may not take the tree past MAX_UPLOAD_FOLDER_DEPTH, counting the
 * parent's own depth: uploading into a deep folder again and again must not grow it without end
 * (the path column holds every ancestor's id).
 */
function assertDepth(parent: FileEntryModel | null, metadata: UploadMetadata): void {
  if (folderDepth(parent) + relativePathFolders(metadata.relativePath).length > MAX_UPLOAD_FOLDER_DEPTH) {
    throw invalid(metadata.relativePath ? 'relativePath' : 'parentId', FOLDERS_TOO_DEEP_MESSAGE);
  }
}

/**
 * Everything that can refuse an upload before its bytes are kept: a safe, not ignored name, the
 * size and type restrictions from settings, the user's quota and the parent folder. Throws 422.
 */
export async function assertUploadAllowed(user: User, file: { name: string; size: number; mime: string; extension: string }, metadata: UploadMetadata): Promise<void> {
  const settings = await getAllSettings();
  assertSafeName(file.name);
  assertRestrictions(file, settings);
  const disk = metadata.disk ?? DEFAULT_UPLOAD_DISK;
  const pathViolation = relativePathViolation(metadata.relativePath);
  if (pathViolation) throw invalid('relativePath', pathViolation);
  // Uploading into a team's workspace takes membership; its files are then every member's.
  if (metadata.workspaceId) await workspaceAbility(user, metadata.workspaceId, 'editProjects');
  assertDepth(metadata.parentId ? await ownFolder(user, disk, metadata.parentId, metadata.workspaceId ?? null) : null, metadata);
  await assertQuota(user, file.size, settings);
}

/** The folders of a relative path ("a/b/c.txt" → a, b), found or created under the parent; returns the innermost. */
async function ensureFolders(
  user: User,
  disk: UploadDisk,
  parent: FileEntryModel | null,
  names: string[],
  workspaceId: number | null,
  transaction: Transaction,
): Promise<FileEntryModel | null> {
  let current = parent;
  for (const name of names) {
    const where = { disk, parent_id: current?.id ?? null, name, type: 'folder' as const };
    let folder = await FileEntryModel.findOne({ where: { ...fileScope(user.id, workspaceId), ...where }, order: [['id', 'ASC']], transaction });
    if (!folder) {
      const values = { ...where, user_id: user.id, file_name: randomBytes(20).toString('hex'), mime: 'folder', extension: '', file_size: 0, workspace_id: workspaceId };
      folder = await FileEntryModel.create(values, { transaction });
      await folder.update({ path: childPath(current, folder.id) }, { transaction });
    }
    current = folder;
  }
  return current;
}

function childPath(parent: FileEntryModel | null, id: number): string {
  return parent?.path ? `${parent.path}/${id}` : String(id);
}

// SQLite: take the write lock up front, so a reader turned writer never meets SQLITE_BUSY mid-way.
const WRITE_TRANSACTION = { type: Transaction.TYPES.IMMEDIATE };

/**
 * Records a file whose bytes are already at storageKey(metadata.diskPrefix, fileName) on
 * metadata.disk, creating (or re-using) the folders of metadata.relativePath. The folders and the
 * entry are written in one transaction: a failure leaves no folder behind. Only
 * completion.ts calls it, after assertUploadAllowed on the size actually stored.
 */
export async function createFileEntry(
  user: User,
  input: { name: string; mime: string; extension: string; size: number; fileName: string; metadata: UploadMetadata },
): Promise<FileEntryModel> {
  const { metadata } = input;
  const disk = metadata.disk ?? DEFAULT_UPLOAD_DISK;
  const workspaceId = metadata.workspaceId ?? null;
  const pathViolation = relativePathViolation(metadata.relativePath);
  if (pathViolation) throw invalid('relativePath', pathViolation);
  const entryId = await FileEntryModel.sequelize!.transaction(WRITE_TRANSACTION, async (transaction) => {
    const parent = metadata.parentId ? await ownFolder(user, disk, metadata.parentId, workspaceId, transaction) : null;
    assertDepth(parent, metadata);
    const folder = await ensureFolders(user, disk, parent, relativePathFolders(metadata.relativePath), workspaceId, transaction);
    const entry = await insertEntry(user, input, folder, transaction);
    return entry.id;
  });
  // Read after the commit: MySQL keeps whole seconds, so the entry answered now equals the one read back later.
  const entry = await FileEntryModel.findByPk(entryId);
  if (!entry) throw new Error(`file entry ${entryId} vanished after its commit`);
  return entry;
}

async function insertEntry(
  user: User,
  input: { name: string; mime: string; extension: string; size: number; fileName: string; metadata: UploadMetadata },
  folder: FileEntryModel | null,
  transaction: Transaction,
): Promise<FileEntryModel> {
  const { metadata } = input;
  const entry = await FileEntryModel.create({
    name: input.name,
    file_name: input.fileName,
    mime: input.mime,
    extension: input.extension,
    file_size: input.size,
    type: 'file',
    disk: metadata.disk ?? DEFAULT_UPLOAD_DISK,
    disk_prefix: metadata.diskPrefix ?? null,
    parent_id: folder?.id ?? null,
    relative_path: metadata.relativePath ?? null,
    workspace_id: metadata.workspaceId ?? null,
    user_id: user.id,
  }, { transaction });
  await entry.update({ path: childPath(folder, entry.id) }, { transaction });
  return entry;
}

export function fileEntryUrl(entry: FileEntryModel): string {
  if (entry.type === 'folder') return '';
  if (entry.disk === 'public') return `${PUBLIC_STORAGE_URL}/${entry.disk_prefix ?? DEFAULT_DISK_PREFIX}/${entry.file_name}`;
  return `/api/v1/file-entries/${entry.id}/download`;
}

export function fileEntryJson(entry: FileEntryModel): FileEntry {
  return {
    id: entry.id,
    name: entry.name,
    file_name: entry.file_name,
    mime: entry.mime,
    extension: entry.extension,
    file_size: Number(entry.file_size),
    disk: entry.disk,
    disk_prefix: entry.disk_prefix ?? null,
    parent_id: entry.parent_id ?? null,
    relative_path: entry.relative_path ?? null,
    type: entry.type,
    workspace_id: entry.workspace_id ?? null,
    user_id: entry.user_id,
    url: fileEntryUrl(entry),
    created_at: new Date(entry.created_at).toISOString(),
    updated_at: new Date(entry.updated_at).toISOString(),
  };
}

/** The entry and, for a folder, everything under it (the path column holds the ancestor chain). */
export async function withDescendants(entries: FileEntryModel[], includeDeleted: boolean): Promise<FileEntryModel[]> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  for (const folder of entries.filter((entry) => entry.type === 'folder' && entry.path)) {
    const children = await FileEntryModel.findAll({ where: { ...fileScope(folder.user_id, folder.workspace_id), path: { [Op.like]: `${folder.path}/%` } }, paranoid: !includeDeleted });
    for (const child of children) byId.set(child.id, child);
  }
  return [...byId.values()];
}

export const ENTRY_NOT_FOUND_MESSAGE = 'File not found.';

/**
 * The entries of one workspace the user sees, newest first: their own in the default workspace,
 * every member's in a team's (404 for a non-member); parentId narrows to one folder's children
 * (null: the top level).
 */
export async function listFileEntries(
  user: User,
  query: { workspaceId: number; disk?: UploadDisk; parentId?: number | null; page: number; perPage: number },
): Promise<{ data: FileEntry[]; total: number }> {
  if (query.workspaceId) await workspaceAccess(user, query.workspaceId);
  const where: Record<string, unknown> = { ...fileScope(user.id, query.workspaceId) };
  if (query.disk) where.disk = query.disk;
  if (query.parentId !== undefined) where.parent_id = query.parentId;
  const { rows, count } = await FileEntryModel.findAndCountAll({
    where,
    order: [
      ['type', 'DESC'],
      ['id', 'DESC'],
    ],
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { data: rows.map(fileEntryJson), total: count };
}

/**
 * An entry the user may see: their own in their default workspace, any of a workspace they are a
 * member of, or any at all for an admin; everyone else gets the same 404 as for a missing id.
 */
export async function findVisibleEntry(user: User, id: number, isAdmin: boolean): Promise<FileEntryModel> {
  const entry = await FileEntryModel.findByPk(id);
  if (!entry || (!isAdmin && !(await reachesRow(user, entry)))) throw new NotFoundError(ENTRY_NOT_FOUND_MESSAGE);
  return entry;
}

/**
 * Soft-deletes the entries the user reaches (their own, and their workspaces'; folders with their
 * contents); deleteForever also removes the rows and the stored bytes, including entries already
 * in the trash. Other ids are skipped.
 */
export async function deleteFileEntries(
  user: User,
  entryIds: number[],
  deleteForever: boolean,
  removeBytes: (entry: FileEntryModel) => Promise<void>,
): Promise<number> {
  const selected = await reachableRows(user, await FileEntryModel.findAll({ where: { id: entryIds }, paranoid: !deleteForever }));
  const entries = await withDescendants(selected, deleteForever);
  if (!deleteForever) {
    await FileEntryModel.destroy({ where: { id: entries.map((entry) => entry.id) } });
    return selected.length;
  }
  // Bytes first: a row without bytes is a visible, fixable leftover; bytes without a row would be lost space.
  for (const entry of entries) if (entry.type === 'file') await removeBytes(entry);
  // Children before parents, so the parent_id reference never points at a removed row.
  const deepestFirst = [...entries].sort((a, b) => (b.path ?? '').split('/').length - (a.path ?? '').split('/').length);
  for (const entry of deepestFirst) await entry.destroy({ force: true });
  return selected.length;
}
