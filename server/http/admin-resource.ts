import type { Request, Server } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../common/constants.ts';
import type { Pagination } from '../../common/pagination.ts';
import type { ListQuery } from '../db/list-query.ts';
import { bulkIdsPayload, listQuery, listQuerySchema } from './list-query.ts';

// The routes every admin list shares (docs/admin-api.md): GET (the list query), POST, GET/PUT/DELETE
// {id} and a bulk DELETE, all for admin.access. A module declares the parts it has and its payload
// schemas; the handlers stay one service call each.

export const adminOnly = { access: { permission: PERMISSIONS.adminAccess } };
export const idParams = Joi.object({ id: Joi.number().integer().min(1).max(2147483647).required() });

type Payload = Record<string, unknown>;

export interface AdminResource {
  /** e.g. /api/v1/admin/tags */
  path: string;
  /** The key a single row answers under, e.g. `tag`. */
  key: string;
  list(query: ListQuery, request: Request): Promise<Pagination<unknown>>;
  create?: { payload: Joi.ObjectSchema; handler(payload: Payload, request: Request): Promise<unknown> };
  get?(id: number, request: Request): Promise<unknown>;
  update?: { payload: Joi.ObjectSchema; handler(id: number, payload: Payload, request: Request): Promise<unknown> };
  remove?(id: number, request: Request): Promise<unknown>;
  removeMany?(ids: number[], request: Request): Promise<unknown>;
}

export function adminResourceRoutes(server: Server, resource: AdminResource): void {
  const { path, key } = resource;
  const item = `${path}/{id}`;
  const id = (request: Request) => request.params.id as number;

  server.route({
    method: 'GET',
    path,
    options: { plugins: adminOnly, validate: { query: Joi.object(listQuerySchema) } },
    handler: async (request) => ({ pagination: await resource.list(listQuery(request), request) }),
  });
  const { create, get, update, remove, removeMany } = resource;
  if (create) {
    server.route({
      method: 'POST',
      path,
      options: { plugins: { ...adminOnly, openapi: { status: 201 } }, validate: { payload: create.payload } },
      handler: async (request, h) => h.response({ [key]: await create.handler(request.payload as Payload, request) }).code(201),
    });
  }
  if (removeMany) {
    server.route({
      method: 'DELETE',
      path,
      options: { plugins: { ...adminOnly, openapi: { status: 204 } }, validate: { payload: bulkIdsPayload } },
      handler: async (request, h) => {
        await removeMany((request.payload as { ids: number[] }).ids, request);
        return h.response().code(204);
      },
    });
  }
  if (get) {
    server.route({
      method: 'GET',
      path: item,
      options: { plugins: adminOnly, validate: { params: idParams } },
      handler: async (request) => ({ [key]: await get(id(request), request) }),
    });
  }
  if (update) {
    server.route({
      method: 'PUT',
      path: item,
      options: { plugins: adminOnly, validate: { params: idParams, payload: update.payload } },
      handler: async (request) => ({ [key]: await update.handler(id(request), request.payload as Payload, request) }),
    });
  }
  if (remove) {
    server.route({
      method: 'DELETE',
      path: item,
      options: { plugins: { ...adminOnly, openapi: { status: 204 } }, validate: { params: idParams } },
      handler: async (request, h) => {
        await remove(id(request), request);
        return h.response().code(204);
      },
    });
  }
}
