import { apiClient } from '../../lib/http/api-client.ts';
import type { ElementDefinition, Project } from './model.ts';
import type { SavePayload } from './state/saving.ts';

export async function fetchProject(projectId: string, signal?: AbortSignal): Promise<Project> {
  const response = await apiClient.get<{ project: Project }>(`projects/${encodeURIComponent(projectId)}`, undefined, { signal });
  return response.project;
}

/** PUT projects/{id}/pages: 409 (HttpError, body.project = the server's, body.pages = the pages changed on both sides) when a page or the page list changed elsewhere. */
export async function saveProjectPages(projectId: number, payload: SavePayload): Promise<Project> {
  const response = await apiClient.put<{ project: Project }>(`projects/${projectId}/pages`, { ...payload });
  return response.project;
}

export async function fetchElementCatalogue(): Promise<ElementDefinition[]> {
  const response = await apiClient.get<{ elements: ElementDefinition[] }>('editor/elements');
  return response.elements;
}
