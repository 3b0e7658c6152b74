import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { serializePage } from '../../../common/editor/document.ts';
import { projectStateOf, type ProjectOperation } from '../../../common/editor/project-operations.ts';
import { ProjectReplica, ReplicaOutOfStep, type PresenceInfo, type SyncServerMessage } from '../../../common/editor/project-replica.ts';
import type { Project } from '../../../common/editor/types.ts';
import type { TestApp } from '../../helpers/app.ts';

/** An instance to talk to: where it listens and the Origin of its pages (its APP_URL's). */
export interface Instance {
  url: string;
  origin: string;
}

export function instanceOf(app: TestApp | Instance): Instance {
  return 'server' in app ? { url: app.server.info.uri, origin: new URL(app.config.appUrl).origin } : app;
}

export function socketUrl(app: TestApp | Instance, projectId: number): string {
  return `${instanceOf(app).url.replace(/^http/, 'ws')}/api/v1/projects/${projectId}/sync`;
}

export function appOrigin(app: TestApp | Instance): string {
  return instanceOf(app).origin;
}

/** Opens a raw socket; resolves with it once open, or with the HTTP status of the refusal. */
export function openSocket(url: string, headers: Record<string, string>): Promise<{ ws: WebSocket } | { status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

/** Waits for the next message on a raw socket that matches. */
export function nextMessage<T = SyncServerMessage>(ws: WebSocket, matches: (message: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString()) as T;
      if (!matches(message)) return;
      ws.off('message', onMessage);
      ws.off('close', onClose);
      resolve(message);
    };
    const onClose = (code: number) => {
      ws.off('message', onMessage);
      reject(new Error(`socket closed (${code}) before the message came`));
    };
    ws.on('message', onMessage);
    ws.once('close', onClose);
  });
}

/**
 * A client as the web editor would be one: the project from the snapshot route, a replica of it,
 * its own edits pushed one push at a time, the server's entries applied in order.
 */
export class SyncClient {
  readonly clientId: string;
  readonly peers = new Map<string, PresenceInfo>();
  readonly received: SyncServerMessage[] = [];
  dropped: number[] = [];
  reloadReason: string | null = null;
  private waiters: Array<() => void> = [];
  private constructor(
    readonly replica: ProjectReplica,
    readonly ws: WebSocket,
    clientId?: string,
  ) {
    this.clientId = clientId ?? randomBytes(9).toString('base64url');
  }

  static async snapshot(app: TestApp | Instance, cookie: string, projectId: number): Promise<{ project: Project; seq: number }> {
    const response = await fetch(`${instanceOf(app).url}/api/v1/projects/${projectId}/sync/state`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`snapshot: ${response.status} ${await response.text()}`);
    return (await response.json()) as { project: Project; seq: number };
  }

  static async connect(app: TestApp | Instance, cookie: string, projectId: number): Promise<SyncClient> {
    const { project, seq } = await SyncClient.snapshot(app, cookie, projectId);
    return SyncClient.resume(app, cookie, projectId, new ProjectReplica(projectStateOf(project), { seq, version: project.version }));
  }

  /** Connects a replica (a new one, or one whose socket was lost) and says hello from where it is. */
  static async resume(app: TestApp | Instance, cookie: string, projectId: number, replica: ProjectReplica, clientId?: string): Promise<SyncClient> {
    const opened = await openSocket(socketUrl(app, projectId), { cookie, origin: appOrigin(app) });
    if (!('ws' in opened)) throw new Error(`refused: ${opened.status} ${opened.body}`);
    const client = new SyncClient(replica, opened.ws, clientId);
    opened.ws.on('message', (data) => client.onMessage(JSON.parse(data.toString()) as SyncServerMessage));
    opened.ws.on('close', () => client.notify());
    const welcome = client.until(() => client.received.some((message) => message.type === 'welcome'), 'welcome');
    replica.connectionLost();
    client.send({ type: 'hello', clientId: client.clientId, since: replica.seq, version: replica.version });
    await welcome;
    client.flush();
    return client;
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  private onMessage(message: SyncServerMessage): void {
    this.received.push(message);
    if (message.type === 'presence') {
      const { type: _type, ...presence } = message;
      this.peers.set(message.clientId, presence);
    }
    if (message.type === 'leave') this.peers.delete(message.clientId);
    if (message.type === 'welcome') for (const peer of message.peers) this.peers.set(peer.clientId, peer);
    if (message.type === 'ack') this.dropped.push(...message.dropped);
    try {
      this.replica.receive(message);
    } catch (error) {
      if (!(error instanceof ReplicaOutOfStep)) throw error;
      this.reloadReason = error.message;
    }
    if (message.type === 'ack') this.flush();
    this.notify();
  }

  private notify(): void {
    for (const waiter of this.waiters) waiter();
  }

  /** Resolves once `check` holds (checked after every message). */
  until(check: () => boolean, what = 'the condition'): Promise<void> {
    return new Promise((resolve, reject) => {
      const test = () => {
        if (check()) {
          this.waiters = this.waiters.filter((waiter) => waiter !== test);
          resolve();
        } else if (this.ws.readyState === WebSocket.CLOSED) {
          this.waiters = this.waiters.filter((waiter) => waiter !== test);
          reject(new Error(`socket closed while waiting for ${what} (reload: ${this.reloadReason})`));
        }
      };
      this.waiters.push(test);
      test();
    });
  }

  /** A local edit, applied at once and pushed when no other push waits. */
  edit(ops: ProjectOperation[]): void {
    this.replica.apply(ops);
    this.flush();
  }

  flush(): void {
    const push = this.replica.nextPush();
    if (push && this.ws.readyState === WebSocket.OPEN) this.send(push);
  }

  /** Waits until the server confirmed every local edit. */
  settled(): Promise<void> {
    return this.until(() => this.replica.unconfirmed === 0, 'every edit confirmed');
  }

  /** Waits until the replica has applied entry `seq`. */
  reached(seq: number): Promise<void> {
    return this.until(() => this.replica.seq >= seq, `entry ${seq}`);
  }

  page(pageId: string) {
    const page = this.replica.state.pages.find((each) => each.id === pageId);
    if (!page) throw new Error(`no page ${pageId}`);
    return page;
  }

  html(pageId: string): string {
    return serializePage(this.page(pageId).document);
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
