import Boom from '@hapi/boom';
import { join } from 'node:path';
import type { Plugin } from '@hapi/hapi';

// Files anyone may fetch (avatars, later public uploads) live under <DATA_DIR>/public and are
// served at /storage/…. Every file there gets a random name when written, so it never changes.

export const PUBLIC_STORAGE_URL = '/storage';

export function publicStoragePath(dataDir: string, ...segments: string[]): string {
  return join(dataDir, 'public', ...segments);
}

export const publicStorage: Plugin<void> = {
  name: 'public-storage',
  register(server) {
    server.route({
      method: 'GET',
      path: `${PUBLIC_STORAGE_URL}/{file*}`,
      options: {
        auth: false,
        cache: { expiresIn: 365 * 24 * 3600 * 1000, privacy: 'public' },
        ext: {
          onPreResponse: {
            method(request, h) {
              const response = request.response;
              if (Boom.isBoom(response)) return h.continue;
              // User-supplied bytes: never sniffed into something executable, never run as a document.
              return response.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'; sandbox");
            },
          },
        },
      },
      handler: {
        directory: { path: publicStoragePath(server.app.ctx.config.dataDir), redirectToSlash: false, index: false, listing: false, etagMethod: 'simple' },
      },
    });
  },
};
