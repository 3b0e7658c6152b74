import { Transaction } from 'sequelize';
import { EditError } from '../../../common/editor/errors.ts';
import { applyProjectOperation, applyRebased, type ProjectOperation, type ProjectState } from '../../../common/editor/project-operations.ts';
import { NotFoundError } from '../../errors.ts';
import { Project } from '../projects/models.ts';
import { MAX_PROJECT_PARTS } from '../projects/parts.ts';
import { PROJECT_NOT_FOUND_MESSAGE } from '../projects/service.ts';
import { publishEntry } from './channel.ts';
import { applyDerived, noteAfter, noteBefore, Reach } from './derived.ts';
import { appendLogEntry, findPushEntry, logHead, type LogEntry } from './log.ts';
import { changesFrom, serializeChanges, writeChanges, type Changes, type ProjectStates } from './project-state.ts';

// Accepting a push: the server's order is the order. In one transaction that holds the project's
// row lock (so pushes to one project run one after the other, on any instance, and `seq` has no
// gaps), the pushed operations are applied to the project as it is now, each as it still applies
// (applyRebased: one that no longer does is dropped and reported, never an error); what follows
// from them is derived (derived.ts); the changed pages and parts are written with a new project
// version, and the log entry is appended and announced once the transaction commits.

export interface Push {
  projectId: number;
  userId: number;
  clientId: string;
  clientSeq: number;
  ops: ProjectOperation[];
}

export type PushOutcome =
  /** Applied and logged (the entry reaches every socket through the event bus). */
  | { kind: 'logged'; entry: LogEntry }
  /** The same push again (its answer was lost): already logged as `entry`. */
  | { kind: 'repeat'; entry: LogEntry }
  /** Nothing of it applied, nothing logged; `seq` and `version` are the project's as it stays. */
  | { kind: 'nothing'; seq: number; version: number; dropped: number[]; reason: 'dropped' | 'tooLarge' };

// SQLite: take the write lock at BEGIN, so a second writer waits instead of failing on a stale snapshot. MySQL ignores the type.
const WRITE_TRANSACTION = { type: Transaction.TYPES.IMMEDIATE };

function noteChange(changes: Changes, op: ProjectOperation): void {
  if (op.type === 'edit') changes.pages.add(op.page);
  else if (op.type === 'addPage') changes.pages.add(op.page.id);
  else if (op.type === 'renamePage') changes.pages.add(op.id);
  else if (op.type === 'setPart' || op.type === 'partFromPage') changes.parts.add(op.id);
}

/** A new part beyond the limit a save has (server/modules/projects/parts.ts). */
function overPartLimit(state: ProjectState, op: ProjectOperation): boolean {
  return op.type === 'setPart' && op.part !== null && !state.parts.some((part) => part.id === op.id) && state.parts.length >= MAX_PROJECT_PARTS;
}

export class ProjectSync {
  /** Per project, the push being accepted on this instance: the next waits for it (they share the parsed project). */
  private running = new Map<number, Promise<unknown>>();

  constructor(private readonly states: ProjectStates) {}

  accept(push: Push): Promise<PushOutcome> {
    const before = this.running.get(push.projectId) ?? Promise.resolve();
    const outcome = before.then(
      () => this.acceptNow(push),
      () => this.acceptNow(push),
    );
    const settled = outcome.catch(() => undefined);
    this.running.set(push.projectId, settled);
    void settled.then(() => {
      if (this.running.get(push.projectId) === settled) this.running.delete(push.projectId);
    });
    return outcome;
  }

  private async acceptNow(push: Push): Promise<PushOutcome> {
    const sequelize = Project.sequelize!;
    let state: ProjectState | null = null;
    try {
      const outcome = await sequelize.transaction(WRITE_TRANSACTION, async (transaction) => {
        const project = await Project.findByPk(push.projectId, { lock: transaction.LOCK.UPDATE, transaction });
        if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
        const repeat = await findPushEntry(push.projectId, push.clientId, push.clientSeq);
        if (repeat) return { kind: 'repeat' as const, entry: repeat };
        const head = await logHead(push.projectId);
        state = await this.states.at(push.projectId, project.version);
        return this.applyAndWrite(state, push, { seq: head?.seq ?? 0, version: project.version });
      });
      if (outcome.kind === 'logged') this.states.keep(push.projectId, outcome.entry.version, state!);
      return outcome;
    } catch (error) {
      // The parsed project may hold part of what was rolled back.
      this.states.forget(push.projectId);
      throw error;
    }
  }

  private async applyAndWrite(state: ProjectState, push: Push, at: { seq: number; version: number }): Promise<PushOutcome> {
    const changes = changesFrom(state);
    const reach = new Reach();
    const applied: ProjectOperation[] = [];
    const undo: ProjectOperation[] = [];
    const dropped: number[] = [];
    push.ops.forEach((op, index) => {
      const noted = new Reach();
      noteBefore(state, op, noted);
      const result = overPartLimit(state, op) ? null : applyRebased(state, op);
      if (!result) return void dropped.push(index);
      noteAfter(state, result.op, noted);
      reach.add(noted);
      applied.push(result.op);
      undo.push(result.inverse);
      noteChange(changes, result.op);
    });
    if (applied.length === 0) return { kind: 'nothing', ...at, dropped, reason: 'dropped' };
    applyDerived(state, reach, (op) => {
      try {
        const inverse = applyProjectOperation(state, op);
        applied.push(op);
        undo.push(inverse);
        noteChange(changes, op);
        return inverse;
      } catch (error) {
        // Derived markup that cannot be brought up to date stays as it is, as a read would show it.
        if (error instanceof EditError) return op;
        throw error;
      }
    });
    const written = serializeChanges(state, changes);
    if (!written) {
      for (let i = undo.length - 1; i >= 0; i--) applyProjectOperation(state, undo[i]);
      return { kind: 'nothing', ...at, dropped: push.ops.map((_, index) => index), reason: 'tooLarge' };
    }
    const version = at.version + 1;
    // A pages save keyed like the last one is no longer that client's follow-up: the log wrote since.
    await Project.update({ version, last_save_key: null }, { where: { id: push.projectId } });
    await writeChanges(push.projectId, state, changes, written, version);
    const entry: LogEntry = { seq: at.seq + 1, version, userId: push.userId, clientId: push.clientId, clientSeq: push.clientSeq, ops: applied, dropped };
    await appendLogEntry(push.projectId, entry);
    publishEntry(Project.sequelize!, push.projectId, entry);
    return { kind: 'logged', entry };
  }
}
