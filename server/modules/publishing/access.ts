import { mayPublish, PUBLISHING_MESSAGES } from '../../../common/publishing.ts';
import { NotFoundError, QuotaError } from '../../errors.ts';
import type { Project } from '../projects/models.ts';
import { findAccessibleProject } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import { serializeUser } from '../users/service.ts';
import { Deploy } from './models.ts';
import { RECORD_ATTRIBUTES } from './records.ts';

/**
 * The project as every publishing action needs it: the user's own in their default workspace, or
 * any of a workspace they are a member of (members publish the team's sites); anyone else's
 * answers like a missing one.
 */
export function ownedSite(user: User, projectId: number): Promise<Project> {
  return findAccessibleProject(user, projectId);
}

/** Refuses users whose plan does not include publishing. */
export async function assertMayPublish(user: User): Promise<void> {
  if (!mayPublish({ user: await serializeUser(user), guestRole: null })) throw new QuotaError(PUBLISHING_MESSAGES.planRestricted);
}

/** The project's deploy by number, without its manifest unless asked for. */
export async function findDeploy(projectId: number, number: number, options: { manifest?: boolean } = {}): Promise<Deploy> {
  const deploy = await Deploy.findOne({ where: { project_id: projectId, number }, ...(options.manifest ? {} : { attributes: RECORD_ATTRIBUTES }) });
  if (!deploy) throw new NotFoundError(PUBLISHING_MESSAGES.deployNotFound);
  return deploy;
}
