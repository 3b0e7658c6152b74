import { Op } from 'sequelize';
import { DEPLOYS_KEPT, FINISHED_DEPLOY_STATUSES, PUBLISHING_MESSAGES, type DeployStatus } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transactions.ts';
import { getJob } from '../../jobs/service.ts';
import { Project } from '../projects/models.ts';
import { Deploy } from './models.ts';
import { eachLimit } from './objects.ts';
import { siteTarget } from './target.ts';

// What happens to deploys over time: the last ten are kept (and the live one, however old), the
// rest go with every object no kept deploy names; deploys whose publish or upload stopped for
// good are marked so.

/** A folder upload nobody finished in a day is not coming back. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const DELETES_AT_ONCE = 16;

const OPEN = { [Op.notIn]: [...FINISHED_DEPLOY_STATUSES] };

function hashesOf(deploy: Deploy): string[] {
  return Object.values(deploy.manifest).map((entry) => entry.hash);
}

/**
 * Deletes the deploys past the last DEPLOYS_KEPT (never the live one, never one still in
 * progress) and the objects only they named. It runs with the project row locked, as a publish
 * records its manifest: an object a publish found in the target is either named by a manifest
 * this sees, or deleted before that publish looks.
 */
export async function pruneDeploys(ctx: AppContext, projectId: number): Promise<void> {
  if ((await Deploy.count({ where: { project_id: projectId } })) <= DEPLOYS_KEPT) return;
  // An upload abandoned long ago is finished first, so it no longer holds its objects.
  await settleStaleDeploys(ctx, projectId);
  await inTransaction(Deploy.sequelize!, async (transaction) => {
    const project = await Project.findByPk(projectId, { attributes: ['id', 'uuid', 'live_deploy_id'], lock: transaction.LOCK.UPDATE, transaction });
    if (!project) return;
    const deploys = await Deploy.findAll({ attributes: ['id', 'number', 'status', 'manifest'], where: { project_id: projectId }, order: [['number', 'DESC']], transaction });
    const kept = deploys.filter((deploy, index) => index < DEPLOYS_KEPT || deploy.id === project.live_deploy_id || !FINISHED_DEPLOY_STATUSES.includes(deploy.status));
    const dropped = deploys.filter((deploy) => !kept.includes(deploy));
    if (!dropped.length) return;
    const named = new Set(kept.flatMap(hashesOf));
    const orphaned = [...new Set(dropped.flatMap(hashesOf))].filter((hash) => !named.has(hash));
    await Deploy.destroy({ where: { id: dropped.map((deploy) => deploy.id) }, transaction });
    const target = siteTarget(ctx, project.uuid);
    // An object that fails to go stays behind unnamed: wasted bytes, never a broken site, so the rows still go.
    await eachLimit(orphaned, DELETES_AT_ONCE, (hash) =>
      target.delete(hash).catch((error: unknown) => ctx.logger.warn({ err: error, project: projectId, hash }, 'could not delete a site object')),
    );
  });
}

/**
 * Marks deploys whose publish ended without them: a job cancelled while queued, a job the
 * runner gave up on (its instance died), an upload abandoned. Only a deploy still open is
 * changed, so a publish that finished meanwhile keeps its own outcome.
 */
export async function settleStaleDeploys(ctx: AppContext, projectId: number): Promise<void> {
  const open = await Deploy.findAll({ attributes: ['id', 'job_id', 'created_at'], where: { project_id: projectId, status: OPEN } });
  const now = ctx.now();
  for (const deploy of open) {
    let outcome: { status: DeployStatus; error: string } | null = null;
    const job = deploy.job_id === null ? null : await getJob(deploy.job_id);
    if (job?.status === 'cancelled') outcome = { status: 'cancelled', error: PUBLISHING_MESSAGES.cancelled };
    else if (job?.status === 'failed') outcome = { status: 'failed', error: job.error ?? PUBLISHING_MESSAGES.stopped };
    else if (!job && now.getTime() - new Date(deploy.created_at).getTime() > ABANDONED_AFTER_MS) outcome = { status: 'failed', error: PUBLISHING_MESSAGES.abandoned };
    if (outcome) await Deploy.update({ ...outcome, finished_at: now }, { where: { id: deploy.id, status: OPEN } });
  }
}
