import type { Plugin } from '@hapi/hapi';
import type { RouteDocs } from './openapi.ts';
import { lazyImport } from '../../lazy-import.ts';

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    /** What the OpenAPI document says of the route beyond what the route table tells. */
    openapi?: RouteDocs;
  }
}

const OPENAPI_PATH = '/api/v1/openapi.json';

export const apiDocsRoutes: Plugin<void> = {
  name: 'api-docs-routes',
  register(server) {
    // Built on the first request: the document's builder (joi-to-json) is not needed before.
    const publisher = lazyImport(async () => (await import('./service.ts')).openApiPublisher(() => server.table()));

    server.route({
      method: 'GET',
      path: OPENAPI_PATH,
      options: {
        auth: false,
        // Short-lived, then revalidated by ETag: turning the API off shows within a minute.
        cache: { expiresIn: 60 * 1000, privacy: 'public' },
        description: 'The OpenAPI document of this API',
        tags: ['documentation'],
        notes: 'Generated from the route table; served while the API is integrated.',
      },
      handler: async (_request, h) => {
        const { json, etag } = await (await publisher())();
        return h.entity({ etag }) ?? h.response(json).type('application/json; charset=utf-8').etag(etag);
      },
    });
  },
};
