import { deployUrlFor, type DeployRecord } from '../../../common/publishing.ts';
import type { AppContext } from '../../context.ts';
import { User } from '../users/models.ts';
import { displayName } from '../users/service.ts';
import type { Deploy } from './models.ts';
import { sitesTemplate } from './site-urls.ts';

/** What a deploy's record needs to know about its project. */
export interface SiteProject {
  id: number;
  slug: string;
  live_deploy_id: number | null;
}

/** Every column but the manifest and the collection state, which lists and records never need (each may be a megabyte). */
export const RECORD_ATTRIBUTES = { exclude: ['manifest', 'collection_state'] };

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** Deploys as the API answers them, authors read in one query. */
export async function deployRecords(ctx: AppContext, project: SiteProject, deploys: readonly Deploy[]): Promise<DeployRecord[]> {
  const template = await sitesTemplate(ctx);
  const authorIds = [...new Set(deploys.flatMap((deploy) => (deploy.user_id === null ? [] : [deploy.user_id])))];
  const authors = authorIds.length ? await User.findAll({ attributes: ['id', 'first_name', 'last_name', 'email'], where: { id: authorIds } }) : [];
  const nameOf = new Map(authors.map((user) => [user.id, displayName(user)]));
  return deploys.map((deploy) => ({
    id: deploy.id,
    number: deploy.number,
    status: deploy.status,
    target: deploy.target,
    live: deploy.id === project.live_deploy_id,
    message: deploy.message,
    author: deploy.user_id !== null && nameOf.has(deploy.user_id) ? { id: deploy.user_id, name: nameOf.get(deploy.user_id)! } : null,
    page_count: deploy.page_count,
    file_count: deploy.file_count,
    size: deploy.size,
    duration_ms: deploy.duration_ms,
    url: deployUrlFor(template, project.slug, deploy.label),
    label: deploy.label,
    offline: Boolean(deploy.taken_down_at),
    job_id: deploy.job_id,
    error: deploy.error,
    warnings: deploy.warnings,
    changed_paths: deploy.changed_paths ?? null,
    created_at: iso(deploy.created_at)!,
    finished_at: iso(deploy.finished_at),
  }));
}

export async function deployRecord(ctx: AppContext, project: SiteProject, deploy: Deploy): Promise<DeployRecord> {
  return (await deployRecords(ctx, project, [deploy]))[0];
}
