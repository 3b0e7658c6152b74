import { Op, literal, type Order, type WhereOptions } from 'sequelize';
import type { Restriction } from '../../../common/types.ts';
import { emailProblem, passwordProblem } from '../../../common/validation.ts';
import type { AppContext } from '../../context.ts';
import type { Pagination } from '../../../common/pagination.ts';
import { badListQuery, columnClause, listOrder, listWhere, type ListFilter, type ListQuery, type ListSpec } from '../../db/list-query.ts';
import { InvalidError, NotFoundError } from '../../errors.ts';
import { Session } from '../auth/models.ts';
import { replaceGrants, resolveGrants, type PermissionGrant } from '../roles/admin-permissions.ts';
import { Role } from '../roles/models.ts';
import { permissionsFor, rolesByIds } from '../roles/service.ts';
import { settleImpersonationsOf } from './admin-impersonation.ts';
import { deleteUser } from './management.ts';
import { User, UserRole } from './models.ts';
import { hashPassword } from './passwords.ts';
import { createUser, displayName, normalizeEmail } from './service.ts';

// Users as the admin area manages them: the list, create and edit with roles and direct
// permissions, suspension, deletion. Impersonation is admin-impersonation.ts's.

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found.',
  emailTaken: 'The email has already been taken.',
  suspendSelf: "You can't suspend your own account.",
  deleteSelf: "You can't delete your own account here: use account settings.",
  unknownRole: (id: number) => `There is no role with the id ${id}.`,
};

/** One row of the admin users list, and the user the create and edit routes answer. */
export interface AdminUserData {
  id: number;
  email: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  email_verified_at: string | null;
  banned_at: string | null;
  created_at: string;
  roles: { id: number; name: string }[];
  /** Granted to the user directly; what their roles grant is on the roles. */
  permissions: { name: string; restrictions: Restriction[] }[];
}

export interface AdminUserInput {
  email: string;
  password: string;
  first_name?: string | null;
  last_name?: string | null;
  roles?: number[];
  permissions?: PermissionGrant[];
  verified?: boolean;
}

function truthy(filter: ListFilter): boolean {
  const { value } = filter;
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw badListQuery('filters', `The ${filter.key} filter takes true or false.`);
}

/** `verified` and `suspended`: whether the column's date is set. */
function dateSetClause(column: string) {
  return (filter: ListFilter): WhereOptions => {
    const set = filter.operator === 'has' || (filter.operator !== 'doesntHave' && truthy(filter) !== (filter.operator === '!='));
    return { [column]: set ? { [Op.ne]: null } : null };
  };
}

function roleClause(filter: ListFilter): WhereOptions {
  const roleId = Number(filter.value);
  if (!Number.isSafeInteger(roleId) || roleId < 1) throw badListQuery('filters', 'The role filter takes a role id.');
  const holders = literal(`(SELECT user_id FROM user_role WHERE role_id = ${roleId})`);
  const without = filter.operator === '!=' || filter.operator === 'doesntHave';
  return { id: { [without ? Op.notIn : Op.in]: holders } };
}

function asDate(value: unknown, key: string): Date {
  const date = typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw badListQuery('filters', `The ${key} filter takes dates.`);
  return date;
}

/** Dates arrive as ISO text; compared as dates, so both databases read them the same way. */
function createdAtClause(filter: ListFilter): WhereOptions {
  if (filter.operator === 'has' || filter.operator === 'doesntHave') throw badListQuery('filters', `The ${filter.key} filter compares dates.`);
  const value = filter.operator === 'between' && Array.isArray(filter.value) ? filter.value.map((v) => asDate(v, filter.key)) : asDate(filter.value, filter.key);
  return columnClause('created_at', { ...filter, value });
}

const userList: ListSpec<User> = {
  model: User,
  // The search is userSearch below: a full name spans two columns.
  searchable: [],
  sortable: ['id', 'email', 'created_at', 'first_name', 'last_name', 'display_name', 'banned_at', 'email_verified_at'],
  filters: { role: roleClause, verified: dateSetClause('email_verified_at'), suspended: dateSetClause('banned_at'), created_at: createdAtClause },
  defaultOrder: ['id', 'desc'],
};

/** Every word of the search in the e-mail or either name, so "Ada Lovelace" finds her. */
function userSearch(text: string | undefined): WhereOptions {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return { [Op.and]: words.map((word) => ({ [Op.or]: ['email', 'first_name', 'last_name'].map((column) => ({ [column]: { [Op.like]: `%${word}%` } })) })) };
}

/** The display name is the first and last name, or the e-mail's local part: sorted by those in turn. */
function userOrder(query: ListQuery): Order {
  if (query.orderBy !== 'display_name') return listOrder(userList, query);
  const direction = query.orderDir.toUpperCase();
  return ['first_name', 'last_name', 'email', 'id'].map((column) => [column, direction]) as Order;
}

async function serializeUsers(users: User[]): Promise<AdminUserData[]> {
  const ids = users.map((user) => user.id);
  const links = await UserRole.findAll({ where: { user_id: { [Op.in]: ids } }, order: [['id', 'ASC']] });
  const roles = new Map((await rolesByIds([...new Set(links.map((link) => link.role_id))])).map((role) => [role.id, role]));
  const permissions = await permissionsFor('user', ids);
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  return users.map((user) => ({
    id: user.id,
    email: user.email,
    display_name: displayName(user),
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: user.avatar,
    email_verified_at: iso(user.email_verified_at),
    banned_at: iso(user.banned_at),
    created_at: new Date(user.created_at).toISOString(),
    roles: links.flatMap((link) => {
      const role = link.user_id === user.id ? roles.get(link.role_id) : undefined;
      return role ? [{ id: role.id, name: role.name }] : [];
    }),
    permissions: (permissions.get(user.id) ?? []).map(({ name, restrictions }) => ({ name, restrictions })),
  }));
}

export async function listAdminUsers(query: ListQuery): Promise<Pagination<AdminUserData>> {
  const { rows, count } = await User.findAndCountAll({
    where: { [Op.and]: [listWhere(userList, query), userSearch(query.query)] },
    order: userOrder(query),
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    data: await serializeUsers(rows),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(count / query.perPage)),
    per_page: query.perPage,
    total: count,
  };
}

async function findUser(id: number): Promise<User> {
  const user = await User.findByPk(id);
  if (!user) throw new NotFoundError(ADMIN_USER_MESSAGES.notFound);
  return user;
}

export async function getAdminUser(id: number): Promise<AdminUserData> {
  return (await serializeUsers([await findUser(id)]))[0];
}

async function rolesFromIds(ids: number[]): Promise<Role[]> {
  const roles = await Role.findAll({ where: { id: { [Op.in]: ids } } });
  const unknown = ids.find((id) => !roles.some((role) => role.id === id));
  if (unknown !== undefined) throw InvalidError.field('roles', ADMIN_USER_MESSAGES.unknownRole(unknown));
  return roles;
}

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

export async function createAdminUser(input: AdminUserInput): Promise<AdminUserData> {
  // Everything is checked before the account exists, so a refused request leaves nothing behind.
  const roles = input.roles ? await rolesFromIds(input.roles) : undefined;
  const grants = input.permissions ? await resolveGrants(input.permissions) : [];
  const user = await createUser({
    email: input.email,
    password: input.password,
    first_name: blankToNull(input.first_name) ?? null,
    last_name: blankToNull(input.last_name) ?? null,
    roles: roles?.map((role) => role.name),
    emailVerified: input.verified ?? false,
  });
  if (grants.length) await replaceGrants('user', user.id, grants);
  return getAdminUser(user.id);
}

async function userChanges(user: User, input: Partial<AdminUserInput>): Promise<Partial<User>> {
  const changes: Partial<User> = {};
  if (input.email !== undefined) {
    const email = normalizeEmail(input.email);
    const problem = emailProblem(email);
    if (problem) throw InvalidError.field('email', problem);
    if (await User.findOne({ where: { email, id: { [Op.ne]: user.id } } })) throw InvalidError.field('email', ADMIN_USER_MESSAGES.emailTaken);
    changes.email = email;
  }
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password);
    if (problem) throw InvalidError.field('password', problem);
    changes.password = await hashPassword(input.password);
  }
  if (input.first_name !== undefined) changes.first_name = blankToNull(input.first_name) ?? null;
  if (input.last_name !== undefined) changes.last_name = blankToNull(input.last_name) ?? null;
  if (input.verified !== undefined) changes.email_verified_at = input.verified ? (user.email_verified_at ?? new Date()) : null;
  return changes;
}

export async function updateAdminUser(id: number, input: Partial<AdminUserInput>): Promise<AdminUserData> {
  const user = await findUser(id);
  const roles = input.roles ? await rolesFromIds(input.roles) : null;
  const grants = input.permissions ? await resolveGrants(input.permissions) : null;
  // Hashed before the transaction, so other writers do not wait for it (SQLite has one writer).
  const changes = await userChanges(user, input);
  await User.sequelize!.transaction(async () => {
    await user.update(changes);
    if (roles) {
      await UserRole.destroy({ where: { user_id: user.id } });
      await UserRole.bulkCreate(roles.map((role) => ({ user_id: user.id, role_id: role.id })));
    }
    if (grants) await replaceGrants('user', user.id, grants);
  });
  return getAdminUser(user.id);
}

/**
 * A suspended user cannot sign in, and every way in they had stops at once: their sessions are
 * deleted, and their API tokens are refused because the requester lookup treats a banned user as
 * nobody (server/modules/roles/requester.ts).
 */
export async function suspendUser(ctx: AppContext, admin: User, id: number, reason?: string | null): Promise<AdminUserData> {
  if (id === admin.id) throw InvalidError.field('id', ADMIN_USER_MESSAGES.suspendSelf);
  const user = await findUser(id);
  await User.sequelize!.transaction(async () => {
    if (!user.banned_at) await user.update({ banned_at: ctx.now() });
    await settleImpersonationsOf(user.id);
    await Session.destroy({ where: { user_id: user.id } });
  });
  // The reason has no column of its own: it is kept where an operator looks for who did what.
  ctx.logger.info({ user_id: user.id, admin_id: admin.id, reason: reason || null }, 'user suspended');
  return getAdminUser(user.id);
}

export async function unsuspendUser(ctx: AppContext, admin: User, id: number): Promise<AdminUserData> {
  const user = await findUser(id);
  if (user.banned_at) await user.update({ banned_at: null });
  ctx.logger.info({ user_id: user.id, admin_id: admin.id }, 'user unsuspended');
  return getAdminUser(user.id);
}

/** Deletes accounts with everything that belongs to them (management.ts's deleteUser); never the admin's own. */
export async function deleteAdminUsers(ctx: AppContext, admin: User, ids: number[]): Promise<void> {
  if (ids.includes(admin.id)) throw InvalidError.field('ids', ADMIN_USER_MESSAGES.deleteSelf);
  const users = await User.findAll({ where: { id: { [Op.in]: ids } } });
  for (const user of users) {
    await settleImpersonationsOf(user.id);
    await deleteUser(user, ctx.config);
  }
}

export async function deleteAdminUser(ctx: AppContext, admin: User, id: number): Promise<void> {
  if (id === admin.id) throw InvalidError.field('id', ADMIN_USER_MESSAGES.deleteSelf);
  await deleteAdminUsers(ctx, admin, [(await findUser(id)).id]);
}
