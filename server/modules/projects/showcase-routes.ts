import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { siteBuilder, siteReader } from '../../http/access.ts';
import { authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';

const showcase = lazyImport(() => import('./showcase.ts'));

const projectId = Joi.object({ id: Joi.number().integer().positive().max(2147483647).required() });

export const showcaseRoutes: Plugin<void> = {
  name: 'showcase-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/showcase',
      options: {
        // The same answer for everyone: no session is looked up.
        auth: false,
        description: 'The home page gallery',
        notes: 'How many pages were created on this install, and the published sites whose owners allowed showing them, newest first.',
      },
      handler: async () => (await showcase()).showcaseGallery(),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/showcase',
      options: {
        plugins: siteReader,
        validate: { params: projectId },
        description: "Whether a site may appear in the home page's gallery",
      },
      handler: async (request) => (await showcase()).getProjectShowcase(authUser(request), request.params.id as number),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/projects/{id}/showcase',
      options: {
        plugins: siteBuilder,
        validate: { params: projectId, payload: Joi.object({ showcase: Joi.boolean().required() }) },
        description: "Let the home page's gallery show the live site, or stop it",
        notes: 'Only the owner of the site may change this; a published site appears while it stays live.',
      },
      handler: async (request) => (await showcase()).setProjectShowcase(authUser(request), request.params.id as number, (request.payload as { showcase: boolean }).showcase),
    });
  },
};
