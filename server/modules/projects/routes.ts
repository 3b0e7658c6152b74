import type { Readable } from 'node:stream';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { siteBuilder, siteReader } from '../../http/access.ts';
import Joi from 'joi';
import { PART_KINDS } from '../../../common/editor/parts.ts';
import { STYLE_BREAKPOINTS } from '../../../common/editor/styles.ts';
import { ELEMENT_ID_LENGTH } from '../../../common/constants.ts';
import { appContext, authUser } from '../../http/context.ts';
import { validationFailAction } from '../../http/errors.ts';
import { lazyImport } from '../../lazy-import.ts';
import { getSetting } from '../settings/service.ts';
import { readCustomElementsModule } from './custom-elements.ts';
import { readJsonPayload } from './json-payload.ts';
import { MAX_PROJECT_PARTS } from './parts.ts';
import type { SavePagesInput } from './service.ts';

const projects = lazyImport(() => import('./service.ts'));

/**
 * The most a pages save may send. 200 pages of 5 MB each would be 1 GB, more than V8 can hold
 * in one string and more than one request should buffer; 128 MB lets 200 pages average 640 KB.
 * Each page is held to 5 MB by the service.
 */
export const SAVE_PAYLOAD_MAX_BYTES = 128 * 1024 * 1024;
export const SAVE_PAYLOAD_TOO_LARGE_MESSAGE = 'These pages are too large to save together (over 128 MB).';

// The same options and 400 shape as hapi's own validation, which a streamed payload cannot use.
const VALIDATION_OPTIONS = { abortEarly: false, errors: { wrap: { label: false } } } as const;
const failValidation = validationFailAction as (request: Request, h: ResponseToolkit, error: Error) => never;

const projectId = Joi.object({ id: Joi.number().integer().positive().max(2147483647).required() });
const projectName = Joi.string().trim().min(1).max(191);

const elementId = Joi.string()
  .length(ELEMENT_ID_LENGTH)
  .pattern(/^[A-Za-z0-9_-]+$/);

// The model refuses what it cannot write back (common/editor/styles.ts); joi checks the shape.
const styleRulesSchema = Joi.array()
  .items(
    Joi.object({
      selector: Joi.string().max(200).required(),
      breakpoint: Joi.string()
        .valid(...STYLE_BREAKPOINTS)
        .required(),
      declarations: Joi.object().pattern(Joi.string().max(100), Joi.string().max(10_000)).required(),
    }),
  )
  .max(20_000);

const pageDocSchema = Joi.object({
  title: Joi.string().allow('').max(500).default(''),
  description: Joi.string().allow('').max(2000).default(''),
  css: Joi.string().allow('').default(''),
  js: Joi.string().allow('').default(''),
  headLinks: Joi.array().items(Joi.string().max(2000)).default([]),
  fonts: Joi.array().items(Joi.string().max(200)).default([]),
  slug: Joi.string().allow('').max(191).pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/).messages({ 'string.pattern.base': 'Use lower-case letters, digits and dashes.' }),
  ogImage: Joi.string().allow('').max(2000),
  lang: Joi.string().max(35).pattern(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/).messages({ 'string.pattern.base': 'Use a language tag such as en, de or pt-BR.' }),
  styles: styleRulesSchema,
  hideFromMenu: Joi.boolean(),
});

/** A whole page, or only `{id, version}` for a page the client has not changed since that version. */
const pageSchema = Joi.object({
  id: elementId.required(),
  version: Joi.number().integer().min(1),
  name: Joi.string().trim().min(1).max(191),
  html: Joi.string().allow(''),
  doc: Joi.when('html', { is: Joi.exist(), then: pageDocSchema.default(), otherwise: Joi.forbidden() }),
})
  .and('name', 'html')
  .or('html', 'version');

/** A shared part, whole, with the version the client's copy is based on (none for a new part). */
const partSchema = Joi.object({
  id: elementId.required(),
  version: Joi.number().integer().min(1),
  name: Joi.string().trim().min(1).max(191).required(),
  kind: Joi.string()
    .valid(...PART_KINDS)
    .required(),
  html: Joi.string().min(1).required(),
  styles: styleRulesSchema.default([]),
});

// Page count and sizes are the service's to judge (422 / 413 with the contract's messages); joi only checks the shape.
const savePagesSchema = Joi.object({
  version: Joi.number().integer().min(1).required(),
  pages: Joi.array().items(pageSchema).unique('id').required(),
  parts: Joi.array().items(partSchema).unique('id').max(MAX_PROJECT_PARTS),
  deleted_parts: Joi.array().items(elementId).unique().max(MAX_PROJECT_PARTS),
  force: Joi.boolean().default(false),
  saveKey: Joi.string()
    .max(64)
    .pattern(/^[A-Za-z0-9_-]+$/),
  // The web client adds the active workspace to every write; a streamed body skips the plugin that drops it.
  workspaceId: Joi.any().strip(),
});


export const projectRoutes: Plugin<void> = {
  name: 'project-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/projects',
      options: {
        description: 'Your sites, in the active workspace',
        plugins: siteReader,
        validate: {
          query: Joi.object({
            query: Joi.string().allow('').max(191),
            page: Joi.number().integer().min(1).default(1),
            perPage: Joi.number().integer().min(1).max(100).default(24),
          }),
        },
      },
      handler: async (request) => {
        const { query, page, perPage } = request.query as { query?: string; page: number; perPage: number };
        return { pagination: await (await projects()).listProjects(authUser(request), { workspaceId: request.app.workspaceId, query, page, perPage }) };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects',
      options: {
        description: 'Create a site, empty or from a template',
        plugins: { ...siteBuilder, openapi: { status: 201 } },
        validate: { payload: Joi.object({ name: projectName.required(), templateSlug: Joi.string().max(100).allow(null, '') }) },
      },
      handler: async (request, h) => {
        const { name, templateSlug } = request.payload as { name: string; templateSlug?: string | null };
        const project = await (await projects()).createProject(authUser(request), { name, templateSlug, workspaceId: request.app.workspaceId });
        return h.response({ project }).code(201);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}',
      options: { plugins: siteReader, validate: { params: projectId } },
      handler: async (request) => ({ project: await (await projects()).getProject(authUser(request), request.params.id as number) }),
    });

    server.route({
      method: 'PUT',
      path: '/api/v1/projects/{id}',
      options: {
        plugins: siteBuilder,
        validate: { params: projectId, payload: Joi.object({ name: projectName, slug: Joi.string().trim().max(191) }).min(1) },
      },
      handler: async (request) => ({
        project: await (await projects()).updateProject(appContext(request), authUser(request), request.params.id as number, request.payload as { name?: string; slug?: string }),
      }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/duplicate',
      options: { plugins: { ...siteBuilder, openapi: { status: 201 } }, validate: { params: projectId } },
      handler: async (request, h) => h.response({ project: await (await projects()).duplicateProject(authUser(request), request.params.id as number) }).code(201),
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/projects/{id}',
      options: { plugins: siteReader, validate: { params: projectId } },
      handler: async (request) => {
        const { deleteProject, PROJECT_DELETED_MESSAGE } = await projects();
        await deleteProject(appContext(request), authUser(request), request.params.id as number);
        return { message: PROJECT_DELETED_MESSAGE };
      },
    });

    // The body is streamed, not parsed by hapi: up to 128 MB is buffered only after the
    // requester is known to be a site builder, never for an anonymous client.
    server.route({
      method: 'PUT',
      path: '/api/v1/projects/{id}/pages',
      options: {
        plugins: siteBuilder,
        validate: { params: projectId },
        payload: { output: 'stream', parse: false, allow: 'application/json', maxBytes: SAVE_PAYLOAD_MAX_BYTES },
      },
      handler: async (request, h) => {
        const user = authUser(request);
        const body = await readJsonPayload(request.payload as Readable, SAVE_PAYLOAD_MAX_BYTES, SAVE_PAYLOAD_TOO_LARGE_MESSAGE);
        const { value, error } = savePagesSchema.validate(body, VALIDATION_OPTIONS);
        if (error) return failValidation(request, h, error);
        return { project: await (await projects()).saveProjectPages(user, request.params.id as number, value as SavePagesInput) };
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/elements/custom',
      options: { plugins: siteReader },
      handler: async (request, h) => {
        const { config, logger } = appContext(request);
        const source = await readCustomElementsModule(config.dataDir, await getSetting('editor.custom_elements_module'), logger);
        return h.response(source).type('text/javascript').header('cache-control', 'no-cache');
      },
    });
  },
};
