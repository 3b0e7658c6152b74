import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { authUser } from '../../http/context.ts';
import { adminResourceRoutes } from '../../http/admin-resource.ts';
import { createCustomPage, deleteCustomPage, deleteCustomPages, getCustomPage, listCustomPages, PAGE_SLUG_PATTERN, SLUG_MAX_LENGTH, updateCustomPage, type CustomPageInput } from './admin-service.ts';

const fields = {
  title: Joi.string().trim().min(1).max(255),
  slug: Joi.string()
    .trim()
    .lowercase()
    .max(SLUG_MAX_LENGTH)
    .pattern(PAGE_SLUG_PATTERN)
    .allow('', null)
    .messages({ 'string.pattern.base': 'The slug may only contain lowercase letters, digits and hyphens, and not digits alone.' }),
  // Well inside the 1 MB JSON payload limit.
  body: Joi.string().max(500_000).allow(''),
  seo: Joi.object({ title: Joi.string().trim().max(255).allow('', null), description: Joi.string().trim().max(1000).allow('', null) }),
  hide_nav: Joi.boolean(),
};

export const customPagesAdminRoutes: Plugin<void> = {
  name: 'custom-pages-admin-routes',
  register(server) {
    adminResourceRoutes(server, {
      path: '/api/v1/admin/custom-pages',
      key: 'page',
      list: listCustomPages,
      create: {
        payload: Joi.object({ ...fields, title: fields.title.required(), body: fields.body.default('') }),
        handler: (payload, request) => createCustomPage(payload as unknown as CustomPageInput, authUser(request).id),
      },
      get: getCustomPage,
      update: { payload: Joi.object(fields).min(1), handler: (id, payload) => updateCustomPage(id, payload as Partial<CustomPageInput>) },
      remove: deleteCustomPage,
      removeMany: deleteCustomPages,
    });
  },
};
