import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { AI_PROVIDERS, MAX_AI_TIMEOUT_SECONDS, MIN_AI_TIMEOUT_SECONDS } from '../../../common/ai/settings.ts';
import { PERMISSIONS } from '../../../common/constants.ts';
import { appContext } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { AiSettingsInput } from './endpoint-settings.ts';

// The admin's AI settings: provider, endpoint, model, key (write-only), time limit and a test call.
const endpointSettings = lazyImport(() => import('./endpoint-settings.ts'));
const endpointTest = lazyImport(() => import('./endpoint-test.ts'));
const admins = { access: { permission: PERMISSIONS.adminAccess } };

const settingsPayload = Joi.object({
  provider: Joi.string()
    .valid(...AI_PROVIDERS)
    .required(),
  base_url: Joi.string().trim().max(2000).allow('', null).default(null),
  model: Joi.string().trim().max(200).allow('', null).default(null),
  api_key: Joi.string().max(2000).allow(''),
  timeout_seconds: Joi.number()
    .integer()
    .min(MIN_AI_TIMEOUT_SECONDS)
    .max(MAX_AI_TIMEOUT_SECONDS)
    .allow(null)
    .messages({ 'number.min': `At least ${MIN_AI_TIMEOUT_SECONDS} seconds.`, 'number.max': `At most ${MAX_AI_TIMEOUT_SECONDS} seconds (an hour).` }),
});

export const aiAdminRoutes: Plugin<void> = {
  name: 'ai-admin-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/ai',
      options: { plugins: admins },
      handler: async (request) => ({ settings: await (await endpointSettings()).getAiSettings(appContext(request)) }),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/admin/ai',
      options: { plugins: admins, validate: { payload: settingsPayload } },
      handler: async (request) => ({ settings: await (await endpointSettings()).saveAiSettings(appContext(request), request.payload as AiSettingsInput) }),
    });

    // Tests the values in the form, saved or not: an admin checks an endpoint before switching to it.
    server.route({
      method: 'POST',
      path: '/api/v1/admin/ai/test',
      options: { plugins: admins, validate: { payload: settingsPayload } },
      handler: async (request) => ({ result: await (await endpointTest()).testAiEndpoint(appContext(request), request.payload as AiSettingsInput) }),
    });
  },
};
