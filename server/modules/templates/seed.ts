import { parsePage, serializePage, generateId } from '../../../common/editor/document.ts';
import type { ProjectPage } from '../../../common/editor/types.ts';
import { invalidateCache } from '../../cache/site-cache.ts';
import { SiteTemplate } from './models.ts';
import { readSiteTemplates, type SiteTemplateSource } from './sources.ts';
import { SITE_TEMPLATES_CACHE_KEY } from './service.ts';

/** A template's pages as a project stores them: every element gets its data-id here, never by hand. */
export function buildTemplatePages(source: SiteTemplateSource): ProjectPage[] {
  return source.pages.map((page) => ({
    id: generateId(),
    name: page.name,
    html: serializePage(parsePage(page.html)),
    doc: { title: page.title, description: page.description, css: source.css, js: '', headLinks: [], fonts: [] },
  }));
}

/** Loads templates/sites into site_templates; a template seeded before is updated in place (by slug). */
export async function seedTemplates(): Promise<void> {
  for (const source of readSiteTemplates()) {
    const values = {
      name: source.name,
      description: source.description,
      category: source.category,
      thumbnail: source.thumbnail,
      pages: buildTemplatePages(source),
    };
    const existing = await SiteTemplate.findOne({ where: { slug: source.slug } });
    if (existing) await existing.update(values);
    else await SiteTemplate.create({ slug: source.slug, ...values });
  }
  invalidateCache(SITE_TEMPLATES_CACHE_KEY);
}
