import { billingConfigured, billingEnabled } from '../billing/gateway.ts';
import { billingProfile } from '../billing/subscriptions.ts';
import type { Permission as PermissionData, User as UserData } from '../../../common/types.ts';
import { mergePermissions } from '../../../common/permissions.ts';
import { emailProblem, normalizeEmail, passwordProblem } from '../../../common/validation.ts';
import { InvalidError } from '../../errors.ts';
import { countUnread } from '../notifications/unread.ts';
import { Role } from '../roles/models.ts';
import { findRoleByName, permissionsFor, serializeRole } from '../roles/service.ts';
import { User, UserRole } from './models.ts';
import { hashPassword } from './passwords.ts';

const MASKED_RECOVERY_CODES = Array.from({ length: 8 }, () => '**********-**********');

export { normalizeEmail };

const EMAIL_TAKEN_MESSAGE = 'The email has already been taken.';

export async function findUserByEmail(email: string): Promise<User | null> {
  return User.findOne({ where: { email: normalizeEmail(email) }, include: [{ model: Role, as: 'roles' }] });
}

export interface CreateUserInput {
  email: string;
  password: string;
  roles?: string[];
  first_name?: string | null;
  last_name?: string | null;
  emailVerified?: boolean;
}

export async function createUser(input: CreateUserInput): Promise<User> {
  const email = normalizeEmail(input.email);
  // The rules of common/validation.ts hold for every way in: registration, social sign-up, install and the CLI.
  const emailError = emailProblem(email);
  if (emailError) throw InvalidError.field('email', emailError);
  const passwordError = passwordProblem(input.password);
  if (passwordError) throw InvalidError.field('password', passwordError);
  if (await User.findOne({ where: { email } })) throw InvalidError.field('email', EMAIL_TAKEN_MESSAGE);
  // Hashed before the transaction: on SQLite transactions run one at a time, and a hash inside
  // one would make every other writer wait for it.
  const password = await hashPassword(input.password);
  // The user and its roles in one transaction: an account is never left without its roles (it
  // could neither build sites nor register again). Inside a caller's transaction this is a savepoint.
  return User.sequelize!.transaction(async () => {
    const user = await User.create({
      email,
      password,
      first_name: input.first_name ?? null,
      last_name: input.last_name ?? null,
      email_verified_at: input.emailVerified ? new Date() : null,
    });
    const roleNames = input.roles ?? (await Role.findAll({ where: { default: true } })).map((r) => r.name);
    for (const name of roleNames) await assignRole(user, name);
    return user;
  });
}

export async function assignRole(user: User, roleName: string): Promise<void> {
  const role = await findRoleByName(roleName);
  if (!role) throw InvalidError.field('roles', `Unknown role "${roleName}"`);
  await UserRole.findOrCreate({ where: { user_id: user.id, role_id: role.id }, defaults: { user_id: user.id, role_id: role.id } });
}

export async function setPassword(user: User, password: string): Promise<void> {
  await user.update({ password: await hashPassword(password) });
}

export function displayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || user.email.split('@')[0];
}

export interface SerializeUserOptions {
  /**
   * Count the unread notifications (one indexed COUNT): for the payloads the web app keeps
   * (bootstrap data, users/me). Access checks serialize the requester on every request and leave
   * it at 0, so a signed-in read stays one query.
   */
  unreadCount?: boolean;
}

/** The user as the API and the web app see it: roles plus the permissions of the user and their roles merged. */
export async function serializeUser(user: User, ownPermissions?: PermissionData[], options: SerializeUserOptions = {}): Promise<UserData> {
  const roles = user.roles ?? (await user.reload({ include: [{ model: Role, as: 'roles' }] })).roles ?? [];
  const rolePermissions = await permissionsFor('role', roles.map((r) => r.id));
  // Authentication reads the user's own grants with the session (server/modules/roles/requester.ts).
  ownPermissions ??= (await permissionsFor('user', [user.id])).get(user.id) ?? [];
  const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
  // With billing on, a valid subscription adds its plan's grants; their restrictions (the plan's
  // site count) apply where a role grants the permission without one.
  // Without Stripe keys nothing about billing exists, and a signed-in read stays one query.
  const billing = (await billingConfigured()) ? await billingProfile(user.id, new Date()) : { subscriptions: [], active: false, planPermissions: [] };
  const planPermissions = billing.active && (await billingEnabled()) ? [billing.planPermissions] : [];
  return {
    id: user.id,
    email: user.email,
    display_name: displayName(user),
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: user.avatar,
    language: user.language,
    country: user.country,
    timezone: user.timezone,
    email_verified_at: iso(user.email_verified_at),
    unread_notifications_count: options.unreadCount ? await countUnread(user.id) : 0,
    two_factor_confirmed_at: iso(user.two_factor_confirmed_at),
    // The web app tells "pending" from "not enabled" by codes being present; the codes
    // themselves are only given by GET auth/user/two-factor-recovery-codes after a password confirmation.
    two_factor_recovery_codes: user.two_factor_recovery_codes ? MASKED_RECOVERY_CODES : [],
    roles: roles.map((role) => serializeRole(role)),
    permissions: mergePermissions([ownPermissions, ...roles.map((role) => rolePermissions.get(role.id) ?? []), ...planPermissions]),
    subscriptions: billing.subscriptions,
    autumn_subscription_active: billing.active,
    created_at: new Date(user.created_at).toISOString(),
  };
}
