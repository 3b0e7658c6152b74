import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../common/validation.ts';
import { appContext, authUser } from '../../http/context.ts';
import { adminOnly, adminResourceRoutes, idParams } from '../../http/admin-resource.ts';
import { currentSession } from '../auth/session-routes.ts';
import { permissionGrants } from '../roles/admin-routes.ts';
import { startImpersonation, stopImpersonation } from './admin-impersonation.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { AdminUserInput } from './admin-users.ts';

// Users for the admin area (docs/admin-api.md, "Users and roles"), and the way back from an impersonation.
// The rules beyond length (an e-mail's shape, a password's minimum) are the service's, shared with every other way in.
const users = lazyImport(() => import('./admin-users.ts'));
const fields = {
  email: Joi.string().trim().max(EMAIL_MAX_LENGTH),
  password: Joi.string().max(PASSWORD_MAX_LENGTH),
  first_name: Joi.string().trim().max(100).allow('', null),
  last_name: Joi.string().trim().max(100).allow('', null),
  roles: Joi.array().items(Joi.number().integer().min(1)).max(50).unique(),
  permissions: permissionGrants,
  verified: Joi.boolean(),
};

export const usersAdminRoutes: Plugin<void> = {
  name: 'users-admin-routes',
  register(server) {
    adminResourceRoutes(server, {
      path: '/api/v1/admin/users',
      key: 'user',
      list: async (query) => (await users()).listAdminUsers(query),
      create: {
        payload: Joi.object({ ...fields, email: fields.email.required(), password: fields.password.required() }),
        handler: async (payload) => (await users()).createAdminUser(payload as unknown as AdminUserInput),
      },
      get: async (id) => (await users()).getAdminUser(id),
      update: { payload: Joi.object(fields).min(1), handler: async (id, payload) => (await users()).updateAdminUser(id, payload as Partial<AdminUserInput>) },
      remove: async (id, request) => (await users()).deleteAdminUser(appContext(request), authUser(request), id),
      removeMany: async (ids, request) => (await users()).deleteAdminUsers(appContext(request), authUser(request), ids),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/users/{id}/suspend',
      options: { plugins: adminOnly, validate: { params: idParams, payload: Joi.object({ reason: Joi.string().trim().max(500).allow('', null) }).allow(null) } },
      handler: async (request) => {
        const reason = (request.payload as { reason?: string | null } | null)?.reason;
        return { user: await (await users()).suspendUser(appContext(request), authUser(request), request.params.id as number, reason) };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/users/{id}/unsuspend',
      options: { plugins: adminOnly, validate: { params: idParams } },
      handler: async (request) => ({ user: await (await users()).unsuspendUser(appContext(request), authUser(request), request.params.id as number) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/admin/users/{id}/impersonate',
      options: { plugins: adminOnly, validate: { params: idParams } },
      handler: async (request) => ({ user: await startImpersonation(currentSession(request), authUser(request), request.params.id as number) }),
    });

    // Any signed-in session may ask: while impersonating, it is the impersonated user's, who need not be an admin.
    server.route({
      method: 'POST',
      path: '/api/v1/impersonation/stop',
      handler: async (request) => ({ user: await stopImpersonation(currentSession(request)) }),
    });
  },
};
