import type { Project, SiteTemplate } from '../../../../common/editor/types.ts';
import { apiClient } from '../../lib/http/api-client.ts';
import { httpErrorMessage, isHttpError } from '../../lib/http/http-error.ts';
import { showHttpErrorToast } from '../../lib/http/show-http-error-toast.ts';
import { toast } from '../../ui/toast/toast-store.ts';
import type { Pagination } from '../../../../common/pagination.ts';

// The dashboard's calls to the projects API (issue 4 contract, "HTTP API").

export const PROJECTS_PER_PAGE = 24;

export type ProjectsPage = Pagination<Project>;

/** Every cached project list starts with this key, so one invalidation refreshes them all. */
export const PROJECTS_QUERY_KEY = ['projects'] as const;
export const SITE_TEMPLATES_QUERY_KEY = ['site-templates'] as const;

export function projectsQueryKey(query: string) {
  return [...PROJECTS_QUERY_KEY, { query }] as const;
}

/** GET projects: the caller's projects, newest edit first; `query` searches the name. */
export async function fetchProjects(query: string, page: number, signal?: AbortSignal): Promise<ProjectsPage> {
  const response = await apiClient.get<{ pagination: ProjectsPage }>('projects', { query: query || undefined, page, perPage: PROJECTS_PER_PAGE }, { signal });
  return response.pagination;
}

/** The page "Load more" asks for next, or undefined on the last one. */
export function nextProjectsPage(page: Pick<ProjectsPage, 'current_page' | 'last_page'>): number | undefined {
  return page.current_page < page.last_page ? page.current_page + 1 : undefined;
}

export async function fetchSiteTemplates(signal?: AbortSignal): Promise<SiteTemplate[]> {
  const response = await apiClient.get<{ templates: SiteTemplate[] }>('site-templates', undefined, { signal });
  return response.templates ?? [];
}

export interface NewProject {
  name: string;
  /** A site template's slug; absent for a blank site. */
  templateSlug?: string | null;
}

export async function createProject({ name, templateSlug }: NewProject): Promise<Project> {
  const body: Record<string, string> = { name };
  if (templateSlug) body.templateSlug = templateSlug;
  return (await apiClient.post<{ project: Project }>('projects', body)).project;
}

export async function renameProject(id: number, name: string): Promise<Project> {
  return (await apiClient.put<{ project: Project }>(`projects/${id}`, { name })).project;
}

export async function duplicateProject(id: number): Promise<Project> {
  return (await apiClient.post<{ project: Project }>(`projects/${id}/duplicate`)).project;
}

export async function deleteProject(id: number): Promise<void> {
  await apiClient.delete(`projects/${id}`);
}

export const UPGRADE_ACTION = { label: 'Upgrade', action: '/pricing' } as const;

/**
 * A refused create or duplicate. 403 is the plan's site quota (or a plan without the permission):
 * the server's message with a way to the pricing page. Anything else: the shared error toast.
 */
export function showProjectError(error: unknown): void {
  if (isHttpError(error) && error.status === 403) {
    toast.danger(httpErrorMessage(error) || 'You have reached the maximum number of sites your plan allows.', { action: error.body.action ?? UPGRADE_ACTION });
    return;
  }
  showHttpErrorToast(error);
}
