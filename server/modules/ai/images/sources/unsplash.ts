import type { AppContext } from '../../../../context.ts';
import { getSetting } from '../../../settings/service.ts';
import { apiJson } from '../http.ts';
import type { StockAccess } from '../settings.ts';
import { SourceError, type PictureSource } from '../types.ts';
import { stockSource, type StockPhoto } from './stock.ts';

// Unsplash (GET /search/photos). Its API terms: credit the photographer and Unsplash with links
// carrying utm_source=<app name>&utm_medium=referral, and call the photo's
// links.download_location with the key when the photo is used.

interface UnsplashResult {
  id?: unknown;
  description?: unknown;
  alt_description?: unknown;
  urls?: { regular?: unknown };
  links?: { download_location?: unknown };
  user?: { name?: unknown; links?: { html?: unknown } };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The app's name as Unsplash's referral links want it. */
async function appName(): Promise<string> {
  return (await getSetting('branding.site_name')).toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'sitewright';
}

function withReferral(url: string, app: string): string {
  const link = new URL(url);
  link.searchParams.set('utm_source', app);
  link.searchParams.set('utm_medium', 'referral');
  return link.toString();
}

export function unsplashSource(ctx: AppContext, access: StockAccess): PictureSource {
  const headers = { authorization: `Client-ID ${access.key}`, 'accept-version': 'v1' };
  const apiOrigin = new URL(access.baseUrl).origin;
  return stockSource(ctx, 'unsplash', async (query, run) => {
    const url = new URL(`${access.baseUrl}/search/photos`);
    url.search = new URLSearchParams({ query, orientation: 'landscape', per_page: '20', content_filter: 'high', lang: run.subject.language }).toString();
    const answer = (await apiJson('unsplash', url.toString(), { headers, signal: run.signal })) as { results?: unknown };
    if (!answer || !Array.isArray(answer.results)) throw new SourceError('unsplash', 'the answer has no results');
    const app = await appName();
    return (answer.results as UnsplashResult[]).flatMap((result): StockPhoto[] => {
      const id = text(result.id);
      const download = text(result.urls?.regular);
      const profile = text(result.user?.links?.html);
      const name = text(result.user?.name);
      if (!id || !download || !profile || !name) return [];
      const location = text(result.links?.download_location);
      return [
        {
          id,
          downloadUrl: download,
          description: text(result.alt_description) || text(result.description),
          credit: { name, url: withReferral(profile, app), source: 'Unsplash', sourceUrl: withReferral('https://unsplash.com/', app) },
          // Only to Unsplash's own API: the key goes nowhere else.
          onUse:
            location && new URL(location).origin === apiOrigin
              ? async () => {
                  await apiJson('unsplash', location, { headers, signal: run.signal });
                }
              : undefined,
        },
      ];
    });
  });
}
