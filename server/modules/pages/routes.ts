import Joi from 'joi';
import type { Plugin } from '@hapi/hapi';
import { findCustomPage } from './service.ts';

export const customPagesRoutes: Plugin<void> = {
  name: 'custom-pages-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/custom-pages/{pageIdOrSlug}',
      options: {
        // The same content for everyone: no session is looked up.
        auth: false,
        validate: { params: Joi.object({ pageIdOrSlug: Joi.string().max(191).required() }) },
      },
      handler: async (request) => ({ page: await findCustomPage(String(request.params.pageIdOrSlug)) }),
    });
  },
};
