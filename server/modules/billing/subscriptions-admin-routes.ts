import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { appContext } from '../../http/context.ts';
import { listQuery, listQuerySchema } from '../../http/list-query.ts';
import { lazyImport } from '../../lazy-import.ts';

// Subscriptions for the admin area (docs/admin-api.md, "Billing"). Open whether or not billing is
// on: the rows outlive a switched-off Stripe, and the service says when Stripe is needed.
const admins = { access: { permission: PERMISSIONS.adminAccess } };
const params = Joi.object({ id: Joi.number().integer().min(1).required() });
const subscriptions = lazyImport(() => import('./subscriptions-admin.ts'));

export const subscriptionsAdminRoutes: Plugin<void> = {
  name: 'subscriptions-admin-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/subscriptions',
      options: { plugins: admins, validate: { query: Joi.object(listQuerySchema) } },
      handler: async (request) => ({ pagination: await (await subscriptions()).listAdminSubscriptions(appContext(request), listQuery(request)) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/subscriptions/{id}/cancel',
      options: { plugins: admins, validate: { params, payload: Joi.object({ immediately: Joi.boolean().default(false) }).allow(null) } },
      handler: async (request) => {
        const immediately = Boolean((request.payload as { immediately?: boolean } | null)?.immediately);
        return { subscription: await (await subscriptions()).cancelAdminSubscription(appContext(request), request.params.id as number, immediately) };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/subscriptions/{id}/extend',
      options: { plugins: admins, validate: { params, payload: Joi.object({ ends_at: Joi.date().iso().required() }) } },
      handler: async (request) => ({ subscription: await (await subscriptions()).extendAdminSubscription(appContext(request), request.params.id as number, (request.payload as { ends_at: Date }).ends_at) }),
    });
  },
};
