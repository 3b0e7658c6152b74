import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import type { ThemeJson } from '../../../common/appearance/values.ts';
import type { AppearanceUpdate } from '../../../common/appearance/types.ts';
import { PERMISSIONS } from '../../../common/constants.ts';
import { lazyImport } from '../../lazy-import.ts';
import { appearancePayloadSchema, themeJsonSchema } from './schemas.ts';

// The appearance editor: general settings, themes, menus, custom code and SEO, read and saved as one.
const admins = { access: { permission: PERMISSIONS.adminAccess } };
const appearance = lazyImport(() => import('./service.ts'));
const themes = lazyImport(() => import('../themes/service.ts'));

// Custom CSS and HTML can each be large; the rest of a save is small.
const APPEARANCE_MAX_BYTES = 4 * 1024 * 1024;

export const appearanceRoutes: Plugin<void> = {
  name: 'appearance-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/appearance',
      options: { plugins: admins },
      handler: async () => (await appearance()).getAppearance(),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/admin/appearance',
      options: { plugins: admins, payload: { maxBytes: APPEARANCE_MAX_BYTES }, validate: { payload: appearancePayloadSchema } },
      handler: async (request) => (await appearance()).saveAppearance(request.payload as AppearanceUpdate),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/admin/themes/{id}/export',
      options: { plugins: admins, validate: { params: Joi.object({ id: Joi.number().integer().min(1).max(2147483647).required() }) } },
      // The bare theme, as `POST admin/themes/import` and `sitewright admin themes import` take it back.
      handler: async (request, h) => {
        const theme = await (await themes()).exportTheme(request.params.id as number);
        const file = theme.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'theme';
        return h.response(theme).header('Content-Disposition', `attachment; filename="${file}.json"`);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/themes/import',
      options: { plugins: { ...admins, openapi: { status: 201 } }, validate: { payload: themeJsonSchema } },
      handler: async (request, h) => h.response({ theme: await (await themes()).importTheme(request.payload as ThemeJson) }).code(201),
    });
  },
};
