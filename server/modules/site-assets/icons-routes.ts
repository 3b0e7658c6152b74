import { join } from 'node:path';
import type { Plugin } from '@hapi/hapi';
import { NotFoundError } from '../../errors.ts';
import { ICON_NAME, LUCIDE_URL, siteIconSet } from './icon-set.ts';

// The icon set for canvases, published pages and the editor's icon picker: icons.css gives every
// Lucide icon its `.icon-<name>` class (site.css's `.icon` masks with the --sw-icon it sets),
// icons.json lists names and search keywords, and each glyph is a file of its own. The set is read
// on the first request for it, not when the server starts.

const DAY_MS = 24 * 3600 * 1000;
// Our own images: even opened directly, an SVG runs no script and loads nothing.
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

export const iconRoutes: Plugin<void> = {
  name: 'icon-routes',
  register(server) {
    const cache = { expiresIn: 7 * DAY_MS, privacy: 'public' as const };

    server.route({
      method: 'GET',
      path: '/site-assets/icons.css',
      options: { auth: false, cache },
      handler: (_request, h) => {
        const icons = siteIconSet();
        return h.entity({ etag: icons.cssEtag }) ?? h.response(icons.css).type('text/css; charset=utf-8').etag(icons.cssEtag);
      },
    });

    server.route({
      method: 'GET',
      path: '/site-assets/icons.json',
      options: { auth: false, cache },
      handler: (_request, h) => {
        const icons = siteIconSet();
        return h.entity({ etag: icons.jsonEtag }) ?? h.response(icons.json).type('application/json; charset=utf-8').etag(icons.jsonEtag);
      },
    });

    server.route({
      method: 'GET',
      path: `${LUCIDE_URL}/{name}.svg`,
      // A CSS mask image is fetched with CORS: a published site on another host needs the header.
      options: { auth: false, cache, cors: { origin: ['*'] } },
      handler(request, h) {
        const name = String(request.params.name);
        const icons = siteIconSet();
        if (!ICON_NAME.test(name) || !icons.lucideNames.has(name)) throw new NotFoundError('Icon not found');
        return h
          .file(join(icons.lucideDir, `${name}.svg`), { confine: icons.lucideDir, etagMethod: 'simple' })
          .type('image/svg+xml')
          .header('Content-Security-Policy', IMAGE_POLICY);
      },
    });
  },
};
