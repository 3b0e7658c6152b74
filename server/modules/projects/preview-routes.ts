import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { ELEMENT_ID_LENGTH, PERMISSIONS } from '../../../common/constants.ts';
import { authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';

const preview = lazyImport(() => import('./preview.ts'));

const params = Joi.object({
  id: Joi.number().integer().positive().max(2147483647).required(),
  pageId: Joi.string()
    .length(ELEMENT_ID_LENGTH)
    .pattern(/^[A-Za-z0-9_-]+$/)
    .required(),
});

export const projectPreviewRoutes: Plugin<void> = {
  name: 'project-preview-routes',
  register(server) {
    // Opened by the editor's Preview button in a new tab: the owner's saved page, as visitors will get it.
    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/pages/{pageId}/preview',
      options: { plugins: { access: { permission: PERMISSIONS.projectsCreate } }, validate: { params } },
      handler: async (request, h) => {
        const page = await (await preview()).renderPagePreview(authUser(request), request.params.id as number, String(request.params.pageId));
        return h
          .response(page.html)
          .type('text/html; charset=utf-8')
          .header('Content-Security-Policy', page.contentSecurityPolicy)
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex');
      },
    });
  },
};
