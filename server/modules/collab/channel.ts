import type { Sequelize } from 'sequelize';
import type { PresenceInfo } from '../../../common/editor/project-replica.ts';
import { publishAfterCommit } from '../../coordination/event-bus.ts';
import type { LogEntry } from './log.ts';

// What the instances tell each other about a project being edited, on the event bus
// (server/coordination/event-bus.ts), channel `collab.{projectId}`. A new log entry travels whole
// when it is small; a large one (a page added, a long paste) only as its number, and each instance
// reads it from the log, as it does for any entry it missed.

const INLINE_ENTRY_BYTES = 64 * 1024;

export type CollabBusMessage =
  | { kind: 'entry'; seq: number; entry?: LogEntry }
  | { kind: 'presence'; presence: PresenceInfo }
  | { kind: 'leave'; clientId: string; userId: number };

export function collabChannel(projectId: number): string {
  return `collab.${projectId}`;
}

/** Tells every instance about an entry once the caller's transaction commits. */
export function publishEntry(sequelize: Sequelize, projectId: number, entry: LogEntry): void {
  const inline = JSON.stringify(entry).length <= INLINE_ENTRY_BYTES;
  publishAfterCommit(sequelize, collabChannel(projectId), { kind: 'entry', seq: entry.seq, ...(inline ? { entry } : {}) } satisfies CollabBusMessage);
}
