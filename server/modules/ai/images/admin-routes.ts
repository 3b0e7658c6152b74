import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../../common/constants.ts';
import type { AiImageSettingsInput } from '../../../../common/ai/image-settings.ts';
import { lazyImport } from '../../../lazy-import.ts';

// The admin's picture settings for generated sites (common/ai/image-settings.ts): stock photo keys
// and an images endpoint. Keys are write-only: absent keeps the stored one, '' removes it.
const admins = { access: { permission: PERMISSIONS.adminAccess } };
const imageSettings = lazyImport(() => import('./settings.ts'));

const key = Joi.string().max(2000).allow('');

const settingsPayload = Joi.object({
  unsplash_key: key,
  pexels_key: key,
  generation_api_key: key,
  generation_base_url: Joi.string().trim().max(2000).allow('', null).default(null),
  generation_model: Joi.string().trim().max(200).allow('', null).default(null),
});

export const aiImageAdminRoutes: Plugin<void> = {
  name: 'ai-image-admin-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/ai/images',
      options: { plugins: admins },
      handler: async () => ({ settings: await (await imageSettings()).getImageSettings() }),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/admin/ai/images',
      options: { plugins: admins, validate: { payload: settingsPayload } },
      handler: async (request) => ({ settings: await (await imageSettings()).saveImageSettings(request.payload as AiImageSettingsInput) }),
    });
  },
};
