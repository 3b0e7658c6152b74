import { Op } from 'sequelize';
import type { Config } from '../../../config/index.ts';
import { InvalidError, NotFoundError } from '../../errors.ts';
import { AccessToken, Session } from '../auth/models.ts';
import { Permissionable, Role } from '../roles/models.ts';
import { User, UserRole } from './models.ts';
import { findRoleByName } from '../roles/service.ts';
import { normalizeEmail } from './service.ts';
import { deleteStoredFilesOf } from '../uploads/stored-bytes.ts';
import { releaseOwnedWorkspaces } from '../workspaces/service.ts';

// Account management shared by the API (account deletion, admin area later) and `sitewright users`.

export async function findUserByIdOrEmail(idOrEmail: string | number): Promise<User> {
  const where = typeof idOrEmail === 'number' || /^\d+$/.test(String(idOrEmail)) ? { id: Number(idOrEmail) } : { email: normalizeEmail(String(idOrEmail)) };
  const user = await User.findOne({ where, include: [{ model: Role, as: 'roles' }] });
  if (!user) throw new NotFoundError(`No user with the id or e-mail "${idOrEmail}"`);
  return user;
}

export async function listUsers(options: { search?: string; limit?: number; offset?: number } = {}): Promise<{ users: User[]; total: number }> {
  const where = options.search ? { email: { [Op.like]: `%${options.search.toLowerCase()}%` } } : {};
  const { rows, count } = await User.findAndCountAll({
    where,
    include: [{ model: Role, as: 'roles' }],
    order: [['id', 'ASC']],
    limit: options.limit ?? 50,
    offset: options.offset ?? 0,
    distinct: true,
  });
  return { users: rows, total: count };
}

/** Replaces the user's roles with the named ones. */
export async function setUserRoles(user: User, roleNames: string[]): Promise<void> {
  const roles = [];
  for (const name of roleNames) {
    const role = await findRoleByName(name);
    if (!role) throw InvalidError.field('role', `Unknown role "${name}"`);
    roles.push(role);
  }
  await UserRole.destroy({ where: { user_id: user.id } });
  await UserRole.bulkCreate(roles.map((role) => ({ user_id: user.id, role_id: role.id })));
  await user.reload({ include: [{ model: Role, as: 'roles' }] });
}

export async function disableTwoFactor(user: User): Promise<void> {
  await user.update({ two_factor_secret: null, two_factor_recovery_codes: null, two_factor_confirmed_at: null, two_factor_last_step: null });
}

/**
 * Deletes the account and everything that belongs to it: sessions, tokens, social profiles,
 * role links, file entries and one-time tokens go by foreign-key cascade in the same statement;
 * the stored bytes of those files are removed first.
 */
export async function deleteUser(user: User, config: Config): Promise<void> {
  await deleteStoredFilesOf(user, config);
  // The workspaces the user owns go with the account; their team's projects and files stay with whoever created them.
  await releaseOwnedWorkspaces(user);
  // Permission grants point at users polymorphically, so no foreign key cascades them.
  await Permissionable.destroy({ where: { permissionable_type: 'user', permissionable_id: user.id } });
  await user.destroy();
}

/** The roles with these names (each once), or a 422 naming the unknown one and the roles there are. */
export async function findRolesByName(names: string[]): Promise<Role[]> {
  const roles = await Role.findAll({ order: [['name', 'ASC']] });
  const byName = new Map(roles.map((role) => [role.name, role]));
  const unknown = names.find((name) => !byName.has(name));
  if (unknown !== undefined) {
    const message = `Unknown role "${unknown}": the roles are ${roles.map((role) => role.name).join(', ')}`;
    throw InvalidError.field('roles', message);
  }
  return [...new Set(names)].map((name) => byName.get(name) as Role);
}

/** How many ways in the user has: sessions that have not expired, and API tokens. */
export async function countUserAccess(user: User): Promise<{ sessions: number; tokens: number }> {
  const [sessions, tokens] = await Promise.all([
    Session.count({ where: { user_id: user.id, expires_at: { [Op.gt]: new Date() } } }),
    AccessToken.count({ where: { user_id: user.id } }),
  ]);
  return { sessions, tokens };
}
