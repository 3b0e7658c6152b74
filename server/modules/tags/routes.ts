import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { adminResourceRoutes } from '../../http/admin-resource.ts';
import { createTag, deleteTag, deleteTags, listTags, updateTag, type TagInput } from './service.ts';

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
      list: listTags,
      create: { payload: Joi.object({ ...fields, name: fields.name.required() }), handler: (payload) => createTag(payload as unknown as TagInput) },
      update: { payload: Joi.object(fields).min(1), handler: (id, payload) => updateTag(id, payload as Partial<TagInput>) },
      remove: deleteTag,
      removeMany: deleteTags,
    });
  },
};
