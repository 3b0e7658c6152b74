import type { Plugin, Request } from '@hapi/hapi';
import { siteBuilder, siteReader } from '../../http/access.ts';
import Joi from 'joi';
import { MAX_DEPLOY_MESSAGE_LENGTH, MAX_FOLDER_DEPLOY_FILE_BYTES, PUBLISHING_MESSAGES } from '../../../common/publishing.ts';
import { TooLargeError } from '../../errors.ts';
import { appContext, authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';

// Every route is the owner's: signed in (session or API token) with projects.create; someone
// else's project answers 404 from the service.

const deploys = lazyImport(() => import('./deploys.ts'));
const folderDeploys = lazyImport(() => import('./folder-deploys.ts'));

const id = Joi.number().integer().positive().max(2147483647).required();
const projectParams = Joi.object({ id });
const deployParams = Joi.object({ id, number: id });
const fileParams = Joi.object({ id, number: id, hash: Joi.string().hex().length(64).required() });

// A 10,000-file folder's paths and hashes take about 1.5 MB as JSON.
const FOLDER_MANIFEST_MAX_BYTES = 4 * 1024 * 1024;

const deployPayload = Joi.object({
  prod: Joi.boolean().default(false),
  message: Joi.string().trim().max(MAX_DEPLOY_MESSAGE_LENGTH).allow('', null),
  // Paths and hashes are the service's to judge, with messages naming the file.
  files: Joi.object().pattern(Joi.string(), Joi.string().max(128)),
});

interface DeployPayload {
  prod: boolean;
  message?: string | null;
  files?: Record<string, string>;
}

const params = (request: Request) => request.params as { id: number; number: number; hash: string };

export const publishingRoutes: Plugin<void> = {
  name: 'publishing-routes',
  register(server) {
    // A publish answers at once with the queued deploy and its job to follow; a folder deploy
    // (with `files`) answers the contents the server lacks, to be sent before `finish`.
    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/deploys',
      options: {
        // 201 for a folder deploy (its files follow), 202 for a build of the saved pages.
        plugins: { ...siteBuilder, openapi: { status: [201, 202] } },
        validate: { params: projectParams, payload: deployPayload },
        payload: { maxBytes: FOLDER_MANIFEST_MAX_BYTES },
      },
      handler: async (request, h) => {
        const { prod, message, files } = request.payload as DeployPayload;
        const ctx = appContext(request);
        const user = authUser(request);
        if (files) return h.response(await (await folderDeploys()).createFolderDeploy(ctx, user, params(request).id, { prod, message, files })).code(201);
        return h.response(await (await deploys()).createDeploy(ctx, user, params(request).id, { prod, message })).code(202);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/deploys',
      options: { plugins: siteReader, validate: { params: projectParams } },
      handler: async (request) => ({ deploys: await (await deploys()).listDeploys(appContext(request), authUser(request), params(request).id) }),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/deploys/{number}',
      options: { plugins: siteReader, validate: { params: deployParams } },
      handler: async (request) => ({ deploy: await (await deploys()).getDeploy(appContext(request), authUser(request), params(request).id, params(request).number) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/deploys/{number}/live',
      options: { plugins: siteBuilder, validate: { params: deployParams } },
      handler: async (request) => ({ deploy: await (await deploys()).setLiveDeploy(appContext(request), authUser(request), params(request).id, params(request).number) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/unpublish',
      options: { plugins: siteBuilder, validate: { params: projectParams } },
      handler: async (request) => ({ project: await (await deploys()).unpublishProject(appContext(request), authUser(request), params(request).id) }),
    });

    // The raw bytes of one file, whatever their type; access is checked before hapi reads them.
    server.route({
      method: 'PUT',
      path: '/api/v1/projects/{id}/deploys/{number}/files/{hash}',
      options: {
        plugins: { ...siteBuilder, openapi: { status: 204 } },
        validate: { params: fileParams },
        payload: {
          parse: false,
          output: 'data',
          maxBytes: MAX_FOLDER_DEPLOY_FILE_BYTES,
          failAction: (_request, _h, error) => {
            throw (error as { output?: { statusCode?: number } })?.output?.statusCode === 413 ? new TooLargeError(PUBLISHING_MESSAGES.fileTooLarge) : error;
          },
        },
      },
      handler: async (request, h) => {
        const { id: projectId, number, hash } = params(request);
        const body = Buffer.isBuffer(request.payload) ? request.payload : Buffer.alloc(0);
        await (await folderDeploys()).acceptDeployFile(appContext(request), authUser(request), projectId, number, hash, body);
        return h.response().code(204);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/deploys/{number}/finish',
      options: { plugins: siteBuilder, validate: { params: deployParams } },
      handler: async (request) => ({ deploy: await (await folderDeploys()).finishFolderDeploy(appContext(request), authUser(request), params(request).id, params(request).number) }),
    });
  },
};
