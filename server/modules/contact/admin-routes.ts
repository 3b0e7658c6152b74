import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { adminResourceRoutes } from '../../http/admin-resource.ts';
import { deleteContactMessage, deleteContactMessages, getContactMessage, listContactMessages, setContactMessageRead } from './service.ts';

export const contactAdminRoutes: Plugin<void> = {
  name: 'contact-admin-routes',
  register(server) {
    adminResourceRoutes(server, {
      path: '/api/v1/admin/contact-messages',
      key: 'message',
      list: listContactMessages,
      get: getContactMessage,
      update: { payload: Joi.object({ read: Joi.boolean().required() }), handler: (id, payload) => setContactMessageRead(id, payload.read as boolean) },
      remove: deleteContactMessage,
      removeMany: deleteContactMessages,
    });
  },
};
