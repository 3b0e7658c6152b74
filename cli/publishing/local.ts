import { readFile } from 'node:fs/promises';
import pino from 'pino';
import { DEFAULT_WORKSPACE_ID } from '../../common/constants.ts';
import type { Project as ProjectData } from '../../common/editor/types.ts';
import type { DeployRecord } from '../../common/publishing.ts';
import type { Config } from '../../config/index.ts';
import { createAppContext, type AppContext } from '../../server/context.ts';
import type { Database } from '../../server/database.ts';
import { NotFoundError } from '../../server/errors.ts';
import { cancelJob, waitForJob } from '../../server/jobs/service.ts';
import { getGeneration, startGeneration } from '../../server/modules/ai/service.ts';
import { JobRunner } from '../../server/jobs/runner.ts';
import { jobDefinitions } from '../../server/modules/jobs.ts';
import { Project } from '../../server/modules/projects/models.ts';
import { createProject, deleteProject, getProject, listProjects, updateProject } from '../../server/modules/projects/service.ts';
import { Role } from '../../server/modules/roles/models.ts';
import { User } from '../../server/modules/users/models.ts';
import { lazyImport } from '../../server/lazy-import.ts';
import { CliError } from '../errors.ts';
import type { DeployOptions, ExportResult, FolderDeployResult, GeneratedSite, GenerateOptions, ProgressListener, PublishingBackend, Site } from './backend.ts';
import { cancelOnInterrupt, deployFailure, generationFailure, uploadInParallel } from './deploys.ts';
import type { SiteFolder } from './folder.ts';

// Local mode is the CLI on the install's own machine: it calls the publishing services directly
// (the CLI never calls its own process's HTTP API, docs/architecture.md) and runs the publish job
// itself, so a publish completes whether or not a server is running. The publishing services load
// with the first call that needs them: `sitewright generate` without --publish never does.

const deploys = lazyImport(() => import('../../server/modules/publishing/deploys.ts'));
const folderDeploys = lazyImport(() => import('../../server/modules/publishing/folder-deploys.ts'));

const LIST_PAGE_SIZE = 100;
// Writes to the local disk or S3 from one process: a few at a time keep either busy.
const PARALLEL_WRITES = 4;
// This process's runner hears of the job at once; a server's runner that claimed it instead is read this often.
const JOB_POLL_MS = 300;

function toSite(project: ProjectData): Site {
  return { id: project.id, slug: project.slug, name: project.name, url: project.published_url, live_deploy: project.live_deploy };
}

/** The user to act as: --user, else the first admin (the operator's own account after install). */
export async function actingUser(email: string | undefined): Promise<User> {
  if (email) return (await import('../../server/modules/users/management.ts')).findUserByIdOrEmail(email);
  const admin = await User.findOne({ include: [{ model: Role, as: 'roles', where: { name: 'admin' } }], order: [['id', 'ASC']] });
  if (!admin) throw new CliError('There is no admin user to publish as: pass --user <email> or run `sitewright install`');
  return admin;
}

class LocalBackend implements PublishingBackend {
  constructor(
    private readonly ctx: AppContext,
    private readonly user: User,
  ) {}

  async findSite(ref: string): Promise<Site | null> {
    if (/^\d+$/.test(ref)) {
      const byId = await this.ownProject(Number(ref));
      if (byId) return byId;
    }
    const bySlug = await Project.findOne({ attributes: ['id'], where: { slug: ref, user_id: this.user.id } });
    return bySlug ? this.ownProject(bySlug.id) : null;
  }

  async createSite(name: string, slug: string): Promise<Site> {
    const project = await createProject(this.user, { name, workspaceId: DEFAULT_WORKSPACE_ID });
    if (project.slug === slug) return toSite(project);
    // The name gave another slug (taken, or shortened): the one asked for is what the next run looks up.
    try {
      return toSite(await updateProject(this.ctx, this.user, project.id, { slug }));
    } catch (error) {
      await deleteProject(this.ctx, this.user, project.id).catch(() => undefined);
      throw error;
    }
  }

  async listSites(): Promise<Site[]> {
    const sites: Site[] = [];
    for (let page = 1; ; page += 1) {
      const result = await listProjects(this.user, { workspaceId: DEFAULT_WORKSPACE_ID, page, perPage: LIST_PAGE_SIZE });
      sites.push(...result.data.map(toSite));
      if (page >= result.last_page) return sites;
    }
  }

  async publish(site: Site, options: DeployOptions, onProgress: ProgressListener): Promise<DeployRecord> {
    const { deploy, job } = await (await deploys()).createDeploy(this.ctx, this.user, site.id, options);
    await this.runJob(job.id, onProgress);
    return this.ready(site, deploy.number);
  }

  async generate(options: GenerateOptions, onProgress: ProgressListener): Promise<GeneratedSite> {
    const started = await startGeneration(this.user, { ...options, workspaceId: DEFAULT_WORKSPACE_ID });
    if (started.job_id !== null) await this.runJob(started.job_id, onProgress);
    const generation = await getGeneration(this.user, started.id);
    if (generation.status !== 'succeeded' || generation.project_id === null) throw generationFailure(generation);
    const site = toSite(await getProject(this.user, generation.project_id));
    return { generation, site, editorUrl: `${this.ctx.config.appUrl}/editor/${site.id}` };
  }

  /** Runs the job in this process (a server's runner may claim it first) and follows it until it ends. */
  private async runJob(jobId: number, onProgress: ProgressListener): Promise<void> {
    const runner = new JobRunner(this.ctx, jobDefinitions, { pollMs: JOB_POLL_MS });
    runner.start();
    try {
      await cancelOnInterrupt(
        () => cancelJob(jobId),
        () => waitForJob(jobId, { pollMs: JOB_POLL_MS, onProgress: (current) => current.progress && onProgress(current.progress) }),
      );
    } finally {
      await runner.stop();
    }
  }

  async deployFolder(site: Site, folder: SiteFolder, options: DeployOptions, onProgress: ProgressListener): Promise<FolderDeployResult> {
    const files = Object.fromEntries(folder.files.map((file) => [file.path, file.hash]));
    const { acceptDeployFile, createFolderDeploy, finishFolderDeploy } = await folderDeploys();
    const { deploy, required } = await createFolderDeploy(this.ctx, this.user, site.id, { ...options, files });
    await uploadInParallel(folder, required, PARALLEL_WRITES, onProgress, async (file) => {
      await acceptDeployFile(this.ctx, this.user, site.id, deploy.number, file.hash, await readFile(file.absolutePath));
    });
    await finishFolderDeploy(this.ctx, this.user, site.id, deploy.number);
    return { deploy: await this.ready(site, deploy.number), uploaded: required.length };
  }

  async listDeploys(site: Site): Promise<DeployRecord[]> {
    return (await deploys()).listDeploys(this.ctx, this.user, site.id);
  }

  async makeLive(site: Site, number: number): Promise<DeployRecord> {
    return (await deploys()).setLiveDeploy(this.ctx, this.user, site.id, number);
  }

  async unpublish(site: Site): Promise<void> {
    await (await deploys()).unpublishProject(this.ctx, this.user, site.id);
  }

  async exportSite(site: Site, destination: string): Promise<ExportResult> {
    const { exportSite } = await import('../../server/modules/publishing/export.ts');
    return exportSite(this.ctx, this.user, site.id, /\.zip$/i.test(destination) ? { zip: destination } : { dir: destination });
  }

  async close(): Promise<void> {}

  private async ownProject(id: number): Promise<Site | null> {
    try {
      return toSite(await getProject(this.user, id));
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }

  /** The deploy as it ended; one that is not ready becomes its error. */
  private async ready(site: Site, number: number): Promise<DeployRecord> {
    const deploy = await (await deploys()).getDeploy(this.ctx, this.user, site.id, number);
    if (deploy.status !== 'ready') throw deployFailure(deploy);
    return deploy;
  }
}

export async function openLocalBackend(config: Config, db: Database, email: string | undefined): Promise<PublishingBackend> {
  // Only what the operator must know (a storage failure), on stderr: stdout carries the URL or --json.
  const logger = pino({ level: 'error', base: undefined }, pino.destination(2));
  return new LocalBackend(createAppContext({ config, db, logger }), await actingUser(email));
}
