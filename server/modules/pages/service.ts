import Boom from '@hapi/boom';
import { CustomPage } from './models.ts';

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
  const page = /^\d+$/.test(idOrSlug)
    ? await CustomPage.findByPk(Number(idOrSlug))
    : await CustomPage.findOne({ where: { slug: idOrSlug } });
  if (!page) throw Boom.notFound('Page not found');
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    body: page.body ?? '',
    seo: page.meta,
    hide_nav: page.hide_nav,
    updated_at: new Date(page.updated_at).toISOString(),
  };
}
