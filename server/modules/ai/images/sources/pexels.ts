import type { PlanLanguage } from '../../../../../common/ai/site-plan.ts';
import type { AppContext } from '../../../../context.ts';
import { apiJson } from '../http.ts';
import type { StockAccess } from '../settings.ts';
import { SourceError, type PictureSource } from '../types.ts';
import { stockSource, type StockPhoto } from './stock.ts';

// Pexels (GET /v1/search). Its guidelines: credit the photographer and link to Pexels.

const LOCALES: Record<PlanLanguage, string> = { en: 'en-US', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', nl: 'nl-NL', pt: 'pt-BR' };

interface PexelsPhoto {
  id?: unknown;
  url?: unknown;
  alt?: unknown;
  photographer?: unknown;
  photographer_url?: unknown;
  src?: { large2x?: unknown; large?: unknown };
}

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function pexelsSource(ctx: AppContext, access: StockAccess): PictureSource {
  return stockSource(ctx, 'pexels', async (query, run) => {
    const url = new URL(`${access.baseUrl}/v1/search`);
    url.search = new URLSearchParams({ query, orientation: 'landscape', per_page: '20', locale: LOCALES[run.subject.language] }).toString();
    const answer = (await apiJson('pexels', url.toString(), { headers: { authorization: access.key }, signal: run.signal })) as { photos?: unknown };
    if (!answer || !Array.isArray(answer.photos)) throw new SourceError('pexels', 'the answer has no photos');
    return (answer.photos as PexelsPhoto[]).flatMap((photo): StockPhoto[] => {
      const id = text(photo.id);
      const download = text(photo.src?.large2x) || text(photo.src?.large);
      const page = text(photo.url);
      const name = text(photo.photographer);
      if (!id || !download || !page || !name) return [];
      return [{ id, downloadUrl: download, description: text(photo.alt), credit: { name, url: text(photo.photographer_url) || page, source: 'Pexels', sourceUrl: page } }];
    });
  });
}
