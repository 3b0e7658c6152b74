import { PERMISSIONS } from '../../../common/constants.ts';
import { Permission, Permissionable, Role, type PermissionableType, type RestrictionDefinition } from './models.ts';
import { invalidateRoles } from './service.ts';
import type { Restriction } from '../../../common/types.ts';
import { WORKSPACE_MEMBERS_PERMISSION } from '../../../common/workspaces.ts';
import { CONTENT_ITEMS_RESTRICTION, CONTENT_PERMISSION } from '../../../common/collections.ts';

export const PERMISSION_CATALOGUE: { name: string; display_name: string; group: string; description: string; restrictions?: RestrictionDefinition[] }[] = [
  { name: PERMISSIONS.admin, display_name: 'Super admin', group: 'admin', description: 'Grants every permission.' },
  { name: PERMISSIONS.adminAccess, display_name: 'Access admin area', group: 'admin', description: 'Open the admin area and the appearance editor.' },
  {
    name: PERMISSIONS.projectsCreate,
    display_name: 'Create sites',
    group: 'projects',
    description: 'Create and edit sites in the dashboard and editor.',
    restrictions: [{ name: 'count', type: 'number', description: 'Maximum number of sites a user can create. Empty means unlimited.' }],
  },
  { name: PERMISSIONS.apiAccess, display_name: 'Access the API', group: 'api', description: 'Create API tokens and use the API.' },
  {
    name: PERMISSIONS.aiGenerate,
    display_name: 'Generate sites with AI',
    group: 'ai',
    description: 'Describe a site and get it generated, while billing is on; without billing every user with "Create sites" may.',
    restrictions: [{ name: 'count', type: 'number', description: 'Maximum number of AI generations a month. Empty means unlimited.' }],
  },
  {
    name: WORKSPACE_MEMBERS_PERMISSION,
    display_name: 'Workspace members',
    group: 'workspaces',
    description: "Seats per workspace while billing is on: members plus pending invites, counted against the workspace owner's plan.",
    restrictions: [{ name: 'count', type: 'number', description: 'Maximum members (the owner included) plus pending invites per workspace. Empty means unlimited.' }],
  },
  {
    name: CONTENT_PERMISSION,
    display_name: 'Content items',
    group: 'projects',
    description: "Blog posts and collection items per site, counted against the site owner's plan.",
    restrictions: [{ name: CONTENT_ITEMS_RESTRICTION, type: 'number', description: 'Maximum items (posts and other collection items) per site. Empty means unlimited.' }],
  },
];

export const DEFAULT_ROLES: { name: string; description: string; default?: boolean; guests?: boolean; permissions: string[] }[] = [
  { name: 'guest', description: 'Visitors who are not logged in.', guests: true, permissions: [] },
  { name: 'users', description: 'Every registered user gets this role.', default: true, permissions: [PERMISSIONS.projectsCreate, PERMISSIONS.apiAccess] },
  { name: 'admin', description: 'Full access to everything.', permissions: [PERMISSIONS.admin] },
];

export async function seedPermissions(): Promise<void> {
  for (const definition of PERMISSION_CATALOGUE) {
    const [permission] = await Permission.findOrCreate({ where: { name: definition.name }, defaults: { ...definition, restrictions: definition.restrictions ?? [] } });
    await permission.update({ display_name: definition.display_name, group: definition.group, description: definition.description, restrictions: definition.restrictions ?? [] });
  }
}

/** Grants a permission to a role, user or plan once; a second call only updates its restriction values. */
export async function grantPermission(type: PermissionableType, ownerId: number, name: string, restrictions: Restriction[] = []): Promise<void> {
  const permission = await Permission.findOne({ where: { name } });
  if (!permission) throw new Error(`Unknown permission ${name}; seed permissions first`);
  const [link, created] = await Permissionable.findOrCreate({
    where: { permission_id: permission.id, permissionable_type: type, permissionable_id: ownerId },
    defaults: { permission_id: permission.id, permissionable_type: type, permissionable_id: ownerId, restrictions },
  });
  if (!created) await link.update({ restrictions });
  if (type === 'role') invalidateRoles();
}

export async function seedRoles(): Promise<void> {
  await seedPermissions();
  for (const definition of DEFAULT_ROLES) {
    const [role] = await Role.findOrCreate({
      where: { name: definition.name },
      defaults: { name: definition.name, description: definition.description, default: definition.default ?? false, guests: definition.guests ?? false },
    });
    for (const permission of definition.permissions) await grantPermission('role', role.id, permission);
  }
  invalidateRoles();
}
