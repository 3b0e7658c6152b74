import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { adminResourceRoutes } from '../../http/admin-resource.ts';
import { lazyImport } from '../../lazy-import.ts';

const messages = lazyImport(() => import('./service.ts'));

export const contactAdminRoutes: Plugin<void> = {
  name: 'contact-admin-routes',
  register(server) {
    adminResourceRoutes(server, {
      path: '/api/v1/admin/contact-messages',
      key: 'message',
      list: async (query) => (await messages()).listContactMessages(query),
      get: async (id) => (await messages()).getContactMessage(id),
      update: { payload: Joi.object({ read: Joi.boolean().required() }), handler: async (id, payload) => (await messages()).setContactMessageRead(id, payload.read as boolean) },
      remove: async (id) => (await messages()).deleteContactMessage(id),
      removeMany: async (ids) => (await messages()).deleteContactMessages(ids),
    });
  },
};
