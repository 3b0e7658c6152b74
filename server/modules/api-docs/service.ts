import { createHash } from 'node:crypto';
import { NotFoundError } from '../../errors.ts';
import { getSetting } from '../settings/service.ts';
import { openApiDocument, type OpenApiDocument, type RouteEntry } from './openapi.ts';

export interface PublishedDocument {
  json: string;
  etag: string;
}

/**
 * The OpenAPI document as served: built from the route table on first use (every plugin is
 * registered by then, and the table never changes afterwards), titled with the current site name.
 * It exists only while the API is integrated.
 */
export function openApiPublisher(routeTable: () => readonly RouteEntry[]): () => Promise<PublishedDocument> {
  let document: OpenApiDocument | undefined;
  let published: (PublishedDocument & { title: string }) | undefined;
  return async () => {
    if (!(await getSetting('api.integrated'))) throw new NotFoundError();
    const title = `${await getSetting('branding.site_name')} API`;
    document ??= openApiDocument(routeTable(), title);
    if (published?.title !== title) {
      const json = JSON.stringify({ ...document, info: { ...document.info, title } });
      published = { title, json, etag: createHash('sha1').update(json).digest('hex') };
    }
    return published;
  };
}
