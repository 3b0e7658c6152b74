import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from '@hapi/hapi';
import { FONTS_URL, WEB_FONTS } from '../../../common/editor/fonts.ts';
import { NotFoundError } from '../../errors.ts';
import { FONT_FILE, fontFaceCss, fontFilesDir, fontOfFile } from './font-packages.ts';

// The web fonts of the style panel, served from their @fontsource packages (font-packages.ts) so
// the editor never asks a font host for anything.

const DAY_MS = 24 * 3600 * 1000;

const stylesheets = new Map<string, { css: string; etag: string }>();

function stylesheet(id: string): { css: string; etag: string } {
  let entry = stylesheets.get(id);
  if (!entry) {
    const css = fontFaceCss(id, (file) => `${FONTS_URL}/files/${file}`);
    entry = { css, etag: createHash('sha1').update(css).digest('hex') };
    stylesheets.set(id, entry);
  }
  return entry;
}

export const fontRoutes: Plugin<void> = {
  name: 'font-routes',
  register(server) {
    const cache = { expiresIn: 7 * DAY_MS, privacy: 'public' as const };

    server.route({
      method: 'GET',
      path: `${FONTS_URL}/{id}.css`,
      options: { auth: false, cache },
      handler(request, h) {
        const font = WEB_FONTS.find((candidate) => candidate.id === request.params.id);
        if (!font) throw new NotFoundError('Font not found');
        const { css, etag } = stylesheet(font.id);
        return h.entity({ etag }) ?? h.response(css).type('text/css; charset=utf-8').etag(etag);
      },
    });

    server.route({
      method: 'GET',
      path: `${FONTS_URL}/files/{file}`,
      // A published site on another host loads the files too, and fonts obey CORS.
      options: { auth: false, cache, cors: { origin: ['*'] } },
      handler(request, h) {
        const file = String(request.params.file);
        const id = FONT_FILE.test(file) ? fontOfFile(file) : null;
        const dir = id ? fontFilesDir(id) : null;
        if (!dir || !existsSync(join(dir, file))) throw new NotFoundError('Font not found');
        return h.file(join(dir, file), { confine: dir, etagMethod: 'simple' }).type('font/woff2');
      },
    });
  },
};
