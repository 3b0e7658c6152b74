import { PERMISSIONS } from '../../../common/constants.ts';
import { hasPermission, mayViewSites } from '../../../common/permissions.ts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../errors.ts';
import { sha256 } from '../../security/tokens.ts';
import { SESSION_COOKIE, touchSession } from '../auth/sessions.ts';
import { billingEnabled } from '../billing/gateway.ts';
import { findAccessibleProject } from '../projects/service.ts';
import { findSessionRequester } from '../roles/requester.ts';
import { getGuestRole } from '../roles/service.ts';
import type { User } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';
import type { PresenceUser } from './presence.ts';

// Who is on a sync socket, decided as for an HTTP request of the web app (server/http/auth.ts,
// server/http/access.ts): the session cookie through the same requester lookup, the right to see
// one's sites to connect (a lapsed plan still shows the editor), the right to build sites to
// change anything, and the project reachable as the projects API reaches it (a project of
// someone else's is answered exactly like a missing one).

export interface SyncRequester {
  user: User;
  presence: PresenceUser;
  /** May push operations (projects.create); without it the socket only follows. */
  canEdit: boolean;
  tokenHash: string;
}

function sessionToken(cookieHeader: string | undefined): string | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === SESSION_COOKIE) return pair.slice(at + 1).trim() || null;
  }
  return null;
}

/** The signed-in user behind a Cookie header, allowed to open the editor; throws the refusal otherwise. */
export async function syncRequester(cookieHeader: string | undefined): Promise<SyncRequester> {
  const token = sessionToken(cookieHeader);
  const tokenHash = token ? sha256(token) : null;
  const requester = tokenHash ? await findSessionRequester(tokenHash) : null;
  const user = requester?.user;
  if (!requester || !user || !tokenHash) throw new UnauthenticatedError();
  await touchSession(requester.base);
  const userData = await serializeUser(user, requester.ownPermissions);
  const [guestRole, charging] = await Promise.all([getGuestRole(), billingEnabled()]);
  if (!mayViewSites({ user: userData, guestRole: null, billingEnabled: charging })) throw new ForbiddenError();
  return {
    user,
    presence: { id: user.id, name: userData.display_name, avatar: userData.avatar },
    canEdit: hasPermission({ user: userData, guestRole, billingEnabled: charging }, PERMISSIONS.projectsCreate),
    tokenHash,
  };
}

/** The project, if the user reaches it; throws NotFoundError as the projects API does. */
export async function reachProject(user: User, projectId: number): Promise<void> {
  await findAccessibleProject(user, projectId);
}

/** Whether the session is still signed in as the same user and still reaches the project (checked on every heartbeat). */
export async function stillAllowed(requester: SyncRequester, projectId: number): Promise<boolean> {
  const current = await findSessionRequester(requester.tokenHash);
  const user = current?.user;
  if (!current || !user || user.id !== requester.user.id) return false;
  // Editing over the socket is activity: the session does not lapse under an open editor.
  await touchSession(current.base);
  try {
    await findAccessibleProject(user, projectId);
    return true;
  } catch (error) {
    if (error instanceof NotFoundError) return false;
    throw error;
  }
}
