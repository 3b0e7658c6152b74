import type { Plugin } from '@hapi/hapi';
import { appContext } from '../../http/context.ts';
import { robotsTxt, sitemapXml } from './service.ts';

// Answered before the web app's catch-all route (hapi prefers the literal paths).
const cacheHeader = 'public, max-age=3600';

export const seoRoutes: Plugin<void> = {
  name: 'seo-routes',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/sitemap.xml',
        options: { auth: false, description: 'The public pages for search engines (sitemaps.org)' },
        handler: async (request, h) => h.response(await sitemapXml(appContext(request).config.appUrl)).type('application/xml; charset=utf-8').header('Cache-Control', cacheHeader),
      },
      {
        method: 'GET',
        path: '/robots.txt',
        options: { auth: false, description: 'What search engines may crawl' },
        handler: (request, h) => h.response(robotsTxt(appContext(request).config.appUrl)).type('text/plain; charset=utf-8').header('Cache-Control', cacheHeader),
      },
      {
        // "Contact us" links written by hand or kept from an older site land on the contact page.
        method: 'GET',
        path: '/contact-us',
        options: { auth: false, description: 'Moved permanently to /contact' },
        handler: (_request, h) => h.redirect('/contact').permanent(),
      },
    ]);
  },
};
