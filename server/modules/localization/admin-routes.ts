import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { adminResourceRoutes } from '../../http/admin-resource.ts';
import {
  createLocalization,
  deleteLocalization,
  deleteLocalizations,
  getLocalization,
  LANGUAGE_PATTERN,
  listLocalizationsForAdmin,
  updateLocalization,
  type LocalizationInput,
} from './admin-service.ts';

const fields = {
  name: Joi.string().trim().min(1).max(100),
  language: Joi.string()
    .trim()
    .pattern(LANGUAGE_PATTERN)
    .messages({ 'string.pattern.base': 'The language must be a language code such as "fr" or "pt-BR".' }),
  lines: Joi.object()
    .pattern(Joi.string().min(1).max(1000), Joi.string().allow('').max(10_000))
    .max(10_000),
};

export const localizationAdminRoutes: Plugin<void> = {
  name: 'localization-admin-routes',
  register(server) {
    adminResourceRoutes(server, {
      path: '/api/v1/admin/localizations',
      key: 'localization',
      list: listLocalizationsForAdmin,
      create: {
        payload: Joi.object({ name: fields.name.required(), language: fields.language.required() }),
        handler: (payload) => createLocalization(payload as Pick<LocalizationInput, 'name' | 'language'>),
      },
      get: getLocalization,
      update: { payload: Joi.object(fields).min(1), handler: (id, payload) => updateLocalization(id, payload as Partial<LocalizationInput>) },
      remove: deleteLocalization,
      removeMany: deleteLocalizations,
    });
  },
};
