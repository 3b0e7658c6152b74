import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from '@hapi/hapi';
import { FONTS_URL, WEB_FONTS } from '../../../common/editor/fonts.ts';
import { NotFoundError } from '../../errors.ts';

// The web fonts of the style panel, served from their @fontsource packages so neither the
// editor nor a published site asks a font host for anything. One stylesheet per family (regular,
// bold, italic: what the panel's weight and style controls produce) and its woff2 files.

const DAY_MS = 24 * 3600 * 1000;
const STYLESHEETS = ['400.css', '700.css', '400-italic.css'];
const FONT_FILE = /^[a-z0-9-]+\.woff2$/;
const requireFrom = createRequire(import.meta.url);

function packageDir(id: string): string {
  return dirname(requireFrom.resolve(`@fontsource/${id}/package.json`));
}

/**
 * The family's stylesheet with its URLs pointing at our files route. Only woff2 is kept: every
 * browser the editor supports reads it, and the route serves nothing else.
 */
function buildStylesheet(id: string): string {
  const dir = packageDir(id);
  return STYLESHEETS.filter((file) => existsSync(join(dir, file)))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n')
    .replace(/,\s*url\(\.\/files\/[^)]+\.woff\)\s*format\(['"]woff['"]\)/g, '')
    .replace(/url\(\.\/files\//g, `url(${FONTS_URL}/files/`);
}

const stylesheets = new Map<string, { css: string; etag: string }>();

function stylesheet(id: string): { css: string; etag: string } {
  let entry = stylesheets.get(id);
  if (!entry) {
    const css = buildStylesheet(id);
    entry = { css, etag: createHash('sha1').update(css).digest('hex') };
    stylesheets.set(id, entry);
  }
  return entry;
}

/** The web font a file belongs to: fontsource names every file after its package. */
function fontOfFile(file: string): string | null {
  const owners = WEB_FONTS.filter((font) => file.startsWith(`${font.id}-`)).sort((a, b) => b.id.length - a.id.length);
  return owners[0]?.id ?? null;
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
        const dir = id ? join(packageDir(id), 'files') : null;
        if (!dir || !existsSync(join(dir, file))) throw new NotFoundError('Font not found');
        return h.file(join(dir, file), { confine: dir, etagMethod: 'simple' }).type('font/woff2');
      },
    });
  },
};
