import type { Plugin } from '@hapi/hapi';
import { getBootstrapData } from './service.ts';
import { appContext, currentUser } from '../../http/context.ts';

export const bootstrapRoutes: Plugin<void> = {
  name: 'bootstrap-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/bootstrap-data',
      options: { auth: { mode: 'optional' }, cache: { privacy: 'private', otherwise: 'no-store' } },
      handler: async (request) => ({
        data: await getBootstrapData(appContext(request).config, { user: currentUser(request), session: request.app.session, cookies: request.state ?? {} }),
      }),
    });
  },
};
