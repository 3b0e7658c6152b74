import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { appContext } from '../../http/context.ts';
import { bulkIdsPayload, listQuery, listQuerySchema } from '../../http/list-query.ts';
import { lazyImport } from '../../lazy-import.ts';

const admins = { access: { permission: PERMISSIONS.adminAccess } };
const fileEntries = lazyImport(() => import('./admin-service.ts'));

export const fileEntryAdminRoutes: Plugin<void> = {
  name: 'file-entry-admin-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/file-entries',
      options: { plugins: admins, validate: { query: Joi.object(listQuerySchema) } },
      handler: async (request) => ({ pagination: await (await fileEntries()).listAllFileEntries(listQuery(request)) }),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/admin/file-entries/usage',
      options: { plugins: admins },
      handler: async (request) => ({ disks: await (await fileEntries()).storageUsageByDisk(appContext(request)) }),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/admin/file-entries',
      options: { plugins: { ...admins, openapi: { status: 204 } }, validate: { payload: bulkIdsPayload } },
      handler: async (request, h) => {
        await (await fileEntries()).deleteFileEntriesForAdmin(appContext(request), (request.payload as { ids: number[] }).ids);
        return h.response().code(204);
      },
    });
  },
};
