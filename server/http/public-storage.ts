import Boom from '@hapi/boom';
import { join } from 'node:path';
import type { Plugin, Request, ResponseToolkit } from '@hapi/hapi';
import { fileExtension, guessMime } from '../../common/uploads/mime.ts';
import { NotFoundError } from '../errors.ts';
import { assertStorageKey } from '../storage/driver.ts';
import { diskDriver, PUBLIC_STORAGE_URL, publicStoragePath } from '../storage/index.ts';
import { asStorageUnavailable } from '../storage/probe.ts';
import { getAllSettings } from '../modules/settings/service.ts';
import { protectStoredFile, sendStoredFile } from '../modules/uploads/serving.ts';

// Files anyone may fetch (avatars, public-disk uploads) are served at /storage/…: from
// <DATA_DIR>/public, or from the bucket when the public disk uses S3. Every file there gets a
// random name when written, so it never changes and can be cached for a year.

export { PUBLIC_STORAGE_URL, publicStoragePath };
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function validKey(path: string): string | null {
  try {
    assertStorageKey(path);
    return path;
  } catch {
    return null;
  }
}

async function servePublicFile(request: Request, h: ResponseToolkit) {
  const key = validKey(String(request.params.file ?? ''));
  if (!key) throw new NotFoundError();
  const { config } = request.server.app.ctx;
  const extension = fileExtension(key);
  const driver = diskDriver('public', config, await getAllSettings());
  if (driver.name === 's3') {
    const stat = await driver.stat(key).catch((error: unknown) => {
      throw asStorageUnavailable(error);
    });
    // Avatars are always written to the local folder, so a miss in the bucket falls through to it.
    if (stat) {
      const response = await sendStoredFile(request, h, { driver, key, size: stat.size, mime: stat.mime ?? guessMime(extension), extension });
      return response.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    }
  }
  const root = publicStoragePath(config.dataDir);
  return h.file(join(root, key), { confine: root, etagMethod: 'simple' });
}

export const publicStorage: Plugin<void> = {
  name: 'public-storage',
  register(server) {
    server.route({
      method: 'GET',
      path: `${PUBLIC_STORAGE_URL}/{file*}`,
      options: {
        auth: false,
        cache: { expiresIn: ONE_YEAR_SECONDS * 1000, privacy: 'public' },
        ext: {
          onPreResponse: {
            method(request, h) {
              const response = request.response;
              if (Boom.isBoom(response)) return h.continue;
              // User-supplied bytes: never sniffed into something executable, never run as a document,
              // and html/svg only ever as a download.
              const key = String(request.params.file ?? '');
              const extension = fileExtension(key);
              const mime = String(response.headers['content-type'] ?? guessMime(extension));
              return protectStoredFile(response, { extension, mime });
            },
          },
        },
      },
      handler: servePublicFile,
    });
  },
};
