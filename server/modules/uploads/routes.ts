import { mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, Request } from '@hapi/hapi';
import Joi from 'joi';
import { PERMISSIONS } from '../../../common/constants.ts';
import { UPLOAD_DISKS, maxSizeMessage } from '../../../common/uploads/constants.ts';
import { formatBytes } from '../../../common/uploads/format-bytes.ts';
import { fileExtension } from '../../../common/uploads/mime.ts';
import type { UploadMetadata } from '../../../common/uploads/types.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import { can } from '../../http/access.ts';
import { appContext, authUser } from '../../http/context.ts';
import { diskDriver } from '../../storage/index.ts';
import { getAllSettings } from '../settings/service.ts';
import { completeUpload } from './completion.ts';
import type { FileEntryModel } from './models.ts';
import { storageUsage } from './quota.ts';
import { fileError, resolveMime, uploadRestrictions } from './restrictions.ts';
import { sendStoredFile } from './serving.ts';
import { removeEntryBytes } from './stored-bytes.ts';
import { deleteFileEntries, fileEntryJson, findVisibleEntry, INVALID_METADATA_MESSAGE, listFileEntries, normalizeMetadata, storageKey } from './service.ts';

export const SELECT_FILE_MESSAGE = 'Please select a file to upload.';

/**
 * What hapi will write to the temp folder for one plain post, whatever uploads.max_size says: a
 * route's limit is fixed at start-up, so this only bounds a runaway client. The setting is
 * enforced from Content-Length before any byte is read (see onPreAuth below).
 */
export const PLAIN_UPLOAD_CEILING_BYTES = 5 * 1024 * 1024 * 1024;
// Boundaries, part headers and the metadata fields around the file.
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

const MAX_ID = 2147483647;
const entryId = Joi.object({ id: Joi.number().integer().positive().max(MAX_ID).required() });

interface FilePart {
  filename: string;
  path: string;
  bytes: number;
  headers: Record<string, string>;
}

function isFilePart(value: unknown): value is FilePart {
  const part = value as Partial<FilePart> | null;
  return typeof part === 'object' && part !== null && typeof part.path === 'string' && typeof part.bytes === 'number';
}

/** Every temp file hapi wrote for this request, wherever it sits in the payload. */
function tempFiles(payload: unknown): string[] {
  if (!payload || typeof payload !== 'object') return [];
  const values = Object.values(payload as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return values.filter(isFilePart).map((part) => part.path);
}

async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

/** The metadata object from a `metadata` JSON field, with flat fields filling what it leaves out. */
function metadataFromFields(fields: Record<string, unknown>, workspaceId: number): UploadMetadata {
  let json: unknown = fields.metadata ?? {};
  if (typeof json === 'string') {
    try {
      json = JSON.parse(json || '{}');
    } catch {
      throw new BadRequestError(INVALID_METADATA_MESSAGE);
    }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new BadRequestError(INVALID_METADATA_MESSAGE);
  const given = Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined && value !== null && value !== ''));
  const flat = { disk: fields.disk, parentId: fields.parentId, relativePath: fields.relativePath, diskPrefix: fields.diskPrefix };
  const metadata = normalizeMetadata({ ...flat, ...given });
  // The workspace the request runs in (workspaceId field or cookie), 0 meaning none.
  return { ...metadata, workspaceId: metadata.workspaceId ?? (workspaceId || null) };
}

async function isAdmin(request: Request): Promise<boolean> {
  return can(request, PERMISSIONS.admin);
}

export const uploadRoutes: Plugin<void> = {
  name: 'upload-routes',
  register(server) {
    const { config } = server.app.ctx;
    const tempDir = join(config.dataDir, 'tmp', 'uploads');
    mkdirSync(tempDir, { recursive: true });

    server.route({
      method: 'POST',
      path: '/api/v1/file-entries',
      options: {
        plugins: { openapi: { status: 201 } },
        payload: {
          output: 'file',
          parse: true,
          multipart: { output: 'file' },
          allow: 'multipart/form-data',
          maxBytes: PLAIN_UPLOAD_CEILING_BYTES,
          uploads: tempDir,
          // Large files on slow links take minutes; the socket's own idle timeout still ends a stalled client.
          timeout: false,
        },
        validate: {
          payload: Joi.object({
            file: Joi.any(),
            metadata: Joi.alternatives(Joi.string().max(10_000), Joi.object()),
            disk: Joi.string().max(20),
            parentId: Joi.any(),
            // Long enough for the service to answer an over-long path with its own 422.
            relativePath: Joi.string().max(10_000).allow(''),
            diskPrefix: Joi.string().max(191).allow(''),
          }).allow(null),
        },
        ext: {
          // A body larger than the size limit is refused before hapi writes a byte of it.
          onPreAuth: {
            async method(request, h) {
              const length = Number(request.headers['content-length']);
              const max = uploadRestrictions(await getAllSettings()).maxFileSize;
              if (max != null && Number.isFinite(length) && length > max + MULTIPART_OVERHEAD_BYTES) {
                throw fileError(maxSizeMessage('This file', formatBytes(max)));
              }
              return h.continue;
            },
          },
          // Whatever happened (validation error, refused file, crash), nothing is left in the temp folder.
          onPostResponse: {
            async method(request, h) {
              await Promise.all(tempFiles(request.payload).map(removeQuietly));
              return h.continue;
            },
          },
        },
      },
      handler: async (request, h) => {
        const fields = (request.payload ?? {}) as Record<string, unknown>;
        if (!isFilePart(fields.file) || typeof fields.file.filename !== 'string') throw fileError(SELECT_FILE_MESSAGE);
        const part = fields.file;
        const metadata = metadataFromFields(fields, request.app.workspaceId);
        const extension = fileExtension(part.filename);
        const mime = resolveMime(extension, part.headers?.['content-type']);
        const entry = await completeUpload(appContext(request), {
          user: authUser(request),
          file: { name: part.filename, size: part.bytes, mime, extension },
          metadata,
          source: {
            store: (driver, key) => driver.putFile(key, part.path, { mime }),
            // hapi's temp file goes in onPostResponse, whatever happened.
            discard: async () => undefined,
          },
        });
        return h.response({ fileEntry: fileEntryJson(entry) }).code(201);
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/file-entries',
      options: {
        validate: {
          query: Joi.object({
            disk: Joi.string().valid(...UPLOAD_DISKS),
            // "null" lists the top level; leaving it out lists every entry.
            parentId: Joi.alternatives(Joi.number().integer().positive().max(MAX_ID), Joi.string().valid('null')),
            page: Joi.number().integer().min(1).default(1),
            perPage: Joi.number().integer().min(1).max(100).default(50),
          }),
        },
      },
      handler: async (request) => {
        const { disk, parentId, page, perPage } = request.query as { disk?: 'public' | 'uploads'; parentId?: number | 'null'; page: number; perPage: number };
        return listFileEntries(authUser(request), { workspaceId: request.app.workspaceId, disk, parentId: parentId === 'null' ? null : parentId, page, perPage });
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/file-entries/usage',
      handler: async (request) => storageUsage(authUser(request), await getAllSettings()),
    });

    server.route({
      method: 'GET',
      path: '/api/v1/file-entries/{id}',
      options: { validate: { params: entryId } },
      handler: async (request) => {
        return { fileEntry: fileEntryJson(await findVisibleEntry(authUser(request), request.params.id as number, await isAdmin(request))) };
      },
    });

    server.route({
      method: 'GET',
      path: '/api/v1/file-entries/{id}/download',
      options: { validate: { params: entryId } },
      handler: async (request, h) => {
        const entry = await findVisibleEntry(authUser(request), request.params.id as number, await isAdmin(request));
        if (entry.type !== 'file') throw new NotFoundError();
        const driver = diskDriver(entry.disk, appContext(request).config, await getAllSettings());
        const response = await sendStoredFile(request, h, {
          driver,
          key: storageKey(entry.disk_prefix, entry.file_name),
          size: entry.file_size,
          mime: entry.mime,
          extension: entry.extension,
          name: entry.name,
        });
        // Private bytes: a shared cache must never keep them.
        return response.header('Cache-Control', 'private, no-store');
      },
    });

    server.route({
      method: 'POST',
      path: '/api/v1/file-entries/delete',
      options: {
        validate: {
          payload: Joi.object({
            entryIds: Joi.array().items(Joi.number().integer().positive().max(MAX_ID)).min(1).max(1000).required(),
            deleteForever: Joi.boolean().default(false),
          }),
        },
      },
      handler: async (request) => {
        const user = authUser(request);
        const { entryIds, deleteForever } = request.payload as { entryIds: number[]; deleteForever: boolean };
        const settings = await getAllSettings();
        const removeBytes = (entry: FileEntryModel) => removeEntryBytes(entry, appContext(request).config, settings);
        return { deleted: await deleteFileEntries(user, entryIds, deleteForever, removeBytes) };
      },
    });
  },
};
