import { Op, type CreationAttributes } from 'sequelize';
import type { Project as ProjectData } from '../../../common/editor/types.ts';
import { PUBLISH_PROGRESS, PUBLISHING_MESSAGES, type DeployRecord, type DeployTarget, type PublishJobResult } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transactions.ts';
import { ConflictError, DomainError, InvalidError, NotFoundError } from '../../errors.ts';
import { enqueueJob, getJob } from '../../jobs/service.ts';
import type { JobRecord, JobRun } from '../../jobs/types.ts';
import { Project } from '../projects/models.ts';
import { loadProjectWithPages, PROJECT_NOT_FOUND_MESSAGE } from '../projects/service.ts';
import type { User } from '../users/models.ts';
import type { BuiltSite, SiteFile } from './build/types.ts';
import { assertMayPublish, findDeploy, ownedSite } from './access.ts';
import { Deploy, type Manifest } from './models.ts';
import { firstMissingFile, uploadMissing } from './objects.ts';
import { deployRecord, deployRecords, RECORD_ATTRIBUTES, type SiteProject } from './records.ts';
import { buildProjectSite } from './project-build.ts';
import { pruneDeploys, settleStaleDeploys } from './retention.ts';
import { syncProjectHostEntries } from './host-entries.ts';
import { forgetProjectHosts } from './site-lookup.ts';
import { siteTarget } from './target.ts';
import { PUBLISH_JOB } from '../job-types.ts';

// Deploys of a project's site: numbered rows (each with a random label for its own host,
// deploy-labels.ts) whose files are content-addressed objects in the project's site target. A
// deploy is complete (every object stored and checked) before it can go live, and going live is
// one UPDATE of projects.live_deploy_id, so a visitor sees the old site or the new one, never a mix.

export { PUBLISH_JOB };
/** A storage hiccup is worth another try; a build the pages refuse is not (it fails as a domain error). */
export const PUBLISH_ATTEMPTS = 3;

export interface PublishPayload {
  deployId: number;
}

export interface DeployRequest {
  prod: boolean;
  message?: string | null;
}

function targetOf(request: DeployRequest): DeployTarget {
  return request.prod ? 'prod' : 'draft';
}

function messageOf(request: DeployRequest): string | null {
  return request.message?.trim() || null;
}

/**
 * Writes a new deploy row under the next number of its project. The project row is locked
 * first, so two deploys started together take two numbers (the unique index stands behind it).
 */
export async function insertDeploy(projectId: number, values: Omit<CreationAttributes<Deploy>, 'project_id' | 'number'>): Promise<Deploy> {
  return inTransaction(Deploy.sequelize!, async (transaction) => {
    const project = await Project.findByPk(projectId, { attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction });
    if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    const last = await Deploy.max<number | null, Deploy>('number', { where: { project_id: projectId }, transaction });
    return Deploy.create({ ...values, project_id: projectId, number: (last ?? 0) + 1 }, { transaction });
  });
}

/**
 * Marks a deploy whose objects are all in place ready and, for a prod deploy, makes it live in
 * the same transaction. A deploy older than the one live does not replace it: of two publishes
 * finishing out of order, the later one stays.
 */
export async function completeDeploy(ctx: AppContext, deploy: Deploy, values: Partial<CreationAttributes<Deploy>> = {}, bodies?: ReadonlyMap<string, Buffer>): Promise<void> {
  const now = ctx.now();
  const wentLive = await inTransaction(Deploy.sequelize!, async (transaction) => {
    const project = await Project.findByPk(deploy.project_id, { attributes: ['id', 'uuid', 'slug', 'live_deploy_id'], lock: transaction.LOCK.UPDATE, transaction });
    if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    await deploy.update({ ...values, status: 'ready', error: null, finished_at: now, duration_ms: now.getTime() - new Date(deploy.created_at).getTime() }, { transaction });
    if (deploy.target !== 'prod') return null;
    const live = project.live_deploy_id === null ? null : await Deploy.findByPk(project.live_deploy_id, { attributes: ['number'], transaction });
    if (live && live.number > deploy.number) return null;
    await goLive(project.id, deploy, now);
    return project;
  });
  // This instance serves the new deploy at once; the others look the host up again within seconds.
  if (wentLive) {
    await forgetProjectHosts(ctx, wentLive);
    await syncProjectHostEntries(ctx, wentLive.uuid, bodies);
  }
}

/** The switch itself: one statement, so readers see the old deploy or the new one. */
async function goLive(projectId: number, deploy: Deploy, now: Date): Promise<void> {
  // A deploy taken down with its site (unpublishProject) is back once it is live again.
  await Deploy.update({ taken_down_at: null }, { where: { id: deploy.id, taken_down_at: { [Op.ne]: null } } });
  deploy.setDataValue('taken_down_at', null);
  // silent: publishing is not editing; updated_at orders the dashboard by the last edit.
  await Project.update({ live_deploy_id: deploy.id, published: true, published_at: now }, { where: { id: projectId }, silent: true });
}

async function recordOf(ctx: AppContext, projectId: number, deploy: Deploy): Promise<DeployRecord> {
  const project = await Project.findByPk(projectId, { attributes: ['id', 'slug', 'live_deploy_id'] });
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  return deployRecord(ctx, project, deploy);
}

/** Starts a publish: a queued deploy and the job that builds and uploads it. */
export async function createDeploy(ctx: AppContext, user: User, projectId: number, request: DeployRequest): Promise<{ deploy: DeployRecord; job: JobRecord }> {
  const project = await ownedSite(user, projectId);
  await assertMayPublish(user);
  const deploy = await insertDeploy(project.id, { user_id: user.id, source: 'project', status: 'queued', target: targetOf(request), message: messageOf(request) });
  let job: JobRecord;
  try {
    job = await enqueueJob(PUBLISH_JOB, { deployId: deploy.id } satisfies PublishPayload, { userId: user.id, maxAttempts: PUBLISH_ATTEMPTS });
  } catch (error) {
    await deploy.update({ status: 'failed', error: PUBLISHING_MESSAGES.storageFailed, finished_at: ctx.now() });
    throw error;
  }
  await deploy.update({ job_id: job.id });
  return { deploy: await recordOf(ctx, project.id, deploy), job };
}

export function manifestOf(files: readonly SiteFile[]): Manifest {
  return Object.fromEntries(files.map((file) => [file.path, { hash: file.hash, size: file.body.length, type: file.contentType }]));
}

/** The build, with any failure told as the deploy's reason: the pages refuse it, another attempt would too. */
async function build(ctx: AppContext, project: ProjectData, onProgress: (done: number, total: number) => void): Promise<BuiltSite> {
  try {
    return await buildProjectSite(ctx, project, onProgress);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    ctx.logger.warn({ err: error, project: project.id }, 'a site build failed');
    throw new InvalidError(PUBLISHING_MESSAGES.buildFailed((error as Error).message));
  }
}

/** Updates the deploy unless it is gone (its project was deleted meanwhile). */
export async function updateDeploy(deploy: Deploy, values: Partial<CreationAttributes<Deploy>>): Promise<void> {
  const [changed] = await Deploy.update(values, { where: { id: deploy.id } });
  if (!changed) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  deploy.set(values);
}

/**
 * What a publish that stopped leaves: cancelled when its job was cancelled, back to queued when
 * the job will run again (a restart, a retry after a storage error), failed otherwise. The error
 * to throw is returned, a domain error when no retry can help.
 */
export async function settleStoppedRun(run: JobRun<unknown>, deploy: Deploy, error: unknown): Promise<unknown> {
  const { ctx, signal } = run;
  const finish = (status: 'failed' | 'cancelled', message: string) =>
    Deploy.update({ status, error: message, finished_at: ctx.now() }, { where: { id: deploy.id } });
  if (signal.aborted) {
    const reason = signal.reason as Error | undefined;
    if ((await getJob(run.id))?.cancel_requested) {
      await finish('cancelled', PUBLISHING_MESSAGES.cancelled);
      return error;
    }
    if (reason?.name === 'TimeoutError') {
      await finish('failed', PUBLISHING_MESSAGES.timedOut);
      return error;
    }
    // The runner is stopping or lost the job: another instance picks the publish up from the start.
    await Deploy.update({ status: 'queued' }, { where: { id: deploy.id } });
    return error;
  }
  if (error instanceof DomainError) {
    await finish('failed', error.message);
    return error;
  }
  ctx.logger.error({ err: error, deploy: deploy.id, attempt: run.attempt }, 'a publish could not store its files');
  if (run.attempt < PUBLISH_ATTEMPTS) {
    await Deploy.update({ status: 'queued' }, { where: { id: deploy.id } });
    return error;
  }
  await finish('failed', PUBLISHING_MESSAGES.storageFailed);
  return new ConflictError(PUBLISHING_MESSAGES.storageFailed);
}

/**
 * The publish job: builds the project's pages, stores the files the target lacks, checks every
 * file of the manifest is there with its size, then marks the deploy ready and, for prod, makes
 * it live. Nothing live changes unless all of that succeeded.
 */
export async function runProjectDeploy(run: JobRun<PublishPayload>): Promise<PublishJobResult> {
  const { ctx, signal } = run;
  const report = (done: number, total: number, message: string) =>
    void run.progress(done, total, message).catch((error: unknown) => ctx.logger.warn({ err: error }, 'could not report publish progress'));
  const deploy = await Deploy.findByPk(run.payload.deployId);
  if (!deploy) throw new NotFoundError(PUBLISHING_MESSAGES.deployNotFound);
  if (deploy.status === 'ready') return { deploy: await recordOf(ctx, deploy.project_id, deploy), uploaded: 0 };
  if (deploy.status === 'failed' || deploy.status === 'cancelled') throw new ConflictError(deploy.error ?? PUBLISHING_MESSAGES.cancelled);
  const project = await loadProjectWithPages(deploy.project_id);
  const target = siteTarget(ctx, project.uuid);
  let uploaded: number;
  try {
    await updateDeploy(deploy, { status: 'building', error: null });
    report(0, project.pages?.length ?? 0, PUBLISH_PROGRESS.building);
    const site = await build(ctx, project, (done, total) => report(done, total, PUBLISH_PROGRESS.building));
    signal.throwIfAborted();
    const manifest = manifestOf(site.files);
    // The manifest is recorded before any object is stored: retention keeps what a deploy in
    // progress names, so an object found in the target now stays there.
    await inTransaction(Deploy.sequelize!, async (transaction) => {
      await Project.findByPk(deploy.project_id, { attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction });
      await updateDeploy(deploy, {
        status: 'uploading',
        manifest,
        page_count: site.pageCount,
        file_count: site.files.length,
        size: site.size,
        warnings: site.warnings,
        forms: site.forms,
        collection_state: site.collections,
      });
    });
    const { stored, confirmed } = await uploadMissing(target, site.files, { signal, onProgress: (done, total) => report(done, total, PUBLISH_PROGRESS.uploading) });
    uploaded = stored;
    report(0, 1, PUBLISH_PROGRESS.live);
    const missing = await firstMissingFile(target, manifest, signal, confirmed);
    if (missing) throw new Error(PUBLISHING_MESSAGES.verifyFailed(missing));
    signal.throwIfAborted();
    // The host entries lay the deploy out from the bytes just built, not from reading them back.
    await completeDeploy(ctx, deploy, {}, new Map(site.files.map((file) => [file.hash, file.body])));
    report(1, 1, PUBLISH_PROGRESS.live);
  } catch (error) {
    // Deleted while publishing: the objects stored since the deletion cleared the target go too.
    if (!(await Project.count({ where: { id: deploy.project_id } }))) {
      await target.clear();
      throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
    }
    throw await settleStoppedRun(run, deploy, error);
  } finally {
    await pruneDeploys(ctx, deploy.project_id).catch((error: unknown) => ctx.logger.error({ err: error, project: deploy.project_id }, 'could not prune old deploys'));
  }
  return { deploy: await recordOf(ctx, deploy.project_id, deploy), uploaded };
}

/** Newest first. */
export async function listDeploys(ctx: AppContext, user: User, projectId: number): Promise<DeployRecord[]> {
  const project = await ownedSite(user, projectId);
  await settleStaleDeploys(ctx, project.id);
  const deploys = await Deploy.findAll({ attributes: RECORD_ATTRIBUTES, where: { project_id: project.id }, order: [['number', 'DESC']] });
  return deployRecords(ctx, project, deploys);
}

export async function getDeploy(ctx: AppContext, user: User, projectId: number, number: number): Promise<DeployRecord> {
  const project = await ownedSite(user, projectId);
  await settleStaleDeploys(ctx, project.id);
  return deployRecord(ctx, project, await findDeploy(project.id, number));
}

/**
 * Rollback, or promoting a draft: the deploy's objects are all in the target already (retention
 * keeps every object a kept deploy names), so this is the switch alone, no rebuild.
 */
export async function setLiveDeploy(ctx: AppContext, user: User, projectId: number, number: number): Promise<DeployRecord> {
  const project = await ownedSite(user, projectId);
  await assertMayPublish(user);
  const deploy = await findDeploy(project.id, number);
  if (deploy.status !== 'ready') throw new ConflictError(PUBLISHING_MESSAGES.notReady);
  await goLive(project.id, deploy, ctx.now());
  await forgetProjectHosts(ctx, project);
  await syncProjectHostEntries(ctx, project.uuid);
  const live: SiteProject = { id: project.id, slug: project.slug, live_deploy_id: deploy.id };
  return deployRecord(ctx, live, deploy);
}

/**
 * Takes the site offline: the live host and every deploy's own host (drafts and earlier versions
 * too) answer 404. The deploys stay, and one made live again comes back on both; deploys made
 * afterwards get their hosts as usual.
 */
export async function unpublishProject(ctx: AppContext, user: User, projectId: number): Promise<ProjectData> {
  const project = await ownedSite(user, projectId);
  const now = ctx.now();
  // Under the project's lock, as completeDeploy: a publish finishing meanwhile goes live before or after this, whole.
  await inTransaction(Deploy.sequelize!, async (transaction) => {
    await Project.findByPk(project.id, { attributes: ['id'], lock: transaction.LOCK.UPDATE, transaction });
    await Project.update({ live_deploy_id: null, published: false, published_at: null }, { where: { id: project.id }, silent: true });
    await Deploy.update({ taken_down_at: now }, { where: { project_id: project.id, taken_down_at: null } });
  });
  await forgetProjectHosts(ctx, project);
  await syncProjectHostEntries(ctx, project.uuid);
  return loadProjectWithPages(project.id);
}
