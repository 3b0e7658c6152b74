import { Op } from 'sequelize';
import { FINISHED_DEPLOY_STATUSES } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { cancelJob } from '../../jobs/service.ts';
import { Deploy } from './models.ts';
import { syncProjectHostEntries } from './host-entries.ts';
import { siteTarget } from './target.ts';

/**
 * Deletes a project's site with the project: publishes still running are cancelled first (so
 * they stop writing objects), then `deleteProject` removes the rows (deploys cascade), then every
 * object of the project goes. A publish that was past its last check still finds its deploy gone
 * and clears the target itself (deploys.ts).
 */
export async function removeProjectSite(ctx: AppContext, project: { id: number; uuid: string }, deleteProject: () => Promise<void>): Promise<void> {
  const running = await Deploy.findAll({
    attributes: ['job_id'],
    where: { project_id: project.id, status: { [Op.notIn]: [...FINISHED_DEPLOY_STATUSES] }, job_id: { [Op.ne]: null } },
  });
  // A job that ended meanwhile refuses the cancel, which is what was wanted anyway.
  for (const { job_id: jobId } of running) await cancelJob(jobId!).catch(() => undefined);
  await deleteProject();
  await syncProjectHostEntries(ctx, project.uuid);
  await siteTarget(ctx, project.uuid).clear();
}
