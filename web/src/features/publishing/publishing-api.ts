import type { DomainRecord } from '../../../../common/domains.ts';
import type { DeployRecord } from '../../../../common/publishing.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { PROJECTS_QUERY_KEY } from '../dashboard/projects-api.ts';

// The publishing screens' calls: deploys, the background job a publish runs as, custom domains.

export type JobStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';

/** The part of a job record the web app reads (GET jobs/{id}). */
export interface Job {
  id: number;
  status: JobStatus;
  progress: { done: number; total: number; message: string } | null;
  result: unknown;
  error: string | null;
  /** A cancel was asked for; the job ends `cancelled` once its work has stopped. */
  cancel_requested?: boolean;
}

export function deploysQueryKey(projectId: number) {
  return ['deploys', projectId] as const;
}

export function domainsQueryKey(projectId: number) {
  return ['domains', projectId] as const;
}

export function jobQueryKey(jobId: number) {
  return ['jobs', jobId] as const;
}

export function isJobFinished(status: JobStatus): boolean {
  return status === 'succeeded' || status === 'failed' || status === 'cancelled';
}

/** POST deploys: builds and uploads in a background job; `prod` makes it live once ready. */
export async function publishProject(projectId: number, options: { prod: boolean; message?: string }): Promise<{ deploy: DeployRecord; job: Job }> {
  const body: Record<string, unknown> = { prod: options.prod };
  if (options.message?.trim()) body.message = options.message.trim();
  return apiClient.post<{ deploy: DeployRecord; job: Job }>(`projects/${projectId}/deploys`, body);
}

export async function fetchDeploys(projectId: number, signal?: AbortSignal): Promise<DeployRecord[]> {
  return (await apiClient.get<{ deploys: DeployRecord[] }>(`projects/${projectId}/deploys`, undefined, { signal })).deploys;
}

/** Switches the live site to a finished deploy at once (rollback, or a draft promoted). */
export async function makeDeployLive(projectId: number, number: number): Promise<DeployRecord> {
  return (await apiClient.post<{ deploy: DeployRecord }>(`projects/${projectId}/deploys/${number}/live`)).deploy;
}

/** Takes the site offline; its deploys stay. */
export async function unpublishProject(projectId: number): Promise<void> {
  await apiClient.post(`projects/${projectId}/unpublish`);
}

export async function fetchJob(jobId: number, signal?: AbortSignal): Promise<Job> {
  return (await apiClient.get<{ job: Job }>(`jobs/${jobId}`, undefined, { signal })).job;
}

export async function cancelJob(jobId: number): Promise<Job> {
  return (await apiClient.post<{ job: Job }>(`jobs/${jobId}/cancel`)).job;
}

export async function fetchDomains(projectId: number, signal?: AbortSignal): Promise<DomainRecord[]> {
  return (await apiClient.get<{ domains: DomainRecord[] }>(`projects/${projectId}/domains`, undefined, { signal })).domains;
}

export async function addDomain(projectId: number, host: string): Promise<DomainRecord> {
  return (await apiClient.post<{ domain: DomainRecord }>(`projects/${projectId}/domains`, { host })).domain;
}

export async function verifyDomain(projectId: number, domainId: number): Promise<DomainRecord> {
  return (await apiClient.post<{ domain: DomainRecord }>(`projects/${projectId}/domains/${domainId}/verify`)).domain;
}

export async function removeDomain(projectId: number, domainId: number): Promise<void> {
  await apiClient.delete(`projects/${projectId}/domains/${domainId}`);
}

/** After a publish, a switch or an unpublish: the deploy list and every project card (badge, live link, thumbnail). */
export function refreshPublishing(projectId: number): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: deploysQueryKey(projectId) }), queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY })]);
}
