import { Readable } from 'node:stream';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { Metadata } from '../../lazy-storage.ts';
import Joi from 'joi';
import { INVALID_FILE_NAME_MESSAGE } from '../../../common/uploads/constants.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { appContext, authUser } from '../../http/context.ts';
import { getAllSettings } from '../settings/service.ts';
import type { User } from '../users/models.ts';
import { describeFile, ownPendingUpload } from './pending.ts';
import { fileError } from './restrictions.ts';
import { assertUploadAllowed, normalizeMetadata } from './service.ts';
import { createEntryFromTus, forgetTusUpload, rememberCreation, TUS_ID_PATTERN, TUS_PATH, tusRuntime, type TusCreation } from './tus.ts';

export const UPLOAD_LENGTH_REQUIRED_MESSAGE = 'Upload-Length is required: the size is checked before any byte is accepted.';
export const INVALID_UPLOAD_METADATA_MESSAGE = 'Upload-Metadata is not valid.';

// Bytes go straight from the socket to @tus/server: hapi neither buffers nor limits them (the
// size was judged from Upload-Length when the upload was created, and tus refuses bytes past it).
const STREAMED = { output: 'stream', parse: false, maxBytes: Number.MAX_SAFE_INTEGER, timeout: false } as const;

/** disable_tus hides the protocol as if it did not exist, with the API's usual 404. */
async function assertTusEnabled(request: Request): Promise<void> {
  if ((await getAllSettings())['uploads.disable_tus']) {
    throw new NotFoundError(`There is no API endpoint ${request.method.toUpperCase()} ${request.path}`);
  }
}

/** The {id} of the caller's own tus upload, else 404 before @tus/server sees the request. */
async function ownUploadId(request: Request, user: User): Promise<string> {
  const id = String(request.params.id ?? '');
  await ownPendingUpload(user, ['tus'], { uploadKey: TUS_ID_PATTERN.test(id) ? id : '' });
  return id;
}

// tus-js-client sends metadata values as strings; an unset field arrives as "null" or "".
function metadataValue(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' || value === 'null' || value === 'undefined' ? null : value;
}

/**
 * Everything a creation can be refused for, judged from its headers alone: the announced size
 * (no deferred length), the name, type, folder and quota. Runs before @tus/server writes anything.
 */
async function checkCreation(request: Request, user: User): Promise<TusCreation> {
  const length = request.headers['upload-length'];
  if (request.headers['upload-defer-length'] !== undefined || typeof length !== 'string' || !/^\d{1,15}$/.test(length)) {
    throw new BadRequestError(UPLOAD_LENGTH_REQUIRED_MESSAGE);
  }
  let raw: Record<string, string | null | undefined>;
  try {
    raw = Metadata.parse(request.headers['upload-metadata'] as string | undefined) ?? {};
  } catch {
    throw new BadRequestError(INVALID_UPLOAD_METADATA_MESSAGE);
  }
  const name = metadataValue(raw.name) ?? metadataValue(raw.clientName);
  if (!name) throw fileError(INVALID_FILE_NAME_MESSAGE);
  const metadata = normalizeMetadata({
    disk: metadataValue(raw.disk),
    parentId: metadataValue(raw.parentId),
    relativePath: metadataValue(raw.relativePath),
    diskPrefix: metadataValue(raw.diskPrefix),
    workspaceId: metadataValue(raw.workspaceId) ?? (request.app.workspaceId || null),
  });
  const file = describeFile({ name, size: Number(length), mime: metadataValue(raw.clientMime) });
  await assertUploadAllowed(user, file, metadata);
  return { user, file, metadata };
}

/**
 * Hands the request to @tus/server as a web Request and copies its answer back. The method is
 * hapi's, so X-HTTP-Method-Override (applied by method-override.ts) and HEAD (routed by hapi to
 * the GET route) reach tus as the method the client meant.
 */
async function forward(request: Request, h: ResponseToolkit, method: string, creation?: TusCreation) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const hasBody = (method === 'POST' || method === 'PATCH') && request.payload instanceof Readable;
  const webRequest = new Request(request.url.href, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(request.payload as Readable) as ReadableStream) : undefined,
    // @ts-expect-error -- Node's fetch needs duplex for a streamed body; lib.dom's RequestInit does not know it.
    duplex: 'half',
  });
  if (creation) rememberCreation(webRequest, creation);
  const runtime = tusRuntime(appContext(request).config, await getAllSettings());
  const response = await runtime.server.handleWeb(webRequest);
  const body = method === 'HEAD' || !response.body ? '' : await response.text();
  const reply = h.response(body || undefined).code(response.status);
  response.headers.forEach((value, name) => {
    // hapi sets the length itself; CORS stays hapi's business (the API is same-origin).
    if (name === 'content-length' || name.startsWith('access-control-')) return;
    reply.header(name, value);
  });
  return reply;
}

export const tusRoutes: Plugin<void> = {
  name: 'tus-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: TUS_PATH,
      options: {
        payload: STREAMED,
        description: 'Create a tus upload',
        notes: 'The tus 1.0 protocol (creation extension): Upload-Length and Upload-Metadata headers; the Location header names the upload.',
        plugins: { openapi: { status: 201 } },
      },
      handler: async (request, h) => {
        await assertTusEnabled(request);
        return forward(request, h, 'POST', await checkCreation(request, authUser(request)));
      },
    });

    // Protocol discovery (versions, extensions); it reveals nothing about any upload.
    server.route({
      method: 'OPTIONS',
      path: `${TUS_PATH}/{id?}`,
      options: { auth: false },
      handler: async (request, h) => {
        await assertTusEnabled(request);
        return forward(request, h, 'OPTIONS');
      },
    });

    // hapi answers HEAD with the GET route; tus has no GET (downloads go through file entries).
    server.route({
      method: 'GET',
      path: `${TUS_PATH}/{id}`,
      options: { description: 'A tus upload’s offset', notes: 'Send HEAD: the Upload-Offset header says how many bytes arrived. GET answers 404.' },
      handler: async (request, h) => {
        await assertTusEnabled(request);
        if (request.method !== 'head') throw new NotFoundError(`There is no API endpoint GET ${request.path}`);
        await ownUploadId(request, authUser(request));
        return forward(request, h, 'HEAD');
      },
    });

    server.route({
      method: 'PATCH',
      path: `${TUS_PATH}/{id}`,
      options: {
        payload: STREAMED,
        description: 'Send bytes of a tus upload',
        notes: 'Content-Type application/offset+octet-stream, from the Upload-Offset the upload is at.',
        plugins: { openapi: { status: 204 } },
      },
      handler: async (request, h) => {
        await assertTusEnabled(request);
        await ownUploadId(request, authUser(request));
        return forward(request, h, 'PATCH');
      },
    });

    server.route({
      method: 'DELETE',
      path: `${TUS_PATH}/{id}`,
      options: { payload: STREAMED, description: 'Cancel a tus upload', plugins: { openapi: { status: 204 } } },
      handler: async (request, h) => {
        await assertTusEnabled(request);
        const user = authUser(request);
        const id = await ownUploadId(request, user);
        const response = await forward(request, h, 'DELETE');
        if (response.statusCode === 204) await forgetTusUpload(user, id);
        return response;
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/tus/entries',
      options: {
        plugins: { openapi: { status: 201 } },
        validate: { payload: Joi.object({ uploadKey: Joi.string().max(191).required() }).unknown(true) },
      },
      handler: async (request, h) => {
        const { uploadKey } = request.payload as { uploadKey: string };
        const fileEntry = await createEntryFromTus(appContext(request), authUser(request), uploadKey);
        return h.response({ fileEntry }).code(201);
      },
    });
  },
};
