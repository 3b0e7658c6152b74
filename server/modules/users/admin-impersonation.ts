import { Op, type WhereOptions } from 'sequelize';
import { ConflictError, InvalidError, NotFoundError, UnauthenticatedError } from '../../errors.ts';
import { Session } from '../auth/models.ts';
import { Role } from '../roles/models.ts';
import { User } from './models.ts';
import type { User as UserData } from '../../../common/types.ts';
import { displayName, serializeUser } from './service.ts';

// An admin acting as another user: the admin's own session row changes hands, keeping the admin's
// id in its payload so the session can be handed back. Nothing else marks it, so every check of
// who is asking sees the impersonated user with exactly their permissions.

export const IMPERSONATION_MESSAGES = {
  self: "You can't impersonate yourself.",
  suspended: "A suspended user can't be impersonated.",
  needsSession: 'Impersonation needs a signed-in browser session.',
  notImpersonating: 'This session is not impersonating anyone.',
  userNotFound: 'User not found.',
};

/** What the bootstrap data says while a session impersonates (the banner and its way back). */
export interface Impersonating {
  admin_id: number;
  admin_name: string;
}

const WITH_ROLES = { include: [{ model: Role, as: 'roles' }] };

/** The session acts as `targetId` from its next request on; answers the user it now acts as. */
export async function startImpersonation(session: Session | null, admin: User, targetId: number): Promise<UserData> {
  if (!session) throw new InvalidError(IMPERSONATION_MESSAGES.needsSession);
  if (targetId === admin.id) throw InvalidError.field('id', IMPERSONATION_MESSAGES.self);
  const target = await User.findByPk(targetId, WITH_ROLES);
  if (!target) throw new NotFoundError(IMPERSONATION_MESSAGES.userNotFound);
  if (target.banned_at) throw InvalidError.field('id', IMPERSONATION_MESSAGES.suspended);
  // An admin impersonating from inside an impersonation still returns to the first admin.
  const impersonatorId = session.payload.impersonatorId ?? admin.id;
  // The rest of the payload was the admin's (a recent password confirmation above all): the
  // impersonated account starts without it.
  await session.update({ user_id: target.id, payload: { impersonatorId } });
  return serializeUser(target);
}

/** Hands the session back to the admin who started the impersonation; answers the admin. */
export async function stopImpersonation(session: Session | null): Promise<UserData> {
  const adminId = session?.payload.impersonatorId;
  if (!session || !adminId) throw new ConflictError(IMPERSONATION_MESSAGES.notImpersonating);
  const admin = await User.findByPk(adminId, WITH_ROLES);
  if (!admin || admin.banned_at) {
    // The admin lost their account meanwhile: there is nobody to return to.
    await session.destroy();
    throw new UnauthenticatedError();
  }
  await session.update({ user_id: admin.id, payload: {} });
  return serializeUser(admin);
}

export async function impersonationOf(session: Session | null | undefined): Promise<Impersonating | null> {
  const adminId = session?.user_id ? session.payload.impersonatorId : undefined;
  if (!adminId) return null;
  const admin = await User.findByPk(adminId, { attributes: ['id', 'email', 'first_name', 'last_name'] });
  return admin ? { admin_id: admin.id, admin_name: displayName(admin) } : null;
}

/** Every session that is impersonating someone right now: few, and found by their payload. */
async function impersonatingSessions(): Promise<Session[]> {
  // The payload is JSON text; the typed where clause only knows its parsed shape.
  const where = { user_id: { [Op.ne]: null }, payload: { [Op.like]: '%"impersonatorId"%' } } as WhereOptions<Session>;
  const sessions = await Session.findAll({ where });
  return sessions.filter((session) => typeof session.payload.impersonatorId === 'number');
}

/**
 * Before an account is suspended or deleted: the sessions it started as an admin end (they are
 * its way in as much as its own), and admins impersonating it are handed their sessions back.
 */
export async function settleImpersonationsOf(userId: number): Promise<void> {
  for (const session of await impersonatingSessions()) {
    if (session.payload.impersonatorId === userId) await session.destroy();
    else if (session.user_id === userId) await session.update({ user_id: session.payload.impersonatorId!, payload: {} });
  }
}
