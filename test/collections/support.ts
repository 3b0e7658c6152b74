import type { ServerInjectResponse } from '@hapi/hapi';
import { expect } from 'chai';
import type { Collection, CollectionItem, ItemRevision } from '../../common/collections.ts';
import { createAccessToken } from '../../server/modules/auth/access-tokens.ts';
import type { TestApp } from '../helpers/app.ts';
import { TeamClient } from '../workspaces/support.ts';

export interface ErrorBody {
  message: string;
  errors?: Record<string, string>;
}

export function errorOf(response: ServerInjectResponse): ErrorBody {
  return JSON.parse(response.payload) as ErrorBody;
}

/** A team member (session cookie) working on one project's collections and items. */
export class ContentClient extends TeamClient {
  static override async user(app: TestApp, options: { roles?: string[] } = {}): Promise<ContentClient> {
    const client = await TeamClient.user(app, options);
    return new ContentClient(app, client.user, client.cookie);
  }

  collectionsUrl(projectId: number): string {
    return `/api/v1/projects/${projectId}/collections`;
  }

  itemsUrl(projectId: number, collection = 'posts'): string {
    return `${this.collectionsUrl(projectId)}/${collection}/items`;
  }

  async collections(projectId: number): Promise<Collection[]> {
    return (await this.ok<{ data: Collection[] }>('GET', this.collectionsUrl(projectId))).data;
  }

  async createCollection(projectId: number, body: Record<string, unknown>): Promise<Collection> {
    const response = await this.request('POST', this.collectionsUrl(projectId), body);
    expect(response.statusCode, response.payload).to.equal(201);
    return response.result as Collection;
  }

  async createItem(projectId: number, body: Record<string, unknown>, collection = 'posts'): Promise<CollectionItem> {
    const response = await this.request('POST', this.itemsUrl(projectId, collection), body);
    expect(response.statusCode, response.payload).to.equal(201);
    return response.result as CollectionItem;
  }

  item(projectId: number, itemId: number, collection = 'posts'): Promise<CollectionItem> {
    return this.ok<CollectionItem>('GET', `${this.itemsUrl(projectId, collection)}/${itemId}`);
  }

  patchItem(projectId: number, itemId: number, body: Record<string, unknown>, collection = 'posts'): Promise<ServerInjectResponse> {
    return this.request('PATCH', `${this.itemsUrl(projectId, collection)}/${itemId}`, body);
  }

  async items(projectId: number, query = '', collection = 'posts'): Promise<{ data: CollectionItem[]; meta: { current_page: number; last_page: number; per_page: number; total: number } }> {
    return this.ok('GET', `${this.itemsUrl(projectId, collection)}${query}`);
  }

  async revisions(projectId: number, itemId: number): Promise<ItemRevision[]> {
    return (await this.ok<{ data: ItemRevision[] }>('GET', `${this.itemsUrl(projectId)}/${itemId}/revisions`)).data;
  }
}

/** An API token's Authorization header for the user, as the CLI and CI send it. */
export async function bearerFor(client: TeamClient): Promise<{ authorization: string }> {
  const { plainTextToken } = await createAccessToken(client.user, 'content');
  return { authorization: `Bearer ${plainTextToken}` };
}

/** What an item is, apart from where and when it was stored: what an import and export round trip must keep. */
export const itemContent = (item: CollectionItem) => ({
  title: item.title,
  slug: item.slug,
  status: item.status,
  published_at: item.published_at,
  publish_at: item.publish_at,
  author: item.author?.id,
  body: item.body,
  values: item.values,
  tags: item.tags,
  seo_title: item.seo_title,
  seo_description: item.seo_description,
  og_image: item.og_image,
});
