import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { adminOnly, adminResourceRoutes } from '../../http/admin-resource.ts';
import { listPermissionCatalogue } from './admin-permissions.ts';
import { createRole, deleteRole, deleteRoles, getRole, listRoles, updateRole, type RoleInput } from './admin-roles.ts';

// Roles and the permission catalogue for the admin area (docs/admin-api.md, "Users and roles").
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
      list: listRoles,
      create: { payload: Joi.object({ ...fields, name: fields.name.required() }), handler: (payload) => createRole(payload as unknown as RoleInput) },
      get: getRole,
      update: { payload: Joi.object(fields).min(1), handler: (id, payload) => updateRole(id, payload as Partial<RoleInput>) },
      remove: deleteRole,
      removeMany: deleteRoles,
    });

    server.route({
      method: 'GET',
      path: '/api/v1/admin/permissions',
      options: { plugins: adminOnly },
      handler: async () => ({ permissions: await listPermissionCatalogue() }),
    });
  },
};
