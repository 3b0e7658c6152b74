import { Op, type InferAttributes } from 'sequelize';
import type { Permission as PermissionData, Role as RoleData } from '../../../common/types.ts';
import { cached, invalidateCache } from '../../cache/site-cache.ts';
import { instanceOf } from '../../db/select.ts';
import { Permission, Permissionable, Role, type PermissionableType } from './models.ts';

/** Every cache entry derived from roles and their grants starts with this. */
const ROLES_CACHE_KEY = 'roles';

interface SiteRole {
  /** The row's attributes, to rebuild a Role instance without asking the database. */
  attributes: InferAttributes<Role>;
  permissions: PermissionData[];
}

/**
 * Roles and what they grant are site-wide data that every authenticated request needs: kept in
 * the site cache (server/cache/site-cache.ts) and forgotten by invalidateRoles() after a change.
 * Which roles a user holds is not: that is read with the requester on every request.
 */
function siteRoles(): Promise<Map<number, SiteRole>> {
  return cached(`${ROLES_CACHE_KEY}.all`, loadSiteRoles);
}

async function loadSiteRoles(): Promise<Map<number, SiteRole>> {
  const roles = await Role.findAll({ order: [['id', 'ASC']] });
  const permissions = await loadPermissionsFor('role', roles.map((role) => role.id));
  return new Map(roles.map((role) => [role.id, { attributes: role.get({ plain: true }) as InferAttributes<Role>, permissions: permissions.get(role.id) ?? [] }]));
}

/**
 * The roles and grants as now kept: the same object until they are read again (a change, or the
 * cache's lifetime), so whatever was worked out from them holds while it stays the same.
 */
export function siteRolesVersion(): Promise<object> {
  return siteRoles();
}

/** After a role or a role's grant changed in this process. */
export function invalidateRoles(): void {
  invalidateCache(ROLES_CACHE_KEY);
}

async function loadPermissionsFor(type: PermissionableType, ownerIds: number[]): Promise<Map<number, PermissionData[]>> {
  const result = new Map<number, PermissionData[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return result;
  const links = await Permissionable.findAll({
    where: { permissionable_type: type, permissionable_id: { [Op.in]: ownerIds } },
    include: [{ model: Permission, as: 'permission', attributes: ['id', 'name'] }],
  });
  for (const link of links) {
    const permission = (link as Permissionable & { permission: Permission }).permission;
    result.get(link.permissionable_id)?.push({ id: permission.id, name: permission.name, restrictions: link.restrictions });
  }
  return result;
}

/** Permissions granted to the given owners, one list per owner id (roles' from the site cache). */
export async function permissionsFor(type: PermissionableType, ownerIds: number[]): Promise<Map<number, PermissionData[]>> {
  if (type !== 'role') return loadPermissionsFor(type, ownerIds);
  const roles = await siteRoles();
  return new Map(ownerIds.map((id) => [id, copyPermissions(roles.get(id)?.permissions ?? [])]));
}

// Cached lists are shared by every request: callers get their own copies to change.
function copyPermissions(permissions: PermissionData[]): PermissionData[] {
  return permissions.map((permission) => ({ ...permission, restrictions: permission.restrictions.map((r) => ({ ...r })) }));
}

/** Role instances for the given ids, in that order, from the site cache; unknown ids are left out. */
export async function rolesByIds(ids: number[]): Promise<Role[]> {
  let roles = await siteRoles();
  // A role created since the cache was filled (by another instance): read the roles again once.
  if (ids.some((id) => !roles.has(id))) {
    invalidateRoles();
    roles = await siteRoles();
  }
  return ids.flatMap((id) => {
    const role = roles.get(id);
    return role ? [instanceOf(Role, role.attributes)] : [];
  });
}

export function serializeRole(role: Role, permissions: PermissionData[] = []): RoleData {
  return { id: role.id, name: role.name, description: role.description, default: role.default, guests: role.guests, permissions };
}

/** What visitors may do; read by every permission check, shared by all of them (do not change it). */
export function getGuestRole(): Promise<RoleData | null> {
  return cached(`${ROLES_CACHE_KEY}.guest`, async () => {
    for (const { attributes, permissions } of (await siteRoles()).values()) {
      if (attributes.guests) return serializeRole(Role.build(attributes, { isNewRecord: false, raw: true }), copyPermissions(permissions));
    }
    return null;
  });
}

export async function findRoleByName(name: string): Promise<Role | null> {
  return Role.findOne({ where: { name } });
}
