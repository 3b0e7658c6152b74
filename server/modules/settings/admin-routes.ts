import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { appContext, currentUser } from '../../http/context.ts';
import type { User } from '../users/models.ts';
import { lazyImport } from '../../lazy-import.ts';
import { clearSiteCache } from './cache-generation.ts';
import { providerValuesSchema, settingsValuesSchema } from './validation.ts';

// The admin area's settings screens: every editable setting, the provider tests and the site cache.
const admins = { access: { permission: PERMISSIONS.adminAccess } };
// The mail and storage tests bring their transports along: loaded with the first settings request.
const adminSettings = lazyImport(() => import('./admin-settings.ts'));

export const settingsAdminRoutes: Plugin<void> = {
  name: 'settings-admin-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/settings',
      options: { plugins: admins },
      handler: async () => (await adminSettings()).getAdminSettings(),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/admin/settings',
      options: { plugins: admins, validate: { payload: Joi.object({ settings: settingsValuesSchema.required() }) } },
      handler: async (request) => (await adminSettings()).saveAdminSettings(appContext(request), currentUser(request) as User, (request.payload as { settings: Record<string, unknown> }).settings),
    });

    // Both tests take the form's values, saved or not: an admin checks a provider before switching to it.
    server.route({
      method: 'POST',
      path: '/api/v1/admin/settings/mail/test',
      options: {
        plugins: admins,
        validate: { payload: Joi.object({ to: Joi.string().trim().email({ tlds: false }).max(255).required(), settings: providerValuesSchema('mail').default({}) }) },
      },
      handler: async (request) => {
        const { to, settings } = request.payload as { to: string; settings: Record<string, unknown> };
        return (await adminSettings()).sendTestMail(appContext(request), currentUser(request) as User, to, settings);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/settings/storage/test',
      // No body at all tests the saved settings.
      options: { plugins: admins, validate: { payload: Joi.object({ settings: providerValuesSchema('storage').default({}) }).allow(null) } },
      handler: async (request) => (await adminSettings()).testStorage(appContext(request), (request.payload as { settings: Record<string, unknown> } | null)?.settings ?? {}),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/cache/clear',
      options: { plugins: admins },
      handler: async () => ({ message: 'Cache cleared.', ...(await clearSiteCache()) }),
    });
  },
};
