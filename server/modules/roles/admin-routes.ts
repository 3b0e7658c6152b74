import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { adminOnly, adminResourceRoutes } from '../../http/admin-resource.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { RoleInput } from './admin-roles.ts';

// Roles and the permission catalogue for the admin area (docs/admin-api.md, "Users and roles").
const roles = lazyImport(() => import('./admin-roles.ts'));
const permissions = lazyImport(() => import('./admin-permissions.ts'));
const restriction = Joi.object({ name: Joi.string().max(100).required(), value: Joi.alternatives(Joi.number(), Joi.string().allow('').max(100), Joi.boolean()).allow(null) });

/** Permissions with their restriction values, as roles and users are granted them. */
export const permissionGrants = Joi.array()
  .items(Joi.object({ name: Joi.string().max(100).required(), restrictions: Joi.array().items(restriction).max(20).unique('name') }))
  .max(100)
  .unique('name');

const fields = {
  name: Joi.string().trim().min(1).max(100),
  description: Joi.string().trim().max(255).allow('', null),
  default: Joi.boolean(),
  guests: Joi.boolean(),
  permissions: permissionGrants,
};

export const rolesAdminRoutes: Plugin<void> = {
  name: 'roles-admin-routes',
  register(server) {
    adminResourceRoutes(server, {
      path: '/api/v1/admin/roles',
      key: 'role',
      list: async (query) => (await roles()).listRoles(query),
      create: { payload: Joi.object({ ...fields, name: fields.name.required() }), handler: async (payload) => (await roles()).createRole(payload as unknown as RoleInput) },
      get: async (id) => (await roles()).getRole(id),
      update: { payload: Joi.object(fields).min(1), handler: async (id, payload) => (await roles()).updateRole(id, payload as Partial<RoleInput>) },
      remove: async (id) => (await roles()).deleteRole(id),
      removeMany: async (ids) => (await roles()).deleteRoles(ids),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/admin/permissions',
      options: { plugins: adminOnly },
      handler: async () => ({ permissions: await (await permissions()).listPermissionCatalogue() }),
    });
  },
};
