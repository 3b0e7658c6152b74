import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { appContext } from '../../http/context.ts';
import { DASHBOARD_RANGES } from '../../../common/admin-dashboard.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { DashboardQuery } from './dashboard.ts';

// The admin dashboard (docs/admin-api.md, "Dashboard").
const admins = { access: { permission: PERMISSIONS.adminAccess } };
const dashboard = lazyImport(() => import('./dashboard.ts'));

const dashboardQuery = Joi.object({
  range: Joi.string().valid(...Object.keys(DASHBOARD_RANGES)),
  from: Joi.date().iso(),
  to: Joi.date().iso(),
})
  .and('from', 'to')
  .oxor('range', 'from');

export const adminRoutes: Plugin<void> = {
  name: 'admin-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/admin/dashboard',
      options: { plugins: admins, validate: { query: dashboardQuery } },
      handler: async (request) => (await dashboard()).dashboardData(appContext(request), request.query as DashboardQuery),
    });
  },
};
