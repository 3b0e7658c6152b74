import type { Restriction } from '../../../common/types.ts';
import { InvalidError } from '../../errors.ts';
import { Permission, Permissionable, type PermissionableType, type RestrictionDefinition } from './models.ts';

// Permissions as the admin area grants them, to roles and to users directly: checked against the
// catalogue (server/modules/roles/seed.ts) before anything is written, then written as a whole.

export interface PermissionGrant {
  name: string;
  restrictions?: Restriction[];
}

interface ResolvedGrant {
  permission: Permission;
  restrictions: Restriction[];
}

/** A permission of the catalogue with the restrictions a grant of it may set. */
export interface PermissionDefinitionData {
  name: string;
  display_name: string;
  group: string;
  description: string;
  restrictions: RestrictionDefinition[];
}

/** The catalogue as the admin forms show it, in the order it was seeded. */
export async function listPermissionCatalogue(): Promise<PermissionDefinitionData[]> {
  const permissions = await Permission.findAll({ order: [['id', 'ASC']] });
  return permissions.map((permission) => ({
    name: permission.name,
    display_name: permission.display_name ?? permission.name,
    group: permission.group ?? '',
    description: permission.description ?? '',
    restrictions: permission.restrictions,
  }));
}

/** A restriction value of the definition's type; empty means "no limit" and is stored as null. */
function restrictionValue(definition: RestrictionDefinition, value: Restriction['value'] | undefined): Restriction['value'] | undefined {
  if (value === null || value === undefined || value === '') return null;
  if (definition.type === 'number') {
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isFinite(number) && number >= 0 ? number : undefined;
  }
  if (definition.type === 'boolean') return typeof value === 'boolean' ? value : undefined;
  return String(value);
}

/** Checks every name and restriction; a problem names its place in the list (`permissions.1.restrictions.0`). */
export async function resolveGrants(grants: PermissionGrant[]): Promise<ResolvedGrant[]> {
  const known = new Map((await Permission.findAll({ where: { name: grants.map((grant) => grant.name) } })).map((p) => [p.name, p]));
  return grants.map((grant, index) => {
    const permission = known.get(grant.name);
    if (!permission) throw new InvalidError(`Unknown permission "${grant.name}".`, { [`permissions.${index}.name`]: `Unknown permission "${grant.name}".` });
    const restrictions = (grant.restrictions ?? []).map((restriction, position) => {
      const field = `permissions.${index}.restrictions.${position}`;
      const definition = permission.restrictions.find((d) => d.name === restriction.name);
      if (!definition) throw new InvalidError(`"${grant.name}" has no restriction "${restriction.name}".`, { [field]: `"${grant.name}" has no restriction "${restriction.name}".` });
      const value = restrictionValue(definition, restriction.value);
      if (value === undefined) throw new InvalidError(`The ${restriction.name} of "${grant.name}" must be a ${definition.type}.`, { [field]: `The ${restriction.name} of "${grant.name}" must be a ${definition.type}.` });
      return { name: definition.name, value };
    });
    return { permission, restrictions };
  });
}

/**
 * Replaces everything granted to a role or user with these grants (resolved first, so a bad list
 * writes nothing). A role's grants are cached site data: the caller invalidates the roles once its
 * transaction has committed.
 */
export async function replaceGrants(type: Extract<PermissionableType, 'role' | 'user'>, ownerId: number, grants: ResolvedGrant[]): Promise<void> {
  await Permissionable.destroy({ where: { permissionable_type: type, permissionable_id: ownerId } });
  await Permissionable.bulkCreate(grants.map(({ permission, restrictions }) => ({ permission_id: permission.id, permissionable_type: type, permissionable_id: ownerId, restrictions })));
}
