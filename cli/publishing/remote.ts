import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { GenerationRecord } from '../../common/ai/generations.ts';
import { FINISHED_DEPLOY_STATUSES, type DeployRecord } from '../../common/publishing.ts';
import { CliError } from '../errors.ts';
import { ApiError, ConnectionError, SitewrightApi } from './api.ts';
import type { DeployOptions, ExportResult, FolderDeployResult, GeneratedSite, GenerateOptions, ProgressListener, PublishingBackend, Site } from './backend.ts';
import { cancelOnInterrupt, deployFailure, generationFailure, uploadInParallel } from './deploys.ts';
import type { SiteFolder } from './folder.ts';
import type { Pagination } from '../../common/pagination.ts';

interface ProjectJson {
  id: number;
  slug: string;
  name: string;
  published_url?: string | null;
  live_deploy?: number | null;
}

interface JobJson {
  id: number;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  progress: { done: number; total: number; message: string } | null;
  error: string | null;
}

const JOB_POLL_MS = 400;
/** Waits before each retry of a request the connection dropped: about 15 s in all. */
const RETRY_WAITS_MS = [500, 1000, 2000, 4000, 8000];
/** What a proxy in front answers while the server behind it restarts. */
const GATEWAY_STATUSES = [502, 503, 504];
const LIST_PAGE_SIZE = 100;
// Enough to keep a connection busy per file without opening hundreds at once.
const PARALLEL_UPLOADS = 6;

/**
 * Runs a request that is safe to repeat again when the connection drops (or a gateway in front
 * answers for a server that is restarting), a little later each time.
 */
async function retryingDrops<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retries = 0; ; retries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const dropped = error instanceof ConnectionError || (error instanceof ApiError && GATEWAY_STATUSES.includes(error.status));
      if (!dropped || retries >= RETRY_WAITS_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_WAITS_MS[retries]));
    }
  }
}

function toSite(project: ProjectJson): Site {
  return { id: project.id, slug: project.slug, name: project.name, url: project.published_url ?? null, live_deploy: project.live_deploy ?? null };
}

/** Remote mode: the server's HTTP API with an API token, as a CI job uses it. */
export class RemoteBackend implements PublishingBackend {
  private readonly api: SitewrightApi;

  constructor(server: string, token: string) {
    this.api = new SitewrightApi(server, token);
  }

  async findSite(ref: string): Promise<Site | null> {
    if (/^\d+$/.test(ref)) {
      try {
        return toSite((await this.api.request<{ project: ProjectJson }>('GET', `/projects/${ref}`)).project);
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    }
    return (await this.listSites()).find((site) => site.slug === ref) ?? null;
  }

  async createSite(name: string, slug: string): Promise<Site> {
    const { project } = await this.api.request<{ project: ProjectJson }>('POST', '/projects', { name });
    if (project.slug === slug) return toSite(project);
    // The name gave another slug (taken, or shortened): the one asked for is what the next run looks up.
    try {
      return toSite((await this.api.request<{ project: ProjectJson }>('PUT', `/projects/${project.id}`, { slug })).project);
    } catch (error) {
      await this.api.request('DELETE', `/projects/${project.id}`).catch(() => undefined);
      throw error;
    }
  }

  async listSites(): Promise<Site[]> {
    const sites: Site[] = [];
    for (let page = 1; ; page += 1) {
      const { pagination } = await this.api.request<{ pagination: Pagination<ProjectJson> }>(
        'GET',
        `/projects?perPage=${LIST_PAGE_SIZE}&page=${page}`,
      );
      sites.push(...pagination.data.map(toSite));
      if (page >= pagination.last_page) return sites;
    }
  }

  async publish(site: Site, options: DeployOptions, onProgress: ProgressListener): Promise<DeployRecord> {
    const { deploy, job } = await this.api.request<{ deploy: DeployRecord; job: JobJson }>('POST', `/projects/${site.id}/deploys`, this.deployBody(options));
    return this.settle(site, deploy, job.id, onProgress);
  }

  async deployFolder(site: Site, folder: SiteFolder, options: DeployOptions, onProgress: ProgressListener): Promise<FolderDeployResult> {
    const files = Object.fromEntries(folder.files.map((file) => [file.path, file.hash]));
    const created = await this.api.request<{ deploy: DeployRecord; required: string[] }>('POST', `/projects/${site.id}/deploys`, {
      ...this.deployBody(options),
      files,
    });
    const { number } = created.deploy;
    await uploadInParallel(folder, created.required, PARALLEL_UPLOADS, onProgress, async (file) => {
      await this.api.request('PUT', `/projects/${site.id}/deploys/${number}/files/${file.hash}`, await readFile(file.absolutePath));
    });
    const { deploy } = await this.api.request<{ deploy: DeployRecord }>('POST', `/projects/${site.id}/deploys/${number}/finish`);
    return { deploy: await this.settle(site, deploy, deploy.job_id, onProgress), uploaded: created.required.length };
  }

  async listDeploys(site: Site): Promise<DeployRecord[]> {
    return (await this.api.request<{ deploys: DeployRecord[] }>('GET', `/projects/${site.id}/deploys`)).deploys;
  }

  async makeLive(site: Site, number: number): Promise<DeployRecord> {
    return (await this.api.request<{ deploy: DeployRecord }>('POST', `/projects/${site.id}/deploys/${number}/live`)).deploy;
  }

  async unpublish(site: Site): Promise<void> {
    await this.api.request('POST', `/projects/${site.id}/unpublish`);
  }

  /**
   * One Idempotency-Key for the run: a POST retried after the connection dropped (the server may
   * have started the generation already) answers that generation instead of starting a second.
   */
  async generate(options: GenerateOptions, onProgress: ProgressListener): Promise<GeneratedSite> {
    const key = { 'Idempotency-Key': randomUUID() };
    const started = (await retryingDrops(() => this.api.request<{ generation: GenerationRecord }>('POST', '/ai/generations', options, key))).generation;
    const jobId = started.job_id;
    if (jobId !== null) await retryingDrops(() => this.follow(jobId, onProgress));
    const { generation } = await retryingDrops(() => this.api.request<{ generation: GenerationRecord }>('GET', `/ai/generations/${started.id}`));
    if (generation.status !== 'succeeded' || generation.project_id === null) throw generationFailure(generation);
    const site = (await retryingDrops(() => this.findSite(String(generation.project_id))))!;
    return { generation, site, editorUrl: `${this.api.baseUrl}/editor/${site.id}` };
  }

  exportSite(): Promise<ExportResult> {
    return Promise.reject(
      new CliError('sites export runs in local mode only: run it on the server (without --server and SITEWRIGHT_SERVER), where the site files are'),
    );
  }

  async close(): Promise<void> {}

  private deployBody(options: DeployOptions) {
    return { prod: options.prod, ...(options.message ? { message: options.message } : {}) };
  }

  /** Follows a job until it ends; the first Ctrl+C cancels it. */
  private async follow(jobId: number, onProgress: ProgressListener): Promise<void> {
    await cancelOnInterrupt(
      () => this.api.request('POST', `/jobs/${jobId}/cancel`),
      async () => {
        for (;;) {
          const { job } = await this.api.request<{ job: JobJson }>('GET', `/jobs/${jobId}`);
          if (job.progress) onProgress(job.progress);
          if (job.status !== 'queued' && job.status !== 'running') return;
          await new Promise((resolve) => setTimeout(resolve, JOB_POLL_MS));
        }
      },
    );
  }

  /** Follows the deploy's job until it ends, then answers the deploy as it ended; a failed one becomes its error. */
  private async settle(site: Site, deploy: DeployRecord, jobId: number | null, onProgress: ProgressListener): Promise<DeployRecord> {
    if (!FINISHED_DEPLOY_STATUSES.includes(deploy.status) && jobId !== null) await this.follow(jobId, onProgress);
    const { deploy: ended } = await this.api.request<{ deploy: DeployRecord }>('GET', `/projects/${site.id}/deploys/${deploy.number}`);
    if (ended.status !== 'ready') throw deployFailure(ended);
    return ended;
  }
}
