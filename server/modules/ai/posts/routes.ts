import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { AI_DRAFT_COUNTS, type AiDraftCount } from '../../../../common/collections.ts';
import { siteBuilder } from '../../../http/access.ts';
import { appContext, authUser } from '../../../http/context.ts';
import { lazyImport } from '../../../lazy-import.ts';

// The blog's AI writer, beside the collection's other item writes and with their access: drafts
// are items the requester creates.

const drafts = lazyImport(() => import('./service.ts'));

const params = Joi.object({
  id: Joi.number().integer().positive().max(2147483647).required(),
  collection: Joi.string().max(191).pattern(/^[a-z0-9-]+$/).required(),
});

export const aiPostRoutes: Plugin<void> = {
  name: 'ai-post-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/collections/{collection}/ai-drafts',
      options: {
        description: 'Write drafts with AI',
        notes:
          "1 (a first post) or 3 drafts from the site's own facts, in the site's language: drafts by the requester, marked `sample` until edited. " +
          'Written by the configured AI endpoint, else by the built-in writer; `notice` says when the built-in writer stood in for a failing endpoint. ' +
          '403 when the plan allows fewer items in the site than asked for.',
        plugins: { ...siteBuilder, openapi: { status: 201 } },
        validate: { params, payload: Joi.object({ count: Joi.number().valid(...AI_DRAFT_COUNTS).required() }) },
      },
      handler: async (request: Request, h) => {
        const { id, collection } = request.params as { id: number; collection: string };
        const { count } = request.payload as { count: AiDraftCount };
        return h.response(await (await drafts()).writePostDrafts(appContext(request), authUser(request), id, collection, count)).code(201);
      },
    });
  },
};
