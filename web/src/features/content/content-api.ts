import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AiDraftCount, AiDraftsAnswer, Collection, ItemInput, CollectionField, CollectionItem, ItemRevision, ItemStatus } from '../../../../common/collections.ts';
import type { Project } from '../../../../common/editor/types.ts';
import { apiClient } from '../../lib/http/api-client.ts';

// The calls of a site's collections and their items (server/modules/collections). Every cached
// answer of a site is keyed under ['content', projectId], so one invalidation refreshes the lists,
// the counts and the editor's binding choices alike.

export const ITEMS_PER_PAGE = 25;

export interface ItemsQuery {
  status: ItemStatus | '';
  tag: string;
  page: number;
}

export interface ItemsPage {
  data: CollectionItem[];
  current_page: number;
  last_page: number;
  total: number;
}

/** What PATCH items/{item} takes: any of the writable fields, beside the version the change is based on. */
export type ItemChange = ItemInput;

export interface NewCollection {
  name: string;
  slug?: string;
  fields: CollectionField[];
}

export interface CollectionChange {
  name?: string;
  fields?: CollectionField[];
  template_page_id?: string | null;
}

export interface ImportFile {
  name: string;
  content: string;
}

export interface ImportResult {
  created: number;
  updated: number;
  errors: { file: string; message: string; errors?: Record<string, string | string[]> }[];
}

export function contentQueryKey(projectId: number) {
  return ['content', projectId] as const;
}

export function contentProjectQueryKey(projectId: number) {
  return [...contentQueryKey(projectId), 'project'] as const;
}

export function collectionsQueryKey(projectId: number) {
  return [...contentQueryKey(projectId), 'collections'] as const;
}

export function itemsQueryKey(projectId: number, collection: string, query?: ItemsQuery) {
  return query ? ([...contentQueryKey(projectId), 'items', collection, query] as const) : ([...contentQueryKey(projectId), 'items', collection] as const);
}

export function itemQueryKey(projectId: number, collection: string, itemId: number) {
  return [...contentQueryKey(projectId), 'item', collection, itemId] as const;
}

export function revisionsQueryKey(projectId: number, collection: string, itemId: number) {
  return [...itemQueryKey(projectId, collection, itemId), 'revisions'] as const;
}

function collectionUrl(projectId: number, collection: string): string {
  return `projects/${projectId}/collections/${encodeURIComponent(collection)}`;
}

function itemUrl(projectId: number, collection: string, itemId: number): string {
  return `${collectionUrl(projectId, collection)}/items/${itemId}`;
}

export async function fetchCollections(projectId: number, signal?: AbortSignal): Promise<Collection[]> {
  return (await apiClient.get<{ data: Collection[] }>(`projects/${projectId}/collections`, undefined, { signal })).data;
}

export async function createCollection(projectId: number, collection: NewCollection): Promise<Collection> {
  return apiClient.post<Collection>(`projects/${projectId}/collections`, { ...collection });
}

export async function updateCollection(projectId: number, collection: string, change: CollectionChange): Promise<Collection> {
  return apiClient.patch<Collection>(collectionUrl(projectId, collection), { ...change });
}

export async function deleteCollection(projectId: number, collection: string): Promise<void> {
  await apiClient.delete(collectionUrl(projectId, collection));
}

/** The pagination of a list answer, at the top level or under `meta` like other list endpoints. */
function itemsPage(answer: { data: CollectionItem[]; meta?: Partial<ItemsPage> } & Partial<ItemsPage>): ItemsPage {
  const meta = answer.meta ?? answer;
  return { data: answer.data, current_page: meta.current_page ?? 1, last_page: meta.last_page ?? 1, total: meta.total ?? answer.data.length };
}

export async function fetchItems(projectId: number, collection: string, query: ItemsQuery, signal?: AbortSignal, perPage = ITEMS_PER_PAGE): Promise<ItemsPage> {
  const params = { status: query.status || undefined, tag: query.tag || undefined, page: query.page, per_page: perPage };
  return itemsPage(await apiClient.get(`${collectionUrl(projectId, collection)}/items`, params, { signal }));
}

/** The newest item of a collection, by its slug, for the editor's preview of a list's card (none when it has no items). */
export async function fetchNewestItems(projectId: number, collection: string, signal?: AbortSignal): Promise<Map<string, CollectionItem>> {
  const page = await fetchItems(projectId, collection, { status: '', tag: '', page: 1 }, signal, 1);
  return new Map(page.data.slice(0, 1).map((item) => [collection, item]));
}

export async function fetchItem(projectId: number, collection: string, itemId: number, signal?: AbortSignal): Promise<CollectionItem> {
  return apiClient.get<CollectionItem>(itemUrl(projectId, collection, itemId), undefined, { signal });
}

export async function createItem(projectId: number, collection: string, item: Pick<ItemChange, 'values'> & { title: string }): Promise<CollectionItem> {
  return apiClient.post<CollectionItem>(`${collectionUrl(projectId, collection)}/items`, { ...item, status: 'draft' });
}

/** PATCH with the version the change is based on: 409 (HttpError) when the item changed elsewhere. */
export async function updateItem(projectId: number, collection: string, itemId: number, change: ItemChange, version: number): Promise<CollectionItem> {
  return apiClient.patch<CollectionItem>(itemUrl(projectId, collection, itemId), { ...change, version });
}

export async function deleteItem(projectId: number, collection: string, itemId: number): Promise<void> {
  await apiClient.delete(itemUrl(projectId, collection, itemId));
}

/** Publishes now, or schedules when `at` (ISO 8601) is in the future. */
export async function publishItem(projectId: number, collection: string, itemId: number, at?: string): Promise<CollectionItem> {
  return apiClient.post<CollectionItem>(`${itemUrl(projectId, collection, itemId)}/publish`, at ? { at } : {});
}

export async function unpublishItem(projectId: number, collection: string, itemId: number): Promise<CollectionItem> {
  return apiClient.post<CollectionItem>(`${itemUrl(projectId, collection, itemId)}/unpublish`);
}

export async function fetchRevisions(projectId: number, collection: string, itemId: number, signal?: AbortSignal): Promise<ItemRevision[]> {
  return (await apiClient.get<{ data: ItemRevision[] }>(`${itemUrl(projectId, collection, itemId)}/revisions`, undefined, { signal })).data;
}

export async function restoreRevision(projectId: number, collection: string, itemId: number, revisionId: number): Promise<CollectionItem> {
  return apiClient.post<CollectionItem>(`${itemUrl(projectId, collection, itemId)}/revisions/${revisionId}/restore`);
}

export async function importItems(projectId: number, collection: string, files: ImportFile[]): Promise<ImportResult> {
  return apiClient.post<ImportResult>(`${collectionUrl(projectId, collection)}/import`, { format: 'markdown', files });
}

/** Drafts written by the AI from the site's own description, in its language (marked as sample content). */
export async function writeAiDrafts(projectId: number, collection: string, count: AiDraftCount): Promise<AiDraftsAnswer> {
  return apiClient.post<AiDraftsAnswer>(`${collectionUrl(projectId, collection)}/ai-drafts`, { count });
}

export async function exportItems(projectId: number, collection: string): Promise<ImportFile[]> {
  return (await apiClient.get<{ files: ImportFile[] }>(`${collectionUrl(projectId, collection)}/export`, { format: 'markdown' })).files;
}

/** The site with its pages: its name for the header, its pages for a collection's template page. */
export function useContentProject(projectId: number) {
  return useQuery({
    queryKey: contentProjectQueryKey(projectId),
    queryFn: async ({ signal }) => (await apiClient.get<{ project: Project }>(`projects/${projectId}`, undefined, { signal })).project,
  });
}

export function useCollections(projectId: number) {
  return useQuery({ queryKey: collectionsQueryKey(projectId), queryFn: ({ signal }) => fetchCollections(projectId, signal) });
}

/** One page of a collection's items; the previous page stays on screen while the next one loads. */
export function useItems(projectId: number, collection: string, query: ItemsQuery) {
  return useQuery({
    queryKey: itemsQueryKey(projectId, collection, query),
    queryFn: ({ signal }) => fetchItems(projectId, collection, query, signal),
    placeholderData: keepPreviousData,
  });
}
