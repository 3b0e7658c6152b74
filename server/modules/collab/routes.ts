import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Plugin, Server } from '@hapi/hapi';
import Joi from 'joi';
import { siteReader } from '../../http/access.ts';
import { authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { CollabHub } from './socket.ts';

const socketModule = lazyImport(() => import('./socket.ts'));
const snapshots = lazyImport(() => import('./snapshot.ts'));

const SYNC_PATH = /^\/api\/v1\/projects\/(\d{1,10})\/sync$/;
const projectId = Joi.object({ id: Joi.number().integer().positive().max(2147483647).required() });

// By listener: a plugin's `server` is a view of its own, the listener is the server's one.
const hubs = new WeakMap<Server['listener'], Promise<CollabHub>>();

/** The server's sync endpoint, made with the first socket (its module and timer load only then). */
export function collabHub(server: Server): Promise<CollabHub> {
  let hub = hubs.get(server.listener);
  if (!hub) {
    hub = socketModule().then(({ CollabHub }) => new CollabHub(server.app.ctx));
    hubs.set(server.listener, hub);
  }
  return hub;
}

/**
 * Editing together (docs/architecture.md): the WebSocket at GET /api/v1/projects/{id}/sync, taken
 * from the listener's upgrade event before hapi sees the request (hapi does not do WebSockets),
 * and the snapshot the editor opens with.
 */
export const collabRoutes: Plugin<void> = {
  name: 'collab-routes',
  register(server) {
    server.listener.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const match = SYNC_PATH.exec(new URL(request.url ?? '/', 'http://upgrade').pathname);
      const id = match ? Number(match[1]) : 0;
      if (!match || id < 1 || id > 2147483647) {
        // Nothing else here takes WebSockets; an upgrade left unanswered would hang.
        if (server.listener.listenerCount('upgrade') === 1) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
        return;
      }
      void collabHub(server).then((hub) => hub.upgrade(request, socket, head, id));
    });
    server.ext('onPreStop', async () => {
      const hub = hubs.get(server.listener);
      if (hub) await (await hub).stop();
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/sync',
      options: { description: 'The sync WebSocket (a plain GET is told to upgrade)', plugins: siteReader, validate: { params: projectId } },
      handler: (_request, h) => h.response({ message: 'This endpoint is a WebSocket.' }).code(426).header('upgrade', 'websocket'),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/sync/state',
      options: { description: 'The project and the last log entry it includes, to open it for editing together', plugins: siteReader, validate: { params: projectId } },
      handler: async (request) => (await snapshots()).projectSnapshot(authUser(request), request.params.id as number),
    });
  },
};
