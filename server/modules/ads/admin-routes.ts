import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { saveAds } from './service.ts';

const admins = { access: { permission: PERMISSIONS.adminAccess } };
const ads = lazyImport(() => import('./service.ts'));

/** An ad slot's HTML before sanitizing; 100 kB leaves room for inline images' markup, not for data URLs. */
const slot = Joi.string().max(100_000).allow('', null);

export const adsAdminRoutes: Plugin<void> = {
  name: 'ads-admin-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/ads',
      options: { plugins: admins },
      handler: async () => ({ ads: await (await ads()).getAds() }),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/admin/ads',
      options: { plugins: admins, validate: { payload: Joi.object({ ads: Joi.object({ dashboard_top: slot, dashboard_bottom: slot }).required() }) } },
      handler: async (request) => ({ ads: await (await ads()).saveAds((request.payload as { ads: Parameters<typeof saveAds>[0] }).ads) }),
    });
  },
};
