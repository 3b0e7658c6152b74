import type { Plugin, Request } from '@hapi/hapi';
import { NotFoundError } from '../errors.ts';

const notFound = (request: Request) => {
  throw new NotFoundError(`There is no API endpoint ${request.method.toUpperCase()} ${request.path}`);
};

/** Unknown API paths answer JSON 404s instead of falling through to the web app's HTML. */
export const apiNotFound: Plugin<void> = {
  name: 'api-not-found',
  register(server) {
    for (const prefix of ['/api', '/auth', '/secure']) {
      const path = `${prefix}/{any*}`;
      server.route({ method: 'GET', path, options: { auth: false }, handler: notFound });
      // The body of a request to nowhere is never read, so a malformed one still gets the 404.
      server.route({ method: ['POST', 'PUT', 'PATCH', 'DELETE'], path, options: { auth: false, payload: { parse: false, output: 'stream' }, plugins: { csrf: false } }, handler: notFound });
    }
  },
};
