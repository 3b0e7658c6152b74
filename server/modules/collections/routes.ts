import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { COLLECTION_FILE_FORMATS, COLLECTION_LIMITS, ITEM_STATUSES, type CollectionFileFormat } from '../../../common/collections.ts';
import { siteBuilder, siteReader } from '../../http/access.ts';
import { appContext, authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { ItemInput } from './input.ts';
import type { ItemQuery } from './items.ts';
import type { CollectionInput } from './service.ts';
import type { TransferFile } from './transfer.ts';

// A site's content for its owner and team: collections (the blog and the owner's own), their
// items, publishing, revisions, import and export. Signed in or with an API token, on projects the
// requester reaches (404 otherwise), as the project's pages are. joi checks shapes (400); the
// rules of each field are the services', answered as 422 naming the field.

const collections = lazyImport(() => import('./service.ts'));
const items = lazyImport(() => import('./items.ts'));
const publication = lazyImport(() => import('./publication.ts'));
const transfer = lazyImport(() => import('./transfer.ts'));

const id = Joi.number().integer().positive().max(2147483647).required();
const collectionSlug = Joi.string().max(191).pattern(/^[a-z0-9-]+$/).required();
const projectParams = Joi.object({ id });
const collectionParams = Joi.object({ id, collection: collectionSlug });
const itemParams = Joi.object({ id, collection: collectionSlug, item: id });
const revisionParams = Joi.object({ id, collection: collectionSlug, item: id, revision: id });

// A post's body may reach 1 MB once sanitized; what is pasted from a word processor is larger before.
const ITEM_PAYLOAD_MAX_BYTES = 8 * 1024 * 1024;
// An import sends many files in one request; the CLI splits bigger folders.
const IMPORT_PAYLOAD_MAX_BYTES = 32 * 1024 * 1024;
const IMPORT_MAX_FILES = 1000;

const text = (max: number) => Joi.string().allow('').max(max);

const field = Joi.object({
  key: text(100).required(),
  label: text(200).required(),
  type: text(40).required(),
  required: Joi.boolean().default(false),
  collection: text(191),
});

const collectionPayload = {
  name: text(1000),
  slug: text(191),
  fields: Joi.array().items(field).max(100),
  template_page_id: Joi.string().max(10).allow('', null),
};

const itemPayload = {
  title: text(10_000),
  slug: text(1000),
  body: Joi.string().allow(''),
  values: Joi.object().unknown(true),
  tags: Joi.array().items(text(1000)).max(1000),
  seo_title: text(10_000),
  seo_description: text(10_000),
  og_image: text(10_000),
  author_id: Joi.number().integer().positive().allow(null),
};

const params = (request: Request) => request.params as { id: number; collection: string; item: number; revision: number };

export const collectionRoutes: Plugin<void> = {
  name: 'collection-routes',
  register(server) {
    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/collections',
      options: { description: "The site's collections", notes: 'The blog (`posts`) first; every site has it.', plugins: siteReader, validate: { params: projectParams } },
      handler: async (request) => ({ data: await (await collections()).listCollections(authUser(request), params(request).id) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/collections',
      options: {
        description: 'Create a collection',
        notes: 'Its fields are what each item holds beside title, body, tags and SEO fields. 422 names the problem of each field.',
        plugins: { ...siteBuilder, openapi: { status: 201 } },
        validate: { params: projectParams, payload: Joi.object({ ...collectionPayload, name: collectionPayload.name.required() }) },
      },
      handler: async (request, h) => h.response(await (await collections()).createCollection(authUser(request), params(request).id, request.payload as CollectionInput)).code(201),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/collections/{collection}',
      options: { description: 'One collection', plugins: siteReader, validate: { params: collectionParams } },
      handler: async (request) => (await collections()).getCollection(authUser(request), params(request).id, params(request).collection),
    });

    server.route({
      method: 'PATCH',
      path: '/api/v1/projects/{id}/collections/{collection}',
      options: {
        description: 'Change a collection',
        notes: 'Name, fields and the template page that shows one item; the blog keeps its slug.',
        plugins: siteBuilder,
        validate: { params: collectionParams, payload: Joi.object(collectionPayload).min(1) },
      },
      handler: async (request) => {
        const { id: projectId, collection } = params(request);
        return (await collections()).updateCollection(appContext(request), authUser(request), projectId, collection, request.payload as CollectionInput);
      },
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/projects/{id}/collections/{collection}',
      options: { description: 'Delete a collection and its items', notes: 'The blog cannot be deleted (409).', plugins: siteBuilder, validate: { params: collectionParams } },
      handler: async (request, h) => {
        await (await collections()).deleteCollection(appContext(request), authUser(request), params(request).id, params(request).collection);
        return h.response().code(204);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/collections/{collection}/items',
      options: {
        description: "A collection's items",
        notes: 'Newest first, `per_page` at most 100; `tag` keeps the items with that tag.',
        plugins: siteReader,
        validate: {
          params: collectionParams,
          query: Joi.object({
            status: Joi.string().valid(...ITEM_STATUSES),
            tag: Joi.string().max(COLLECTION_LIMITS.tagChars),
            page: Joi.number().integer().min(1),
            per_page: Joi.number().integer().min(1).max(COLLECTION_LIMITS.maxPerPage),
          }),
        },
      },
      handler: async (request) => (await items()).listItems(authUser(request), params(request).id, params(request).collection, request.query as ItemQuery),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/collections/{collection}/items',
      options: {
        description: 'Create an item',
        notes: 'A draft by the requester; the slug comes from the title unless given. Refused with 403 when the plan allows no more items in the site.',
        plugins: { ...siteBuilder, openapi: { status: 201 } },
        payload: { maxBytes: ITEM_PAYLOAD_MAX_BYTES },
        validate: { params: collectionParams, payload: Joi.object({ ...itemPayload, status: Joi.string().valid('draft') }) },
      },
      handler: async (request, h) => {
        const { status: _draft, ...input } = request.payload as ItemInput & { status?: 'draft' };
        return h.response(await (await items()).createItem(authUser(request), params(request).id, params(request).collection, input)).code(201);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/collections/{collection}/items/{item}',
      options: { description: 'One item', plugins: siteReader, validate: { params: itemParams } },
      handler: async (request) => (await items()).getItem(authUser(request), params(request).id, params(request).collection, params(request).item),
    });

    server.route({
      method: 'PATCH',
      path: '/api/v1/projects/{id}/collections/{collection}/items/{item}',
      options: {
        description: 'Change an item',
        notes: '`version` is the version the change is based on: 409 with the current `item` when it was changed elsewhere. `values` are merged into the stored ones (null removes one). Keeps a revision of the content it replaces.',
        plugins: siteBuilder,
        payload: { maxBytes: ITEM_PAYLOAD_MAX_BYTES },
        validate: { params: itemParams, payload: Joi.object({ ...itemPayload, version: Joi.number().integer().min(1).required() }) },
      },
      handler: async (request) => {
        const { id: projectId, collection, item } = params(request);
        return (await items()).updateItem(appContext(request), authUser(request), projectId, collection, item, request.payload as ItemInput & { version: number });
      },
    });

    server.route({
      method: 'DELETE',
      path: '/api/v1/projects/{id}/collections/{collection}/items/{item}',
      options: { description: 'Delete an item', notes: 'A published item leaves the live site.', plugins: siteBuilder, validate: { params: itemParams } },
      handler: async (request, h) => {
        const { id: projectId, collection, item } = params(request);
        await (await items()).deleteItem(appContext(request), authUser(request), projectId, collection, item);
        return h.response().code(204);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/collections/{collection}/items/{item}/publish',
      options: {
        description: 'Publish an item now, or schedule it',
        notes: 'Without `at` the item goes live now; with `at` (ISO 8601, in the future, else 422) it is scheduled for then.',
        plugins: siteBuilder,
        validate: { params: itemParams, payload: Joi.object({ at: Joi.date().iso() }).allow(null) },
      },
      handler: async (request) => {
        const { id: projectId, collection, item } = params(request);
        const at = (request.payload as { at?: Date } | null)?.at;
        return (await publication()).publishItem(appContext(request), authUser(request), projectId, collection, item, at);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/collections/{collection}/items/{item}/unpublish',
      options: { description: 'Take an item off the live site', notes: 'It becomes a draft again.', plugins: siteBuilder, validate: { params: itemParams } },
      handler: async (request) => {
        const { id: projectId, collection, item } = params(request);
        return (await publication()).unpublishItem(appContext(request), authUser(request), projectId, collection, item);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/collections/{collection}/items/{item}/revisions',
      options: { description: "An item's revisions", notes: 'Newest first: the content before each edit, with who made the edit and when.', plugins: siteReader, validate: { params: itemParams } },
      handler: async (request) => {
        const { id: projectId, collection, item } = params(request);
        return { data: await (await items()).listItemRevisions(authUser(request), projectId, collection, item) };
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/collections/{collection}/items/{item}/revisions/{revision}/restore',
      options: { description: 'Restore a revision', notes: 'Its title, body, values and tags become the item\'s, as a new edit.', plugins: siteBuilder, validate: { params: revisionParams } },
      handler: async (request) => {
        const { id: projectId, collection, item, revision } = params(request);
        return (await items()).restoreItemRevision(appContext(request), authUser(request), projectId, collection, item, revision);
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/projects/{id}/collections/{collection}/import',
      options: {
        description: 'Import items from files',
        notes: 'Creates or updates items by slug, file by file: `errors` names each file that failed and why; the others are imported.',
        plugins: siteBuilder,
        payload: { maxBytes: IMPORT_PAYLOAD_MAX_BYTES },
        validate: {
          params: collectionParams,
          payload: Joi.object({
            format: Joi.string().valid(...COLLECTION_FILE_FORMATS).required(),
            files: Joi.array().items(Joi.object({ name: Joi.string().min(1).max(255).required(), content: Joi.string().allow('').required() })).max(IMPORT_MAX_FILES).required(),
          }),
        },
      },
      handler: async (request) => {
        const { id: projectId, collection } = params(request);
        const { format, files } = request.payload as { format: CollectionFileFormat; files: TransferFile[] };
        return (await transfer()).importItems(appContext(request), authUser(request), projectId, collection, format, files);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/projects/{id}/collections/{collection}/export',
      options: {
        description: 'Export items as files',
        notes: 'One file per item, named by its slug.',
        plugins: siteReader,
        validate: { params: collectionParams, query: Joi.object({ format: Joi.string().valid(...COLLECTION_FILE_FORMATS).default(COLLECTION_FILE_FORMATS[0]) }) },
      },
      handler: async (request) => {
        const { id: projectId, collection } = params(request);
        return (await transfer()).exportItems(authUser(request), projectId, collection, (request.query as { format: CollectionFileFormat }).format);
      },
    });
  },
};
