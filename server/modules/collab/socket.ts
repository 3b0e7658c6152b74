import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { PresenceInfo, SyncClientMessage, SyncServerMessage } from '../../../common/editor/project-replica.ts';
import type { AppContext } from '../../context.ts';
import { eventBus } from '../../coordination/event-bus.ts';
import { DomainError, NotFoundError } from '../../errors.ts';
import { Project } from '../projects/models.ts';
import { reachProject, stillAllowed, syncRequester, type SyncRequester } from './access.ts';
import { collabChannel, type CollabBusMessage } from './channel.ts';
import { logHead, readLog, type LogEntry } from './log.ts';
import { MAX_MESSAGE_BYTES, parseClientMessage } from './messages.ts';
import { presenceOf, RemotePresence } from './presence.ts';
import { ProjectStates } from './project-state.ts';
import { ProjectSync } from './sync.ts';

// The sync socket of GET /api/v1/projects/{id}/sync (the protocol: docs/architecture.md, "Editing
// together"). Each instance keeps a room per project with its own sockets; everything one socket
// does that others must see goes through the event bus, so sockets on other instances see it too.
// Every socket gets the log in order, each entry once: what the bus brings when it is the next
// one, else what it missed read from the log first (a bus message lost, or large entries, which
// travel as their number only).

export const HEARTBEAT_MS = 25_000;
/** Bytes waiting to be sent to one socket beyond which it is told to reload instead. */
export const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;
/** A client further behind than this many entries loads the project afresh. */
export const MAX_REPLAY_ENTRIES = 500;
const READ_BATCH = 100;
/** Messages of one socket waiting to be handled beyond which it is closed (1008, policy violation). */
const MAX_WAITING_MESSAGES = 200;
/** Close codes (4000–4999 are the application's): reload the project; gone (deleted or no longer reachable). */
const CLOSE_RELOAD = 4000;
const CLOSE_GONE = 4404;

const REFUSALS: Partial<Record<DomainError['kind'], number>> = { unauthenticated: 401, forbidden: 403, not_found: 404 };

/** Writes a plain HTTP answer on a socket that asked to upgrade, and closes it. */
function refuse(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

class Peer {
  clientId: string | null = null;
  /** The last entry sent to this socket and the project version it left. */
  delivered = 0;
  version = 0;
  /** Caught up and told so (welcome): entries and presence go to it from now on. */
  ready = false;
  alive = true;
  heartbeats = 0;
  gone = false;
  where: { pageId: string | null; selectedId: string | null } | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly ws: WebSocket,
    readonly requester: SyncRequester,
    readonly projectId: number,
  ) {}

  /** Tasks waiting or running; a client sending faster than its pushes are applied is stopped. */
  waiting = 0;

  /** Runs tasks one after the other: what this socket is sent keeps the log's order. */
  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    this.waiting += 1;
    this.queue = this.queue
      .then(task)
      .catch(onError)
      .finally(() => {
        this.waiting -= 1;
      });
  }

  presence(): PresenceInfo | null {
    return this.clientId && this.where ? presenceOf(this.requester.presence, this.clientId, this.where) : null;
  }
}

interface Room {
  peers: Set<Peer>;
  remote: RemotePresence;
  stop: () => void;
}

/** The sync endpoint of one server: its sockets, its rooms and the parsed projects they edit. */
export class CollabHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, perMessageDeflate: false, clientTracking: false });
  private readonly peers = new Set<Peer>();
  private readonly rooms = new Map<number, Room>();
  private readonly sync = new ProjectSync(new ProjectStates());
  private readonly timer: NodeJS.Timeout;
  private readonly appOrigin: string;

  constructor(private readonly ctx: AppContext) {
    this.appOrigin = new URL(ctx.config.appUrl).origin;
    this.timer = setInterval(() => void this.heartbeat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  /** An upgrade request for project `projectId`: refused with an HTTP status, or made a socket. */
  async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, projectId: number): Promise<void> {
    socket.on('error', () => socket.destroy());
    try {
      // A page of another site could open a socket with the user's cookie (cross-site WebSocket hijacking).
      if (request.headers.origin !== this.appOrigin) return refuse(socket, 403, 'Cross-origin requests are not allowed.');
      const requester = await syncRequester(request.headers.cookie);
      await reachProject(requester.user, projectId);
      if (socket.destroyed) return;
      this.wss.handleUpgrade(request, socket, head, (ws) => this.connected(ws, requester, projectId));
    } catch (error) {
      const status = error instanceof DomainError ? REFUSALS[error.kind] : undefined;
      if (status) return refuse(socket, status, error instanceof Error ? error.message : '');
      this.ctx.logger.error({ err: error }, 'sync socket: upgrade failed');
      refuse(socket, 500, 'Server error.');
    }
  }

  private connected(ws: WebSocket, requester: SyncRequester, projectId: number): void {
    const peer = new Peer(ws, requester, projectId);
    this.peers.add(peer);
    ws.on('pong', () => {
      peer.alive = true;
    });
    ws.on('message', (data: RawData, isBinary: boolean) => this.received(peer, data, isBinary));
    ws.on('close', () => this.left(peer));
    ws.on('error', (error) => this.ctx.logger.debug({ err: error }, 'sync socket error'));
  }

  /** What a task that threw answers; for a push, with its number: nothing of it was applied, it may be sent again. */
  private failed(peer: Peer, clientSeq?: number): (error: unknown) => void {
    return (error) => {
      if (error instanceof NotFoundError) return this.close(peer, CLOSE_GONE, 'The project no longer exists.');
      this.ctx.logger.error({ err: error, projectId: peer.projectId }, 'sync socket: a message failed');
      this.send(peer, { type: 'error', message: 'Something went wrong on the server. Try again.', ...(clientSeq === undefined ? {} : { clientSeq }) });
    };
  }

  private received(peer: Peer, data: RawData, isBinary: boolean): void {
    if (peer.gone) return;
    const parsed = isBinary ? { error: 'Messages are JSON text.' } : parseClientMessage(data.toString());
    if ('error' in parsed) return this.send(peer, { type: 'error', message: parsed.error });
    const message = parsed.message;
    if (peer.waiting >= MAX_WAITING_MESSAGES) return this.close(peer, 1008, 'Too many messages at once.');
    peer.run(() => this.handle(peer, message), this.failed(peer, message.type === 'push' ? message.clientSeq : undefined));
  }

  private async handle(peer: Peer, message: SyncClientMessage): Promise<void> {
    if (peer.gone) return;
    if (message.type === 'hello') return this.hello(peer, message);
    if (!peer.ready) return this.send(peer, { type: 'error', message: 'Say hello first.' });
    if (message.type === 'presence') {
      peer.where = { pageId: message.pageId, selectedId: message.selectedId };
      return eventBus().publish(collabChannel(peer.projectId), { kind: 'presence', presence: peer.presence()! } satisfies CollabBusMessage);
    }
    return this.push(peer, message);
  }

  private async hello(peer: Peer, hello: Extract<SyncClientMessage, { type: 'hello' }>): Promise<void> {
    if (peer.clientId !== null) return this.send(peer, { type: 'error', message: 'This socket has said hello already.' });
    // The version first: an entry logged after it shows in the head read next; a save that left no entry does not.
    const project = await Project.findByPk(peer.projectId, { attributes: ['id', 'version'] });
    if (!project) throw new NotFoundError();
    const head = (await logHead(peer.projectId))?.seq ?? 0;
    if (hello.since > head) return this.reload(peer, 'This copy of the project is not the server’s.');
    if (head - hello.since > MAX_REPLAY_ENTRIES) return this.reload(peer, 'This copy of the project is too far behind.');
    peer.clientId = hello.clientId;
    peer.delivered = hello.since;
    peer.version = hello.version;
    this.join(peer);
    await this.catchUp(peer, head);
    if (peer.gone) return;
    // Behind the version read before the head: saved without the log (a pages save over HTTP).
    if (peer.version < project.version) return this.reload(peer, 'The project was saved elsewhere.');
    peer.ready = true;
    const room = this.rooms.get(peer.projectId)!;
    const here = [...room.peers].flatMap((other) => (other !== peer && other.ready ? [other.presence()] : [])).filter((each): each is PresenceInfo => each !== null);
    this.send(peer, { type: 'welcome', seq: peer.delivered, version: peer.version, peers: [...here, ...room.remote.list()] });
  }

  private async push(peer: Peer, push: Extract<SyncClientMessage, { type: 'push' }>): Promise<void> {
    if (!peer.requester.canEdit) return this.send(peer, { type: 'error', clientSeq: push.clientSeq, message: 'You can look at this project but not change it.' });
    if (push.baseSeq > peer.delivered) return this.send(peer, { type: 'error', clientSeq: push.clientSeq, message: 'The push is based on entries this socket was never sent.' });
    const outcome = await this.sync.accept({ projectId: peer.projectId, userId: peer.requester.user.id, clientId: peer.clientId!, clientSeq: push.clientSeq, ops: push.ops });
    if (outcome.kind === 'nothing') {
      await this.catchUp(peer, outcome.seq);
      if (peer.version !== outcome.version) return this.reload(peer, 'The project was saved elsewhere.');
      return this.send(peer, { type: 'ack', clientSeq: push.clientSeq, seq: outcome.seq, version: outcome.version, ops: [], dropped: outcome.dropped });
    }
    const { entry } = outcome;
    // A repeat of a push logged before this copy was loaded: answered, nothing to apply.
    if (entry.seq <= peer.delivered) {
      return this.send(peer, { type: 'ack', clientSeq: entry.clientSeq, seq: entry.seq, version: entry.version, ops: entry.ops, dropped: entry.dropped });
    }
    await this.deliver(peer, entry.seq, entry);
  }

  private join(peer: Peer): void {
    let room = this.rooms.get(peer.projectId);
    if (!room) {
      const projectId = peer.projectId;
      room = { peers: new Set(), remote: new RemotePresence(HEARTBEAT_MS * 3), stop: eventBus().subscribe(collabChannel(projectId), (message) => this.heard(projectId, message as CollabBusMessage)) };
      this.rooms.set(projectId, room);
    }
    room.peers.add(peer);
  }

  private left(peer: Peer): void {
    peer.gone = true;
    this.peers.delete(peer);
    const room = this.rooms.get(peer.projectId);
    if (!room?.peers.delete(peer)) return;
    if (peer.clientId && peer.ready) eventBus().publish(collabChannel(peer.projectId), { kind: 'leave', clientId: peer.clientId, userId: peer.requester.user.id } satisfies CollabBusMessage);
    if (room.peers.size === 0) {
      room.stop();
      this.rooms.delete(peer.projectId);
    }
  }

  /** A message on the project's channel, from this instance or another. */
  private heard(projectId: number, message: CollabBusMessage): void {
    const room = this.rooms.get(projectId);
    if (!room) return;
    if (message.kind === 'entry') {
      for (const peer of room.peers) peer.run(() => this.deliver(peer, message.seq, message.entry), this.failed(peer));
      return;
    }
    const clientId = message.kind === 'presence' ? message.presence.clientId : message.clientId;
    const local = [...room.peers].some((peer) => peer.clientId === clientId);
    if (message.kind === 'presence') {
      if (!local) room.remote.set(message.presence, Date.now());
      for (const peer of room.peers) if (peer.ready && peer.clientId !== clientId) this.send(peer, { type: 'presence', ...message.presence });
      return;
    }
    room.remote.delete(clientId);
    for (const peer of room.peers) if (peer.ready && peer.clientId !== clientId) this.send(peer, { type: 'leave', clientId, userId: message.userId });
  }

  /** Sends entry `seq` (given, or read from the log with anything missed before it), unless the socket had it. */
  private async deliver(peer: Peer, seq: number, entry?: LogEntry): Promise<void> {
    if (peer.gone || peer.clientId === null || seq <= peer.delivered) return;
    if (entry && seq === peer.delivered + 1) return this.sendEntry(peer, entry);
    await this.catchUp(peer, seq);
  }

  /** Sends every entry after what the socket had, through `through`, from the log. */
  private async catchUp(peer: Peer, through: number): Promise<void> {
    while (!peer.gone && peer.delivered < through) {
      const entries = await readLog(peer.projectId, peer.delivered, READ_BATCH);
      // The entries it needs next were trimmed from the log.
      if (entries[0]?.seq !== peer.delivered + 1) return this.reload(peer, 'This copy of the project is too far behind.');
      for (const entry of entries) if (entry.seq <= through && !peer.gone) this.sendEntry(peer, entry);
    }
  }

  private sendEntry(peer: Peer, entry: LogEntry): void {
    // Each entry moves the version on by one; more means the project was saved without the log.
    if (entry.version !== peer.version + 1) return this.reload(peer, 'The project was saved elsewhere.');
    peer.delivered = entry.seq;
    peer.version = entry.version;
    if (entry.clientId === peer.clientId) {
      this.send(peer, { type: 'ack', clientSeq: entry.clientSeq, seq: entry.seq, version: entry.version, ops: entry.ops, dropped: entry.dropped });
    } else {
      this.send(peer, { type: 'ops', seq: entry.seq, version: entry.version, userId: entry.userId, clientId: entry.clientId, ops: entry.ops });
    }
  }

  private send(peer: Peer, message: SyncServerMessage): void {
    if (peer.gone || peer.ws.readyState !== peer.ws.OPEN) return;
    // A client that does not read fast enough loads the project afresh rather than have it queued here.
    if (peer.ws.bufferedAmount > MAX_BUFFERED_BYTES) return this.reload(peer, 'This connection is too slow to follow the project.');
    peer.ws.send(JSON.stringify(message));
  }

  private reload(peer: Peer, reason: string): void {
    if (peer.gone) return;
    if (peer.ws.readyState === peer.ws.OPEN) peer.ws.send(JSON.stringify({ type: 'reload', reason } satisfies SyncServerMessage));
    this.close(peer, CLOSE_RELOAD, 'reload');
  }

  private close(peer: Peer, code: number, reason: string): void {
    if (peer.gone) return;
    peer.ws.close(code, reason);
    this.left(peer);
  }

  /**
   * Every HEARTBEAT_MS: a socket that did not answer the last ping is dropped; each one still
   * signed in as its user and still reaching its project stays; presence is repeated for other
   * instances and what they stopped repeating is forgotten; and a project saved without the log
   * (a pages save over HTTP) sends its sockets to reload.
   */
  async heartbeat(): Promise<void> {
    const now = Date.now();
    for (const peer of this.peers) {
      // Dead (no answer to the last ping), or connected a whole period ago without saying hello.
      if (!peer.alive || (peer.clientId === null && peer.heartbeats > 0)) {
        peer.ws.terminate();
        this.left(peer);
        continue;
      }
      peer.alive = false;
      peer.heartbeats += 1;
      peer.ws.ping();
    }
    for (const [projectId, room] of this.rooms) {
      for (const peer of room.peers) {
        const presence = peer.ready ? peer.presence() : null;
        if (presence) eventBus().publish(collabChannel(projectId), { kind: 'presence', presence } satisfies CollabBusMessage);
      }
      for (const gone of room.remote.expire(now)) {
        for (const peer of room.peers) if (peer.ready) this.send(peer, { type: 'leave', clientId: gone.clientId, userId: gone.userId });
      }
      try {
        await this.checkRoom(projectId, room);
      } catch (error) {
        this.ctx.logger.warn({ err: error, projectId }, 'sync socket: heartbeat check failed');
      }
    }
  }

  private async checkRoom(projectId: number, room: Room): Promise<void> {
    const project = await Project.findByPk(projectId, { attributes: ['id', 'version'] });
    const head = (await logHead(projectId))?.seq ?? 0;
    for (const peer of [...room.peers]) {
      if (!project || !(await stillAllowed(peer.requester, projectId))) {
        this.close(peer, CLOSE_GONE, 'The project is not available to you any more.');
      } else if (peer.ready) {
        peer.run(async () => {
          if (peer.delivered === head && peer.version < project.version) this.reload(peer, 'The project was saved elsewhere.');
        }, this.failed(peer));
      }
    }
  }

  /** The server stops: every socket is told it is going away (clients reconnect to another instance). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    for (const peer of this.peers) {
      peer.gone = true;
      peer.ws.close(1001, 'The server is restarting.');
    }
    this.peers.clear();
    for (const room of this.rooms.values()) room.stop();
    this.rooms.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}
