import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import { MAX_PARTS, UPLOAD_DISKS } from '../../../common/uploads/constants.ts';
import { appContext, authUser } from '../../http/context.ts';
import { lazyImport } from '../../lazy-import.ts';
import type { createMultipartUpload, presignSimpleUpload } from './s3-direct.ts';

/** At most this many part URLs per batch-sign call (the client asks for 10 at a time). */
export const MAX_PART_URLS_PER_REQUEST = 100;

// S3 accepts objects up to 5 TB; the real limit is the uploads.max_size setting, checked by the service.
const MAX_OBJECT_BYTES = 5 * 1024 ** 4;

// Keys are the server's own (prefix/random-name.ext): anything else can be refused before a lookup.
const key = Joi.string().max(191).pattern(/^[A-Za-z0-9._/-]+$/);
const uploadId = Joi.string().max(512).required();
const metadata = Joi.alternatives(Joi.object().unknown(true), Joi.string().max(10_000)).allow(null);
// Clients send the rest of their file description too; the server keeps its own.
const start = {
  filename: Joi.string().min(1).max(255).required(),
  mime: Joi.string().max(255).allow('', null),
  size: Joi.number().integer().min(0).max(MAX_OBJECT_BYTES).required(),
  extension: Joi.string().max(50).allow('', null),
  metadata,
};
const multipart = { key: key.required(), uploadId };
const part = Joi.number().integer().min(1).max(MAX_PARTS);

// Every route here needs a signed-in user (the default auth), refused before the body is read.

const s3Direct = lazyImport(() => import('./s3-direct.ts'));

export const s3UploadRoutes: Plugin<void> = {
  name: 's3-upload-routes',
  register(server) {
    server.route({
      method: 'POST',
      path: '/api/v1/s3/simple/presign',
      options: { validate: { payload: Joi.object({ ...start, disk: Joi.string().valid(...UPLOAD_DISKS).allow(null) }).unknown(true) } },
      handler: async (request) =>
        (await s3Direct()).presignSimpleUpload(appContext(request), authUser(request), { ...(request.payload as Parameters<typeof presignSimpleUpload>[2]), workspaceId: request.app.workspaceId }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/s3/multipart/create',
      options: { validate: { payload: Joi.object(start).unknown(true) } },
      handler: async (request) =>
        (await s3Direct()).createMultipartUpload(appContext(request), authUser(request), { ...(request.payload as Parameters<typeof createMultipartUpload>[2]), workspaceId: request.app.workspaceId }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/s3/multipart/get-uploaded-parts',
      options: { validate: { payload: Joi.object(multipart) } },
      handler: async (request) => ({ parts: await (await s3Direct()).listUploadedParts(appContext(request), authUser(request), request.payload as { key: string; uploadId: string }) }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/s3/multipart/batch-sign-part-urls',
      options: {
        validate: { payload: Joi.object({ ...multipart, partNumbers: Joi.array().items(part).min(1).max(MAX_PART_URLS_PER_REQUEST).unique().required() }) },
      },
      handler: async (request) => ({
        urls: await (await s3Direct()).signPartUrls(appContext(request), authUser(request), request.payload as { key: string; uploadId: string; partNumbers: number[] }),
      }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/s3/multipart/complete',
      options: {
        validate: {
          payload: Joi.object({
            ...multipart,
            parts: Joi.array()
              .items(Joi.object({ ETag: Joi.string().max(200).required(), PartNumber: part.required() }).unknown(true))
              .min(1)
              .max(MAX_PARTS)
              .unique('PartNumber')
              .required(),
          }),
        },
      },
      handler: async (request) => {
        const payload = request.payload as { key: string; uploadId: string; parts: { ETag: string; PartNumber: number }[] };
        const parts = payload.parts.map(({ ETag, PartNumber }) => ({ ETag, PartNumber }));
        return (await s3Direct()).completeMultipartUpload(appContext(request), authUser(request), { ...payload, parts });
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/s3/multipart/abort',
      options: { validate: { payload: Joi.object(multipart) } },
      handler: async (request) => (await s3Direct()).abortMultipartUpload(appContext(request), authUser(request), request.payload as { key: string; uploadId: string }),
    });

    server.route({
      method: 'POST',
      path: '/api/v1/s3/entries',
      options: {
        plugins: { openapi: { status: 201 } },
        validate: {
          payload: Joi.object({
            key,
            filename: Joi.string().max(255).pattern(/^[A-Za-z0-9._-]+$/),
            // Described again by the client; the server uses what it recorded at presign/create.
            metadata,
            clientMime: Joi.string().max(255).allow('', null),
            clientName: Joi.string().max(255).allow('', null),
            clientExtension: Joi.string().max(50).allow('', null),
            size: Joi.number().min(0).allow(null),
          })
            .or('key', 'filename')
            .unknown(true),
        },
      },
      handler: async (request, h) => {
        const payload = request.payload as { key?: string; filename?: string };
        const fileEntry = await (await s3Direct()).createEntryFromS3(appContext(request), authUser(request), payload);
        return h.response({ fileEntry }).code(201);
      },
    });
  },
};
