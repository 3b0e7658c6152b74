import { NotFoundError } from '../../errors.ts';
import { CustomPage } from './models.ts';
import { sanitizePageBody } from './sanitize.ts';

export const PAGE_NOT_FOUND_MESSAGE = 'Page not found';

export interface CustomPageData {
  id: number;
  slug: string;
  title: string;
  body: string;
  seo: { title?: string; description?: string };
  hide_nav: boolean;
  updated_at: string;
}

export async function findCustomPage(idOrSlug: string): Promise<CustomPageData> {
  const page = /^\d{1,10}$/.test(idOrSlug)
    ? await CustomPage.findByPk(Number(idOrSlug))
    : await CustomPage.findOne({ where: { slug: idOrSlug } });
  if (!page) throw new NotFoundError(PAGE_NOT_FOUND_MESSAGE);
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    // Again on the way out: rows written before sanitizing on save, or straight into the database.
    body: sanitizePageBody(page.body),
    seo: page.meta,
    hide_nav: page.hide_nav,
    updated_at: new Date(page.updated_at).toISOString(),
  };
}
