import { Op, UniqueConstraintError, fn, col } from 'sequelize';
import type { Role as RoleData } from '../../../common/types.ts';
import { invalidateCache } from '../../cache/site-cache.ts';
import type { Pagination } from '../../../common/pagination.ts';
import { badListQuery, paginate, type ListFilter, type ListQuery, type ListSpec } from '../../db/list-query.ts';
import { ConflictError, InvalidError, NotFoundError } from '../../errors.ts';
import { MenuItem } from '../menus/models.ts';
import { UserRole } from '../users/models.ts';
import { replaceGrants, resolveGrants, type PermissionGrant } from './admin-permissions.ts';
import { Permissionable, Role } from './models.ts';
import { invalidateRoles, permissionsFor, serializeRole } from './service.ts';

// Roles as the admin area manages them. Exactly one role is given to new users (`default`) and
// one stands for visitors (`guests`): setting either flag on a role takes it from the other, and
// neither role can be deleted.

export const ROLE_MESSAGES = {
  notFound: 'Role not found.',
  nameTaken: 'A role with this name already exists.',
  keepDefault: 'There must be a default role for new users: make another role the default instead.',
  keepGuests: 'There must be a guest role for visitors: make another role the guest role instead.',
  deleteDefault: 'The default role for new users cannot be deleted: make another role the default first.',
  deleteGuests: 'The guest role cannot be deleted: make another role the guest role first.',
};

export interface AdminRoleData extends RoleData {
  users_count: number;
  created_at: string;
  updated_at: string;
}

export interface RoleInput {
  name: string;
  description?: string | null;
  default?: boolean;
  guests?: boolean;
  permissions?: PermissionGrant[];
}

function booleanClause(column: string) {
  return (filter: ListFilter) => {
    const value = filter.value === true || filter.value === 'true' || filter.value === 1 || filter.value === '1';
    if (!value && !(filter.value === false || filter.value === 'false' || filter.value === 0 || filter.value === '0')) {
      throw badListQuery('filters', `The ${filter.key} filter takes true or false.`);
    }
    return { [column]: filter.operator === '!=' ? !value : value };
  };
}

const roleList: ListSpec<Role> = {
  model: Role,
  searchable: ['name', 'description'],
  sortable: ['id', 'name', 'created_at', 'updated_at'],
  filters: { default: booleanClause('default'), guests: booleanClause('guests') },
  defaultOrder: ['id', 'asc'],
};

async function serializeRoles(roles: Role[]): Promise<AdminRoleData[]> {
  const ids = roles.map((role) => role.id);
  const permissions = await permissionsFor('role', ids);
  const counts = (await UserRole.findAll({
    attributes: ['role_id', [fn('COUNT', col('user_id')), 'count']],
    where: { role_id: { [Op.in]: ids } },
    group: ['role_id'],
    raw: true,
  })) as unknown as { role_id: number; count: number | string }[];
  const countOf = new Map(counts.map((row) => [Number(row.role_id), Number(row.count)]));
  return roles.map((role) => ({
    ...serializeRole(role, permissions.get(role.id) ?? []),
    users_count: countOf.get(role.id) ?? 0,
    created_at: new Date(role.created_at).toISOString(),
    updated_at: new Date(role.updated_at).toISOString(),
  }));
}

export function listRoles(query: ListQuery): Promise<Pagination<AdminRoleData>> {
  return paginate(roleList, query, serializeRoles);
}

async function findRole(id: number): Promise<Role> {
  const role = await Role.findByPk(id);
  if (!role) throw new NotFoundError(ROLE_MESSAGES.notFound);
  return role;
}

export async function getRole(id: number): Promise<AdminRoleData> {
  return (await serializeRoles([await findRole(id)]))[0];
}

/** The flags of one role taken from every other role, in the caller's transaction. */
async function moveFlags(role: Role, input: Partial<RoleInput>): Promise<void> {
  for (const flag of ['default', 'guests'] as const) {
    if (input[flag]) await Role.update({ [flag]: false }, { where: { id: { [Op.ne]: role.id }, [flag]: true } });
  }
}

async function writeRole(role: Role | null, input: Partial<RoleInput>): Promise<number> {
  const grants = input.permissions ? await resolveGrants(input.permissions) : null;
  const fields = {
    ...(input.name === undefined ? {} : { name: input.name.trim() }),
    ...(input.description === undefined ? {} : { description: input.description?.trim() || null }),
    ...(input.default === undefined ? {} : { default: input.default }),
    ...(input.guests === undefined ? {} : { guests: input.guests }),
  };
  try {
    const id = await Role.sequelize!.transaction(async () => {
      const saved = role ? await role.update(fields) : await Role.create(fields as RoleInput);
      await moveFlags(saved, input);
      if (grants) await replaceGrants('role', saved.id, grants);
      return saved.id;
    });
    return id;
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw InvalidError.field('name', ROLE_MESSAGES.nameTaken);
    throw error;
  } finally {
    // Every request reads roles from the site cache: a change counts from the next request on.
    invalidateRoles();
  }
}

export async function createRole(input: RoleInput): Promise<AdminRoleData> {
  return getRole(await writeRole(null, input));
}

export async function updateRole(id: number, input: Partial<RoleInput>): Promise<AdminRoleData> {
  const role = await findRole(id);
  if (input.default === false && role.default) throw InvalidError.field('default', ROLE_MESSAGES.keepDefault);
  if (input.guests === false && role.guests) throw InvalidError.field('guests', ROLE_MESSAGES.keepGuests);
  return getRole(await writeRole(role, input));
}

function assertDeletable(role: Role): void {
  if (role.default) throw new ConflictError(ROLE_MESSAGES.deleteDefault);
  if (role.guests) throw new ConflictError(ROLE_MESSAGES.deleteGuests);
}

/**
 * Takes deleted roles out of the menu items that list them, in the caller's transaction: a menu
 * item shows only to holders of every role it lists, so a role nobody can hold any more would
 * hide the item from everyone.
 */
async function removeFromMenuItems(roleIds: number[]): Promise<void> {
  const deleted = new Set(roleIds);
  for (const item of await MenuItem.findAll()) {
    const roles = item.roles.map(Number);
    if (roles.some((id) => deleted.has(id))) await item.update({ roles: roles.filter((id) => !deleted.has(id)) });
  }
}

/**
 * Deletes roles; the users holding them simply lose them, and menu items stop asking for them.
 * Refused as a whole when one of them is the default or guest role.
 */
export async function deleteRoles(ids: number[]): Promise<void> {
  const roles = await Role.findAll({ where: { id: { [Op.in]: ids } } });
  roles.forEach(assertDeletable);
  const found = roles.map((role) => role.id);
  try {
    await Role.sequelize!.transaction(async () => {
      await Permissionable.destroy({ where: { permissionable_type: 'role', permissionable_id: { [Op.in]: found } } });
      await UserRole.destroy({ where: { role_id: { [Op.in]: found } } });
      await removeFromMenuItems(found);
      await Role.destroy({ where: { id: { [Op.in]: found } } });
    });
  } finally {
    invalidateRoles();
    invalidateCache('menus');
  }
}

export async function deleteRole(id: number): Promise<void> {
  assertDeletable(await findRole(id));
  await deleteRoles([id]);
}
