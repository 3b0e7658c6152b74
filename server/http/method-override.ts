import type { Plugin } from '@hapi/hapi';

const OVERRIDABLE = new Set(['PUT', 'PATCH', 'DELETE']);

/** PUT, PATCH and DELETE may arrive as POST with X-HTTP-Method-Override and/or ?_method=, for clients limited to GET and POST. */
export const methodOverride: Plugin<void> = {
  name: 'method-override',
  register(server) {
    server.ext('onRequest', (request, h) => {
      if (request.method !== 'post') return h.continue;
      const header = request.headers['x-http-method-override'];
      const param = request.query._method;
      const wanted = String(header ?? param ?? '').toUpperCase();
      if (OVERRIDABLE.has(wanted)) request.setMethod(wanted as 'PUT' | 'PATCH' | 'DELETE');
      return h.continue;
    });
  },
};
