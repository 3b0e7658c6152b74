import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { adminResourceRoutes } from '../../http/admin-resource.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { TagInput } from './service.ts';

const tags = lazyImport(() => import('./service.ts'));

const fields = {
  name: Joi.string().trim().min(1).max(191),
  display_name: Joi.string().trim().max(191).allow('', null),
  // A kind of tag, such as "custom" or "category": a short lowercase word.
  type: Joi.string()
    .trim()
    .max(50)
    .pattern(/^[a-z0-9_-]+$/)
    .messages({ 'string.pattern.base': 'The type may only contain lowercase letters, digits, hyphens and underscores.' }),
};

export const tagAdminRoutes: Plugin<void> = {
  name: 'tag-admin-routes',
  register(server) {
    adminResourceRoutes(server, {
      path: '/api/v1/admin/tags',
      key: 'tag',
      list: async (query) => (await tags()).listTags(query),
      create: { payload: Joi.object({ ...fields, name: fields.name.required() }), handler: async (payload) => (await tags()).createTag(payload as unknown as TagInput) },
      update: { payload: Joi.object(fields).min(1), handler: async (id, payload) => (await tags()).updateTag(id, payload as Partial<TagInput>) },
      remove: async (id) => (await tags()).deleteTag(id),
      removeMany: async (ids) => (await tags()).deleteTags(ids),
    });
  },
};
