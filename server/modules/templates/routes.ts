import Boom from '@hapi/boom';
import Joi from 'joi';
import type { Plugin, ResponseObject } from '@hapi/hapi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { templatesDir } from '../../../config/paths.ts';
import { NotFoundError } from '../../errors.ts';
import { elementCatalogue, SITE_ASSETS_URL } from './catalogue.ts';
import { listSiteTemplates, siteTemplateThumbnailPath } from './service.ts';

const DAY_MS = 24 * 3600 * 1000;
// Our own images: even opened directly, an SVG runs no script and loads nothing.
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

function withImagePolicy(response: ResponseObject): ResponseObject {
  return response.header('Content-Security-Policy', IMAGE_POLICY);
}

export const templateRoutes: Plugin<void> = {
  name: 'template-routes',
  register(server) {
    // The site stylesheet, icons and images that canvases and published sites load.
    server.route({
      method: 'GET',
      path: `${SITE_ASSETS_URL}/{file*}`,
      options: {
        auth: false,
        cache: { expiresIn: 7 * DAY_MS, privacy: 'public' },
        ext: {
          onPreResponse: {
            method(request, h) {
              const response = request.response;
              return Boom.isBoom(response) ? h.continue : withImagePolicy(response);
            },
          },
        },
      },
      handler: { directory: { path: `${templatesDir}/site`, redirectToSlash: false, index: false, listing: false, etagMethod: 'hash' } },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/site-templates',
      options: { auth: false },
      handler: async () => ({ templates: await listSiteTemplates() }),
    });

    server.route({
      method: 'GET',
      path: '/site-templates/{slug}/thumbnail.svg',
      options: {
        auth: false,
        cache: { expiresIn: DAY_MS, privacy: 'public' },
        validate: { params: Joi.object({ slug: Joi.string().pattern(/^[a-z0-9-]+$/).max(100).required() }) },
      },
      handler: async (request, h) => {
        const path = await siteTemplateThumbnailPath(String(request.params.slug));
        if (!path) throw new NotFoundError('Template not found');
        return withImagePolicy(h.file(path, { confine: templatesDir, etagMethod: 'hash' }).type('image/svg+xml'));
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/editor/elements',
      options: { plugins: { access: { permission: PERMISSIONS.projectsCreate } } },
      handler: () => ({ elements: elementCatalogue() }),
    });
  },
};
