import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { MAX_ALT_CONTEXT_LENGTH, MAX_REWRITE_LENGTH, MAX_SECTION_HTML_LENGTH, REWRITE_MODES, type AltTextRequest, type RewriteRequest, type SectionRequest } from '../../../common/ai/assist.ts';
import { PLAN_LANGUAGES } from '../../../common/ai/site-plan.ts';
import { PERMISSIONS } from '../../../common/constants.ts';
import { appContext, authUser } from '../../http/context.ts';

// The editor's AI tools. Signed in with projects.create, as for generating a site; a project
// named in a request must be the caller's (404 otherwise, from the service).
// Each tool loads its service, and with it the composer (a third of the server's code) or the AI
// providers, on the first request: `sitewright serve` has a start-time goal (bench/start.ts).
const siteBuilder = { access: { permission: PERMISSIONS.projectsCreate } };

const sectionPayload = Joi.object({
  projectId: Joi.number().integer().positive().max(2147483647).required(),
  pageId: Joi.string().max(64).required(),
  html: Joi.string().max(MAX_SECTION_HTML_LENGTH).required(),
  seed: Joi.number().integer().min(0).max(2147483647).default(0),
  workspaceId: Joi.any().strip(),
});

const rewritePayload = Joi.object({
  text: Joi.string().trim().max(MAX_REWRITE_LENGTH).required(),
  mode: Joi.string().valid(...REWRITE_MODES).required(),
  language: Joi.string().valid(...PLAN_LANGUAGES).when('mode', { is: 'translate', then: Joi.required() }),
  workspaceId: Joi.any().strip(),
});

const altTextPayload = Joi.object({
  src: Joi.string().max(2000).required(),
  context: Joi.string().allow('').max(MAX_ALT_CONTEXT_LENGTH).default(''),
  workspaceId: Joi.any().strip(),
});

export const aiAssistRoutes: Plugin<void> = {
  name: 'ai-assist-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/api/v1/ai/sections',
      options: { plugins: siteBuilder, validate: { payload: sectionPayload } },
      handler: async (request) => {
        const { regenerateSection } = await import('./assist/regenerate.ts');
        return regenerateSection(appContext(request), authUser(request), request.payload as SectionRequest);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/ai/rewrite',
      options: { plugins: siteBuilder, validate: { payload: rewritePayload } },
      handler: async (request) => {
        const { rewriteText } = await import('./assist/rewrite.ts');
        return rewriteText(appContext(request), authUser(request), request.payload as RewriteRequest);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/ai/alt-text',
      options: { plugins: siteBuilder, validate: { payload: altTextPayload } },
      handler: async (request) => {
        const { suggestAltText } = await import('./assist/alt-text.ts');
        return suggestAltText(appContext(request), authUser(request), request.payload as AltTextRequest);
      },
    });
  },
};
