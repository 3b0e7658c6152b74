import type { Plugin } from '@hapi/hapi';
import { siteBuilder, siteReader } from '../../http/access.ts';
import Joi from 'joi';
import { DOMAIN_MESSAGES } from '../../../common/domains.ts';
import { appContext, authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';

const domains = lazyImport(() => import('./domains.ts'));

const id = Joi.number().integer().positive().max(2147483647).required();
const projectParams = Joi.object({ id });
const domainParams = Joi.object({ id, domainId: id });


export const domainRoutes: Plugin<void> = {
  name: 'domain-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/domains',
      options: { plugins: siteReader, validate: { params: projectParams } },
      handler: async (request) => ({ domains: await (await domains()).listDomains(appContext(request), authUser(request), request.params.id as number) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/domains',
      options: {
        plugins: { ...siteBuilder, openapi: { status: 201 } },
        // The service judges the host (422 with its own messages); joi only checks there is one.
        validate: { params: projectParams, payload: Joi.object({ host: Joi.string().trim().min(1).max(300).required() }) },
      },
      handler: async (request, h) => {
        const { host } = request.payload as { host: string };
        const domain = await (await domains()).addDomain(appContext(request), authUser(request), request.params.id as number, host);
        return h.response({ domain }).code(201);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/domains/{domainId}/verify',
      options: { plugins: siteBuilder, validate: { params: domainParams } },
      handler: async (request) => ({
        domain: await (await domains()).verifyDomain(appContext(request), authUser(request), request.params.id as number, request.params.domainId as number),
      }),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/projects/{id}/domains/{domainId}',
      options: { plugins: siteBuilder, validate: { params: domainParams } },
      handler: async (request) => {
        await (await domains()).removeDomain(appContext(request), authUser(request), request.params.id as number, request.params.domainId as number);
        return { message: DOMAIN_MESSAGES.removed };
      },
    });

    // Asked by a reverse proxy before it gets a certificate on demand (Caddy's on_demand_tls `ask`).
    server.route({
      method: 'GET',
      path: '/api/v1/domains/check',
      options: { auth: false, validate: { query: Joi.object({ domain: Joi.string().trim().min(1).max(300).required() }) } },
      handler: async (request) => ({ domain: await (await domains()).checkServedHost(appContext(request), (request.query as { domain: string }).domain) }),
    });
  },
};
