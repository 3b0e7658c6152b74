import { applyProjectOperation, applyRebased, type ProjectOperation, type ProjectOperationHooks, type ProjectState } from './project-operations.ts';

// The browser's side of editing together (docs/architecture.md, "Editing together"): a copy of the
// project that shows the user's own edits at once and takes the server's order for everything.
// The copy is what the server has confirmed (up to `seq`) with the user's unconfirmed operations
// applied on top; each message from the server takes the unconfirmed ones off, applies what the
// server applied, and puts them back on (applyRebased), so every copy ends where the server is.

/** What a client sends over the sync socket. */
export type SyncClientMessage =
  | { type: 'hello'; clientId: string; since: number; version: number }
  | { type: 'push'; clientSeq: number; baseSeq: number; ops: ProjectOperation[] }
  | { type: 'presence'; pageId: string | null; selectedId: string | null };

export interface PresenceInfo {
  clientId: string;
  userId: number;
  name: string;
  avatar: string | null;
  colour: string;
  pageId: string | null;
  selectedId: string | null;
}

/** What the server sends. `ops` and `ack` carry the log entry's operations as the server applied them. */
export type SyncServerMessage =
  | { type: 'welcome'; seq: number; version: number; peers: PresenceInfo[] }
  | { type: 'ops'; seq: number; version: number; userId: number | null; clientId: string; ops: ProjectOperation[] }
  | { type: 'ack'; clientSeq: number; seq: number; version: number; ops: ProjectOperation[]; dropped: number[] }
  | ({ type: 'presence' } & PresenceInfo)
  | { type: 'leave'; clientId: string; userId: number }
  | { type: 'reload'; reason: string }
  /** With `clientSeq`: that push was not applied (it may be sent again, unless the user may not edit). */
  | { type: 'error'; message: string; clientSeq?: number };

interface Batch {
  /** Set once the batch is sent; a batch sent again keeps it, so the server can tell a repeat. */
  clientSeq: number | null;
  ops: ProjectOperation[];
}

/** Why a replica must be loaded afresh: the server's messages no longer follow from what it holds. */
export class ReplicaOutOfStep extends Error {
  override name = 'ReplicaOutOfStep';
}

export class ProjectReplica {
  /** The last log entry applied and the project version it left. */
  seq: number;
  version: number;
  private batches: Batch[] = [];
  /** Inverses of the unconfirmed operations as applied now, in application order. */
  private undo: ProjectOperation[] = [];
  private nextClientSeq: number;
  /** A push is out and not answered yet. */
  private waiting = false;

  constructor(
    readonly state: ProjectState,
    at: { seq: number; version: number },
    private readonly hooks: ProjectOperationHooks = {},
    firstClientSeq = 1,
  ) {
    this.seq = at.seq;
    this.version = at.version;
    this.nextClientSeq = firstClientSeq;
  }

  /**
   * After a reload: takes on the unconfirmed edits of the copy this one replaces, applied on top
   * as they still apply. A push among them that the server had logged keeps its number, so the
   * server answers it as a repeat and it is not applied twice.
   */
  adopt(previous: ProjectReplica): void {
    this.batches = previous.batches.map((batch) => ({ clientSeq: batch.clientSeq, ops: [...batch.ops] }));
    this.nextClientSeq = previous.nextClientSeq;
    this.rebase([], null);
  }

  /** Operations not yet confirmed by the server. */
  get unconfirmed(): number {
    return this.batches.reduce((count, batch) => count + batch.ops.length, 0);
  }

  /** A local edit: applied at once, all or nothing (an EditError leaves the copy as it was), and queued for the server. */
  apply(ops: ProjectOperation[]): ProjectOperation[] {
    const inverses: ProjectOperation[] = [];
    try {
      for (const op of ops) inverses.push(applyProjectOperation(this.state, op, this.hooks));
    } catch (error) {
      for (let i = inverses.length - 1; i >= 0; i--) applyProjectOperation(this.state, inverses[i], this.hooks);
      throw error;
    }
    this.undo.push(...inverses);
    const last = this.batches[this.batches.length - 1];
    if (last && last.clientSeq === null) last.ops.push(...ops);
    else this.batches.push({ clientSeq: null, ops: [...ops] });
    return inverses;
  }

  /**
   * The push to send now, or null while one waits for its answer (one at a time: edits made
   * meanwhile go together in the next). A batch that was sent before goes again as it was.
   */
  nextPush(): Extract<SyncClientMessage, { type: 'push' }> | null {
    const first = this.batches[0];
    if (!first || this.waiting) return null;
    if (first.clientSeq === null) first.clientSeq = this.nextClientSeq++;
    this.waiting = true;
    return { type: 'push', clientSeq: first.clientSeq, baseSeq: this.seq, ops: first.ops };
  }

  /** The connection was lost: the push that got no answer is sent again on the next connection. */
  connectionLost(): void {
    this.waiting = false;
  }

  /**
   * Applies a message from the server. Throws ReplicaOutOfStep when the copy must be loaded
   * afresh (the server said so, or what it sent does not follow from this copy).
   */
  receive(message: SyncServerMessage): void {
    switch (message.type) {
      case 'welcome':
        if (message.seq !== this.seq || message.version !== this.version) throw new ReplicaOutOfStep('The server is elsewhere.');
        return;
      case 'reload':
        throw new ReplicaOutOfStep(message.reason);
      case 'ops':
        this.expectNext(message);
        return this.rebase(message.ops, message);
      case 'ack':
        return this.acknowledged(message);
      case 'error':
        // The push was not applied: the next nextPush sends it again as it was.
        if (message.clientSeq !== undefined && message.clientSeq === this.batches[0]?.clientSeq) this.waiting = false;
        return;
      default:
        return;
    }
  }

  private expectNext(entry: { seq: number; version: number }): void {
    if (entry.seq !== this.seq + 1 || entry.version !== this.version + 1) throw new ReplicaOutOfStep('An entry of the log is missing here.');
  }

  private acknowledged(ack: Extract<SyncServerMessage, { type: 'ack' }>): void {
    const batch = this.batches[0];
    if (!batch || batch.clientSeq !== ack.clientSeq) throw new ReplicaOutOfStep('An answer to a push this copy did not send.');
    this.waiting = false;
    // All of it dropped (nothing logged), or logged before this copy was loaded: nothing to apply.
    if (ack.seq <= this.seq) return this.rebase([], null, () => this.batches.shift());
    this.expectNext(ack);
    this.rebase(ack.ops, ack, () => this.batches.shift());
  }

  /** Takes the unconfirmed operations off, applies the server's, and puts the unconfirmed ones back on. */
  private rebase(confirmed: ProjectOperation[], entry: { seq: number; version: number } | null, settle?: () => void): void {
    try {
      for (let i = this.undo.length - 1; i >= 0; i--) applyProjectOperation(this.state, this.undo[i], this.hooks);
      this.undo = [];
      for (const op of confirmed) applyProjectOperation(this.state, structuredClone(op), this.hooks);
    } catch (error) {
      throw new ReplicaOutOfStep(`The server's operations do not apply here: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (entry) {
      this.seq = entry.seq;
      this.version = entry.version;
    }
    settle?.();
    for (const batch of this.batches) {
      for (const op of batch.ops) {
        const applied = applyRebased(this.state, op, this.hooks);
        if (applied) this.undo.push(applied.inverse);
      }
    }
  }
}
