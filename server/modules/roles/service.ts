import { Op } from 'sequelize';
import type { Permission as PermissionData, Role as RoleData } from '../../../common/types.ts';
import { cached } from '../../cache/site-cache.ts';
import { Permission, Permissionable, Role, type PermissionableType } from './models.ts';

/** Permissions granted to the given owners, one list per owner id. */
export async function permissionsFor(type: PermissionableType, ownerIds: number[]): Promise<Map<number, PermissionData[]>> {
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

export function serializeRole(role: Role, permissions: PermissionData[] = []): RoleData {
  return { id: role.id, name: role.name, description: role.description, default: role.default, guests: role.guests, permissions };
}

export function getGuestRole(): Promise<RoleData | null> {
  return cached('roles.guest', loadGuestRole);
}

async function loadGuestRole(): Promise<RoleData | null> {
  const role = await Role.findOne({ where: { guests: true } });
  if (!role) return null;
  const permissions = await permissionsFor('role', [role.id]);
  return serializeRole(role, permissions.get(role.id));
}

export async function findRoleByName(name: string): Promise<Role | null> {
  return Role.findOne({ where: { name } });
}
