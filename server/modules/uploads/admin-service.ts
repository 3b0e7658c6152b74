import { fn, col, Op, type WhereOptions } from 'sequelize';
import { UPLOAD_DISKS, type UploadDisk } from '../../../common/uploads/constants.ts';
import type { FileEntry } from '../../../common/uploads/types.ts';
import type { AppContext } from '../../context.ts';
import type { Pagination } from '../../../common/pagination.ts';
import { badListQuery, columnClause, paginate, type ListFilter, type ListQuery, type ListSpec } from '../../db/list-query.ts';
import { effectiveDriverName, type DriverName } from '../../storage/index.ts';
import { getAllSettings } from '../settings/service.ts';
import { User } from '../users/models.ts';
import { FileEntryModel } from './models.ts';
import { fileEntryJson, withDescendants } from './service.ts';
import { removeEntryBytes } from './stored-bytes.ts';

// Every user's file entries for admins: find them, see who owns them and what they take up, and
// delete them for good (rows and stored bytes).

export interface AdminFileEntry extends FileEntry {
  owner: { id: number; email: string } | null;
  deleted_at: string | null;
}

export interface DiskUsage {
  disk: UploadDisk;
  driver: DriverName;
  bytes: number;
  files: number;
}

const FILE_TYPE_MESSAGE = 'The type filter takes "file", "folder" or a kind of file such as "image", "video", "audio", "text" or "application".';

/**
 * "file" and "folder" are the entry's own type; any other word is a kind of file, matched on the
 * first part of its MIME type ("image" finds image/png and image/jpeg).
 */
function typeClause(filter: ListFilter): WhereOptions {
  const value = filter.value;
  if (typeof value !== 'string' || !/^[a-z]{1,30}$/.test(value) || !['=', '!='].includes(filter.operator)) throw badListQuery('filters', FILE_TYPE_MESSAGE);
  const clause: WhereOptions = value === 'file' || value === 'folder' ? { type: value } : { type: 'file', mime: { [Op.like]: `${value}/%` } };
  return filter.operator === '=' ? clause : { [Op.not]: clause };
}

const FILE_LIST: ListSpec<FileEntryModel> = {
  model: FileEntryModel,
  searchable: ['name'],
  sortable: ['name', 'file_size', 'created_at', 'updated_at'],
  filters: {
    type: typeClause,
    owner_id: (filter) => columnClause('user_id', filter),
    disk: true,
  },
  defaultOrder: ['created_at', 'desc'],
  // Trashed entries too: their bytes still take space until they are deleted for good.
  paranoid: false,
};

async function serialize(entries: FileEntryModel[]): Promise<AdminFileEntry[]> {
  const ownerIds = [...new Set(entries.map((entry) => entry.user_id))];
  const owners = new Map((await User.findAll({ attributes: ['id', 'email'], where: { id: ownerIds } })).map((user) => [user.id, { id: user.id, email: user.email }]));
  return entries.map((entry) => ({
    ...fileEntryJson(entry),
    owner: owners.get(entry.user_id) ?? null,
    deleted_at: entry.deleted_at ? new Date(entry.deleted_at).toISOString() : null,
  }));
}

export function listAllFileEntries(query: ListQuery): Promise<Pagination<AdminFileEntry>> {
  return paginate(FILE_LIST, query, serialize);
}

/**
 * Deletes the entries for good, whoever owns them: a folder with everything in it, the stored
 * bytes first (a row without bytes is a visible, fixable leftover; bytes without a row would be
 * lost space), then the rows, children before parents. Unknown ids are skipped.
 */
export async function deleteFileEntriesForAdmin(ctx: AppContext, ids: number[]): Promise<number> {
  const selected = await FileEntryModel.findAll({ where: { id: ids }, paranoid: false });
  const entries = await withDescendants(selected, true);
  const settings = await getAllSettings();
  for (const entry of entries) if (entry.type === 'file') await removeEntryBytes(entry, ctx.config, settings);
  const deepestFirst = [...entries].sort((a, b) => (b.path ?? '').split('/').length - (a.path ?? '').split('/').length);
  for (const entry of deepestFirst) await entry.destroy({ force: true });
  return selected.length;
}

/** Bytes and files stored per disk (trashed files included: they are still on the disk), with the driver each disk uses now. */
export async function storageUsageByDisk(ctx: AppContext): Promise<DiskUsage[]> {
  const settings = await getAllSettings();
  const rows = (await FileEntryModel.findAll({
    attributes: ['disk', [fn('SUM', col('file_size')), 'bytes'], [fn('COUNT', col('id')), 'files']],
    where: { type: 'file' },
    group: ['disk'],
    paranoid: false,
    raw: true,
  })) as unknown as { disk: string; bytes: number | string | null; files: number | string }[];
  const byDisk = new Map(rows.map((row) => [row.disk, row]));
  return UPLOAD_DISKS.map((disk) => ({
    disk,
    driver: effectiveDriverName(disk, ctx.config, settings),
    bytes: Number(byDisk.get(disk)?.bytes ?? 0),
    files: Number(byDisk.get(disk)?.files ?? 0),
  }));
}
