import { Op } from 'sequelize';
import type { ProjectOperation } from '../../../common/editor/project-operations.ts';
import { ProjectLogEntry } from './models.ts';

// A project's operation log: appended under the project's row lock (server/modules/collab/sync.ts),
// read to catch a client up. Only the latest entries are kept: a client further behind than
// that loads the project afresh, which costs it nothing it had confirmed.

/** Entries kept per project; older ones go as new ones come. */
export const LOG_KEEP_ENTRIES = 2000;
const TRIM_EVERY_ENTRIES = 100;

export interface LogEntry {
  seq: number;
  version: number;
  userId: number | null;
  clientId: string;
  clientSeq: number;
  ops: ProjectOperation[];
  dropped: number[];
}

function entryOf(row: ProjectLogEntry): LogEntry {
  return { seq: row.seq, version: row.version, userId: row.user_id, clientId: row.client_id, clientSeq: row.client_seq, ops: row.ops, dropped: row.dropped };
}

/** The last entry's number and the project version it left; null for a log with no entry yet. */
export async function logHead(projectId: number): Promise<{ seq: number; version: number } | null> {
  const row = await ProjectLogEntry.findOne({ attributes: ['seq', 'version'], where: { project_id: projectId }, order: [['seq', 'DESC']] });
  return row ? { seq: row.seq, version: row.version } : null;
}

/** Entries after `afterSeq`, oldest first, at most `limit`. */
export async function readLog(projectId: number, afterSeq: number, limit: number): Promise<LogEntry[]> {
  const rows = await ProjectLogEntry.findAll({ where: { project_id: projectId, seq: { [Op.gt]: afterSeq } }, order: [['seq', 'ASC']], limit });
  return rows.map(entryOf);
}

/** The entry a client's push made, if it made one (a repeat after a lost answer finds it). */
export async function findPushEntry(projectId: number, clientId: string, clientSeq: number): Promise<LogEntry | null> {
  const row = await ProjectLogEntry.findOne({ where: { project_id: projectId, client_id: clientId, client_seq: clientSeq } });
  return row ? entryOf(row) : null;
}

/** The last entry a project read at `version` includes (0 when none does). */
export async function seqAtVersion(projectId: number, version: number): Promise<number> {
  const seq = (await ProjectLogEntry.max('seq', { where: { project_id: projectId, version: { [Op.lte]: version } } })) as number | null;
  return seq ?? 0;
}

/** Appends an entry inside the caller's transaction, which holds the project's row lock; trims the log now and then. */
export async function appendLogEntry(projectId: number, entry: LogEntry): Promise<void> {
  await ProjectLogEntry.create({
    project_id: projectId,
    seq: entry.seq,
    version: entry.version,
    user_id: entry.userId,
    client_id: entry.clientId,
    client_seq: entry.clientSeq,
    ops: entry.ops,
    dropped: entry.dropped,
  });
  if (entry.seq % TRIM_EVERY_ENTRIES === 0 && entry.seq > LOG_KEEP_ENTRIES) {
    await ProjectLogEntry.destroy({ where: { project_id: projectId, seq: { [Op.lte]: entry.seq - LOG_KEEP_ENTRIES } } });
  }
}
